// E-mail subscriptions by address (spec 1 §3 User.emailSubscriptions, §7 "update e-mail
// subscriptions (and a public subscription update by e-mail)"). Every e-mail carries a
// link with a signed token naming its address, so anyone holding the e-mail can manage
// what that address receives without signing in, and no one can for another address.
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client.js";
import { emailSubscriptions } from "../../db/schema.js";
import type { Clock } from "../../kernel/clock.js";
import { badUserInput } from "../../kernel/errors.js";
import { subscriptionMessages } from "../../../contract/account/messages.js";
import { parseInput } from "../../kernel/validation.js";

export const SUBSCRIPTION_CATEGORIES = ["eventUpdates", "invitations", "productNews"] as const;
export type SubscriptionCategory = (typeof SUBSCRIPTION_CATEGORIES)[number];
export type Subscriptions = Record<SubscriptionCategory, boolean>;

const ALL_ON: Subscriptions = { eventUpdates: true, invitations: true, productNews: true };

export interface SubscriptionTokens {
  sign(email: string): string;
  /** The address a token names, or null when it was not signed by us (tampered, truncated, another key). */
  verify(token: string): string | null;
}

/** HMAC-SHA256 over the lowercased address, under a key derived for this purpose only. Links never expire. */
export function createSubscriptionTokens(secret: string): SubscriptionTokens {
  const key = Buffer.from(hkdfSync("sha256", secret, "", "email-subscription-link", 32));
  const mac = (email: string) => createHmac("sha256", key).update(email).digest();
  return {
    sign(email) {
      const address = email.trim().toLowerCase();
      return `${Buffer.from(address).toString("base64url")}.${mac(address).toString("base64url")}`;
    },
    verify(token) {
      const [encoded, signature, extra] = token.split(".");
      if (!encoded || !signature || extra !== undefined) return null;
      const address = Buffer.from(encoded, "base64url").toString("utf8");
      const given = Buffer.from(signature, "base64url");
      const expected = mac(address);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return address;
    },
  };
}

export async function subscriptionsOf(db: Database, email: string): Promise<Subscriptions> {
  const [row] = await db.select().from(emailSubscriptions).where(eq(emailSubscriptions.email, email.trim().toLowerCase()));
  if (!row) return { ...ALL_ON };
  return { eventUpdates: row.eventUpdates, invitations: row.invitations, productNews: row.productNews };
}

export async function isSubscribed(db: Database, email: string, category: SubscriptionCategory): Promise<boolean> {
  return (await subscriptionsOf(db, email))[category];
}

const updateInput = z.object({
  eventUpdates: z.boolean().optional(),
  invitations: z.boolean().optional(),
  productNews: z.boolean().optional(),
});

export async function updateSubscriptions(deps: { db: Database; clock: Clock }, email: string, input: unknown): Promise<Subscriptions> {
  const patch = parseInput(updateInput, input);
  const address = email.trim().toLowerCase();
  const next = { ...(await subscriptionsOf(deps.db, address)), ...stripUndefined(patch) };
  const now = deps.clock();
  await deps.db
    .insert(emailSubscriptions)
    .values({ email: address, ...next, updatedAt: now })
    .onConflictDoUpdate({ target: emailSubscriptions.email, set: { ...next, updatedAt: now } });
  return next;
}

/** The address behind a link's token; BAD_USER_INPUT when the token is not ours. */
export function addressOfToken(tokens: SubscriptionTokens, token: string): string {
  const address = tokens.verify(token);
  if (!address) throw badUserInput(subscriptionMessages.linkInvalid, { token: subscriptionMessages.linkInvalid });
  return address;
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
