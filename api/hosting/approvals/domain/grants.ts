// Tickets the event's team gives without payment (spec 2 §6: CanAddVip, "add extra ticket";
// §3 EXTRA_EVENT_TICKET): Complimentary, VIP or Extra, to a member named by user name or
// e-mail, or (Complimentary and VIP) to a guest by name and e-mail, who joins the guest list.
// A grant holds a place like a sold ticket, as pretix and Eventbrite count comps: one
// conditional UPDATE takes it (never past the ticket's limit, whatever runs at once).
// VIP needs CanAddVip; Complimentary and Extra need ADD_EXTRA_TICKET (ADR 0052).
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../../db/client.js";
import { attendees, eventTickets, guestListGuests, userTickets, type EventRow, type EventTicketRow, type UserRow } from "../../../db/schema.js";
import type { AuthDeps } from "../../../kernel/deps.js";
import { badUserInput, conflict, DomainError } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import { parseInput } from "../../../kernel/validation.js";
import { escapeHtml } from "../../../messaging/templates.js";
import { findUserById } from "../../../account/domain/users.js";
import { permissionsOf } from "../../../events/domain/access.js";
import { lockAttendee, takePlaces } from "../../../events/domain/rsvp.js";
import { leaveOnTicketTaken } from "../../../events/domain/waiting-list.js";
import { assertRecipientMayJoin, findRecipient, handleOf } from "../../../events/transfers/domain/recipient.js";
import { recordMovement } from "../../../events/transfers/domain/records.js";
import { addGuestTickets } from "../../guests/domain/guests.js";
import { ticketTransferMessages } from "../../../../contract/events/messages.js";
import { GRANT_KINDS, GRANT_KIND_LABELS, GRANT_LIMITS, approvalMessages, grantMessages as m, grantRecipientIssues, type GrantKind } from "../../../../contract/hosting/messages.js";
import { findManagedEvent, type StaffAccess } from "./staff.js";

export interface GrantCommand {
  eventId: string;
  eventTicketId?: string | null;
  kind?: string | null;
  /** A member's user name (with or without "@") or e-mail. */
  recipient?: string | null;
  guestName?: string | null;
  guestEmail?: string | null;
}

export interface GrantResult {
  kind: GrantKind;
  ticket: EventTicketRow;
  /** The member who has it; null for a guest. */
  member: UserRow | null;
  recipientName: string;
  /** The guest's ticket number; null for a member. */
  guestTicketNo: number | null;
}

const blank = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

const grantInput = z
  .object({
    kind: z.enum(GRANT_KINDS, { error: m.kindRequired }),
    eventTicketId: z.string({ error: m.ticketRequired }).trim().min(1, m.ticketRequired),
    recipient: z.preprocess(blank, z.string().trim().nullish()),
    guestName: z.preprocess(blank, z.string().trim().max(GRANT_LIMITS.guestName, m.guestNameTooLong).nullish()),
    guestEmail: z.preprocess(
      blank,
      z.string().trim().toLowerCase().max(GRANT_LIMITS.email, m.guestEmailInvalid).pipe(z.email({ error: m.guestEmailInvalid })).nullish(),
    ),
  })
  .superRefine((form, context) => {
    for (const { field, message } of grantRecipientIssues(form)) context.addIssue({ code: "custom", path: [field], message });
  });

/** The kinds of ticket the viewer may give on the event. */
export function grantKindsOf(access: Pick<StaffAccess, "relation" | "actions">): GrantKind[] {
  const vip = permissionsOf(access.relation).includes("CanAddVip");
  const extra = access.actions.includes("ADD_EXTRA_TICKET");
  return GRANT_KINDS.filter((kind) => (kind === "VIP" ? vip : extra));
}

