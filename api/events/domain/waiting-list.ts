// The ticket waiting list (spec 2 §4). A member joins a full ticket's list; when places
// open (a guest cancels, a checkout ends, the host raises the limit), the first waiting
// are told by e-mail, as many as there are places, once each. Telling is not reserving:
// the places go to whoever takes them first, as on the ticket page. Someone told has
// TOLD_TURN_HOURS to act before their place is offered to the next in line; taking a
// ticket takes them off the list.
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { eventTickets, events, ticketWaitingList, userTickets, users, type EventRow } from "../../db/schema.js";
import type { AuthDeps, DomainDeps } from "../../kernel/deps.js";
import { badUserInput, notFound } from "../../kernel/errors.js";
import { isUuid } from "../../kernel/ids.js";
import { escapeHtml } from "../../messaging/templates.js";
import { eventMessages, waitingListMessages as m } from "../../../contract/events/messages.js";
import { findUserById } from "../../account/domain/users.js";
import { assertMayJoin } from "./settings.js";
import { isTicketFull, isTicketPublic } from "./tickets.js";
import { findEventForViewer } from "./viewing.js";

export const TOLD_TURN_HOURS = 24;

/** Puts the viewer on a full ticket's waiting list (again: nothing changes). Returns the event. */
export async function joinWaitingList(deps: DomainDeps, userId: string, eventTicketId: string): Promise<EventRow> {
  const { event, ticket } = await ticketForViewer(deps, userId, eventTicketId);
  const now = deps.clock();
  if (event.status !== "PUBLISHED") throw badUserInput(eventMessages.eventNotOpen);
  if (event.endAt <= now) throw badUserInput(eventMessages.eventEnded);
  if (!isTicketPublic(ticket, now)) throw badUserInput(eventMessages.ticketNotAvailable, { eventTicketId: eventMessages.ticketNotAvailable });
  if (!isTicketFull(ticket)) throw badUserInput(m.notFull, { eventTicketId: m.notFull });
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound(eventMessages.notFound);
  assertMayJoin(event, user);
  const [held] = await deps.db
    .select({ id: userTickets.id })
    .from(userTickets)
    .where(and(eq(userTickets.eventTicketId, ticket.id), eq(userTickets.ownerUserId, userId), inArray(userTickets.status, ["ACTIVE", "PENDING"])));
  if (held) throw badUserInput(m.alreadyHolding, { eventTicketId: m.alreadyHolding });
  await deps.db
    .insert(ticketWaitingList)
    .values({ eventId: event.id, eventTicketId: ticket.id, userId, createdAt: now })
    .onConflictDoNothing({ target: [ticketWaitingList.eventTicketId, ticketWaitingList.userId] });
  return event;
}

export async function leaveWaitingList(deps: DomainDeps, userId: string, eventTicketId: string): Promise<EventRow> {
  const { event, ticket } = await ticketForViewer(deps, userId, eventTicketId);
  await deps.db.delete(ticketWaitingList).where(and(eq(ticketWaitingList.eventTicketId, ticket.id), eq(ticketWaitingList.userId, userId)));
  return event;
}

/** Someone who took the ticket is no longer waiting for it (inside the transaction that issued it). */
export async function leaveOnTicketTaken(tx: Database, eventTicketId: string, userId: string): Promise<void> {
  await tx.delete(ticketWaitingList).where(and(eq(ticketWaitingList.eventTicketId, eventTicketId), eq(ticketWaitingList.userId, userId)));
}

/** The tickets of an event whose waiting list the viewer is on (still waiting or already told). */
export async function waitingTicketIds(deps: DomainDeps, userId: string, eventId: string): Promise<string[]> {
  const rows = await deps.db
    .select({ id: ticketWaitingList.eventTicketId })
    .from(ticketWaitingList)
    .where(and(eq(ticketWaitingList.eventId, eventId), eq(ticketWaitingList.userId, userId)));
  return rows.map((row) => row.id);
}

/**
 * Tells the first waiting of every ticket with open places, as many as there are places.
 * Safe to run on several instances at once: the rows are claimed with SKIP LOCKED in the
 * transaction that queues their e-mails. Returns how many were told.
 */
