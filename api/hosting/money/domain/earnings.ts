// Event earnings (spec 2 §7 "event earnings (filter) returns fees, totals, ticket breakdown"),
// read from the bookings themselves: only COMPLETED bookings are earned, REFUNDED ones were
// sold and then given back (their share subtracts), PENDING ones are shown apart.
// One event, or every event whose earnings the viewer may see (its creator and co-hosts:
// VIEW_EARNINGS in docs/decisions/0021), within an optional range of payment dates.
import { and, eq, gte, inArray, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { attendees, bookings, events } from "../../../db/schema.js";
import type { Database } from "../../../db/client.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { badUserInput } from "../../../kernel/errors.js";
import { moneyMessages as m } from "../../../../contract/hosting/money-messages.js";
import { eventForAction } from "./team.js";
import { requireClubEventsManager } from "../../../clubs/domain/access.js";
import { NO_PAYMENT_PROVIDER } from "../../../events/transfers/domain/records.js";

export interface EarningsFilter {
  eventId?: string | null;
  /** A club's id or slug: its events' earnings (ADR 0028). */
  clubId?: string | null;
  /** ISO instants; bookings paid (pending ones: started) in [from, to). */
  from?: string | null;
  to?: string | null;
}

export interface EarningsTotals {
  currency: string;
  /** What buyers paid for bookings that completed (refunded ones included). */
  grossSales: number;
  ticketSales: number;
  gratuity: number;
  serviceFee: number;
  processingFee: number;
  taxes: number;
  /** What buyers were paid back. */
  refunds: number;
  /** The host's share of the refunded bookings, taken back. */
  refundedHostShare: number;
  /** What the host earned: their share of completed bookings. */
  net: number;
  completedBookings: number;
  refundedBookings: number;
  ticketsSold: number;
  pendingBookings: number;
  pendingAmount: number;
}

export interface TicketEarnings {
  eventId: string;
  eventTicketId: string;
  ticketType: string;
  currency: string;
  quantity: number;
  revenue: number;
}

export interface EventEarningsRow {
  eventId: string;
  slug: string;
  displayName: string;
  startDate: string;
  currency: string;
  ticketsSold: number;
  net: number;
}

export interface Earnings {
  totals: EarningsTotals[];
  tickets: TicketEarnings[];
  events: EventEarningsRow[];
}

const int = (expression: SQL) => sql<number>`coalesce(${expression}, 0)::int`;
const when = (status: string, value: SQL) => sql`sum(case when ${bookings.status} = ${status} then ${value} end)`;
const sold = sql`${bookings.status} in ('COMPLETED', 'REFUNDED')`;

export async function eventEarnings(deps: DomainDeps, userId: string, filter: EarningsFilter): Promise<Earnings> {
  const range = parseRange(filter);
  const eventIds = filter.eventId
    ? [(await eventForAction(deps, userId, filter.eventId, "VIEW_EARNINGS", m.earningsNotAllowed)).event.id]
    : filter.clubId
      ? await eventsOfClub(deps, userId, filter.clubId)
      : await eventsWithEarningsOf(deps.db, userId);
  if (eventIds.length === 0) return { totals: [], tickets: [], events: [] };
  // Transfers and free gifts are bookings no money moved through: not sales.
  const where = and(inArray(bookings.eventId, eventIds), ne(bookings.paymentProvider, NO_PAYMENT_PROVIDER), inRange(range));
  const [totals, tickets, perEvent] = await Promise.all([sumTotals(deps.db, where), sumTickets(deps.db, where), sumEvents(deps.db, where)]);
  return { totals, tickets, events: perEvent };
}

/** Events the viewer created or co-hosts, not deleted: those whose earnings they may see. */
async function eventsWithEarningsOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .leftJoin(attendees, and(eq(attendees.eventId, events.id), eq(attendees.userId, userId)))
    .where(and(isNull(events.deletedAt), or(eq(events.createdByUserId, userId), sql`'CO_HOST' = any(${attendees.roles})`)));
  return rows.map((row) => row.id);
}

/** A club's events, not deleted, for a viewer who may manage them (they hold the creator's permissions on each: ADR 0028). */
async function eventsOfClub(deps: DomainDeps, userId: string, clubIdOrSlug: string): Promise<string[]> {
  const club = await requireClubEventsManager(deps, userId, clubIdOrSlug);
  const rows = await deps.db
    .select({ id: events.id })
    .from(events)
    .where(and(isNull(events.deletedAt), eq(events.clubId, club.id)));
  return rows.map((row) => row.id);
}

