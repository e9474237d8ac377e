// Event earnings (spec 2 §7 "event earnings (filter) returns fees, totals, ticket breakdown"),
// read from the bookings themselves: COMPLETED bookings are earned; what was refunded of a sold
// booking (booking_refunds: all of it or some tickets, pending or confirmed: ADR 0053) subtracts;
// PENDING ones are shown apart.
// One event, or every event whose earnings the viewer may see (its creator and co-hosts:
// VIEW_EARNINGS in docs/decisions/0021), within an optional range of payment dates.
import { and, eq, gte, inArray, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { attendees, bookingRefunds, bookings, events } from "../../../db/schema.js";
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

/** What was given back of each booking: its refunds' sums. */
const refunded = () =>
  alias(
    sql`(select ${bookingRefunds.bookingId} as booking_id, sum(${bookingRefunds.amountCents})::int as amount, sum(${bookingRefunds.hostShareCents})::int as host_share,
           sum(${bookingRefunds.quantity})::int as quantity from ${bookingRefunds} group by ${bookingRefunds.bookingId})`,
  );
const alias = (subquery: SQL) => sql`${subquery} as r`;
const joinRefunds = sql`r.booking_id = ${bookings.id}`;
/** Refunded before refund records existed (marked REFUNDED as a whole). */
const wholeRefund = sql`(${bookings.status} = 'REFUNDED' and r.booking_id is null)`;
/** Sold: completed at some point (the host was credited), refunded or not since. */
const sold = sql`(${bookings.status} = 'COMPLETED' or ${wholeRefund} or coalesce(r.host_share, 0) > 0 or coalesce(r.quantity, 0) > 0)`;
const soldSum = (value: SQL) => sql`sum(case when ${sold} then ${value} end)`;
const amountBack = sql`case when ${wholeRefund} then ${bookings.totalCents} else coalesce(r.amount, 0) end`;
const shareBack = sql`case when ${wholeRefund} then ${bookings.hostBalanceCents} else coalesce(r.host_share, 0) end`;
const ticketsBack = sql`case when ${wholeRefund} then ${bookings.quantity} else coalesce(r.quantity, 0) end`;
const anyBack = sql`(${wholeRefund} or r.booking_id is not null)`;

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
      grossSales: int(soldSum(sql`${bookings.totalCents}`)),
      ticketSales: int(soldSum(sql`${bookings.subtotalCents}`)),
      gratuity: int(soldSum(sql`${bookings.gratuityCents}`)),
      serviceFee: int(soldSum(sql`${bookings.serviceFeeCents}`)),
      processingFee: int(soldSum(sql`${bookings.processingFeeCents}`)),
      taxes: int(soldSum(sql`${bookings.taxCents}`)),
      refunds: int(soldSum(amountBack)),
      refundedHostShare: int(soldSum(shareBack)),
      net: int(soldSum(sql`${bookings.hostBalanceCents} - ${shareBack}`)),
      completedBookings: int(when("COMPLETED", sql`1`)),
      refundedBookings: int(sql`sum(case when ${sold} and ${anyBack} then 1 end)`),
      ticketsSold: int(soldSum(sql`${bookings.quantity} - ${ticketsBack}`)),
      pendingBookings: int(when("PENDING", sql`1`)),
      pendingAmount: int(when("PENDING", sql`${bookings.totalCents}`)),
    })
    .from(bookings)
    .leftJoin(refunded(), joinRefunds)
    .where(and(where, sql`${bookings.status} in ('COMPLETED', 'REFUNDED', 'REFUND_PENDING', 'PENDING')`))
    .groupBy(bookings.currency)
    .orderBy(bookings.currency);
  return rows;
}

/** Tickets sold and not refunded, per ticket type, with what they brought before fees. */
async function sumTickets(db: Database, where: SQL | undefined): Promise<TicketEarnings[]> {
  // A sold booking's lines, less the lines refunded of it.
  const lines = sql`(
    select ${bookings.eventId} as event_id, ${bookings.currency} as currency, item, 1 as sign
      from ${bookings} left join ${refunded()} on ${joinRefunds}, jsonb_array_elements(${bookings.items}) as item
     where ${and(where, sold)} and not ${wholeRefund}
    union all
    select ${bookings.eventId}, ${bookings.currency}, item, -1
      from ${bookings} left join ${refunded()} on ${joinRefunds}
      join ${bookingRefunds} on ${bookingRefunds.bookingId} = ${bookings.id}, jsonb_array_elements(${bookingRefunds.items}) as item
     where ${and(where, sold)}
  ) as sold_lines`;
  const quantity = sql`sold_lines.sign * (sold_lines.item ->> 'quantity')::int`;
  const rows = await db.execute(sql`
    select sold_lines.event_id as "eventId", sold_lines.item ->> 'eventTicketId' as "eventTicketId", max(sold_lines.item ->> 'name') as "ticketType",
           sold_lines.currency as currency, coalesce(sum(${quantity}), 0)::int as quantity,
           coalesce(sum(${quantity} * (sold_lines.item ->> 'unitPriceCents')::int), 0)::int as revenue
      from ${lines}
     group by sold_lines.event_id, sold_lines.item ->> 'eventTicketId', sold_lines.currency
    having sum(${quantity}) > 0
     order by max(sold_lines.item ->> 'name')`);
  return (rows as unknown as { rows: TicketEarnings[] }).rows;
}

async function sumEvents(db: Database, where: SQL | undefined): Promise<EventEarningsRow[]> {
  const rows = await db
    .select({
      eventId: events.id,
      slug: events.slug,
      displayName: events.displayName,
      startAt: events.startAt,
      currency: bookings.currency,
      ticketsSold: int(sql`sum(${bookings.quantity} - ${ticketsBack})`),
      net: int(sql`sum(${bookings.hostBalanceCents} - ${shareBack})`),
    })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .leftJoin(refunded(), joinRefunds)
    .where(and(where, sold))
    .groupBy(events.id, bookings.currency)
    .orderBy(sql`${events.startAt} desc`, events.id);
  return rows.map(({ startAt, ...row }) => ({ ...row, startDate: startAt.toISOString() }));
}
