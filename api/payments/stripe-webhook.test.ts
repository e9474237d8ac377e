// Stripe cannot be reached here: its webhooks are tested with payloads signed the way
// Stripe signs them (stripe.webhooks.generateTestHeaderString), posted to our endpoint.
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../access/domain/auth-info.js";
import { bookingRefunds, bookings, hostLedgerEntries, userTickets } from "../db/schema.js";
import { refundBooking } from "../hosting/money/domain/refunds.js";
import { paymentWebhookEvents } from "./db.js";
import { startCheckout } from "../events/checkout/domain/checkout.js";
import { createEvent, createVerifiedUser } from "../test/fixtures.js";
import { startTestApi, type TestApi } from "../test/support.js";
import type { PaymentProvider } from "./provider.js";
import { createStripeProvider } from "./stripe-provider.js";

const WEBHOOK_SECRET = "whsec_test_0123456789abcdef";
const stripe = new Stripe("sk_test_0123456789");

let api: TestApi;
let buyer: AuthInfo;

/** Opens a booking whose checkout id is a Stripe-like session id (the Checkout API itself is not reachable). */
async function openBooking(limitedAmount = 10, isRequiredApproval = false) {
  const host = await createVerifiedUser(api);
  const { event, tickets } = await createEvent(api, {
    createdByUserId: host.userId,
    tickets: [{ ticketType: "Day Pass", kind: "PAID", priceCents: 4000, currency: "USD", limitedAmount, isRequiredApproval }],
  });
  const sessionId = `cs_test_${Math.random().toString(36).slice(2)}`;
  const offline: PaymentProvider = {
    name: "stripe",
    createCheckout: async () => ({ id: sessionId, url: `https://checkout.stripe.com/c/pay/${sessionId}` }),
    expireCheckout: async () => {},
    refund: async () => ({ id: "re_unused", status: "pending" }),
    capture: async () => {},
    cancelAuthorization: async () => {},
  };
  const { booking } = await startCheckout({ ...api.platform.deps, payments: offline }, buyer.userId, {
    eventId: event.id,
    items: [{ eventTicketId: tickets[0].id, quantity: 2 }],
  });
  return { booking, sessionId, host, event };
}

function sessionEvent(type: string, session: Record<string, unknown>, id = `evt_${Math.random().toString(36).slice(2)}`) {
  return JSON.stringify({ id, object: "event", type, api_version: "2025-01-01", created: 1, data: { object: { object: "checkout.session", ...session } } });
}

async function deliver(payload: string, signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })) {
  const response = await fetch(`${api.url}/payments/webhooks/stripe`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: payload,
  });
  return { status: response.status, body: await response.json() };
}

beforeAll(async () => {
  api = await startTestApi({ stripe: { secretKey: "sk_test_0123456789", webhookSecret: WEBHOOK_SECRET } });
  buyer = await createVerifiedUser(api);
});
afterAll(async () => {
  await api?.close();
});