export async function notifyWaitingLists(deps: Pick<AuthDeps, "db" | "clock" | "outbox" | "publicUrl" | "productName">): Promise<number> {
  const open = await deps.db
    .selectDistinct({ eventTicketId: ticketWaitingList.eventTicketId })
    .from(ticketWaitingList)
    .innerJoin(eventTickets, eq(eventTickets.id, ticketWaitingList.eventTicketId))
    .where(and(isNull(ticketWaitingList.notifiedAt), sql`(${eventTickets.limitedAmount} is null or ${eventTickets.availableAmount} > 0)`));
  let told = 0;
  for (const { eventTicketId } of open) {
    told += await deps.db.transaction(async (tx) => {
      const [ticket] = await tx.select().from(eventTickets).where(eq(eventTickets.id, eventTicketId));
      if (!ticket || isTicketFull(ticket)) return 0;
      const [event] = await tx.select().from(events).where(eq(events.id, ticket.eventId));
      const now = deps.clock();
      if (!event || event.deletedAt || event.endAt <= now) return 0;
      // Places already offered to someone told within their turn are not offered again.
      const [{ offered }] = await tx
        .select({ offered: sql<number>`count(*)::int` })
        .from(ticketWaitingList)
        .where(
          and(
            eq(ticketWaitingList.eventTicketId, eventTicketId),
            sql`${ticketWaitingList.notifiedAt} > ${new Date(now.getTime() - TOLD_TURN_HOURS * 3600_000)}`,
          ),
        );
      const places = (ticket.limitedAmount === null ? 1_000 : (ticket.availableAmount ?? 0)) - offered;
      if (places <= 0) return 0;
      const waiting = await tx
        .select({ id: ticketWaitingList.id, email: users.email, name: users.name })
        .from(ticketWaitingList)
        .innerJoin(users, eq(users.id, ticketWaitingList.userId))
        .where(and(eq(ticketWaitingList.eventTicketId, eventTicketId), isNull(ticketWaitingList.notifiedAt)))
        .orderBy(asc(ticketWaitingList.createdAt), asc(ticketWaitingList.id))
        .limit(places)
        .for("update", { of: ticketWaitingList, skipLocked: true });
      if (!waiting.length) return 0;
      await tx
        .update(ticketWaitingList)
        .set({ notifiedAt: now })
        .where(inArray(ticketWaitingList.id, waiting.map((row) => row.id)));
      const link = new URL(`/events/${encodeURIComponent(event.slug)}`, deps.publicUrl).href;
      for (const person of waiting) {
        if (!person.email) continue;
        await deps.outbox.sendEmail(tx, placeOpenedEmail({ to: person.email, name: person.name, eventName: event.displayName, ticketName: ticket.ticketType, link }));
      }
      return waiting.length;
    });
  }
  return told;
}

function placeOpenedEmail(input: { to: string; name: string | null; eventName: string; ticketName: string; link: string }) {
  const greeting = input.name ? `Hi ${input.name},` : "Hi,";
  const line = `A place opened up for ${input.ticketName} at ${input.eventName}. Places go to whoever takes them first:`;
  return {
    to: input.to,
    subject: m.emailSubject(input.eventName),
    text: [greeting, "", line, "", input.link].join("\n"),
    html: [`<p>${escapeHtml(greeting)}</p>`, `<p>${escapeHtml(line)}</p>`, `<p><a href="${escapeHtml(input.link)}">Get my ticket</a></p>`].join("\n"),
  };
}

async function ticketForViewer(deps: DomainDeps, userId: string, eventTicketId: string) {
  const unavailable = () => badUserInput(eventMessages.ticketNotAvailable, { eventTicketId: eventMessages.ticketNotAvailable });
  if (!isUuid(eventTicketId)) throw unavailable();
  const [ticket] = await deps.db.select().from(eventTickets).where(eq(eventTickets.id, eventTicketId));
  if (!ticket) throw unavailable();
  const event = await findEventForViewer(deps, userId, ticket.eventId);
  return { event, ticket };
}
