// The approval page's forms (conform + zod) and words. Texts from contract/hosting.
import { z } from "zod";
import { approvalMessages as m } from "../../../contract/hosting/messages";

export { approvalMessages } from "../../../contract/hosting/messages";
export { TEAM_ROLE_LABELS, TEAM_ROLES, smallBadgeOf } from "../../../contract/hosting/roles";
import { TEAM_ROLE_LABELS } from "../../../contract/hosting/roles";
import { PROFILE_DEFAULTS } from "../../../contract/account/profile";
import { GRANT_KIND_LABELS, type GrantKind } from "../../../contract/hosting/messages";
import { formatMoney } from "../format";

/** A row of the attendee table as shown: worked out on the server, so the page carries only what it shows. */
export interface AttendeeTableRow {
  attendeeId: string;
  /** The member's name, or their e-mail when they have none. */
  name: string;
  /** Their e-mail; for an invitee who has not accepted (who shares no contact details), their invitation state. */
  email: string;
  status: string;
  badge: string | null;
  /** Their team roles ("Manager, Promoter"), "—" for none. */
  roles: string;
  /** Their live tickets ("VIP ×2, General (Complimentary) +1"), "—" for none. */
  tickets: string;
}

/** What shows in place of the e-mail of someone who shares none: an invitee who has not accepted. */
export function contactOrInvitation(email: string | null | undefined, state: string): string {
  if (email) return email;
  return state === "INVITEE_DECLINED" ? m.invitationDeclined : m.invitedNoAnswer;
}

export function attendeeRowOf(node: {
  attendeeId: string;
  email?: string | null;
  state: string;
  status: string;
  badge?: string | null;
  roles: readonly string[];
  user: { name: string };
  tickets: readonly HeldTicketLabel[];
}): AttendeeTableRow {
  return {
    attendeeId: node.attendeeId,
    name: node.user.name || node.email || PROFILE_DEFAULTS.name,
    email: contactOrInvitation(node.email, node.state),
    status: node.status,
    badge: node.badge ?? null,
    roles:
      node.roles
        .filter((role) => role !== "ATTENDEE")
        .map((role) => TEAM_ROLE_LABELS[role as keyof typeof TEAM_ROLE_LABELS] ?? role)
        .join(", ") || "—",
    tickets:
      node.tickets
        .filter((ticket) => ticket.status !== "CANCELLED")
        .map(heldTicketLabel)
        .join(", ") || "—",
  };
}

type HeldTicketLabel = {
  ticketType: string;
  status: string;
  count: number;
  grantKind?: string | null;
  additionalGuests?: number;
  priceCents?: number;
  currency?: string;
  bookingId?: string | null;
};

/**
 * A held ticket as the team reads it: its type, places, the kind of a given ticket, the plus-ones
 * and, for a bought one, its price ("General (VIP) +2", "Reviewed Pass ×2 · $60.00, not charged
 * until approved" for a paid request whose card is only authorised).
 */
export function heldTicketLabel(ticket: HeldTicketLabel): string {
  const kind = ticket.grantKind ? ` (${GRANT_KIND_LABELS[ticket.grantKind as GrantKind] ?? ticket.grantKind})` : "";
  const plusOnes = ticket.additionalGuests ? ` +${ticket.additionalGuests}` : "";
  const bought = ticket.bookingId && ticket.priceCents ? ` · ${formatMoney(ticket.priceCents * ticket.count, ticket.currency)}` : "";
  const held = bought && ticket.status === "PENDING" ? `, ${m.notChargedUntilApproved}` : "";
  return `${ticket.ticketType}${ticket.count > 1 ? ` ×${ticket.count}` : ""}${kind}${plusOnes}${bought}${held}`;
}

/** The page's own words around a bulk result (the counts and reasons are the API's). */
export const bulkResultTexts = {
  notProcessedTitle: "Not processed",
} as const;

export const ATTENDEE_FILTERS = ["APPROVED", "CHECKED_IN", "DECLINED", "NONE", "PENDING"] as const;
export type AttendeeFilterValue = (typeof ATTENDEE_FILTERS)[number];

export const FILTER_LABELS: Record<AttendeeFilterValue, string> = {
  PENDING: "Pending",
  APPROVED: "Approved",
  CHECKED_IN: "Checked in",
  DECLINED: "Declined",
  NONE: "None",
};

export function filterParam(value: string | null): AttendeeFilterValue | null {
  return (ATTENDEE_FILTERS as readonly string[]).includes(value ?? "") ? (value as AttendeeFilterValue) : null;
}

export const DECISION_INTENTS = {
  approve: "APPROVE",
  decline: "DECLINE",
  undo: "UNDO",
} as const;

/** One form for the whole page: chosen rows (or all matching), and which button was pressed. */
export const decisionSchema = z.object({
  intent: z.enum(["approve", "decline", "undo"]),
  attendeeIds: z.array(z.string()).default([]),
  scope: z.enum(["selected", "all"]).default("selected"),
  filter: z.enum(ATTENDEE_FILTERS).optional(),
  search: z.string().max(100).optional(),
});

export const noteSchema = z.object({
  note: z.string().max(1000, m.noteTooLong).optional().default(""),
});

export const EMPTY_TEXT = m.noData;
