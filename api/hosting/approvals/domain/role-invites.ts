// Invitations to a role on an event's team (spec 2 §1, §6, §7): a member picked by name is
// e-mailed and accepts or declines; an invite link (a random token, stored hashed, used once)
// lets whoever opens it signed in accept. Inviting is gated like adding: CanAdd…Attendee,
// managers only by the creator. The role is given only on acceptance.
import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import { eventRoleInvites, users, type EventRow } from "../../../db/schema.js";
import type { AuthDeps, DomainDeps } from "../../../kernel/deps.js";
import { badUserInput, conflict, DomainError, notFound } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import type { AttendeeRole } from "../../../events/domain/permissions.js";
import { findEventBySlugOrId } from "../../../events/domain/queries.js";
import { TEAM_ROLE_LABELS, isTeamRole, type TeamRole } from "../../../../contract/hosting/roles.js";
import { roleInviteMessages as r, teamMessages as m } from "../../../../contract/hosting/messages.js";
import { findInvite, hashInviteToken } from "./role-invite-queries.js";
import { grantRole, requireRoleChange, teamOf } from "./team.js";
import { notifyEventRoleInvitation, notifyEventRoleUpdate } from "../../../account/notifications/domain/producers.js";

const roleInvitePath = (event: EventRow, query: string) => `/events/${event.slug}/role-invite?${query}`;

export async function inviteToRole(deps: AuthDeps, viewerId: string, eventId: string, userId: string, role: AttendeeRole) {
  const access = await requireRoleChange(deps, viewerId, eventId, role);
  if (!isUuid(userId)) throw badUserInput(m.personNotFound, { userId: m.personNotFound });
  const [person] = await deps.db.select().from(users).where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!person) throw badUserInput(m.personNotFound, { userId: m.personNotFound });
  if (person.id === access.event.createdByUserId) throw conflict(m.creatorHasAllRoles, { userId: m.creatorHasAllRoles });
  const team = await teamOf(deps.db, access);
  if (team.members.some((member) => member.user.id === person.id && member.roles.includes(role))) {
    throw conflict(m.alreadyInRole, { userId: m.alreadyInRole });
  }
  const [inviter] = await deps.db.select({ name: users.name }).from(users).where(eq(users.id, viewerId));
  await deps.db.transaction(async (tx) => {
    const [invite] = await tx
      .insert(eventRoleInvites)
      .values({ eventId: access.event.id, role, invitedUserId: person.id, invitedByUserId: viewerId, createdAt: deps.clock() })
      .onConflictDoNothing()
      .returning();
    if (!invite) throw conflict(r.alreadyInvited, { userId: r.alreadyInvited });
    await announceRoleInvited(deps, tx, access.event, person, inviter?.name ?? "A host", role as TeamRole, invite.id);
  });
  return teamOf(deps.db, access);
}

/**
 * The moment a member is invited to an event's team: an e-mail with the page to accept or
 * decline, and a notification (co-host, promoter and sponsor invitations have their own types,
 * spec 1 §3; the other roles arrive as a role update).
 */
export async function announceRoleInvited(
  deps: AuthDeps,
  tx: Database,
  event: EventRow,
  person: { id: string; email: string; name: string | null },
  inviterName: string,
  role: TeamRole,
  inviteId: string,
) {
  const label = TEAM_ROLE_LABELS[role];
  const link = `${deps.publicUrl}${roleInvitePath(event, `invite=${inviteId}`)}`;
  await deps.outbox.sendEmail(tx, {
    to: person.email,
    subject: r.emailSubject(label, event.displayName),
    text: r.emailText(person.name ?? "there", inviterName, label, event.displayName, link),
  });
  const notified = notifiedEvent(event);
  const invitationKind = invitationKindOf(role);
  const host = { name: inviterName };
  if (invitationKind) await notifyEventRoleInvitation(tx, person.id, { event: notified, host, role: invitationKind, invitationId: inviteId });
  else await notifyEventRoleUpdate(tx, person.id, { event: notified, attendeeRole: role.toLowerCase(), invitation: { id: inviteId, host } });
}

const notifiedEvent = (event: EventRow) => ({ id: event.id, slug: event.slug, displayName: event.displayName, avatarUrl: event.avatarUrl });
const invitationKindOf = (role: TeamRole) => ({ CO_HOST: "cohost", PROMOTER: "promoter", SPONSOR: "sponsor" } as const)[role as "CO_HOST" | "PROMOTER" | "SPONSOR"];

/** The role was given: the member hears it (co-hosts, promoters and coordinators are led to the manager event page). */
async function announceRoleGiven(tx: Database, event: EventRow, userId: string, role: TeamRole) {
  const kind = invitationKindOf(role);
  await notifyEventRoleUpdate(tx, userId, { event: notifiedEvent(event), ...(kind ? { roleType: kind } : { attendeeRole: role.toLowerCase() }) });
}

