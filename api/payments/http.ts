// The payments module's HTTP routes: Stripe's webhook (signed, raw body) and, with the
// local sandbox provider, the calls of its hosted checkout page (/dev/pay/{id} in the web app).
import express, { Router } from "express";
import type { Logger } from "pino";
import type { Database } from "../db/client.js";
import type { Clock } from "../kernel/clock.js";
import { checkoutMessages } from "../../contract/events/messages.js";
import { paymentWebhookEvents } from "./db.js";
import type { PaymentOutcomeHandler } from "./provider.js";
import type { SandboxProvider } from "./sandbox-provider.js";
import type { StripeProvider } from "./stripe-provider.js";

export function createStripeWebhookRouter(deps: { db: Database; clock: Clock; logger: Logger; stripe: StripeProvider; onOutcome: PaymentOutcomeHandler }): Router {
  const router = Router();
  // The signature is over the exact bytes sent: read them raw, never re-serialised JSON.
  router.post("/", express.raw({ type: "*/*", limit: "1mb" }), async (req, res, next) => {
    let parsed: ReturnType<StripeProvider["parseWebhook"]>;
    try {
      parsed = deps.stripe.parseWebhook(req.body as Buffer, req.get("stripe-signature"));
    } catch (error) {
      deps.logger.warn({ err: error }, "stripe webhook with a bad signature");
      res.status(400).json({ code: "BAD_USER_INPUT", message: checkoutMessages.webhookSignature });
      return;
    }
    try {
      // Applying is idempotent (by the booking's state), so a redelivery after a failure here is safe;
      // the delivery is recorded after it was applied.
      if (parsed.outcome) await deps.onOutcome(parsed.outcome);
      await deps.db
        .insert(paymentWebhookEvents)
        .values({ provider: "stripe", eventId: parsed.eventId, type: parsed.type, receivedAt: deps.clock() })
        .onConflictDoNothing();
      res.json({ received: true });
    } catch (error) {
      next(error);
    }
  });
  return router;
}

export function createSandboxRouter(sandbox: SandboxProvider): Router {
  const router = Router();
  router.use(express.json({ limit: "4kb" }));
  router.get("/:id", async (req, res, next) => {
    try {
      const checkout = await sandbox.find(req.params.id);
      if (!checkout) res.status(404).json({ code: "NOT_FOUND", message: checkoutMessages.bookingNotFound });
      else res.json(checkout);
    } catch (error) {
      next(error);
    }
  });
  router.post("/:id/pay", async (req, res, next) => {
    try {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const text = (key: string) => (typeof body[key] === "string" ? (body[key] as string) : "");
      res.json(await sandbox.pay(req.params.id, { number: text("number"), expiry: text("expiry"), cvc: text("cvc"), name: text("name") }));
    } catch (error) {
      next(error);
    }
  });
  router.post("/:id/authenticate", async (req, res, next) => {
    try {
      res.json(await sandbox.authenticate(req.params.id, (req.body as { approve?: unknown })?.approve === true));
    } catch (error) {
      next(error);
    }
  });
  router.post("/:id/cancel", async (req, res, next) => {
    try {
      res.json({ redirectTo: await sandbox.cancel(req.params.id) });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
