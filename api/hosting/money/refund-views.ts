// How the team sees a booking and its refunds (the attendee page), and how anyone sees a refund.
import type { BookingRow } from "../../db/schema.js";
import type { BookingRefundRow } from "./db.js";

export function toBookingRefund(refund: BookingRefundRow) {
  return {
    refundId: refund.id,
    status: refund.status,
    reason: refund.reason,
    amount: refund.amountCents,
    currency: refund.currency,
    quantity: refund.quantity,
    ticketIds: refund.items.map((item) => item.userTicketId),
    failureMessage: refund.failureMessage,
    requestedAt: refund.createdAt.toISOString(),
    refundedAt: refund.refundedAt?.toISOString() ?? null,
  };
}

export function toAttendeeBooking({ booking, refunds }: { booking: BookingRow; refunds: BookingRefundRow[] }) {
  const given = refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
  const paid = booking.paymentId !== null && ["COMPLETED", "REFUND_PENDING", "CRASHED"].includes(booking.status);
  return {
    bookingId: booking.id,
    status: booking.status,
    type: booking.type,
    totalCents: booking.totalCents,
    currency: booking.currency,
    quantity: booking.quantity,
    paymentId: booking.paymentId,
    referralCode: booking.referralCode,
    createdAt: booking.createdAt.toISOString(),
    paidAt: booking.paidAt?.toISOString() ?? null,
    refunds: refunds.map(toBookingRefund),
    refundableAmount: paid ? Math.max(booking.totalCents - given, 0) : 0,
  };
}
