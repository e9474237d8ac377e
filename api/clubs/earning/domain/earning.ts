// Earning rules that award points when their action happens (ADR 0067). Each award is one
// `earnPoints` call with a key made of the offer and the action, so a replayed or concurrent
// trigger (a re-scan, two door devices, a retried request) moves points once. Only the club's
// members earn; a published ACTIVE EARN_POINTS offer of the right programme is the rule.
import { and, count, desc, eq, isNull, like, lte } from "drizzle-orm";
import type { DomainDeps } from "../../../kernel/deps.js";
import { badUserInput, conflict, notFound } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import { events } from "../../../events/tables/events.js";
import { attendees } from "../../../events/tables/attendees.js";
import { userTickets } from "../../../events/tables/tickets.js";
import { bookings } from "../../../events/checkout/db.js";
import { requireMemberByUserName } from "../../../account/domain/users.js";
import { requireClubPermission } from "../../domain/access.js";
import { membershipOf } from "../../domain/membership.js";
import { clubOffers, type ClubOfferRow } from "../../offers/db.js";
import { clubPointsAccounts, clubPointsEntries, type ClubPointsEntryRow } from "../../points/db.js";
import { earnPoints } from "../../points/domain/points.js";
import { bonusMessages, bonusReason, checkInReason, EARN_ON_CHECK_IN, EARN_ON_PURCHASE, purchaseReason, streakReason } from "../../../../contract/clubs/earning.js";
import { offerMessages } from "../../../../contract/clubs/offer-messages.js";
import { pointsMessages } from "../../../../contract/clubs/points-messages.js";

export interface Award {
  offerId: string;
  amount: number;
  reason: string;
  replayed: boolean;
}

/** Whether a rule may award now: published, ACTIVE, points above zero, inside its window. */
export function isLive(offer: ClubOfferRow, now: number): boolean {
  return (
    offer.subType === "EARN_POINTS" &&
    offer.publication === "PUBLISHED" &&
    offer.status === "ACTIVE" &&
    (offer.settings.pointsAmount ?? 0) > 0 &&
    (!offer.startsAt || offer.startsAt.getTime() <= now) &&
    (!offer.endsAt || offer.endsAt.getTime() > now)
  );
}

/** The club's offers that may award now: published, ACTIVE, EARN_POINTS, one of the programmes, inside their window. */
async function rulesOf(deps: DomainDeps, clubId: string, programs: readonly string[]): Promise<ClubOfferRow[]> {
  const now = deps.clock().getTime();
  const rows = await deps.db
    .select()
    .from(clubOffers)
    .where(and(eq(clubOffers.clubId, clubId), eq(clubOffers.subType, "EARN_POINTS"), eq(clubOffers.publication, "PUBLISHED"), eq(clubOffers.status, "ACTIVE")));
  return rows.filter((offer) => programs.includes(offer.program) && isLive(offer, now));
}

/** How many times the offer has already awarded the member (the offer's keys start with `earn:<offerId>:`). */
export async function timesAwarded(deps: DomainDeps, offer: ClubOfferRow, userId: string): Promise<number> {
  const [row] = await deps.db
    .select({ n: count() })
    .from(clubPointsEntries)
    .innerJoin(clubPointsAccounts, eq(clubPointsAccounts.id, clubPointsEntries.creditAccountId))
    .where(and(eq(clubPointsEntries.clubId, offer.clubId), eq(clubPointsAccounts.userId, userId), like(clubPointsEntries.idempotencyKey, `earn:${offer.id}:%`)));
  return row?.n ?? 0;
}

/** Awards the offer once for the action's key (unique to the member: `earn:<offerId>:<action>:<id>`), unless the member reached the offer's most times. */
export async function award(
  deps: DomainDeps,
  offer: ClubOfferRow,
  userId: string,
  action: { key: string; reason: string; sourceKind: string; sourceId: string; actorUserId?: string | null },
): Promise<Award | null> {
  const key = `earn:${offer.id}:${action.key}`;
  const max = offer.settings.maxPerMember;
  if (max) {
    const [existing] = await deps.db
      .select({ id: clubPointsEntries.id })
      .from(clubPointsEntries)
      .where(and(eq(clubPointsEntries.clubId, offer.clubId), eq(clubPointsEntries.idempotencyKey, key)));
    if (!existing && (await timesAwarded(deps, offer, userId)) >= max) return null;
  }
  const amount = offer.settings.pointsAmount!;
  const posted = await earnPoints(deps, {
    clubId: offer.clubId,
    userId,
    amount,
    reason: action.reason,
    sourceKind: action.sourceKind,
    sourceId: action.sourceId,
    idempotencyKey: key,
    actorUserId: action.actorUserId ?? null,
  });
  return { offerId: offer.id, amount: posted.entry.amount, reason: posted.entry.reason, replayed: posted.replayed };
}

