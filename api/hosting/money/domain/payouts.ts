// Payouts (spec 2 §7 requested payout info, list payout requests, request event payout).
// An event's host balance is the sum of its ledger entries (api/hosting/money/db.ts). A
// request takes the event row's lock, reads the balance and debits it in one transaction:
// two requests for the same event run one after the other, so the balance cannot be
// overdrawn. The requester's idempotency key makes a repeated submission the same request.
// Payouts are carried out by the team outside the app; settlePayout records the outcome.
import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import { events, eventTickets, hostLedgerEntries, payoutRequests, type PayoutRequestRow } from "../../../db/schema.js";
import type { Database } from "../../../db/client.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { badUserInput, conflict, notFound } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import { parseInput } from "../../../kernel/validation.js";
import { moneyMessages as m } from "../../../../contract/hosting/money-messages.js";
import { eventMessages } from "../../../../contract/events/messages.js";
import { mayPerform } from "../../../events/domain/staff-actions.js";
import { eventForAction } from "./team.js";
import { decodeInstantCursor, encodeInstantCursor } from "../../../kernel/instant-cursor.js";

/** Largest amount one request may ask for: what an integer column of cents holds. */
export const MAX_PAYOUT_CENTS = 2_000_000_000;

export interface PayoutInfo {
  eventId: string;
  currency: string;
  canRequestPayout: boolean;
  lastRequestedTime: string | null;
  /** Available to request now. */
  totalBalance: number;
  /** Earned from sales, less refunds. */
  totalAmount: number;
  /** Already paid out. */
  totalReleasedAmount: number;
  /** Requested and not yet paid. */
  pendingAmount: number;
}

export interface PayoutCommand {
  eventId: string;
  amount: number;
  idempotencyKey: string;
}

const commandSchema = z.object({
  amount: z.number({ error: m.amountRequired }).int(m.amountInvalid).min(1, m.amountPositive).max(MAX_PAYOUT_CENTS, m.amountInvalid),
  idempotencyKey: z.string().min(8, m.idempotencyKeyInvalid).max(100, m.idempotencyKeyInvalid),
});

/** The currency an event sells in: its tickets' (the editor prices all of an event's tickets in one). */
export async function eventCurrency(db: Database, eventId: string): Promise<string> {
  const [ticket] = await db
    .select({ currency: eventTickets.currency })
    .from(eventTickets)
    .where(eq(eventTickets.eventId, eventId))
    .orderBy(sql`${eventTickets.kind} = 'PAID' desc`, eventTickets.sortOrder, eventTickets.createdAt)
    .limit(1);
  return ticket?.currency ?? "USD";
}

export async function payoutInfo(deps: DomainDeps, userId: string, slugOrId: string): Promise<PayoutInfo> {
  const { event, relation } = await eventForAction(deps, userId, slugOrId, "VIEW_EARNINGS", m.earningsNotAllowed);
  const currency = await eventCurrency(deps.db, event.id);
  const [sums] = await deps.db
    .select({
      balance: sql<number>`coalesce(sum(${hostLedgerEntries.amountCents}), 0)::int`,
      earned: sql<number>`coalesce(sum(${hostLedgerEntries.amountCents}) filter (where ${hostLedgerEntries.kind} in ('SALE', 'REFUND')), 0)::int`,
    })
    .from(hostLedgerEntries)
    .where(and(eq(hostLedgerEntries.eventId, event.id), eq(hostLedgerEntries.currency, currency)));
  const [requests] = await deps.db
    .select({
      paid: sql<number>`coalesce(sum(${payoutRequests.amountCents}) filter (where ${payoutRequests.status} = 'PAID'), 0)::int`,
      pending: sql<number>`coalesce(sum(${payoutRequests.amountCents}) filter (where ${payoutRequests.status} = 'PENDING'), 0)::int`,
      last: sql<Date | null>`max(${payoutRequests.createdAt})`,
    })
    .from(payoutRequests)
    .where(and(eq(payoutRequests.eventId, event.id), eq(payoutRequests.currency, currency)));
  const last = requests.last ? new Date(requests.last) : null;
  return {
    eventId: event.id,
    currency,
    canRequestPayout: mayPerform(relation, "REQUEST_PAYOUT") && sums.balance > 0,
    lastRequestedTime: last?.toISOString() ?? null,
    totalBalance: sums.balance,
    totalAmount: sums.earned,
    totalReleasedAmount: requests.paid,
    pendingAmount: requests.pending,
  };
}

