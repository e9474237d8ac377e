// The local sandbox payment provider's REST answers (/api/dev/payments/{id}), as the API
// sends them and its hosted page (/dev/pay/{id}) reads them.

export interface SandboxCheckoutView {
  id: string;
  /** authorized: paid, the money held until the merchant captures it (complete) or releases it (canceled). */
  status: "open" | "requires_action" | "authorized" | "complete" | "canceled" | "expired";
  lines: { name: string; unitAmountCents: number; quantity: number }[];
  amountCents: number;
  currency: string;
  customerEmail: string | null;
  cancelUrl: string;
  successUrl: string;
}

/** What paying, authenticating or leaving came to: where to go next, or why not. */
export type SandboxPayResult =
  | { status: "paid"; redirectTo: string }
  | { status: "requires_action" }
  | { status: "declined"; message: string; fields?: Record<string, string> }
  | { status: "closed"; redirectTo: string };