/**
 * A ticket admitted at the door: the holder earns each check-in rule of the event's club once per
 * event (keyed by their attendee row). Nothing for an event without a club, or a holder who is not a member.
 */
export async function awardCheckIn(deps: DomainDeps, ticketId: string): Promise<Award[]> {
  const [row] = await deps.db
    .select({ eventId: events.id, clubId: events.clubId, eventName: events.displayName, locationAddress: events.locationAddress, userId: userTickets.ownerUserId, attendeeId: userTickets.attendeeId })
    .from(userTickets)
    .innerJoin(events, eq(events.id, userTickets.eventId))
    .where(eq(userTickets.id, ticketId));
  if (!row?.clubId) return [];
  const rules = await rulesOf(deps, row.clubId, [...EARN_ON_CHECK_IN, "streak"]);
  if (rules.length === 0 || !(await membershipOf(deps.db, row.clubId, row.userId))) return [];
  const awards: Award[] = [];
  const streaks = rules.filter((offer) => offer.program === "streak");
  if (streaks.length > 0) awards.push(...(await awardStreaks(deps, streaks, { clubId: row.clubId, eventId: row.eventId, eventName: row.eventName, userId: row.userId })));
  for (const offer of rules) {
    if (offer.program === "streak") continue;
    if (offer.program === "location" && !sameplace(offer.settings.address, row.locationAddress)) continue;
    const done = await award(deps, offer, row.userId, {
      // The attendee row is one per member and event: two tickets of one member award once.
      key: `checkin:${row.attendeeId}`,
      reason: checkInReason(offer.title, row.eventName),
      sourceKind: "EVENT_CHECK_IN",
      sourceId: row.eventId,
    });
    if (done) awards.push(done);
  }
  return awards;
}

/** A location rule names its place as text; the event's address must match it (case and spaces aside). */
function sameplace(place: string | null | undefined, address: string | null): boolean {
  const norm = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();
  return Boolean(place && address && norm(address).includes(norm(place)));
}

/**
 * Streak rules after a check-in: the club's events up to this one (published, not deleted, by
 * start), newest first; the run is how many of them in a row the member checked in at, ending
 * with this one. A rule of length N awards each time the run reaches a multiple of N (N, 2N…),
 * keyed by the event that completed it, so a re-scan or a retry awards once.
 */
async function awardStreaks(deps: DomainDeps, rules: ClubOfferRow[], at: { clubId: string; eventId: string; eventName: string; userId: string }): Promise<Award[]> {
  const longest = Math.max(...rules.map((offer) => offer.settings.streakLength ?? 0));
  if (longest < 1) return [];
  const [current] = await deps.db.select({ startAt: events.startAt }).from(events).where(eq(events.id, at.eventId));
  if (!current) return [];
  // All of the club's events up to this one (a club holds hundreds, not millions): the run's
  // length must be exact, as a rule awards at each multiple of its length.
  const recent = await deps.db
    .select({ eventId: events.id, checkedIn: attendees.checkedInCount })
    .from(events)
    .leftJoin(attendees, and(eq(attendees.eventId, events.id), eq(attendees.userId, at.userId)))
    .where(and(eq(events.clubId, at.clubId), eq(events.status, "PUBLISHED"), isNull(events.deletedAt), lte(events.startAt, current.startAt)))
    .orderBy(desc(events.startAt), desc(events.id));
  // Events starting with this one: the check-in just made counts even if another event shares its start.
  const ordered = [...recent.filter((e) => e.eventId === at.eventId), ...recent.filter((e) => e.eventId !== at.eventId)];
  let run = 0;
  for (const event of ordered) {
    if ((event.checkedIn ?? 0) < 1) break;
    run += 1;
  }
  const awards: Award[] = [];
  for (const offer of rules) {
    const length = offer.settings.streakLength ?? 0;
    if (length < 1 || run < length || run % length !== 0) continue;
    const done = await award(deps, offer, at.userId, {
      key: `streak:${at.eventId}`,
      reason: streakReason(offer.title, length, at.eventName),
      sourceKind: "STREAK",
      sourceId: at.eventId,
    });
    if (done) awards.push(done);
  }
  return awards;
}