/** Asks for a payout of `amount` cents of the event's balance. The same key again returns the first request. */
export async function requestPayout(deps: DomainDeps, userId: string, command: PayoutCommand): Promise<PayoutRequestRow> {
  const { event } = await eventForAction(deps, userId, command.eventId, "REQUEST_PAYOUT", m.payoutNotAllowed);
  const { amount, idempotencyKey } = parseInput(commandSchema, { amount: command.amount, idempotencyKey: command.idempotencyKey });
  const currency = await eventCurrency(deps.db, event.id);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    // The event's row is the lock every request for it queues on (no key update: bookings may still reference it).
    await tx.select({ id: events.id }).from(events).where(eq(events.id, event.id)).for("no key update");
    const earlier = await findByKey(tx, userId, idempotencyKey);
    if (earlier) {
      if (earlier.eventId !== event.id || earlier.amountCents !== amount) throw conflict(m.idempotencyKeyReused);
      return earlier;
    }
    const [{ balance }] = await tx
      .select({ balance: sql<number>`coalesce(sum(${hostLedgerEntries.amountCents}), 0)::int` })
      .from(hostLedgerEntries)
      .where(and(eq(hostLedgerEntries.eventId, event.id), eq(hostLedgerEntries.currency, currency)));
    if (balance <= 0) throw badUserInput(m.nothingToPayOut, { amount: m.nothingToPayOut });
    if (amount > balance) {
      const message = m.amountOverBalance(formatCents(balance, currency));
      throw badUserInput(message, { amount: message });
    }
    const [request] = await tx
      .insert(payoutRequests)
      .values({ eventId: event.id, requestedByUserId: userId, amountCents: amount, currency, idempotencyKey, createdAt: now, updatedAt: now })
      .returning();
    await tx.insert(hostLedgerEntries).values({ eventId: event.id, kind: "PAYOUT", amountCents: -amount, currency, payoutRequestId: request.id, createdAt: now });
    return request;
  });
}

export interface PayoutPage {
  nodes: PayoutRequestRow[];
  hasNextPage: boolean;
  endCursor: string | null;
  totalCount: number;
}

/** The event's payout requests, newest first, a page at a time. */
export async function listPayoutRequests(deps: DomainDeps, userId: string, slugOrId: string, first: number, after: string | null): Promise<PayoutPage> {
  const { event } = await eventForAction(deps, userId, slugOrId, "VIEW_EARNINGS", m.earningsNotAllowed);
  const size = Math.min(Math.max(first, 0), 50);
  const cursor = after ? decodeCursor(after) : null;
  const rows = await deps.db
    .select()
    .from(payoutRequests)
    .where(
      and(
        eq(payoutRequests.eventId, event.id),
        cursor ? or(lt(payoutRequests.createdAt, cursor.createdAt), and(eq(payoutRequests.createdAt, cursor.createdAt), lt(payoutRequests.id, cursor.id))) : undefined,
      ),
    )
    .orderBy(desc(payoutRequests.createdAt), desc(payoutRequests.id))
    .limit(size + 1);
  const [{ count }] = await deps.db.select({ count: sql<number>`count(*)::int` }).from(payoutRequests).where(eq(payoutRequests.eventId, event.id));
  const nodes = rows.slice(0, size);
  const last = nodes.at(-1);
  return { nodes, hasNextPage: rows.length > size, endCursor: last ? encodeCursor(last) : null, totalCount: count };
}

/**
 * Records what became of a pending payout (the team's payout queue, payout-queue.ts). A
 * failed or cancelled payout gives its amount back to the balance.
 */
export async function settlePayout(
  deps: DomainDeps,
  requestId: string,
  outcome: "PAID" | "FAILED" | "CANCELLED",
  note: string | null = null,
  /** More work in the same transaction (telling the requester). */
  alsoInTransaction?: (tx: Database, settled: PayoutRequestRow) => Promise<void>,
): Promise<PayoutRequestRow> {
  if (!isUuid(requestId)) throw notFound(m.payoutNotFound);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [settled] = await tx
      .update(payoutRequests)
      .set({ status: outcome, note, paidAt: outcome === "PAID" ? now : null, updatedAt: now })
      .where(and(eq(payoutRequests.id, requestId), eq(payoutRequests.status, "PENDING")))
      .returning();
    if (!settled) {
      const [existing] = await tx.select().from(payoutRequests).where(eq(payoutRequests.id, requestId));
      if (!existing) throw notFound(m.payoutNotFound);
      throw conflict(m.payoutAlreadySettled);
    }
    if (outcome !== "PAID") {
      await tx
        .insert(hostLedgerEntries)
        .values({ eventId: settled.eventId, kind: "PAYOUT_RETURNED", amountCents: settled.amountCents, currency: settled.currency, payoutRequestId: settled.id, createdAt: now });
    }
    await alsoInTransaction?.(tx, settled);
    return settled;
  });
}

async function findByKey(db: Database, userId: string, key: string): Promise<PayoutRequestRow | undefined> {
  const [row] = await db.select().from(payoutRequests).where(and(eq(payoutRequests.requestedByUserId, userId), eq(payoutRequests.idempotencyKey, key)));
  return row;
}

export function formatCents(cents: number, currency: string): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency, currencyDisplay: "narrowSymbol" }).format(cents / 100);
}

const encodeCursor = (row: PayoutRequestRow) => encodeInstantCursor(row);
const decodeCursor = (cursor: string) => decodeInstantCursor(cursor, eventMessages.invalidCursor);