describe("Stripe webhooks", () => {
  test("the deployment's provider is Stripe, and its webhook is the only payments route (no sandbox)", async () => {
    expect(api.platform.deps.payments?.name).toBe("stripe");
    expect((await fetch(`${api.url}/dev/payments/anything`)).status).toBe(404);
  });

  test("checkout.session.completed, paid: the booking completes once, however often it is delivered", async () => {
    const { booking, sessionId } = await openBooking();
    const payload = sessionEvent("checkout.session.completed", {
      id: sessionId,
      client_reference_id: booking.id,
      payment_status: "paid",
      amount_total: booking.totalCents,
      currency: "usd",
      payment_intent: "pi_test_123",
      payment_method_types: ["card"],
    });
    expect(await deliver(payload)).toEqual({ status: 200, body: { received: true } });
    expect(await deliver(payload)).toEqual({ status: 200, body: { received: true } });
    const [completed] = await api.platform.deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(completed).toMatchObject({ status: "COMPLETED", paymentId: "pi_test_123", paymentMethod: "card" });
    expect(await api.platform.deps.db.select().from(userTickets).where(eq(userTickets.transactionId, booking.id))).toMatchObject([{ count: 2, status: "ACTIVE" }]);
    const eventId = JSON.parse(payload).id;
    expect(await api.platform.deps.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, eventId))).toHaveLength(1);
  });

  test("checkout.session.completed, unpaid, of a checkout captured later: the request is authorised, nothing issued", async () => {
    const { booking, sessionId } = await openBooking(10, true);
    expect(booking.requiresApproval).toBe(true);
    const completed = (metadata: Record<string, string>) =>
      sessionEvent("checkout.session.completed", {
        id: sessionId,
        status: "complete",
        client_reference_id: booking.id,
        metadata,
        payment_status: "unpaid",
        amount_total: booking.totalCents,
        currency: "usd",
        payment_intent: "pi_test_held",
        payment_method_types: ["card"],
      });
    // Without our manual-capture mark an unpaid completion is a delayed payment: nothing yet.
    await deliver(completed({ reference: booking.id }));
    expect((await api.platform.deps.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0].status).toBe("PENDING");
    await deliver(completed({ reference: booking.id, capture: "manual" }));
    await deliver(completed({ reference: booking.id, capture: "manual" }));
    const [held] = await api.platform.deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(held).toMatchObject({ status: "AUTHORIZED", paymentId: "pi_test_held", paidAt: null });
    expect(await api.platform.deps.db.select().from(userTickets).where(eq(userTickets.transactionId, booking.id))).toMatchObject([{ count: 2, status: "PENDING" }]);
    expect(await api.platform.deps.db.select().from(hostLedgerEntries).where(eq(hostLedgerEntries.bookingId, booking.id))).toEqual([]);
  });

  test("a bad or missing signature is refused with 400 and changes nothing", async () => {
    const { booking, sessionId } = await openBooking();
    const payload = sessionEvent("checkout.session.completed", { id: sessionId, client_reference_id: booking.id, payment_status: "paid", amount_total: booking.totalCents, currency: "usd" });
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" });
    expect((await deliver(payload, forged)).status).toBe(400);
    const tampered = payload.replace(String(booking.totalCents), "1");
    expect((await deliver(tampered, stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))).status).toBe(400);
    const response = await fetch(`${api.url}/payments/webhooks/stripe`, { method: "POST", headers: { "content-type": "application/json" }, body: payload });
    expect(response.status).toBe(400);
    const [still] = await api.platform.deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(still.status).toBe("PENDING");
  });

  test("a paid amount that differs from the order issues nothing; an expired session returns the places", async () => {
    const { booking, sessionId } = await openBooking();
    await deliver(sessionEvent("checkout.session.completed", { id: sessionId, client_reference_id: booking.id, payment_status: "paid", amount_total: 100, currency: "usd" }));
    const [crashed] = await api.platform.deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(crashed.status).toBe("CRASHED");
    expect(await api.platform.deps.db.select().from(userTickets).where(eq(userTickets.transactionId, booking.id))).toHaveLength(0);

    const second = await openBooking();
    await deliver(sessionEvent("checkout.session.expired", { id: second.sessionId, client_reference_id: second.booking.id, payment_status: "unpaid" }));
    const [expired] = await api.platform.deps.db.select().from(bookings).where(eq(bookings.id, second.booking.id));
    expect(expired.status).toBe("CANCELLED");
  });

  test("a session's events act only on the booking whose checkout is that session: session X never completes or expires a booking of session Y", async () => {
    const { booking, sessionId } = await openBooking();
    // Another session of ours, paid for the right amount, whose reference names the first booking.
    const other = await openBooking();
    expect(other.sessionId).not.toBe(sessionId);
    const paidElsewhere = sessionEvent("checkout.session.completed", {
      id: other.sessionId,
      client_reference_id: booking.id,
      payment_status: "paid",
      amount_total: booking.totalCents,
      currency: "usd",
      payment_intent: "pi_test_other",
    });
    expect(await deliver(paidElsewhere)).toEqual({ status: 200, body: { received: true } });
    await deliver(sessionEvent("checkout.session.expired", { id: other.sessionId, client_reference_id: booking.id, payment_status: "unpaid" }));
    const [untouched] = await api.platform.deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(untouched).toMatchObject({ status: "PENDING", paymentId: null });
    expect(await api.platform.deps.db.select().from(userTickets).where(eq(userTickets.transactionId, booking.id))).toHaveLength(0);

    // Its own session still completes it.
    await deliver(sessionEvent("checkout.session.completed", { id: sessionId, client_reference_id: booking.id, payment_status: "paid", amount_total: booking.totalCents, currency: "usd", payment_intent: "pi_test_own" }));
    const [completed] = await api.platform.deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(completed).toMatchObject({ status: "COMPLETED", paymentId: "pi_test_own" });
  });

  test("the provider builds a Checkout Session request with the booking's lines and reference", async () => {
    // Stripe's client pointed at a local server answering as the Checkout API does, to see what we send.
    const seen: URLSearchParams[] = [];
    const { createServer } = await import("node:http");
    const server = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        seen.push(new URLSearchParams(body));
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ id: "cs_test_local", object: "checkout.session", url: "https://checkout.stripe.com/c/pay/cs_test_local", amount_total: 5150 }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const client = new Stripe("sk_test_local", { host: "127.0.0.1", port, protocol: "http" });
      const provider = createStripeProvider({ secretKey: "sk_test_local", webhookSecret: WEBHOOK_SECRET, client });
      const checkout = await provider.createCheckout({
        reference: "booking-1",
        lines: [
          { name: "Day Pass", unitAmountCents: 2500, quantity: 2 },
          { name: "Service fee", unitAmountCents: 150, quantity: 1 },
        ],
        currency: "AUD",
        customerEmail: "sam@example.test",
        successUrl: "http://localhost:3000/done",
        cancelUrl: "http://localhost:3000/cancelled",
        expiresAt: new Date(Date.now() + 30 * 60_000),
      });
      expect(checkout).toEqual({ id: "cs_test_local", url: "https://checkout.stripe.com/c/pay/cs_test_local" });
      const sent = seen[0];
      expect(sent.get("mode")).toBe("payment");
      expect(sent.get("client_reference_id")).toBe("booking-1");
      expect(sent.get("line_items[0][price_data][currency]")).toBe("aud");
      expect(sent.get("line_items[0][price_data][unit_amount]")).toBe("2500");
      expect(sent.get("line_items[0][quantity]")).toBe("2");
      expect(sent.get("line_items[1][price_data][product_data][name]")).toBe("Service fee");
    } finally {
      server.close();
    }
  });

  test("a refund: refunds.create with the refund's id as idempotency key, retried as the same refund; its webhook confirms it, and the same webhook twice changes nothing", async () => {
    const { booking, sessionId, host, event } = await openBooking();
    await deliver(
      sessionEvent("checkout.session.completed", { id: sessionId, client_reference_id: booking.id, payment_status: "paid", amount_total: booking.totalCents, currency: "usd", payment_intent: "pi_test_refund" }),
    );
    // Stripe's Refunds API, answered locally: the refund is pending until its webhook says otherwise.
    const seen: { key: string | undefined; body: URLSearchParams }[] = [];
    const { createServer } = await import("node:http");
    const server = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        const params = new URLSearchParams(body);
        seen.push({ key: req.headers["idempotency-key"] as string | undefined, body: params });
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ id: "re_test_local", object: "refund", status: "pending", amount: Number(params.get("amount")) }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const client = new Stripe("sk_test_local", { host: "127.0.0.1", port, protocol: "http" });
      const payments = createStripeProvider({ secretKey: "sk_test_local", webhookSecret: WEBHOOK_SECRET, client });
      const deps = { ...api.platform.deps, payments };
      const first = await refundBooking(deps, host.userId, { eventId: event.id, bookingId: booking.id });
      expect(first.booking.status).toBe("REFUND_PENDING");
      expect(first.refunds).toMatchObject([{ status: "REFUND_PENDING", amountCents: booking.totalCents, providerRefundId: "re_test_local" }]);
      const refundId = first.refunds[0].id;
      // Pressed again while pending: the same refund is asked again, under the same key.
      await refundBooking(deps, host.userId, { eventId: event.id, bookingId: booking.id });
      expect(seen.map((request) => request.key)).toEqual([`refund-${refundId}`, `refund-${refundId}`]);
      expect(seen[0].body.get("payment_intent")).toBe("pi_test_refund");
      expect(seen[0].body.get("amount")).toBe(String(booking.totalCents));
      expect(seen[0].body.get("metadata[refund]")).toBe(refundId);
      expect(await api.platform.deps.db.select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, booking.id))).toHaveLength(1);
      // The host's share was taken back when the refund was asked for.
      const ledger = () => api.platform.deps.db.select().from(hostLedgerEntries).where(eq(hostLedgerEntries.bookingId, booking.id));
      expect((await ledger()).map((entry) => entry.kind).sort()).toEqual(["REFUND", "SALE"]);

      const confirmed = JSON.stringify({
        id: "evt_refund_confirmed",
        object: "event",
        type: "refund.updated",
        api_version: "2025-01-01",
        created: 1,
        data: { object: { object: "refund", id: "re_test_local", status: "succeeded", amount: booking.totalCents, currency: "usd", metadata: { refund: refundId, reference: booking.id } } },
      });
      expect(await deliver(confirmed)).toEqual({ status: 200, body: { received: true } });
      const [afterFirst] = await api.platform.deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
      const [refundAfterFirst] = await api.platform.deps.db.select().from(bookingRefunds).where(eq(bookingRefunds.id, refundId));
      expect(afterFirst.status).toBe("REFUNDED");
      expect(refundAfterFirst).toMatchObject({ status: "REFUNDED", providerRefundId: "re_test_local" });

      api.clock.advance(60_000);
      expect(await deliver(confirmed)).toEqual({ status: 200, body: { received: true } });
      const [afterSecond] = await api.platform.deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
      const [refundAfterSecond] = await api.platform.deps.db.select().from(bookingRefunds).where(eq(bookingRefunds.id, refundId));
      expect(afterSecond).toEqual(afterFirst);
      expect(refundAfterSecond).toEqual(refundAfterFirst);
      expect((await ledger()).map((entry) => entry.kind).sort()).toEqual(["REFUND", "SALE"]);
    } finally {
      server.close();
    }
  });
});
