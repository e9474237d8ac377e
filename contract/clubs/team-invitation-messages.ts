// Invitations to a club's team (spec 3 §7 "invite, update and delete team members and
// collaborators"; ADR 0061): the words the API and the web app share.

/** How long an invitation waits for its answer. */
export const CLUB_TEAM_INVITATION_TTL_DAYS = 14;

export const clubTeamInvitationMessages = {
  alreadyInvited: "This member already has a pending invitation to the team. Revoke it to invite them again.",
  notFound: "This invitation is no longer open: it was answered or revoked.",
  expired: "This invitation has expired. Ask the club for a new one.",
  invited: (userName: string) => `Invitation sent to @${userName}. They join the team when they accept.`,
  revoked: "Invitation revoked.",
  accepted: (clubName: string) => `You joined the team of ${clubName}.`,
  declined: "Invitation declined.",
  emailSubject: (clubName: string) => `You're invited to the team of ${clubName}`,
  emailText: (name: string, inviterName: string, clubName: string, roleLabel: string, link: string, days: number) =>
    `Hi ${name},\n\n${inviterName} invited you to join the team of ${clubName} as ${roleLabel}.\n\nAccept or decline within ${days} days: ${link}\n`,
} as const;

/** Where a member answers the club team invitations they received (beside /profile/invites). */
export const CLUB_INVITES_PATH = "/profile/invites/clubs";
