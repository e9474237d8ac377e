// A club's team (spec 3 §3 teamMembers, teamCollaborators; §6 roles; §7 "invite, update and
// delete team members and collaborators; transfer ownership"). Members join by accepting an
// invitation (../team-invitations, ADR 0061); MANAGE_TEAM changes roles and removes at once;
// only the owner (TRANSFER_OWNERSHIP) hands the club to a team member. The owner is never a
// row of the team: they hold every permission already.
//
// Every change is a write to clubs or club_team_members, whose triggers (migration 0027)
// announce `club:<id>`: who manages the club's events (read through the read cache) is right
// on the next request, with no purge here.
import { and, asc, eq } from "drizzle-orm";
import { clubs, clubTeamMembers, type ClubRow, type ClubTeamMemberRow } from "../db.js";
import type { DomainDeps } from "../../kernel/deps.js";
import { badUserInput, conflict, DomainError, notFound } from "../../kernel/errors.js";
import { isUuid } from "../../kernel/ids.js";
import { clubMessages, clubTeamMessages as m } from "../../../contract/clubs/messages.js";
import { roleFitsKind, type ClubRole } from "../../../contract/clubs/permissions.js";
import { permissionsIn, requireClubPermission } from "./access.js";

const onRole = (message: string) => badUserInput(message, { role: message });

/** The club's team and collaborators, longest-serving first. */
export async function listClubTeam(deps: Pick<DomainDeps, "db">, clubId: string): Promise<ClubTeamMemberRow[]> {
  return deps.db
    .select()
    .from(clubTeamMembers)
    .where(eq(clubTeamMembers.clubId, clubId))
    .orderBy(asc(clubTeamMembers.assignedAt), asc(clubTeamMembers.id));
}

/** The team of a club already read, for a viewer who may work in its manager area (NOT_FOUND otherwise). */
export async function clubTeamForViewer(deps: DomainDeps, viewerId: string | null, club: ClubRow): Promise<ClubTeamMemberRow[]> {
  if (!(await permissionsIn(deps, club, viewerId)).includes("VIEW_MANAGER_AREA")) throw notFound(clubMessages.notFound);
  return listClubTeam(deps, club.id);
}

async function findMembership(deps: Pick<DomainDeps, "db">, clubId: string, userId: string): Promise<ClubTeamMemberRow | null> {
  if (!isUuid(userId)) return null;
  const [row] = await deps.db
    .select()
    .from(clubTeamMembers)
    .where(and(eq(clubTeamMembers.clubId, clubId), eq(clubTeamMembers.userId, userId)));
  return row ?? null;
}

/** The team member of the club the viewer may manage the team of; never its owner. */
async function requireTeamMember(deps: DomainDeps, viewerId: string, clubId: string, userId: string) {
  const { club } = await requireClubPermission(deps, viewerId, clubId, "MANAGE_TEAM");
  if (userId === club.ownerUserId) throw conflict(m.ownerNotMember);
  const membership = await findMembership(deps, club.id, userId);
  if (!membership) throw badUserInput(m.notOnTeam);
  return { club, membership };
}

/** Gives a team member another role that fits their kind; the assign date is the change's. */
export async function updateTeamMember(deps: DomainDeps, viewerId: string, clubId: string, userId: string, role: ClubRole): Promise<ClubTeamMemberRow> {
  const { membership } = await requireTeamMember(deps, viewerId, clubId, userId);
  if (!roleFitsKind(role, membership.kind)) throw onRole(m.roleNotForKind);
  if (membership.role === role) return membership;
  const [updated] = await deps.db
    .update(clubTeamMembers)
    .set({ role, assignedAt: deps.clock() })
    .where(eq(clubTeamMembers.id, membership.id))
    .returning();
  if (!updated) throw badUserInput(m.notOnTeam);
  return updated;
}

/** Takes a member off the team: what their role allowed in the club ends with the next request. */
export async function removeTeamMember(deps: DomainDeps, viewerId: string, clubId: string, userId: string): Promise<boolean> {
  const { membership } = await requireTeamMember(deps, viewerId, clubId, userId);
  const removed = await deps.db.delete(clubTeamMembers).where(eq(clubTeamMembers.id, membership.id)).returning({ id: clubTeamMembers.id });
  if (removed.length === 0) throw badUserInput(m.notOnTeam);
  return true;
}

/**
 * Hands the club to a current team member (the owner only). In one transaction: the new owner
 * leaves the team's rows, the club names them, and the old owner joins the team as an ADMIN.
 */
export async function transferClubOwnership(deps: DomainDeps, viewerId: string, clubId: string, userId: string): Promise<ClubRow> {
  const { club } = await requireClubPermission(deps, viewerId, clubId, "TRANSFER_OWNERSHIP");
  if (userId === club.ownerUserId || !isUuid(userId)) throw badUserInput(m.transferToTeamOnly);
  return deps.db.transaction(async (tx) => {
    // The club's row is locked first, so a concurrent transfer waits and then finds the new owner.
    const [locked] = await tx.select({ ownerUserId: clubs.ownerUserId }).from(clubs).where(eq(clubs.id, club.id)).for("update");
    // Another transfer came first: the viewer no longer owns the club.
    if (locked?.ownerUserId !== viewerId) throw new DomainError("AUTH_NOT_AUTHORIZED", clubMessages.notAllowed);
    const leaving = await tx
      .delete(clubTeamMembers)
      .where(and(eq(clubTeamMembers.clubId, club.id), eq(clubTeamMembers.userId, userId)))
      .returning({ id: clubTeamMembers.id });
    if (leaving.length === 0) throw badUserInput(m.transferToTeamOnly);
    const now = deps.clock();
    const [transferred] = await tx.update(clubs).set({ ownerUserId: userId, updatedAt: now }).where(eq(clubs.id, club.id)).returning();
    const asAdmin = { role: "ADMIN", kind: "TEAM", assignedAt: now } as const;
    await tx
      .insert(clubTeamMembers)
      .values({ clubId: club.id, userId: viewerId, ...asAdmin })
      .onConflictDoUpdate({ target: [clubTeamMembers.clubId, clubTeamMembers.userId], set: asAdmin });
    return transferred!;
  });
}
