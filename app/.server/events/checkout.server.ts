// Buying paid tickets on the web server: the checkout page's quote, starting the
// payment (a redirect to the provider's hosted page), and the order's status page.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { ApiError } from "~/.server/platform/api-errors.server";
import { webEnv } from "~/.server/platform/env.server";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { loadOrThrow, refusalOrThrow, refusalWithCode } from "~/.server/platform/responses.server";
import { BookingDocument, CancelBookingDocument, CheckoutEventDocument, CheckoutQuoteDocument, PurchaseTicketsDocument } from "~/graphql/generated";
import { orderSchema, referralCodeSchema } from "~/lib/events/checkout";
import { typedAnswers } from "~/lib/events/questions";
import { giftRecipientSchema } from "~/lib/events/ticket-transfer";
import { isSafeCheckoutUrl } from "~/lib/events/order";
import { answersSchema } from "~/lib/events/questions-form";

type Ctx = Readonly<RouterContextProvider>;

/** The order in the address (?ticket=&quantity=), priced by the API; a refusal is shown on the page. */
export async function loadCheckout(context: Ctx, slug: string, url: URL) {
  requireUser(context, url);
  const api = getApi(context);
  const parsed = orderSchema.safeParse({
    ticket: url.searchParams.get("ticket") ?? undefined,
    quantity: url.searchParams.get("quantity") ?? "1",
    additionalGuests: url.searchParams.get("additionalGuests") ?? "0",
  });
  if (!parsed.success) {
    const ticket = url.searchParams.get("ticket");
    if (!ticket) throw redirect(href("/events/:slug", { slug }));
    // A hand-made or stale address: the rule at its field, the event to choose again.
    const { event } = await loadOrThrow(context, () => api.query(CheckoutEventDocument, { slugOrId: slug }), url);
    const issue = parsed.error.issues[0];
    const field = issue.path[0] === "ticket" ? "eventTicketId" : issue.path[0] === "additionalGuests" ? "additionalGuests" : "quantity";
    const refusal = { message: issue.message, fields: { [field]: issue.message } as Record<string, string> };
    return data({ event: event.bySlugOrId, order: { ticket, quantity: 1, additionalGuests: 0 }, cost: null, refusal }, { status: 400 });
  }
  const order = parsed.data;
  try {
    const { event } = await api.query(CheckoutQuoteDocument, {
      slugOrId: slug,
      input: { eventId: slug, items: [{ eventTicketId: order.ticket, quantity: order.quantity, additionalGuests: order.additionalGuests }] },
    });
    return data({ event: event.bySlugOrId, order, cost: event.ticketCost, refusal: null });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, refusalWithCode("BAD_USER_INPUT", "CONFLICT"));
    const { event } = await loadOrThrow(context, () => api.query(CheckoutEventDocument, { slugOrId: slug }), url);
    return data({ event: event.bySlugOrId, order, cost: null, refusal: refusalView(refusal) }, { status: 400 });
  }
}

/** Pay: hold the places and go to the provider's page. */
export async function purchaseAction(context: Ctx, request: Request, slug: string, url: URL) {
  requireUser(context, url);
  const formData = await request.formData();
  const submission = parseWithZod(formData, {
    schema: orderSchema.extend({ answers: answersSchema, acceptDisclosure: z.boolean().default(false), giftRecipient: giftRecipientSchema, referralCode: referralCodeSchema }),
  });
  // What comes back with a refusal: the order is one mutation, so nothing typed was saved.
  const typed = {
    giftRecipient: String(formData.get("giftRecipient") ?? ""),
    referralCode: String(formData.get("referralCode") ?? ""),
    answers: typedAnswers(submission.payload.answers) ?? [],
    acceptDisclosure: submission.payload.acceptDisclosure === "on",
  };
  if (submission.status !== "success") {
    // An answer's error stays at its answer; anything else about the order is shown at the quantity.
    const [field, messages] = Object.entries(submission.error ?? {})[0] ?? ["quantity", null];
    const message = messages?.[0] ?? "";
    const shownAt = field.startsWith("answers") || field === "referralCode" ? field : field === "giftRecipient" ? "recipient" : "quantity";
    const fields: Record<string, string> = { [shownAt]: message };
    return data({ refusal: { message, fields }, ...typed }, { status: 400 });
  }
  const { ticket, quantity, additionalGuests, answers, acceptDisclosure, giftRecipient, referralCode } = submission.value;
  try {
    // One mutation: the answers and the disclosure's acceptance are saved with the order or not at all;
    // a required answer left empty refuses the purchase at its field.
    const { event } = await getApi(context).query(PurchaseTicketsDocument, {
      input: {
        eventId: slug,
        items: [{ eventTicketId: ticket, quantity, additionalGuests }],
        giftRecipient: giftRecipient || null,
        referralCode: referralCode || null,
        answers: answers.length > 0 ? answers : null,
        acceptDisclosure: acceptDisclosure || null,
      },
    });
    const { checkoutUrl } = event.purchaseTickets;
    if (!isSafeCheckoutUrl(checkoutUrl, webEnv().publicUrl)) throw new Error(`The API answered an unexpected checkout address: ${checkoutUrl}`);
    return redirect(checkoutUrl);
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, refusalWithCode("BAD_USER_INPUT", "CONFLICT", "AUTH_NOT_AUTHORIZED"));
    return data({ refusal: refusalView(refusal), ...typed }, { status: 400 });
  }
}

/** The order's status. Coming back from a cancelled checkout (?cancelled=1) ends it: its places return. */
export async function loadBooking(context: Ctx, slug: string, bookingId: string, url: URL) {
  requireUser(context, url);
  const api = getApi(context);
  if (url.searchParams.get("cancelled") === "1") {
    const { event } = await loadOrThrow(context, () => api.query(CancelBookingDocument, { bookingId }), url);
    return data({ booking: event.cancelBooking, cancelledNow: true });
  }
  const { event } = await loadOrThrow(context, () => api.query(BookingDocument, { bookingId }), url);
  if (event.booking.event.slug !== slug) throw redirect(href("/events/:slug/checkout/:bookingId", { slug: event.booking.event.slug, bookingId }));
  return data({ booking: event.booking, cancelledNow: false });
}

export async function cancelBookingAction(context: Ctx, slug: string, bookingId: string, url: URL) {
  requireUser(context, url);
  await loadOrThrow(context, () => getApi(context).query(CancelBookingDocument, { bookingId }), url);
  getSession(context).flash({ kind: "success", message: "Your order was cancelled and its tickets released." });
  return redirect(href("/events/:slug", { slug }));
}

function refusalView(error: ApiError): { message: string; fields: Record<string, string> } {
  return { message: error.message, fields: error.fields ?? {} };
}
