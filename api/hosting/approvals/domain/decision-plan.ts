// What a decision (approve, decline, undo; spec 2 §4) does to each chosen attendee, decided
// in memory from rows the caller has locked, so that the changes can be applied set-based.
// Pure: no database here.
import { approvalMessages as m } from "../../../../contract/hosting/messages.js";
import type { AttendeeStatus } from "./attendee-filters.js";

export type Decision = "APPROVE" | "DECLINE" | "UNDO";

export interface PlanAttendee {
  id: string;
  name: string;
  status: AttendeeStatus;
  stateChangedAt: Date;
  /** Outside the deciding promoter's own attendees. */
  notYours: boolean;
}

export interface PlanTicket {
  id: string;
  attendeeId: string;
  eventTicketId: string;
  status: "ACTIVE" | "PENDING" | "CANCELLED";
  count: number;
  /** Bought through a booking (paid): never cancelled or undone here. */
  paid: boolean;
  cancelledAt: Date | null;
}

export interface PlanTicketType {
  id: string;
  ticketType: string;
  /** Null when unlimited. */
  availableAmount: number | null;
}

export interface DecisionPlan {
  processedAttendeeIds: string[];
  /** Tickets to set ACTIVE / PENDING / CANCELLED. */
  activate: string[];
  toPending: string[];
  cancel: string[];
  /** Places taken (positive) or given back (negative), by ticket type. */
  placeChanges: Map<string, number>;
  failures: { attendeeId: string; name: string; reason: string }[];
  skipped: { attendeeId: string; name: string; reason: string }[];
}

export function planDecision(
  decision: Decision,
  chosen: readonly PlanAttendee[],
  tickets: readonly PlanTicket[],
  ticketTypes: readonly PlanTicketType[],
): DecisionPlan {
  const plan: DecisionPlan = { processedAttendeeIds: [], activate: [], toPending: [], cancel: [], placeChanges: new Map(), failures: [], skipped: [] };
  const available = new Map(ticketTypes.map((type) => [type.id, type.availableAmount]));
  const typeNames = new Map(ticketTypes.map((type) => [type.id, type.ticketType]));
  const byAttendee = new Map<string, PlanTicket[]>();
  for (const ticket of tickets) byAttendee.set(ticket.attendeeId, [...(byAttendee.get(ticket.attendeeId) ?? []), ticket]);
  const change = (typeId: string, places: number) => plan.placeChanges.set(typeId, (plan.placeChanges.get(typeId) ?? 0) + places);
  const fail = (attendee: PlanAttendee, reason: string) => plan.failures.push({ attendeeId: attendee.id, name: attendee.name, reason });
  const skip = (attendee: PlanAttendee, reason: string) => plan.skipped.push({ attendeeId: attendee.id, name: attendee.name, reason });

  for (const attendee of chosen) {
    if (attendee.notYours) {
      fail(attendee, m.notYours);
      continue;
    }
    const own = byAttendee.get(attendee.id) ?? [];
    const active = own.filter((ticket) => ticket.status === "ACTIVE");
    if (decision === "APPROVE") {
      // An approved guest's paid request (approved while its payment was being authorised) is approved with them.
      const pendingPaid = own.some((ticket) => ticket.status === "PENDING" && ticket.paid);
      if (attendee.status === "APPROVED" && !pendingPaid) skip(attendee, m.alreadyApproved);
      else if (attendee.status === "DECLINED") skip(attendee, m.alreadyDeclined);
      else if (attendee.status !== "PENDING" && attendee.status !== "APPROVED") skip(attendee, m.noTicket);
      else {
        const pending = own.filter((ticket) => ticket.status === "PENDING");
        const full = pending.find((ticket) => {
          const left = available.get(ticket.eventTicketId);
          return left !== null && left !== undefined && left < ticket.count;
        });
        if (full) {
          fail(attendee, m.soldOut(typeNames.get(full.eventTicketId) ?? ""));
          continue;
        }
        for (const ticket of pending) {
          const left = available.get(ticket.eventTicketId);
          if (left !== null && left !== undefined) available.set(ticket.eventTicketId, left - ticket.count);
          change(ticket.eventTicketId, ticket.count);
          plan.activate.push(ticket.id);
        }
        plan.processedAttendeeIds.push(attendee.id);
      }
    } else if (decision === "DECLINE") {
      if (attendee.status === "DECLINED") skip(attendee, m.alreadyDeclined);
      else if (active.some((ticket) => ticket.paid)) fail(attendee, m.paidTickets);
      else {
        for (const ticket of own) {
          if (ticket.status === "CANCELLED") continue;
          if (ticket.status === "ACTIVE") change(ticket.eventTicketId, -ticket.count);
          plan.cancel.push(ticket.id);
        }
        plan.processedAttendeeIds.push(attendee.id);
      }
    } else if (attendee.status === "APPROVED") {
      if (active.some((ticket) => ticket.paid)) fail(attendee, m.paidTickets);
      else {
        for (const ticket of active) {
          change(ticket.eventTicketId, -ticket.count);
          plan.toPending.push(ticket.id);
        }
        plan.processedAttendeeIds.push(attendee.id);
      }
    } else if (attendee.status === "DECLINED") {
      // The tickets the decline cancelled (in the same instant) wait for approval again.
      for (const ticket of own) {
        if (ticket.status === "CANCELLED" && !ticket.paid && ticket.cancelledAt?.getTime() === attendee.stateChangedAt.getTime()) {
          plan.toPending.push(ticket.id);
        }
      }
      plan.processedAttendeeIds.push(attendee.id);
    } else skip(attendee, m.nothingToUndo);
  }
  return plan;
}