export async function revokeRoleInvite(deps: DomainDeps, viewerId: string, eventId: string, inviteId: string) {
  if (!isUuid(inviteId)) throw notFound(r.notFound);
  const invite = await findInvite(deps.db, { inviteId });
  if (!invite || invite.status !== "PENDING") throw notFound(r.notFound);
  const access = await requireRoleChange(deps, viewerId, eventId, invite.role);
  if (invite.eventId !== access.event.id) throw notFound(r.notFound);
  await deps.db
    .update(eventRoleInvites)
    .set({ status: "REVOKED", respondedAt: deps.clock() })
    .where(and(eq(eventRoleInvites.id, invite.id), eq(eventRoleInvites.status, "PENDING")));
  return teamOf(deps.db, access);
}

/** A new invite link for a role; the address is shown once (only its token's hash is kept). */
export async function createRoleInviteLink(deps: AuthDeps, viewerId: string, eventId: string, role: AttendeeRole): Promise<string> {
  const access = await requireRoleChange(deps, viewerId, eventId, role);
  const token = randomBytes(24).toString("base64url");
  await deps.db
    .insert(eventRoleInvites)
    .values({ eventId: access.event.id, role, tokenHash: hashInviteToken(token), invitedByUserId: viewerId, createdAt: deps.clock() });
  return `${deps.publicUrl}${roleInvitePath(access.event, `token=${token}`)}`;
}

export interface InviteKey {
  slug: string;
  inviteId?: string | null;
  token?: string | null;
}

/**
 * The invitation the viewer opened: NOT_FOUND unless it is pending, of this event, and either
 * theirs (opened by its id) or a link opened by its token. A link's id is no key: the team page
 * lists it, the token is known only to whoever was given the link.
 */
async function openInvite(deps: DomainDeps, viewerId: string, key: InviteKey, db: Database = deps.db) {
  if (key.inviteId && !isUuid(key.inviteId)) throw notFound(r.notFound);
  const invite = await findInvite(db, key);
  const event = invite ? await findEventBySlugOrId(db, key.slug) : null;
  if (!invite || !event || event.deletedAt || invite.eventId !== event.id || invite.status !== "PENDING" || !isTeamRole(invite.role)) {
    throw notFound(r.notFound);
  }
  const isLink = invite.tokenHash !== null;
  if (isLink ? !key.token : invite.invitedUserId !== viewerId) throw notFound(r.notFound);
  return { invite, event, role: invite.role as TeamRole };
}

/**
 * An invitation gives no more than its inviter may give now: one whose inviter has since lost
 * the right to add the role (their own role removed, say) is void.
 */
async function inviterMayStillGive(deps: DomainDeps, invite: { invitedByUserId: string; eventId: string; role: AttendeeRole }): Promise<boolean> {
  try {
    await requireRoleChange(deps, invite.invitedByUserId, invite.eventId, invite.role);
    return true;
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
}

export async function viewRoleInvite(deps: DomainDeps, viewerId: string, key: InviteKey) {
  const { invite, event, role } = await openInvite(deps, viewerId, key);
  const [inviter] = await deps.db.select({ name: users.name }).from(users).where(eq(users.id, invite.invitedByUserId));
  return {
    inviteId: invite.id,
    eventId: event.id,
    eventName: event.displayName,
    eventSlug: event.slug,
    role,
    label: TEAM_ROLE_LABELS[role],
    invitedByName: inviter?.name ?? "",
    invitedByUserId: invite.invitedByUserId,
  };
}

/** Accepts (the role is given) or declines. A link is used up by the first member who answers it. */
export async function respondToRoleInvite(deps: DomainDeps, viewerId: string, key: InviteKey, accept: boolean) {
  const view = await viewRoleInvite(deps, viewerId, key);
  if (accept && !(await inviterMayStillGive(deps, { invitedByUserId: view.invitedByUserId, eventId: view.eventId, role: view.role }))) {
    throw notFound(r.notFound);
  }
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(eventRoleInvites).where(eq(eventRoleInvites.id, view.inviteId)).for("update");
    if (!locked || locked.status !== "PENDING") throw notFound(r.notFound);
    const event = await findEventBySlugOrId(tx, view.eventId);
    if (accept && event?.createdByUserId === viewerId) throw conflict(m.creatorHasAllRoles);
    await tx
      .update(eventRoleInvites)
      .set({ status: accept ? "ACCEPTED" : "DECLINED", respondedAt: now, invitedUserId: viewerId })
      .where(eq(eventRoleInvites.id, locked.id));
    if (accept && event) {
      await grantRole(tx, view.eventId, viewerId, view.role, now);
      await announceRoleGiven(tx, event, viewerId, view.role);
    }
  });
  return view;
}

