// Earning rules that award points when their action happens (ADR 0067). Each award is one
// `earnPoints` call with a key made of the offer and the action, so a replayed or concurrent
// trigger (a re-scan, two door devices, a retried request) moves points once. Only the club's
// members earn; a published ACTIVE EARN_POINTS offer of the right programme is the rule.
import { and, count, eq, like } from "drizzle-orm";
import type { DomainDeps } from "../../../kernel/deps.js";
import { events } from "../../../events/tables/events.js";
import { userTickets } from "../../../events/tables/tickets.js";
import { membershipOf } from "../../domain/membership.js";
import { clubOffers, type ClubOfferRow } from "../../offers/db.js";
import { clubPointsAccounts, clubPointsEntries } from "../../points/db.js";
import { earnPoints } from "../../points/domain/points.js";
import { checkInReason, EARN_ON_CHECK_IN } from "../../../../contract/clubs/earning.js";

export interface Award {
  offerId: string;
  amount: number;
  reason: string;
  replayed: boolean;
}

/** The club's offers that may award now: published, ACTIVE, EARN_POINTS, one of the programmes, inside their window. */
async function rulesOf(deps: DomainDeps, clubId: string, programs: readonly string[]): Promise<ClubOfferRow[]> {
  const now = deps.clock().getTime();
  const rows = await deps.db
    .select()
    .from(clubOffers)
    .where(and(eq(clubOffers.clubId, clubId), eq(clubOffers.subType, "EARN_POINTS"), eq(clubOffers.publication, "PUBLISHED"), eq(clubOffers.status, "ACTIVE")));
  return rows.filter(
    (offer) =>
      programs.includes(offer.program) &&
      (offer.settings.pointsAmount ?? 0) > 0 &&
      (!offer.startsAt || offer.startsAt.getTime() <= now) &&
      (!offer.endsAt || offer.endsAt.getTime() > now),
  );
}

/** How many times the offer has already awarded the member (the offer's keys start with `earn:<offerId>:`). */
async function timesAwarded(deps: DomainDeps, offer: ClubOfferRow, userId: string): Promise<number> {
  const [row] = await deps.db
    .select({ n: count() })
    .from(clubPointsEntries)
    .innerJoin(clubPointsAccounts, eq(clubPointsAccounts.id, clubPointsEntries.creditAccountId))
    .where(and(eq(clubPointsEntries.clubId, offer.clubId), eq(clubPointsAccounts.userId, userId), like(clubPointsEntries.idempotencyKey, `earn:${offer.id}:%`)));
  return row?.n ?? 0;
}

/** Awards the offer once for the action's key (unique to the member: `earn:<offerId>:<action>:<id>`), unless the member reached the offer's most times. */
async function award(deps: DomainDeps, offer: ClubOfferRow, userId: string, action: { key: string; reason: string; sourceKind: string; sourceId: string }): Promise<Award | null> {
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
  const posted = await earnPoints(deps, { clubId: offer.clubId, userId, amount, reason: action.reason, sourceKind: action.sourceKind, sourceId: action.sourceId, idempotencyKey: key });
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
  const rules = await rulesOf(deps, row.clubId, EARN_ON_CHECK_IN);
  if (rules.length === 0 || !(await membershipOf(deps.db, row.clubId, row.userId))) return [];
  const awards: Award[] = [];
  for (const offer of rules) {
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
