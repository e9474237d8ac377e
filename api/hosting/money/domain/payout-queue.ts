// The team's payout queue (ADR 0022): hosts' payout requests are carried out by the team
// outside the app; support and admin staff list them here and record what became of each.
// The requester is e-mailed in the transaction that settles the request. Only staff acting
// as themselves may: never a member, never a staff member impersonating someone.
import { asc, count, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { events, payoutRequests, users, type PayoutRequestRow } from "../../../db/schema.js";
import type { Viewer } from "../../../access/domain/viewer.js";
import type { AuthDeps, DomainDeps } from "../../../kernel/deps.js";
import { DomainError } from "../../../kernel/errors.js";
import { parseInput } from "../../../kernel/validation.js";
import {
  PAYOUT_NOTE_MAX,
  PAYOUT_OUTCOMES,
  payoutEmails,
  payoutQueueMessages as m,
  type PayoutOutcome,
  type PayoutStatus,
} from "../../../../contract/hosting/money-messages.js";
import { formatCents, settlePayout } from "./payouts.js";

export const PAYOUT_QUEUE_PAGE_SIZE = 50;
const STAFF_ROLES = new Set(["SUPPORT", "ADMIN"]);

export interface QueuedPayout {
  request: PayoutRequestRow;
  event: { id: string; slug: string; displayName: string };
  requester: { id: string; name: string | null; email: string };
}

async function requirePayoutStaff(deps: DomainDeps, viewer: Viewer): Promise<void> {
  const [user] = viewer.impersonatedByUserId || viewer.isDeactivated ? [] : await deps.db.select({ role: users.role }).from(users).where(eq(users.id, viewer.userId));
  if (!user || !STAFF_ROLES.has(user.role)) throw new DomainError("AUTH_NOT_AUTHORIZED", m.staffOnly);
}

/** One page of requests with a status: the pending ones oldest first (the order they are paid in), the others newest first. */
export async function listPayoutQueue(deps: DomainDeps, viewer: Viewer, status: PayoutStatus, page: number): Promise<{ nodes: QueuedPayout[]; totalCount: number }> {
  await requirePayoutStaff(deps, viewer);
  const offset = (Math.max(1, Math.floor(page)) - 1) * PAYOUT_QUEUE_PAGE_SIZE;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ request: payoutRequests, event: { id: events.id, slug: events.slug, displayName: events.displayName }, requester: { id: users.id, name: users.name, email: users.email } })
      .from(payoutRequests)
      .innerJoin(events, eq(events.id, payoutRequests.eventId))
      .innerJoin(users, eq(users.id, payoutRequests.requestedByUserId))
      .where(eq(payoutRequests.status, status))
      .orderBy(status === "PENDING" ? asc(payoutRequests.createdAt) : desc(payoutRequests.updatedAt), asc(payoutRequests.id))
      .limit(PAYOUT_QUEUE_PAGE_SIZE)
      .offset(offset),
    deps.db.select({ value: count() }).from(payoutRequests).where(eq(payoutRequests.status, status)),
  ]);
  return { nodes: rows, totalCount: total.value };
}

const settlementSchema = z
  .object({
    requestId: z.string(),
    outcome: z.enum(PAYOUT_OUTCOMES, m.outcomeInvalid),
    note: z
      .string()
      .trim()
      .max(PAYOUT_NOTE_MAX, m.noteTooLong)
      .nullish()
      .transform((note) => note || null),
  })
  // A host whose payout did not arrive needs to know why.
  .refine((input) => input.outcome === "PAID" || input.note !== null, { path: ["note"], message: m.noteRequired });

/** Marks a pending request paid, failed or cancelled, and e-mails the host who asked for it. */
export async function settlePayoutAsStaff(deps: AuthDeps, viewer: Viewer, input: { requestId: string; outcome: string; note?: string | null }): Promise<PayoutRequestRow> {
  await requirePayoutStaff(deps, viewer);
  const { requestId, outcome, note } = parseInput(settlementSchema, input);
  return settlePayout(deps, requestId, outcome, note, async (tx, settled) => {
    const [row] = await tx
      .select({ name: users.name, email: users.email, eventName: events.displayName, eventId: events.id })
      .from(payoutRequests)
      .innerJoin(users, eq(users.id, payoutRequests.requestedByUserId))
      .innerJoin(events, eq(events.id, payoutRequests.eventId))
      .where(eq(payoutRequests.id, settled.id));
    const told: PayoutOutcome = outcome;
    await deps.outbox.sendEmail(tx, {
      to: row.email,
      subject: payoutEmails.subject(told, row.eventName),
      text: payoutEmails.text(told, {
        name: row.name ?? "there",
        amount: formatCents(settled.amountCents, settled.currency),
        eventName: row.eventName,
        note,
        link: `${deps.publicUrl}/rep-club/events/${row.eventId}/revenue`,
      }),
    });
  });
}
