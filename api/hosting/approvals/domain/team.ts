// An event's team (spec 2 §1, §6): who holds which role, adding a member to a role and
// taking it away. Each role is gated by its CanAdd…Attendee permission; managers (co-hosts)
// are added only by the creator (the Producer).
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import { attendees, users } from "../../../db/schema.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { badUserInput, DomainError } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import { permissionsOf } from "../../../events/domain/access.js";
import { lockAttendee } from "../../../events/domain/rsvp.js";
import type { AttendeeRole } from "../../../events/domain/permissions.js";
import { PRODUCER_LABEL, ROLE_ADD_PERMISSION, TEAM_ROLE_LABELS, TEAM_ROLES, isTeamRole, type TeamRole } from "../../../../contract/hosting/roles.js";
import { teamMessages as m } from "../../../../contract/hosting/messages.js";
import { findManagedEvent, type StaffAccess } from "./staff.js";
import { findPendingInvites } from "./role-invite-queries.js";

export function addableRoles(access: StaffAccess): TeamRole[] {
  const held = permissionsOf(access.relation);
  return TEAM_ROLES.filter((role) =>
    role === "CO_HOST" ? access.relation.isCreator : (held as string[]).includes(ROLE_ADD_PERMISSION[role]),
  );
}

export async function findTeam(deps: DomainDeps, viewerId: string, slugOrId: string) {
  const access = await findManagedEvent(deps, viewerId, slugOrId);
  return teamOf(deps.db, access);
}

export async function teamOf(db: Database, access: StaffAccess) {
  const rows = await db
    .select({ user: users, roles: attendees.roles })
    .from(attendees)
    .innerJoin(users, eq(users.id, attendees.userId))
    .where(and(eq(attendees.eventId, access.event.id), sql`${attendees.roles} <> '{ATTENDEE}'::attendee_role[]`, isNull(users.deletedAt)))
    .orderBy(users.name);
  const [creator] = await db.select().from(users).where(eq(users.id, access.event.createdByUserId));
  const members = rows
    .filter((row) => row.user.id !== creator?.id)
    .map((row) => {
      const roles = row.roles.filter(isTeamRole);
      return { user: row.user, roles: roles as AttendeeRole[], labels: roles.map((role) => TEAM_ROLE_LABELS[role]), isCreator: false };
    })
    .filter((member) => member.roles.length > 0);
  const addable = addableRoles(access);
  // A pending invitation is shown only to those who may add its role (and so take it back).
  const pendingInvites = (await findPendingInvites(db, access.event.id)).filter(({ invite }) => (addable as string[]).includes(invite.role));
  return {
    members: [...(creator ? [{ user: creator, roles: [] as AttendeeRole[], labels: [PRODUCER_LABEL], isCreator: true }] : []), ...members],
    addableRoles: addable,
    pendingInvites,
  };
}

export type TeamView = Awaited<ReturnType<typeof teamOf>>;

export async function requireRoleChange(deps: DomainDeps, viewerId: string, eventId: string, role: AttendeeRole) {
  const access = await findManagedEvent(deps, viewerId, eventId);
  if (!isTeamRole(role)) throw badUserInput(m.roleNotAllowed, { role: m.roleNotAllowed });
  if (!addableRoles(access).includes(role)) {
    throw new DomainError("AUTH_NOT_AUTHORIZED", role === "CO_HOST" ? m.onlyCreatorAddsCoHosts : m.roleNotAllowed);
  }
  return access;
}

/** Gives a member a role on the event (after they accepted an invitation); again changes nothing. */
export async function grantRole(tx: Database, eventId: string, userId: string, role: TeamRole, now: Date): Promise<void> {
  const attendee = await lockAttendee(tx, eventId, userId, now);
  if (attendee.roles.includes(role)) return;
  await tx
    .update(attendees)
    .set({ roles: [...attendee.roles, role], updatedAt: now })
    .where(eq(attendees.id, attendee.id));
}

export async function removeTeamRole(deps: DomainDeps, viewerId: string, eventId: string, userId: string, role: AttendeeRole) {
  const access = await requireRoleChange(deps, viewerId, eventId, role);
  if (!isUuid(userId)) throw badUserInput(m.notInRole, { userId: m.notInRole });
  const now = deps.clock();
  const changed = await deps.db
    .update(attendees)
    .set({
      // Someone left with no role at all is still an attendee of the event.
      roles: sql`case when cardinality(array_remove(${attendees.roles}, ${role}::attendee_role)) = 0 then '{ATTENDEE}'::attendee_role[] else array_remove(${attendees.roles}, ${role}::attendee_role) end`,
      updatedAt: now,
    })
    .where(and(eq(attendees.eventId, access.event.id), eq(attendees.userId, userId), sql`${role}::attendee_role = any(${attendees.roles})`))
    .returning({ id: attendees.id });
  if (changed.length === 0) throw badUserInput(m.notInRole, { userId: m.notInRole });
  return teamOf(deps.db, access);
}
