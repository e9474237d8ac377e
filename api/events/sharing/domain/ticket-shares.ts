// Sharing places of a ticket (spec 2 §3 ticket share status DEFAULT, SHARING, SHARED,
// REVOKED): the holder of a ticket for several people (a purchase of 3) offers one place
// by link; whoever opens it signed in claims that place as a ticket of their own, split off
// the holder's. The holder always keeps one place. The link names the share and is signed
// with the ticket-pass key under its own prefix, so it can be shown again at any time and
// cannot be guessed; taking it back (REVOKED) ends it. Once any place of a ticket was
// scanned at the door its places are no longer split: neither offered nor claimed (issue 39).
import { timingSafeEqual } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { ticketShareMessages as m, eventMessages } from "../../../../contract/events/messages.js";
import type { Database } from "../../../db/client.js";
import { attendees, events, ticketShares, userTickets, type TicketShareRow, type UserTicketRow } from "../../../db/schema.js";
import { badUserInput, conflict, DomainError, notFound } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import type { TicketPassKey } from "../../domain/ticket-pass.js";
import { lockAttendee } from "../../domain/rsvp.js";
import { lockBookingOfTicket } from "../../domain/ticket-locks.js";
import { movePlusOnePlaces } from "../../plus-ones/domain/plus-ones.js";

type ShareDeps = DomainDeps & { ticketPassKey: TicketPassKey };

const LINK_VERSION = "1";

/** The token of a share's link: `1.<share id, base64url>.<signature>`. */
export function shareLinkToken(key: TicketPassKey, shareId: string): string {
  const id = Buffer.from(shareId.replace(/-/g, ""), "hex").toString("base64url");
  return `${LINK_VERSION}.${id}.${key.sign(`ticket-share:${LINK_VERSION}:${id}`).toString("base64url")}`;
}

/** The share a well-formed, correctly signed link token names; null otherwise. */
export function shareIdOf(key: TicketPassKey, token: string): string | null {
  const [version, id, mac, ...rest] = token.trim().split(".");
  if (rest.length || version !== LINK_VERSION || !id || !mac) return null;
  const given = Buffer.from(mac, "base64url");
  const expected = key.sign(`ticket-share:${LINK_VERSION}:${id}`);
  // base64url decoding skips what it cannot read: only the canonical spelling counts.
  if (given.toString("base64url") !== mac || given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const hex = Buffer.from(id, "base64url").toString("hex");
  if (!/^[0-9a-f]{32}$/.test(hex)) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The holder offers one more place of their ticket; at most count − 1 places are ever offered or given. */
export async function offerPlace(deps: DomainDeps, userId: string, ticketId: string): Promise<TicketShareRow> {
  if (!isUuid(ticketId)) throw notFound(m.notYours);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, ticketId);
    if (!ticket || ticket.ownerUserId !== userId) throw notFound(m.notYours);
    if (ticket.status !== "ACTIVE") throw conflict(m.ticketGone);
    if (ticket.firstSeenAt) throw conflict(m.scanned);
    await assertEventOpen(tx, ticket.eventId, now);
    const open = await tx
      .select({ id: ticketShares.id })
      .from(ticketShares)
      .where(and(eq(ticketShares.userTicketId, ticket.id), eq(ticketShares.status, "SHARING")));
    if (ticket.count - 1 - open.length < 1) throw conflict(m.nothingToShare);
    const [share] = await tx.insert(ticketShares).values({ eventId: ticket.eventId, userTicketId: ticket.id, sharerUserId: userId, createdAt: now }).returning();
    await tx.update(userTickets).set({ shareStatus: "SHARING", isShareable: true, updatedAt: now }).where(eq(userTickets.id, ticket.id));
    return share;
  });
}

/** The holder takes back a link nobody claimed yet. */
export async function revokeShare(deps: DomainDeps, userId: string, shareId: string): Promise<TicketShareRow> {
  if (!isUuid(shareId)) throw notFound(m.linkInvalid);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [share] = await tx.select().from(ticketShares).where(eq(ticketShares.id, shareId)).for("update");
    if (!share || share.sharerUserId !== userId) throw notFound(m.linkInvalid);
    if (share.status !== "SHARING") throw conflict(share.status === "SHARED" ? m.alreadyClaimed : m.revoked);
    await lockTicket(tx, share.userTicketId);
    const [revoked] = await tx.update(ticketShares).set({ status: "REVOKED", settledAt: now }).where(eq(ticketShares.id, share.id)).returning();
    await settleShareStatus(tx, share.userTicketId, now);
    return revoked;
  });
}

/**
 * A signed-in member claims the place a link offers: the sharer's ticket gives up one place
 * and the claimer gets an ACTIVE ticket for it (parentTicketId: the sharer's), approved like
 * the sharer. Row locks on the share and the ticket make two claims of one link take turns.
 */
