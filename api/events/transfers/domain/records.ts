// What a ticket passed between members leaves behind: its bookings rows (spec 2 §3 Booking
// types TRANSFER_OUT/IN_EVENT_TICKET, GIFT_EVENT_TICKET), which carry no money and go through
// no payment provider, and the e-mail that tells the recipient.
import type { Database } from "../../../db/client.js";
import { bookings, type BookingRow, type EventTicketRow } from "../../../db/schema.js";
import type { Outbox } from "../../../messaging/outbox.js";
import { escapeHtml } from "../../../messaging/templates.js";
import { ticketTransferMessages as m } from "../../../../contract/events/messages.js";

/** The payment provider of bookings no money moved through (earnings leave them out). */
export const NO_PAYMENT_PROVIDER = "none";

type MovedTicket = Pick<EventTicketRow, "id" | "ticketType" | "currency"> & { count: number };

/** A completed booking of no money for the ticket: who it concerns (`buyerUserId`), its type, and a gift's sender and recipient. */
export async function recordMovement(
  tx: Database,
  input: {
    eventId: string;
    userId: string;
    type: "TRANSFER_OUT_EVENT_TICKET" | "TRANSFER_IN_EVENT_TICKET" | "GIFT_EVENT_TICKET" | "EXTRA_EVENT_TICKET";
    ticket: MovedTicket;
    isAllInPricing: boolean;
    giftSenderId?: string;
    recipientUserId?: string;
    now: Date;
  },
): Promise<BookingRow> {
  const { ticket, now } = input;
  const [row] = await tx
    .insert(bookings)
    .values({
      eventId: input.eventId,
      buyerUserId: input.userId,
      type: input.type,
      status: "COMPLETED",
      items: [{ eventTicketId: ticket.id, name: ticket.ticketType, unitPriceCents: 0, quantity: ticket.count, gratuityPercentage: 0 }],
      quantity: ticket.count,
      currency: ticket.currency,
      subtotalCents: 0,
      gratuityCents: 0,
      serviceFeeCents: 0,
      processingFeeCents: 0,
      taxCents: 0,
      totalCents: 0,
      hostBalanceCents: 0,
      isAllInPricing: input.isAllInPricing,
      paymentProvider: NO_PAYMENT_PROVIDER,
      expiresAt: now,
      paidAt: now,
      giftSenderId: input.giftSenderId ?? null,
      recipientUserId: input.recipientUserId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row;
}

export interface TicketMail {
  outbox: Outbox;
  publicUrl: string;
}

/** Tells the recipient by e-mail (in the caller's transaction) that a ticket is theirs, and links to it. */
export async function mailTicketReceived(
  tx: Database,
  mail: TicketMail,
  input: { to: string; name: string | null; senderName: string; event: { slug: string; displayName: string }; kind: "TRANSFER" | "GIFT" },
): Promise<void> {
  const link = new URL(`/events/${encodeURIComponent(input.event.slug)}/ticket`, mail.publicUrl).href;
  const greeting = input.name ? `Hi ${input.name},` : "Hi,";
  const line = input.kind === "GIFT" ? m.emailGiftLine(input.senderName, input.event.displayName) : m.emailTransferLine(input.senderName, input.event.displayName);
  await mail.outbox.sendEmail(tx, {
    to: input.to,
    subject: m.emailSubject(input.event.displayName),
    text: [greeting, "", line, "Your ticket and its QR code for the door:", "", link].join("\n"),
    html: [`<p>${escapeHtml(greeting)}</p>`, `<p>${escapeHtml(line)}</p>`, `<p><a href="${escapeHtml(link)}">See my ticket</a></p>`].join("\n"),
  });
}
