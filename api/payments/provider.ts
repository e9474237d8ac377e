// The payment provider interface (docs/decisions/0019). A booking pays through a hosted
// checkout: the buyer is sent to the provider's page and comes back to our success or
// cancel address; the provider then tells us the outcome (Stripe by a signed webhook,
// the local sandbox in-process). Both work without JavaScript in our pages.

export interface CheckoutLine {
  name: string;
  unitAmountCents: number;
  quantity: number;
}

export interface CheckoutRequest {
  /** Our booking id: comes back with every outcome. */
  reference: string;
  /** What the buyer sees; their sum is the amount charged. */
  lines: CheckoutLine[];
  currency: string;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
  /** After this the checkout can no longer be paid. */
  expiresAt: Date;
  /**
   * Authorise only (Stripe's capture_method "manual"): the money is held on the buyer's card and
   * taken by `capture`, or released by `cancelAuthorization` (docs/decisions/0054).
   */
  captureLater?: boolean;
}

export interface Checkout {
  id: string;
  /** Where to send the buyer. */
  url: string;
}

/** What a provider reports about a checkout. */
export type PaymentOutcome =
  | {
      kind: "paid";
      checkoutId: string;
      reference: string;
      paymentId: string;
      amountCents: number;
      currency: string;
      paymentMethod: string | null;
    }
  /** A checkout with `captureLater` was paid: the money is held, not yet taken. */
  | {
      kind: "authorized";
      checkoutId: string;
      reference: string;
      paymentId: string;
      amountCents: number;
      currency: string;
      paymentMethod: string | null;
    }
  | { kind: "expired"; checkoutId: string; reference: string }
  /** A refund went through; `reference` is our refund's id. */
  | { kind: "refunded"; reference: string; providerRefundId: string; amountCents: number }
  /** The provider could not refund (the money stays with the buyer's bank); `reference` is our refund's id. */
  | { kind: "refund_failed"; reference: string; providerRefundId: string; message: string };

export interface RefundRequest {
  /** Our refund's id: the idempotency key, and comes back with its outcome. */
  reference: string;
  /** The booking refunded. */
  bookingReference: string;
  /** The provider's payment (a Stripe PaymentIntent). */
  paymentId: string;
  amountCents: number;
  currency: string;
}

export interface ProviderRefund {
  id: string;
  /** Stripe confirms most refunds at once, some later (then by webhook). */
  status: "pending" | "succeeded" | "failed";
}

export interface AuthorizationRequest {
  /** Our booking id: with the operation, the idempotency key. */
  reference: string;
  /** The authorised payment (a Stripe PaymentIntent in requires_capture). */
  paymentId: string;
}

export type PaymentOutcomeHandler = (outcome: PaymentOutcome) => Promise<void>;

export interface PaymentProvider {
  readonly name: "stripe" | "sandbox";
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Ends an unpaid checkout (the buyer cancelled): it cannot be paid afterwards. */
  expireCheckout(checkoutId: string): Promise<void>;
  /**
   * Gives money of a payment back. The same `reference` again is the same refund (an idempotency
   * key), never a second one. The outcome also comes to the outcome handler (Stripe's webhook).
   */
  refund(request: RefundRequest): Promise<ProviderRefund>;
  /**
   * Takes the money an authorisation holds, all of it. Capturing again is the same capture.
   * AuthorizationLapsed when it can no longer be captured (voided, or past its validity).
   */
  capture(request: AuthorizationRequest): Promise<void>;
  /** Releases an authorisation (a void): nothing is charged. Already released or lapsed: nothing to do. AlreadyCaptured when it was captured. */
  cancelAuthorization(request: AuthorizationRequest): Promise<void>;
}

/** The authorisation can no longer be captured (voided, or lapsed): nothing was or will be charged. */
export class AuthorizationLapsed extends Error {
  constructor(message = "The card authorisation has lapsed.") {
    super(message);
    this.name = "AuthorizationLapsed";
  }
}

/** The provider could not be reached or refused the request: nothing was charged. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PaymentProviderError";
  }
}

/** A release (void) met an authorisation already captured: the money was taken, so only a refund gives it back. */
export class AlreadyCaptured extends PaymentProviderError {
  constructor(message = "A captured payment cannot be released; refund it.") {
    super(message);
    this.name = "AlreadyCaptured";
  }
}

/** Sum of the lines, in cents. */
export function amountOf(lines: readonly CheckoutLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitAmountCents * line.quantity, 0);
}
