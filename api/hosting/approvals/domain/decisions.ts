// Approving, declining and undoing attendees, one or a thousand at once (spec 2 §4, §7).
// One transaction: the event's ticket types are locked first (two hosts deciding on the same
// event take turns, so the last place cannot be given twice), then the chosen attendees and
// their tickets; the plan is made in memory and applied with a handful of set-based statements.
import { and, eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../../db/client.js";
import { attendees, events, eventTickets, userTickets, users } from "../../../db/schema.js";
import type { AuthDeps } from "../../../kernel/deps.js";
import { badUserInput, conflict } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import { approvalMessages as m, decisionEmails } from "../../../../contract/hosting/messages.js";
import { attendeeScope, statusColumn, type AttendeeFilter } from "./attendee-filters.js";
import { checkSearch } from "./attendee-list.js";
import { planDecision, type Decision, type DecisionPlan } from "./decision-plan.js";
import { placesOf } from "../../../events/domain/tickets.js";
import { inviterScope, requireStaffAction } from "./staff.js";
import { notifyEventApproved, notifyEventDeclined } from "../../../account/notifications/domain/producers.js";
import { captureApproved, markApproved, markDeclined, releaseAuthorization } from "../../../events/checkout/domain/approval-payments.js";

/** At most this many attendees in one post. */
export const MAX_DECIDED = 5000;

export interface DecisionCommand {
  eventId: string;
  decision: Decision;
  attendeeIds?: readonly string[] | null;
  allMatching?: boolean | null;
  filter?: AttendeeFilter | null;
  search?: string | null;
}

export interface DecisionResult {
  processed: number;
  failed: number;
  skipped: number;
  failures: { attendeeId: string; name: string; reason: string }[];
}

export async function decideAttendees(deps: AuthDeps, viewerId: string, command: DecisionCommand): Promise<DecisionResult> {
  const access = await requireStaffAction(deps, viewerId, command.eventId, "APPROVE_ANY_ATTENDEE", "APPROVE_OWN_ATTENDEES");
  const ids = [...new Set(command.attendeeIds ?? [])].filter(isUuid);
  checkSearch(command.search);
  if (!command.allMatching && ids.length === 0) throw badUserInput(m.noneSelected, { attendeeIds: m.noneSelected });
  if (ids.length > MAX_DECIDED) throw badUserInput(m.tooMany, { attendeeIds: m.tooMany });
  const promoter = inviterScope(access, "approve");
  const event = access.event;
  const now = deps.clock();

  const { plan, people, toCapture, toRelease } = await deps.db.transaction(async (tx) => {
    // The event's row first (shared): its cancellation, which takes it to end the requests, and a
    // decision take turns, and nothing is approved on an event cancelled meanwhile (ADR 0054).
    const [current] = await tx.select({ status: events.status }).from(events).where(eq(events.id, event.id)).for("share");
    if (command.decision === "APPROVE" && current?.status === "CANCELLED") throw conflict(m.eventCancelled);
    const types = await tx.select().from(eventTickets).where(eq(eventTickets.eventId, event.id)).orderBy(eventTickets.id).for("update");
    const chosen = await tx
      .select({
        id: attendees.id,
        state: attendees.state,
        inviterUserId: attendees.inviterUserId,
        stateChangedAt: attendees.stateChangedAt,
        status: statusColumn,
        userId: users.id,
        name: users.name,
        email: users.email,
      })
      .from(attendees)
      .innerJoin(users, eq(users.id, attendees.userId))
      .where(
        command.allMatching
          ? attendeeScope({ eventId: event.id, inviterUserId: promoter, filter: command.filter, search: command.search })
          : and(eq(attendees.eventId, event.id), anyOf(attendees.id, ids)),
      )
      .orderBy(attendees.createdAt, attendees.id)
      .limit(MAX_DECIDED)
      .for("update", { of: attendees });
    const tickets = chosen.length
      ? await tx
          .select()
          .from(userTickets)
          .where(anyOf(userTickets.attendeeId, chosen.map((row) => row.id)))
      : [];
    const plan = planDecision(
      command.decision,
      chosen.map((row) => ({
        id: row.id,
        name: row.name ?? "Unknown",
        status: row.status,
        stateChangedAt: row.stateChangedAt,
        notYours: promoter !== null && row.inviterUserId !== promoter,
      })),
      // A ticket its holder transferred is the recipient's now: no decision on the sender touches it.
      // A ticket's count in the plan is the places it takes: its plus-ones count against the capacity (ADR 0068).
      tickets.flatMap((ticket) => (ticket.status === "TRANSFERRED" ? [] : [{ ...ticket, count: placesOf(ticket), status: ticket.status, paid: ticket.transactionId !== null }])),
      types.map((type) => ({ id: type.id, ticketType: type.ticketType, availableAmount: type.limitedAmount === null ? null : (type.availableAmount ?? 0) })),
    );
    await applyPlan(tx, command.decision, plan, viewerId, now);
    // Paid requests (docs/decisions/0054): approved ones are captured, declined ones released, after this commits.
    const bookingOf = new Map(tickets.flatMap((ticket) => (ticket.transactionId ? [[ticket.id, ticket.transactionId] as const] : [])));
    const bookingsOf = (ticketIds: readonly string[]) => [...new Set(ticketIds.flatMap((id) => bookingOf.get(id) ?? []))];
    const toCapture = bookingOf.size && command.decision === "APPROVE" ? await markApproved(tx, bookingsOf(plan.activate), now) : [];
    const toRelease = bookingOf.size && command.decision === "DECLINE" ? await markDeclined(tx, bookingsOf(plan.cancel), now) : [];
    const processed = new Set(plan.processedAttendeeIds);
    const people = chosen.filter((row) => processed.has(row.id));
    if (command.decision !== "UNDO") {
      const link = `${deps.publicUrl}/events/${event.slug}`;
      await deps.outbox.sendEmails(
        tx,
        people.map((person) => {
          const name = person.name ?? "there";
          return command.decision === "APPROVE"
            ? { to: person.email, subject: decisionEmails.approvedSubject(event.displayName), text: decisionEmails.approvedText(name, event.displayName, link) }
            : { to: person.email, subject: decisionEmails.declinedSubject(event.displayName), text: decisionEmails.declinedText(name, event.displayName, link) };
        }),
      );
      // The bell too (spec 1 §3 EventApproved / EventDeclined), in the same transaction.
      const notified = { id: event.id, slug: event.slug, displayName: event.displayName, avatarUrl: event.avatarUrl };
      const told = people.map((person) => person.userId);
      if (command.decision === "APPROVE") await notifyEventApproved(tx, told, { event: notified });
      else await notifyEventDeclined(tx, told, { event: notified });
    }
    return { plan, people, toCapture, toRelease };
  });
  const lapsed: DecisionResult["failures"] = [];
  for (const bookingId of toCapture) {
    if ((await captureApproved(deps, bookingId)) !== "lapsed") continue;
    const ticket = await deps.db.select({ attendeeId: userTickets.attendeeId }).from(userTickets).where(eq(userTickets.transactionId, bookingId)).limit(1);
    const person = people.find((row) => row.id === ticket[0]?.attendeeId);
    if (person) lapsed.push({ attendeeId: person.id, name: person.name ?? "Unknown", reason: m.authorizationLapsed });
  }
  for (const booking of toRelease) await releaseAuthorization(deps, booking);
  if ([...plan.placeChanges.values()].some((places) => places < 0)) deps.placesMayHaveOpened();
  // Ids that are not this event's attendees count as failed (someone may have removed them).
  const unknown = command.allMatching ? 0 : ids.length - plan.processedAttendeeIds.length - plan.failures.length - plan.skipped.length;
  return {
    processed: people.length - lapsed.length,
    failed: plan.failures.length + lapsed.length + Math.max(unknown, 0),
    skipped: plan.skipped.length,
    failures: [...plan.failures, ...lapsed, ...plan.skipped],
  };
}

/** `column = any($1)`: one array parameter, however many ids (a thousand placeholders parse slowly). */
function anyOf(column: AnyPgColumn, ids: readonly string[]) {
  return sql`${column} = any(${sql.param([...ids])}::uuid[])`;
}

async function applyPlan(tx: Database, decision: Decision, plan: DecisionPlan, viewerId: string, now: Date) {
  if (plan.activate.length) {
    await tx.update(userTickets).set({ status: "ACTIVE", cancelledAt: null, updatedAt: now }).where(anyOf(userTickets.id, plan.activate));
  }
  if (plan.toPending.length) {
    await tx.update(userTickets).set({ status: "PENDING", cancelledAt: null, updatedAt: now }).where(anyOf(userTickets.id, plan.toPending));
  }
  if (plan.cancel.length) {
    await tx.update(userTickets).set({ status: "CANCELLED", cancelledAt: now, updatedAt: now }).where(anyOf(userTickets.id, plan.cancel));
  }
  // One statement per ticket type touched (an event has a few), never per attendee.
  for (const [eventTicketId, places] of plan.placeChanges) {
    if (places === 0) continue;
    await tx
      .update(eventTickets)
      .set({
        availableAmount: sql`case when ${eventTickets.limitedAmount} is null then null else ${eventTickets.availableAmount} - ${places} end`,
        releasedAmount: sql`greatest(${eventTickets.releasedAmount} + ${places}, 0)`,
        updatedAt: now,
      })
      .where(eq(eventTickets.id, eventTicketId));
  }
  if (plan.processedAttendeeIds.length === 0) return;
  const decided =
    decision === "APPROVE"
      ? { state: "APPROVED" as const, approvedAt: now, approvedByUserId: viewerId }
      : decision === "DECLINE"
        ? { state: "DECLINED" as const, approvedAt: null, approvedByUserId: viewerId }
        : { state: "NONE" as const, approvedAt: null, approvedByUserId: null };
  await tx
    .update(attendees)
    .set({ ...decided, stateChangedAt: now, updatedAt: now })
    .where(anyOf(attendees.id, plan.processedAttendeeIds));
}
