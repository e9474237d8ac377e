// The local sandbox provider: used by default in a local trial and in tests, where Stripe
// cannot be reached. It behaves like a hosted checkout: the buyer is sent to its page
// (/dev/pay/{id}, served by the web app in a trial only), types a test card, and the
// outcome is reported to the same handler Stripe's webhooks feed. Test cards (Stripe's numbers):
//   4242 4242 4242 4242, 5555 5555 5555 4444   paid
//   4000 0000 0000 0002                         declined
//   4000 0000 0000 9995                         declined, insufficient funds
//   4000 0025 0000 3155                         asks for a second step (authentication)
// Any other number is declined, as in Stripe's test mode. A checkout opened with `captureLater`
// authorises instead (the money held, as Stripe's capture_method "manual"): capture takes it,
// cancelAuthorization releases it, and an authorisation not captured within
// SANDBOX_AUTHORIZATION_DAYS lapses, as a card authorisation does.
import { randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import type { Clock } from "../kernel/clock.js";
import { sandboxCheckouts, sandboxRefunds } from "./db.js";
import { checkoutMessages } from "../../contract/events/messages.js";
import type { SandboxCheckoutView, SandboxPayResult } from "../../contract/payments/sandbox.js";
import {
  amountOf,
  AlreadyCaptured,
  AuthorizationLapsed,
  PaymentProviderError,
  type AuthorizationRequest,
  type Checkout,
  type CheckoutRequest,
  type PaymentOutcomeHandler,
  type PaymentProvider,
  type ProviderRefund,
  type RefundRequest,
} from "./provider.js";

export const SANDBOX_CARDS = {
  paid: ["4242424242424242", "5555555555554444"],
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
  authentication: "4000002500003155",
} as const;

/** Days an authorisation can be captured (Stripe's for online card payments). */
export const SANDBOX_AUTHORIZATION_DAYS = 7;

export interface SandboxCard {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export interface SandboxProvider extends PaymentProvider {
  readonly name: "sandbox";
  find(id: string): Promise<SandboxCheckoutView | null>;
  pay(id: string, card: SandboxCard): Promise<SandboxPayResult>;
  /** The second step of a card that asks for it: approve or refuse. */
  authenticate(id: string, approve: boolean): Promise<SandboxPayResult>;
  /** The buyer leaves: where to go (the merchant's cancel address). */
  cancel(id: string): Promise<string | null>;
}

export function createSandboxProvider(deps: { db: Database; clock: Clock; publicUrl: string; onOutcome: PaymentOutcomeHandler }): SandboxProvider {
  const { db, clock } = deps;

  async function load(id: string) {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const [row] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id));
    if (!row) return null;
    // Past its time, an open checkout expires (and says so once).
    if ((row.status === "open" || row.status === "requires_action") && row.expiresAt <= clock()) {
      await closeAsExpired(row.id, row.reference);
      return { ...row, status: "expired" };
    }
    return row;
  }

  async function closeAsExpired(id: string, reference: string) {
    const closed = await db
      .update(sandboxCheckouts)
      .set({ status: "expired", updatedAt: clock() })
      .where(and(eq(sandboxCheckouts.id, id), inArray(sandboxCheckouts.status, ["open", "requires_action"])))
      .returning({ id: sandboxCheckouts.id });
    if (closed.length) await deps.onOutcome({ kind: "expired", checkoutId: id, reference });
  }

  /** Marks it paid (or authorised, when captured later) once (concurrent submits: one wins) and reports the payment. */
  async function complete(id: string, from: "open" | "requires_action", paymentMethod: string): Promise<SandboxPayResult> {
    const paymentId = `sandbox_pi_${randomBytes(12).toString("hex")}`;
    const now = clock();
    const [row] = await db
      .update(sandboxCheckouts)
      .set({
        status: sql`case when ${sandboxCheckouts.captureMethod} = 'manual' then 'authorized' else 'complete' end`,
        authorizationExpiresAt: sql`case when ${sandboxCheckouts.captureMethod} = 'manual' then ${new Date(now.getTime() + SANDBOX_AUTHORIZATION_DAYS * 86_400_000).toISOString()}::timestamptz end`,
        paymentId,
        paymentMethod,
        updatedAt: now,
      })
      .where(and(eq(sandboxCheckouts.id, id), eq(sandboxCheckouts.status, from)))
      .returning();
    if (!row) {
      const current = await load(id);
      return { status: "closed", redirectTo: current && isPaid(current.status) ? current.successUrl : (current?.cancelUrl ?? deps.publicUrl) };
    }
    await deps.onOutcome({
      kind: row.status === "authorized" ? "authorized" : "paid",
      checkoutId: row.id,
      reference: row.reference,
      paymentId,
      amountCents: row.amountCents,
      currency: row.currency,
      paymentMethod,
    });
    return { status: "paid", redirectTo: row.successUrl };
  }

  return {
    name: "sandbox",
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const [row] = await db
        .insert(sandboxCheckouts)
        .values({
          reference: request.reference,
          lines: request.lines,
          amountCents: amountOf(request.lines),
          currency: request.currency,
          customerEmail: request.customerEmail,
          successUrl: request.successUrl,
          cancelUrl: request.cancelUrl,
          captureMethod: request.captureLater ? "manual" : "automatic",
          expiresAt: request.expiresAt,
          createdAt: clock(),
          updatedAt: clock(),
        })
        .returning({ id: sandboxCheckouts.id });
      return { id: row.id, url: new URL(`/dev/pay/${row.id}`, deps.publicUrl).href };
    },
    async expireCheckout(checkoutId: string) {
      const row = await load(checkoutId);
      if (row && (row.status === "open" || row.status === "requires_action")) await closeAsExpired(row.id, row.reference);
    },
    async refund(request: RefundRequest): Promise<ProviderRefund> {
      // As Stripe: one refund per idempotency key, never more back than was paid. The payment's
      // row is locked so that two refunds of it are counted one after the other.
      const refund = await db.transaction(async (tx) => {
        const [paid] = await tx
          .select()
          .from(sandboxCheckouts)
          .where(and(eq(sandboxCheckouts.paymentId, request.paymentId), eq(sandboxCheckouts.status, "complete")))
          .for("update");
        if (!paid) throw new PaymentProviderError("The sandbox has no such payment.");
        const key = `refund-${request.reference}`;
        const [existing] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, key));
        if (existing) return existing;
        if (paid.currency.toUpperCase() !== request.currency.toUpperCase()) throw new PaymentProviderError("The refund's currency differs from the payment's.");
        const [{ refunded }] = await tx
          .select({ refunded: sql<number>`coalesce(sum(${sandboxRefunds.amountCents}), 0)::int` })
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.paymentId, request.paymentId));
        if (request.amountCents <= 0 || refunded + request.amountCents > paid.amountCents) throw new PaymentProviderError("The refund is more than what is left of the payment.");
        const [row] = await tx
          .insert(sandboxRefunds)
          .values({ idempotencyKey: key, paymentId: request.paymentId, reference: request.reference, amountCents: request.amountCents, currency: paid.currency, createdAt: clock() })
          .returning();
        return row;
      });
      // The sandbox's webhook: the outcome, reported at once (again for a repeated request, as a redelivery would).
      await deps.onOutcome({ kind: "refunded", reference: refund.reference, providerRefundId: `sandbox_re_${refund.id}`, amountCents: refund.amountCents });
      return { id: `sandbox_re_${refund.id}`, status: "succeeded" };
    },
    async capture(request: AuthorizationRequest) {
      // The payment's row locked: a capture and a void of it at the same time take turns.
      await db.transaction(async (tx) => {
        const [held] = await tx.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.paymentId, request.paymentId)).for("update");
        if (!held || held.reference !== request.reference) throw new PaymentProviderError("The sandbox has no such payment.");
        if (held.status === "complete") return; // Captured already: the same capture.
        if (held.status === "authorized" && held.authorizationExpiresAt && held.authorizationExpiresAt > clock()) {
          await tx.update(sandboxCheckouts).set({ status: "complete", updatedAt: clock() }).where(eq(sandboxCheckouts.id, held.id));
          return;
        }
        if (held.status === "authorized") await tx.update(sandboxCheckouts).set({ status: "canceled", updatedAt: clock() }).where(eq(sandboxCheckouts.id, held.id));
        if (held.status === "authorized" || held.status === "canceled") return "lapsed";
        throw new PaymentProviderError("The sandbox payment is not authorised.");
      }).then((result) => {
        if (result === "lapsed") throw new AuthorizationLapsed();
      });
    },
    async cancelAuthorization(request: AuthorizationRequest) {
      const [held] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.paymentId, request.paymentId));
      if (!held || held.reference !== request.reference) throw new PaymentProviderError("The sandbox has no such payment.");
      const released = await db
        .update(sandboxCheckouts)
        .set({ status: "canceled", updatedAt: clock() })
        .where(and(eq(sandboxCheckouts.id, held.id), eq(sandboxCheckouts.status, "authorized")))
        .returning({ id: sandboxCheckouts.id });
      if (released.length) return;
      // Read again: a capture may have committed since the first read.
      const [now] = await db.select({ status: sandboxCheckouts.status }).from(sandboxCheckouts).where(eq(sandboxCheckouts.id, held.id));
      if (now?.status === "complete") throw new AlreadyCaptured();
    },
    async find(id) {
      const row = await load(id);
      if (!row) return null;
      return {
        id: row.id,
        status: row.status as SandboxCheckoutView["status"],
        lines: row.lines,
        amountCents: row.amountCents,
        currency: row.currency,
        customerEmail: row.customerEmail,
        cancelUrl: row.cancelUrl,
        successUrl: row.successUrl,
      };
    },
    async pay(id, card) {
      const row = await load(id);
      if (!row) return { status: "closed", redirectTo: deps.publicUrl };
      if (isPaid(row.status)) return { status: "closed", redirectTo: row.successUrl };
      if (row.status !== "open") return { status: "closed", redirectTo: row.cancelUrl };
      const fields = checkCard(card, clock());
      if (fields) return { status: "declined", message: Object.values(fields)[0], fields };
      const number = card.number.replace(/\D/g, "");
      const method = `${number.startsWith("5") ? "Mastercard" : "Visa"} •••• ${number.slice(-4)}`;
      if ((SANDBOX_CARDS.paid as readonly string[]).includes(number)) return complete(id, "open", method);
      if (number === SANDBOX_CARDS.authentication) {
        await db
          .update(sandboxCheckouts)
          .set({ status: "requires_action", paymentMethod: method, updatedAt: clock() })
          .where(and(eq(sandboxCheckouts.id, id), eq(sandboxCheckouts.status, "open")));
        return { status: "requires_action" };
      }
      const message = number === SANDBOX_CARDS.insufficientFunds ? checkoutMessages.insufficientFunds : checkoutMessages.cardDeclined;
      return { status: "declined", message, fields: { number: message } };
    },
    async authenticate(id, approve) {
      const row = await load(id);
      if (!row) return { status: "closed", redirectTo: deps.publicUrl };
      if (row.status !== "requires_action") return { status: "closed", redirectTo: isPaid(row.status) ? row.successUrl : row.cancelUrl };
      if (approve) return complete(id, "requires_action", row.paymentMethod ?? "Card");
      // A refused authentication returns the checkout to the card form, nothing charged.
      await db
        .update(sandboxCheckouts)
        .set({ status: "open", updatedAt: clock() })
        .where(and(eq(sandboxCheckouts.id, id), eq(sandboxCheckouts.status, "requires_action")));
      return { status: "declined", message: checkoutMessages.authenticationFailed };
    },
    async cancel(id) {
      const row = await load(id);
      if (!row) return null;
      return isPaid(row.status) ? row.successUrl : row.cancelUrl;
    },
  };
}

/** The buyer paid: charged, or authorised (whatever the merchant did with the authorisation since). */
function isPaid(status: string): boolean {
  return status === "complete" || status === "authorized" || status === "canceled";
}

/** Field errors of a card form, or null when it is well formed. */
export function checkCard(card: SandboxCard, now: Date): Record<string, string> | null {
  const fields: Record<string, string> = {};
  const number = card.number.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) fields.number = checkoutMessages.cardNumberInvalid;
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiry);
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? Number(expiry[2].length === 2 ? `20${expiry[2]}` : expiry[2]) : 0;
  // Valid through the last day of its month.
  if (!expiry || month < 1 || month > 12 || Date.UTC(year, month, 1) <= now.getTime()) fields.expiry = checkoutMessages.expiryInvalid;
  if (!/^\d{3,4}$/.test(card.cvc.trim())) fields.cvc = checkoutMessages.cvcInvalid;
  if (!card.name.trim()) fields.name = checkoutMessages.nameRequired;
  return Object.keys(fields).length ? fields : null;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
