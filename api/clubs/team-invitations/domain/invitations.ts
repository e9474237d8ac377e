// Invitations to a club's team (spec 3 §7 "invite, update and delete team members and
// collaborators"; ADR 0061). A manager with MANAGE_TEAM invites a member by user name with a
// role and a kind; the member is e-mailed and notified, and joins the team only when they
// accept, within CLUB_TEAM_INVITATION_TTL_DAYS. The inviter side may revoke a pending one.
// Role changes and removals stay immediate (../../domain/team.ts).
import { and, desc, eq, gt, lte } from "drizzle-orm";
import { clubTeamMembers, users, type ClubRow } from "../../../db/schema.js";
import type { AuthDeps, DomainDeps } from "../../../kernel/deps.js";
import { badUserInput, conflict, notFound } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import { requireMemberByUserName } from "../../../account/domain/users.js";
import { notifyClubTeamInvitation } from "../../../account/notifications/domain/producers.js";
import { clubMessages, clubTeamMessages as tm, CLUB_ROLE_LABELS } from "../../../../contract/clubs/messages.js";
import { roleFitsKind, type ClubMemberKind, type ClubRole } from "../../../../contract/clubs/permissions.js";
import { CLUB_INVITES_PATH, CLUB_TEAM_INVITATION_TTL_DAYS, clubTeamInvitationMessages as m } from "../../../../contract/clubs/team-invitation-messages.js";
import { findClubRow, permissionsIn, requireClubPermission } from "../../domain/access.js";
import { clubTeamInvitations, type ClubTeamInvitationRow } from "../db.js";

export const CLUB_TEAM_INVITATION_TTL_MS = CLUB_TEAM_INVITATION_TTL_DAYS * 24 * 60 * 60_000;

export interface InviteTeamMemberCommand {
  clubId: string;
  /** The member's user name, with or without "@". */
  userName: string;
  role: ClubRole;
  kind: ClubMemberKind;
}

/** Invites a confirmed member to the team in a role that fits the kind (MANAGE_TEAM). */
export async function inviteTeamMember(deps: AuthDeps, viewerId: string, command: InviteTeamMemberCommand): Promise<ClubTeamInvitationRow> {
  const { club } = await requireClubPermission(deps, viewerId, command.clubId, "MANAGE_TEAM");
  const member = await requireMemberByUserName(deps.db, command.userName, { required: tm.userNameRequired, notFound: tm.userNotFound });
  if (member.id === club.ownerUserId) throw conflict(tm.ownerNotMember, { userName: tm.ownerNotMember });
  if (!roleFitsKind(command.role, command.kind)) throw badUserInput(tm.roleNotForKind, { role: tm.roleNotForKind });
  const [onTeam] = await deps.db
    .select({ id: clubTeamMembers.id })
    .from(clubTeamMembers)
    .where(and(eq(clubTeamMembers.clubId, club.id), eq(clubTeamMembers.userId, member.id)));
  if (onTeam) throw conflict(tm.alreadyOnTeam, { userName: tm.alreadyOnTeam });
  const [inviter] = await deps.db.select({ name: users.name, avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, viewerId));
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    // An expired invitation no longer holds the member's one pending place.
    await tx
      .update(clubTeamInvitations)
      .set({ status: "EXPIRED" })
      .where(
        and(
          eq(clubTeamInvitations.clubId, club.id),
          eq(clubTeamInvitations.invitedUserId, member.id),
          eq(clubTeamInvitations.status, "PENDING"),
          lte(clubTeamInvitations.expiresAt, now),
        ),
      );
    // The partial unique index settles two managers inviting the same member at once.
    const [invitation] = await tx
      .insert(clubTeamInvitations)
      .values({
        clubId: club.id,
        invitedUserId: member.id,
        invitedByUserId: viewerId,
        role: command.role,
        kind: command.kind,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CLUB_TEAM_INVITATION_TTL_MS),
      })
      .onConflictDoNothing()
      .returning();
    if (!invitation) throw conflict(m.alreadyInvited, { userName: m.alreadyInvited });
    const inviterName = inviter?.name ?? "A club manager";
    await deps.outbox.sendEmail(tx, {
      to: member.email,
      subject: m.emailSubject(club.name),
      text: m.emailText(member.name ?? "there", inviterName, club.name, CLUB_ROLE_LABELS[command.role], `${deps.publicUrl}${CLUB_INVITES_PATH}`, CLUB_TEAM_INVITATION_TTL_DAYS),
    });
    await notifyClubTeamInvitation(tx, member.id, {
      club: { id: club.id, slug: club.slug, name: club.name },
      inviter: { name: inviterName, avatarUrl: inviter?.avatarUrl ?? null },
      role: command.role,
      invitationId: invitation.id,
    });
    return invitation;
  });
}