export async function claimShare(deps: ShareDeps, userId: string, token: string): Promise<UserTicketRow> {
  const shareId = shareIdOf(deps.ticketPassKey, token);
  if (!shareId) throw notFound(m.linkInvalid);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [share] = await tx.select().from(ticketShares).where(eq(ticketShares.id, shareId)).for("update");
    if (!share) throw notFound(m.linkInvalid);
    if (share.sharerUserId === userId) throw badUserInput(m.ownTicket);
    if (share.status === "SHARED") throw conflict(m.alreadyClaimed);
    if (share.status === "REVOKED") throw conflict(m.linkRevoked);
    const parent = await lockTicket(tx, share.userTicketId);
    if (!parent || parent.status !== "ACTIVE" || parent.count < 2) throw conflict(m.ticketGone);
    // Offered before the door scanned the ticket: the admitted group is not split afterwards.
    if (parent.firstSeenAt) throw conflict(m.scanned);
    await assertEventOpen(tx, parent.eventId, now);

    const attendee = await lockAttendee(tx, parent.eventId, userId, now);
    if (attendee.state === "DECLINED") throw new DomainError("AUTH_NOT_AUTHORIZED", eventMessages.notSelected);
    const holding = await tx
      .select({ id: userTickets.id })
      .from(userTickets)
      .where(and(eq(userTickets.attendeeId, attendee.id), inArray(userTickets.status, ["ACTIVE", "PENDING"])));
    if (holding.length) throw conflict(m.alreadyHolding);

    await tx.update(userTickets).set({ count: parent.count - 1, updatedAt: now }).where(eq(userTickets.id, parent.id));
    // Each place of the ticket held its plus-ones (ADR 0068); the friend comes alone and may add
    // their own from their ticket's page, so the places the shared one's plus-ones held go back.
    await movePlusOnePlaces(tx, parent.eventTicketId, -parent.additionalGuests, now);
    const [claimed] = await tx
      .insert(userTickets)
      .values({
        eventId: parent.eventId,
        eventTicketId: parent.eventTicketId,
        attendeeId: attendee.id,
        ownerUserId: userId,
        status: "ACTIVE",
        count: 1,
        parentTicketId: parent.id,
        originalTicketId: parent.originalTicketId ?? parent.id,
        associatedUserId: share.sharerUserId,
        transactionId: parent.transactionId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx
      .update(attendees)
      .set({ state: "APPROVED", stateChangedAt: now, approvedAt: now, inviterUserId: attendee.inviterUserId ?? share.sharerUserId, updatedAt: now })
      .where(eq(attendees.id, attendee.id));
    await tx
      .update(ticketShares)
      .set({ status: "SHARED", claimedByUserId: userId, claimedTicketId: claimed.id, settledAt: now })
      .where(eq(ticketShares.id, share.id));
    await settleShareStatus(tx, parent.id, now);
    return claimed;
  });
}

/** The shares of the given tickets, newest first (what their holder sees). */
export async function sharesOfTickets(db: Database, ticketIds: string[]): Promise<TicketShareRow[]> {
  if (!ticketIds.length) return [];
  return db.select().from(ticketShares).where(inArray(ticketShares.userTicketId, ticketIds)).orderBy(ticketShares.createdAt);
}

/** What a share link offers, for the page that asks to claim it; null when the link is not ours. */
export async function findShareByToken(deps: ShareDeps, token: string): Promise<{ share: TicketShareRow; ticket: UserTicketRow } | null> {
  const shareId = shareIdOf(deps.ticketPassKey, token);
  if (!shareId) return null;
  const [row] = await deps.db
    .select({ share: ticketShares, ticket: userTickets })
    .from(ticketShares)
    .innerJoin(userTickets, eq(userTickets.id, ticketShares.userTicketId))
    .where(eq(ticketShares.id, shareId));
  return row ?? null;
}

/** The ticket's row, after its booking's (a refund of that booking and a claim take turns, ADR 0053). */
async function lockTicket(tx: Database, ticketId: string): Promise<UserTicketRow | undefined> {
  await lockBookingOfTicket(tx, ticketId);
  return tx
    .select()
    .from(userTickets)
    .where(eq(userTickets.id, ticketId))
    .for("update")
    .then((rows) => rows[0]);
}

async function assertEventOpen(tx: Database, eventId: string, now: Date): Promise<void> {
  const [event] = await tx.select({ endAt: events.endAt, status: events.status, deletedAt: events.deletedAt }).from(events).where(eq(events.id, eventId));
  if (!event || event.deletedAt || event.status === "CANCELLED") throw conflict(m.ticketGone);
  if (event.endAt <= now) throw conflict(eventMessages.eventEnded);
}

/** The ticket's share status from its shares: an open link wins, then a claimed place, then a taken-back one. */
async function settleShareStatus(tx: Database, ticketId: string, now: Date): Promise<void> {
  const statuses = new Set(
    (await tx.select({ status: ticketShares.status }).from(ticketShares).where(eq(ticketShares.userTicketId, ticketId))).map((row) => row.status),
  );
  const shareStatus = statuses.has("SHARING") ? "SHARING" : statuses.has("SHARED") ? "SHARED" : statuses.has("REVOKED") ? "REVOKED" : "DEFAULT";
  await tx.update(userTickets).set({ shareStatus, updatedAt: now }).where(eq(userTickets.id, ticketId));
}
