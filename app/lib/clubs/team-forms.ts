// The club team page's forms (spec 3 §3 teamMembers, teamCollaborators; §6 roles): the rules the
// browser checks before the API checks them again, with the area's words (contract/clubs).
import { z } from "zod";
import { CLUB_MEMBER_KIND_LABELS, CLUB_ROLE_LABELS, clubTeamMessages as m } from "../../../contract/clubs/messages";
import { CLUB_COLLABORATOR_ROLES, CLUB_MEMBER_KINDS, CLUB_TEAM_ROLES, roleFitsKind, type ClubMemberKind, type ClubRole } from "../../../contract/clubs/permissions";
import { USER_NAME_MAX } from "../../../contract/account/profile";
import { clubTeamInvitationMessages } from "../../../contract/clubs/team-invitation-messages";

const role = z.enum(CLUB_COLLABORATOR_ROLES, { error: m.roleInvalid });
const invitationGone = clubTeamInvitationMessages.notFound;
const userId = z.string({ error: m.notOnTeam }).trim().min(1, m.notOnTeam);

/** The invite form: a member joins the team when they accept (ADR 0061). */
export const inviteTeamMemberSchema = z
  .object({
    intent: z.literal("invite"),
    userName: z.string({ error: m.userNameRequired }).trim().min(1, m.userNameRequired).max(USER_NAME_MAX, m.userNotFound),
    kind: z.enum(CLUB_MEMBER_KINDS, { error: m.kindInvalid }),
    role,
  })
  .refine((value) => roleFitsKind(value.role, value.kind), { message: m.roleNotForKind, path: ["role"] });

/** The other forms of the page: a row's role change, its removal (confirmed), the transfer (confirmed), and revoking an invitation. */
export const teamChangeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("revoke"), invitationId: z.string({ error: invitationGone }).trim().min(1, invitationGone) }),
  z.object({ intent: z.literal("update"), userId, role }),
  z.object({ intent: z.literal("remove"), userId }),
  z.object({ intent: z.literal("transfer"), userId }),
]);

/** The roles a member of this kind may hold, with their labels. */
export const roleOptions = (kind: ClubMemberKind) =>
  (kind === "TEAM" ? CLUB_TEAM_ROLES : CLUB_COLLABORATOR_ROLES).map((value) => ({ value, label: CLUB_ROLE_LABELS[value] }));
export const kindOptions = CLUB_MEMBER_KINDS.map((value) => ({ value, label: CLUB_MEMBER_KIND_LABELS[value] }));
export const roleLabel = (value: ClubRole) => CLUB_ROLE_LABELS[value];
export const kindLabel = (value: ClubMemberKind) => CLUB_MEMBER_KIND_LABELS[value];

export const teamTexts = {
  title: "Team",
  owner: "Owner",
  addTitle: "Invite to the team",
  addButton: "Send invitation",
  adding: "Sending…",
  inviteHint: "They join the team with this role when they accept, within 14 days.",
  pendingTitle: "Pending invitations",
  noPending: "No pending invitations.",
  invitedAs: "Invited as",
  expires: "Expires",
  revoke: "Revoke",
  revoking: "Revoking…",
  userNameHint: "The member's user name, as @name or name.",
  kindHint: "Team members are account managers, admins or reward managers; collaborators may also manage events or offers.",
  empty: "No team members or collaborators yet.",
  changeRole: "Change role",
  saving: "Saving…",
  remove: "Remove",
  removing: "Removing…",
  confirmRemoveButton: "Yes, remove",
  cancel: "Cancel",
  transferTitle: "Transfer ownership",
  transferHint: "The club goes to a member of its team; you stay on as an admin.",
  transferNext: "Transfer ownership…",
  confirmTransferButton: "Yes, transfer ownership",
  transferring: "Transferring…",
  noOneToTransferTo: "Invite someone to the team first: ownership can only go to a team member.",
  assigned: "Assigned",
} as const;