/** Withdraws a pending invitation (MANAGE_TEAM); NOT_FOUND once it was answered or revoked. */
export async function revokeTeamInvitation(deps: DomainDeps, viewerId: string, clubId: string, invitationId: string): Promise<boolean> {
  const { club } = await requireClubPermission(deps, viewerId, clubId, "MANAGE_TEAM");
  if (!isUuid(invitationId)) throw notFound(m.notFound);
  const revoked = await deps.db
    .update(clubTeamInvitations)
    .set({ status: "REVOKED", respondedAt: deps.clock() })
    .where(and(eq(clubTeamInvitations.id, invitationId), eq(clubTeamInvitations.clubId, club.id), eq(clubTeamInvitations.status, "PENDING")))
    .returning({ id: clubTeamInvitations.id });
  if (revoked.length === 0) throw notFound(m.notFound);
  return true;
}

/**
 * The invitee accepts (they join the team with the invitation's role and kind, assigned now)
 * or declines. The invitation's row is locked, so answering twice at once makes one team row.
 */
export async function respondToTeamInvitation(deps: DomainDeps, viewerId: string, invitationId: string, accept: boolean): Promise<ClubTeamInvitationRow> {
  if (!isUuid(invitationId)) throw notFound(m.notFound);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(clubTeamInvitations)
      .where(and(eq(clubTeamInvitations.id, invitationId), eq(clubTeamInvitations.invitedUserId, viewerId)))
      .for("update");
    if (!locked || locked.status !== "PENDING") throw notFound(m.notFound);
    if (locked.expiresAt.getTime() <= now.getTime()) throw badUserInput(m.expired);
    if (accept) {
      const club = await findClubRow({ db: tx }, locked.clubId);
      if (!club) throw notFound(m.notFound);
      // Ownership may have come to them since they were invited.
      if (club.ownerUserId === viewerId) throw conflict(tm.ownerNotMember);
      // An invitation gives no more than its inviter may give now: a manager taken off the team leaves none behind.
      if (!(await permissionsIn({ db: tx }, club, locked.invitedByUserId)).includes("MANAGE_TEAM")) throw notFound(m.notFound);
      const [joined] = await tx
        .insert(clubTeamMembers)
        .values({ clubId: locked.clubId, userId: viewerId, role: locked.role, kind: locked.kind, assignedAt: now })
        .onConflictDoNothing()
        .returning({ id: clubTeamMembers.id });
      if (!joined) throw conflict(tm.alreadyOnTeam);
    }
    const [answered] = await tx
      .update(clubTeamInvitations)
      .set({ status: accept ? "ACCEPTED" : "DECLINED", respondedAt: now })
      .where(eq(clubTeamInvitations.id, locked.id))
      .returning();
    return answered!;
  });
}

/** The club's open invitations, newest first, for those who may manage its team. */
export async function pendingTeamInvitationsOf(deps: DomainDeps, viewerId: string | null, club: ClubRow): Promise<ClubTeamInvitationRow[]> {
  const permissions = await permissionsIn(deps, club, viewerId);
  if (!permissions.includes("VIEW_MANAGER_AREA")) throw notFound(clubMessages.notFound);
  if (!permissions.includes("MANAGE_TEAM")) return [];
  return deps.db
    .select()
    .from(clubTeamInvitations)
    .where(and(eq(clubTeamInvitations.clubId, club.id), eq(clubTeamInvitations.status, "PENDING"), gt(clubTeamInvitations.expiresAt, deps.clock())))
    .orderBy(desc(clubTeamInvitations.createdAt), desc(clubTeamInvitations.id));
}

/** The viewer's open invitations to clubs' teams, newest first. */
export async function myTeamInvitations(deps: DomainDeps, viewerId: string): Promise<ClubTeamInvitationRow[]> {
  return deps.db
    .select()
    .from(clubTeamInvitations)
    .where(and(eq(clubTeamInvitations.invitedUserId, viewerId), eq(clubTeamInvitations.status, "PENDING"), gt(clubTeamInvitations.expiresAt, deps.clock())))
    .orderBy(desc(clubTeamInvitations.createdAt), desc(clubTeamInvitations.id));
}
