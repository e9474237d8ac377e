// Stripe Checkout for deployments (STRIPE_SECRET_KEY): a hosted Checkout Session per booking,
// and its outcome from webhooks verified by signature (STRIPE_WEBHOOK_SECRET).
import Stripe from "stripe";
import {
  amountOf,
  AlreadyCaptured,
  AuthorizationLapsed,
  PaymentProviderError,
  type AuthorizationRequest,
  type Checkout,
  type CheckoutRequest,
  type PaymentOutcome,
  type PaymentProvider,
  type ProviderRefund,
  type RefundRequest,
} from "./provider.js";

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Tests point the client elsewhere; default Stripe's API. */
  client?: Stripe;
}

export interface StripeProvider extends PaymentProvider {
  readonly name: "stripe";
  /**
   * Checks the Stripe-Signature header over the raw body and reads the outcome; null for an
   * event type that does not concern a checkout. Throws when the signature is not valid.
   */
  parseWebhook(rawBody: Buffer | string, signature: string | undefined): { eventId: string; type: string; outcome: PaymentOutcome | null };
}

export function createStripeProvider(options: StripeOptions): StripeProvider {
  const stripe = options.client ?? new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  return {
    name: "stripe",
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: "payment",
            client_reference_id: request.reference,
            // "capture: manual" tells the webhook that an "unpaid" completion is an authorisation.
            metadata: { reference: request.reference, ...(request.captureLater ? { capture: "manual" } : {}) },
            payment_intent_data: { metadata: { reference: request.reference }, ...(request.captureLater ? { capture_method: "manual" as const } : {}) },
            // An authorisation is a card's: methods that pay later cannot be held.
            ...(request.captureLater ? { payment_method_types: ["card" as const] } : {}),
            customer_email: request.customerEmail ?? undefined,
            line_items: request.lines.map((line) => ({
              quantity: line.quantity,
              price_data: { currency: request.currency.toLowerCase(), unit_amount: line.unitAmountCents, product_data: { name: line.name } },
            })),
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            // Stripe accepts 30 minutes to 24 hours.
            expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          },
          // A retried request for the same booking gets the same session, never a second one.
          { idempotencyKey: `checkout-${request.reference}` },
        );
        if (!session.url) throw new PaymentProviderError("Stripe returned a Checkout Session without a URL.");
        if (session.amount_total !== null && session.amount_total !== amountOf(request.lines)) {
          throw new PaymentProviderError("Stripe's total differs from the booking's.");
        }
        return { id: session.id, url: session.url };
      } catch (error) {
        if (error instanceof PaymentProviderError) throw error;
        throw new PaymentProviderError("Stripe could not create the checkout.", { cause: error });
      }
    },
    async expireCheckout(checkoutId: string): Promise<void> {
      try {
        await stripe.checkout.sessions.expire(checkoutId);
      } catch (error) {
        // Already expired or completed: the webhook tells which; nothing to undo here.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
        throw new PaymentProviderError("Stripe could not end the checkout.", { cause: error });
      }
    },
    async refund(request: RefundRequest): Promise<ProviderRefund> {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: request.paymentId,
            amount: request.amountCents,
            metadata: { refund: request.reference, reference: request.bookingReference },
          },
          // A retried request for the same refund gets the same refund, never a second one.
          { idempotencyKey: `refund-${request.reference}` },
        );
        return { id: refund.id, status: refund.status === "succeeded" ? "succeeded" : refund.status === "failed" || refund.status === "canceled" ? "failed" : "pending" };
      } catch (error) {
        throw new PaymentProviderError("Stripe could not refund the payment.", { cause: error });
      }
    },
    async capture(request: AuthorizationRequest): Promise<void> {
      try {
        // The same key again is the same capture, never a second one.
        await stripe.paymentIntents.capture(request.paymentId, {}, { idempotencyKey: `capture-${request.reference}` });
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "payment_intent_unexpected_state") {
          const intent = await stripe.paymentIntents.retrieve(request.paymentId).catch(() => null);
          if (intent?.status === "succeeded") return;
          if (intent?.status === "canceled") throw new AuthorizationLapsed();
        }
        throw new PaymentProviderError("Stripe could not capture the payment.", { cause: error });
      }
    },
    async cancelAuthorization(request: AuthorizationRequest): Promise<void> {
      try {
        await stripe.paymentIntents.cancel(request.paymentId, { cancellation_reason: "abandoned" }, { idempotencyKey: `void-${request.reference}` });
      } catch (error) {
        // Already canceled (or lapsed): nothing is held.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "payment_intent_unexpected_state") {
          const intent = await stripe.paymentIntents.retrieve(request.paymentId).catch(() => null);
          if (intent?.status === "canceled") return;
          if (intent?.status === "succeeded") throw new AlreadyCaptured();
        }
        throw new PaymentProviderError("Stripe could not release the authorisation.", { cause: error });
      }
    },
    parseWebhook(rawBody, signature) {
      if (!signature) throw new Error("No Stripe-Signature header.");
      const event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      return { eventId: event.id, type: event.type, outcome: outcomeOf(event) };
    },
  };
}

function outcomeOf(event: Stripe.Event): PaymentOutcome | null {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = event.data.object;
      // A checkout captured later completes "unpaid": the card is authorised (the PaymentIntent requires_capture).
      const authorized = session.metadata?.capture === "manual" && event.type === "checkout.session.completed" && session.status === "complete";
      // Other "unpaid" completions (delayed methods) are settled by async_payment_succeeded or _failed.
      if (session.payment_status !== "paid" && !authorized) return null;
      const reference = session.client_reference_id ?? session.metadata?.reference;
      if (!reference) return null;
      const paymentIntent = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
      return {
        kind: authorized ? "authorized" : "paid",
        checkoutId: session.id,
        reference,
        paymentId: paymentIntent ?? session.id,
        amountCents: session.amount_total ?? 0,
        currency: (session.currency ?? "").toUpperCase(),
        paymentMethod: session.payment_method_types?.[0] ?? null,
      };
    }
    case "checkout.session.expired":
    case "checkout.session.async_payment_failed": {
      const session = event.data.object;
      const reference = session.client_reference_id ?? session.metadata?.reference;
      return reference ? { kind: "expired", checkoutId: session.id, reference } : null;
    }
    case "refund.created":
    case "refund.updated":
    case "refund.failed":
    case "charge.refund.updated": {
      const refund = event.data.object;
      const reference = refund.metadata?.refund;
      if (!reference) return null;
      if (refund.status === "succeeded") return { kind: "refunded", reference, providerRefundId: refund.id, amountCents: refund.amount };
      if (refund.status === "failed" || refund.status === "canceled") {
        return { kind: "refund_failed", reference, providerRefundId: refund.id, message: refund.failure_reason ?? refund.status };
      }
      return null;
    }
    default:
      return null;
  }
}