function parseRange(filter: EarningsFilter): { from: Date | null; to: Date | null } {
  const parse = (value: string | null | undefined, field: string) => {
    if (!value) return null;
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) throw badUserInput(m.dateInvalid, { [field]: m.dateInvalid });
    return date;
  };
  const from = parse(filter.from, "from");
  const to = parse(filter.to, "to");
  if (from && to && to < from) throw badUserInput(m.dateRangeInvalid, { to: m.dateRangeInvalid });
  return { from, to };
}

function inRange({ from, to }: { from: Date | null; to: Date | null }): SQL | undefined {
  const when = sql`coalesce(${bookings.paidAt}, ${bookings.createdAt})`;
  return and(from ? gte(when, from) : undefined, to ? lt(when, to) : undefined);
}

async function sumTotals(db: Database, where: SQL | undefined): Promise<EarningsTotals[]> {
  const rows = await db
    .select({
      currency: bookings.currency,
      grossSales: int(sql`sum(case when ${sold} then ${bookings.totalCents} end)`),
      ticketSales: int(sql`sum(case when ${sold} then ${bookings.subtotalCents} end)`),
      gratuity: int(sql`sum(case when ${sold} then ${bookings.gratuityCents} end)`),
      serviceFee: int(sql`sum(case when ${sold} then ${bookings.serviceFeeCents} end)`),
      processingFee: int(sql`sum(case when ${sold} then ${bookings.processingFeeCents} end)`),
      taxes: int(sql`sum(case when ${sold} then ${bookings.taxCents} end)`),
      refunds: int(when("REFUNDED", sql`${bookings.totalCents}`)),
      refundedHostShare: int(when("REFUNDED", sql`${bookings.hostBalanceCents}`)),
      net: int(when("COMPLETED", sql`${bookings.hostBalanceCents}`)),
      completedBookings: int(when("COMPLETED", sql`1`)),
      refundedBookings: int(when("REFUNDED", sql`1`)),
      ticketsSold: int(when("COMPLETED", sql`${bookings.quantity}`)),
      pendingBookings: int(when("PENDING", sql`1`)),
      pendingAmount: int(when("PENDING", sql`${bookings.totalCents}`)),
    })
    .from(bookings)
    .where(and(where, sql`${bookings.status} in ('COMPLETED', 'REFUNDED', 'PENDING')`))
    .groupBy(bookings.currency)
    .orderBy(bookings.currency);
  return rows;
}

/** Tickets sold (completed bookings) per ticket type, with what they brought before fees. */
async function sumTickets(db: Database, where: SQL | undefined): Promise<TicketEarnings[]> {
  const lines = db
    .select({ eventId: bookings.eventId, currency: bookings.currency, item: sql<unknown>`jsonb_array_elements(${bookings.items})`.as("item") })
    .from(bookings)
    .where(and(where, eq(bookings.status, "COMPLETED")))
    .as("sold_lines");
  const ticketId = sql<string>`${lines.item} ->> 'eventTicketId'`;
  const quantity = sql`(${lines.item} ->> 'quantity')::int`;
  return db
    .select({
      eventId: lines.eventId,
      eventTicketId: ticketId,
      ticketType: sql<string>`max(${lines.item} ->> 'name')`,
      currency: lines.currency,
      quantity: int(sql`sum(${quantity})`),
      revenue: int(sql`sum(${quantity} * (${lines.item} ->> 'unitPriceCents')::int)`),
    })
    .from(lines)
    .groupBy(lines.eventId, ticketId, lines.currency)
    .orderBy(sql`max(${lines.item} ->> 'name')`);
}

async function sumEvents(db: Database, where: SQL | undefined): Promise<EventEarningsRow[]> {
  const rows = await db
    .select({
      eventId: events.id,
      slug: events.slug,
      displayName: events.displayName,
      startAt: events.startAt,
      currency: bookings.currency,
      ticketsSold: int(when("COMPLETED", sql`${bookings.quantity}`)),
      net: int(when("COMPLETED", sql`${bookings.hostBalanceCents}`)),
    })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(and(where, sold))
    .groupBy(events.id, bookings.currency)
    .orderBy(sql`${events.startAt} desc`, events.id);
  return rows.map(({ startAt, ...row }) => ({ ...row, startDate: startAt.toISOString() }));
}
