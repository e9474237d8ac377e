// The payment provider interface (docs/decisions/0018). A booking pays through a hosted
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
  | { kind: "expired"; checkoutId: string; reference: string };

export type PaymentOutcomeHandler = (outcome: PaymentOutcome) => Promise<void>;

export interface PaymentProvider {
  readonly name: "stripe" | "sandbox";
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Ends an unpaid checkout (the buyer cancelled): it cannot be paid afterwards. */
  expireCheckout(checkoutId: string): Promise<void>;
}

/** The provider could not be reached or refused the request: nothing was charged. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PaymentProviderError";
  }
}

/** Sum of the lines, in cents. */
export function amountOf(lines: readonly CheckoutLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitAmountCents * line.quantity, 0);
}