/**
 * A paid ticket of a club event bought: once the booking is COMPLETED, its buyer earns each
 * buy-product rule of the event's club once per booking. Nothing for a booking not completed,
 * an event without a club, or a buyer who is not a member.
 */
export async function awardPurchase(deps: DomainDeps, bookingId: string): Promise<Award[]> {
  if (!isUuid(bookingId)) return [];
  const [row] = await deps.db
    .select({ status: bookings.status, buyer: bookings.buyerUserId, totalCents: bookings.totalCents, eventId: events.id, clubId: events.clubId, eventName: events.displayName })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(eq(bookings.id, bookingId));
  if (!row?.clubId || row.status !== "COMPLETED" || row.totalCents <= 0) return [];
  const rules = await rulesOf(deps, row.clubId, EARN_ON_PURCHASE);
  if (rules.length === 0 || !(await membershipOf(deps.db, row.clubId, row.buyer))) return [];
  const awards: Award[] = [];
  for (const offer of rules) {
    const done = await award(deps, offer, row.buyer, { key: `purchase:${bookingId}`, reason: purchaseReason(offer.title, row.eventName), sourceKind: "TICKET_PURCHASE", sourceId: bookingId });
    if (done) awards.push(done);
  }
  return awards;
}

/** Awards what a completed booking earns; a failure is logged, never a reason to fail the payment's settlement. */
export async function awardPurchaseQuietly(deps: DomainDeps, bookingId: string): Promise<void> {
  try {
    await awardPurchase(deps, bookingId);
  } catch (error) {
    console.error("club points for a ticket purchase were not awarded", error);
  }
}

export interface BonusCommand {
  offerId: string;
  /** The member's user name, with or without "@". */
  userName: string;
}

/**
 * A manager gives a bonus rule's points to one member (MANAGE_REWARDS): once per member and
 * rule (key `earn:<offerId>:bonus:<userId>`); a second gift is refused, however many managers try.
 */
export async function giveBonus(deps: DomainDeps, viewerId: string, command: BonusCommand): Promise<{ entry: ClubPointsEntryRow; userId: string }> {
  if (!isUuid(command.offerId)) throw notFound(offerMessages.notFound);
  const [offer] = await deps.db.select().from(clubOffers).where(eq(clubOffers.id, command.offerId));
  if (!offer) throw notFound(offerMessages.notFound);
  const { club } = await requireClubPermission(deps, viewerId, offer.clubId, "MANAGE_REWARDS");
  if (offer.subType !== "EARN_POINTS" || offer.program !== "bonus") throw badUserInput(bonusMessages.notBonus);
  if (!isLive(offer, deps.clock().getTime())) throw badUserInput(bonusMessages.notActive);
  const recipient = await requireMemberByUserName(deps.db, command.userName, { required: pointsMessages.userNameRequired, notFound: pointsMessages.userNotFound });
  if (!(await membershipOf(deps.db, club.id, recipient.id))) throw badUserInput(pointsMessages.grantNotMember, { userName: pointsMessages.grantNotMember });
  const key = `earn:${offer.id}:bonus:${recipient.id}`;
  const [given] = await deps.db
    .select({ id: clubPointsEntries.id })
    .from(clubPointsEntries)
    .where(and(eq(clubPointsEntries.clubId, club.id), eq(clubPointsEntries.idempotencyKey, key)));
  if (given) throw conflict(bonusMessages.alreadyGiven, { userName: bonusMessages.alreadyGiven });
  const posted = await earnPoints(deps, {
    clubId: club.id,
    userId: recipient.id,
    amount: offer.settings.pointsAmount!,
    reason: bonusReason(offer.title, club.name),
    sourceKind: "BONUS",
    sourceId: offer.id,
    idempotencyKey: key,
    actorUserId: viewerId,
  });
  // Two managers at once: the ledger's key lets one through; the other is a replay by someone else.
  if (posted.replayed) throw conflict(bonusMessages.alreadyGiven, { userName: bonusMessages.alreadyGiven });
  return { entry: posted.entry, userId: recipient.id };
}