export async function grantTicket(deps: AuthDeps, viewerId: string, command: GrantCommand): Promise<GrantResult> {
  const access = await findManagedEvent(deps, viewerId, command.eventId);
  const form = parseInput(grantInput, command);
  if (!grantKindsOf(access).includes(form.kind)) throw new DomainError("AUTH_NOT_AUTHORIZED", m.notAllowed);
  const { event } = access;
  const now = deps.clock();
  if (event.status !== "PUBLISHED" || event.endAt <= now) throw badUserInput(m.eventClosed);
  const ticket = await ticketOf(deps.db, event.id, form.eventTicketId);
  const granter = await findUserById(deps.db, viewerId);
  const granterName = granter?.name ?? (granter ? `@${handleOf(granter)}` : "The host");
  const label = GRANT_KIND_LABELS[form.kind];

  if (form.recipient) {
    const member = await findRecipient(deps.db, form.recipient, viewerId);
    assertRecipientMayJoin(event, member);
    await deps.db.transaction(async (tx) => {
      const receiving = await lockAttendee(tx, event.id, member.id, now);
      if (receiving.state === "DECLINED") throw badUserInput(ticketTransferMessages.recipientNotSelected, { recipient: ticketTransferMessages.recipientNotSelected });
      const held = await tx
        .select({ status: userTickets.status })
        .from(userTickets)
        .where(and(eq(userTickets.attendeeId, receiving.id), inArray(userTickets.status, ["ACTIVE", "PENDING"])));
      if (form.kind === "EXTRA") {
        if (!held.some((row) => row.status === "ACTIVE")) throw badUserInput(m.extraNeedsTicket, { recipient: m.extraNeedsTicket });
      } else if (held.length) {
        throw conflict(ticketTransferMessages.recipientHolding, { recipient: ticketTransferMessages.recipientHolding });
      }
      await takePlace(tx, ticket, now);
      await leaveOnTicketTaken(tx, ticket.id, member.id);
      await recordMovement(tx, { eventId: event.id, userId: member.id, type: "EXTRA_EVENT_TICKET", ticket: { ...ticket, count: 1 }, isAllInPricing: event.isAllInPricing, now });
      await tx.insert(userTickets).values({
        eventId: event.id,
        eventTicketId: ticket.id,
        attendeeId: receiving.id,
        ownerUserId: member.id,
        status: "ACTIVE",
        count: 1,
        grantKind: form.kind,
        grantedByUserId: viewerId,
        associatedUserId: viewerId,
        receivedVia: "EXTRA_EVENT_TICKET",
        createdAt: now,
        updatedAt: now,
      });
      await tx
        .update(attendees)
        .set({
          state: "APPROVED",
          stateChangedAt: receiving.state === "APPROVED" ? receiving.stateChangedAt : now,
          approvedAt: receiving.approvedAt ?? now,
          approvedByUserId: receiving.approvedByUserId ?? viewerId,
          inviterUserId: receiving.inviterUserId ?? viewerId,
          updatedAt: now,
        })
        .where(eq(attendees.id, receiving.id));
      const link = new URL(`/events/${encodeURIComponent(event.slug)}/ticket`, deps.publicUrl).href;
      await mail(tx, deps, { to: member.email, name: member.name, line: m.emailLine(granterName, label, event.displayName), tail: m.emailMemberTail, link, event });
    });
    return { kind: form.kind, ticket, member, recipientName: member.name ?? `@${handleOf(member)}`, guestTicketNo: null };
  }

  const guestName = form.guestName!;
  const guestEmail = form.guestEmail!;
  const ticketNo = await deps.db.transaction(async (tx) => {
    await takePlace(tx, ticket, now);
    const [guest] = await tx
      .insert(guestListGuests)
      .values({ eventId: event.id, fullName: guestName, email: guestEmail, createdByUserId: viewerId, createdAt: now, updatedAt: now })
      .returning({ id: guestListGuests.id });
    const [number] = await addGuestTickets(tx, event.id, guest.id, guestName, ticket.id, 1, now, form.kind);
    await mail(tx, deps, { to: guestEmail, name: guestName, line: m.emailLine(granterName, label, event.displayName), tail: m.emailGuestTail(number), link: null, event });
    return number;
  });
  return { kind: form.kind, ticket, member: null, recipientName: guestName, guestTicketNo: ticketNo };
}

async function ticketOf(db: Database, eventId: string, eventTicketId: string): Promise<EventTicketRow> {
  const invalid = () => badUserInput(m.ticketNotFound, { eventTicketId: m.ticketNotFound });
  if (!isUuid(eventTicketId)) throw invalid();
  const [ticket] = await db.select().from(eventTickets).where(and(eq(eventTickets.id, eventTicketId), eq(eventTickets.eventId, eventId)));
  if (!ticket) throw invalid();
  return ticket;
}

async function takePlace(tx: Database, ticket: EventTicketRow, now: Date): Promise<void> {
  if (!(await takePlaces(tx, ticket.id, 1, now))) throw conflict(approvalMessages.soldOut(ticket.ticketType), { eventTicketId: approvalMessages.soldOut(ticket.ticketType) });
}

async function mail(
  tx: Database,
  deps: Pick<AuthDeps, "outbox">,
  input: { to: string; name: string | null; line: string; tail: string; link: string | null; event: Pick<EventRow, "displayName"> },
): Promise<void> {
  const greeting = input.name ? `Hi ${input.name},` : "Hi,";
  await deps.outbox.sendEmail(tx, {
    to: input.to,
    subject: m.emailSubject(input.event.displayName),
    text: [greeting, "", input.line, input.tail, ...(input.link ? ["", input.link] : [])].join("\n"),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(input.line)}</p>`,
      `<p>${escapeHtml(input.tail)}</p>`,
      ...(input.link ? [`<p><a href="${escapeHtml(input.link)}">See my ticket</a></p>`] : []),
    ].join("\n"),
  });
}
