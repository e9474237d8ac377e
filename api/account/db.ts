// The account area's tables (Drizzle): password reset and e-mail change tokens, the
// impersonation audit, e-mail subscriptions. api/db/schema.ts re-exports them for drizzle-kit.
import { boolean, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { instant, createdAt, updatedAt } from "../db/columns.js";
import { socialSignIns, users } from "../access/db.js";

// ---------------------------------------------------------------- account life cycle (spec 1 §2.1, §4, §7)

/** Password-reset links: single use, short-lived, stored hashed. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
  },
  (t) => [uniqueIndex("password_reset_tokens_token_hash_key").on(t.tokenHash), index("password_reset_tokens_user_id_idx").on(t.userId)],
);

/** A signed-in user's request to move to a new address, confirmed from that address. */
export const emailChangeTokens = pgTable(
  "email_change_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Lowercased new address. */
    newEmail: text("new_email").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
  },
  (t) => [uniqueIndex("email_change_tokens_token_hash_key").on(t.tokenHash), index("email_change_tokens_user_id_idx").on(t.userId)],
);

/** What staff did while acting as someone else: the real actor is always recorded. */
export const impersonationAudit = pgTable(
  "impersonation_audit",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The staff member really acting. No cascade: the trail outlives accounts' sessions. */
    actorUserId: uuid("actor_user_id").notNull(),
    /** The account acted as. */
    subjectUserId: uuid("subject_user_id").notNull(),
    sessionId: uuid("session_id"),
    /** e.g. "POST /auth/password/update-password" or "graphql mutation UpdateProfile". */
    action: text("action").notNull(),
    /** How it ended: "allowed", "refused" or "failed: <code>"; null while it runs (or if the process died). */
    outcome: text("outcome"),
    ipAddress: text("ip_address"),
    createdAt: createdAt(),
  },
  (t) => [index("impersonation_audit_actor_idx").on(t.actorUserId, t.createdAt), index("impersonation_audit_subject_idx").on(t.subjectUserId)],
);
// ---------------------------------------------------------------- e-mail subscriptions (spec 1 §7)

/** What an address wants to receive; a missing row means every category is on. Keyed by address so it works without an account. */
export const emailSubscriptions = pgTable("email_subscriptions", {
  email: text("email").primaryKey(),
  eventUpdates: boolean("event_updates").notNull().default(true),
  invitations: boolean("invitations").notNull().default(true),
  productNews: boolean("product_news").notNull().default(true),
  updatedAt: updatedAt(),
});

export type EmailSubscriptionRow = typeof emailSubscriptions.$inferSelect;

// ---------------------------------------------------------------- social accounts (spec 1 §3 socialMedias, §7)

/**
 * A social round trip (api/access social_sign_ins) started by a signed-in member to connect
 * an account at the provider to their own, rather than to sign in: the callback links the
 * identity to this user and never signs anyone in or makes an account.
 */
export const socialConnectRequests = pgTable("social_connect_requests", {
  signInId: uuid("sign_in_id")
    .primaryKey()
    .references(() => socialSignIns.id, { onDelete: "cascade" }),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The shown name asked for: twitter, youtube, spotify or twitch. */
  provider: text("provider").notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- payout accounts (spec 1 §3, §7)

/** An account a member's payouts go to, linked through a payout provider (api/account/payouts). */
export const payoutAccounts = pgTable(
  "payout_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    externalAccountId: text("external_account_id").notNull(),
    label: text("label").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("payout_accounts_provider_account_key").on(t.provider, t.externalAccountId), index("payout_accounts_user_idx").on(t.userId)],
);

/** One trip to a payout provider's onboarding: single use, short-lived, bound to the member who started it. */
export const payoutConnectionStates = pgTable(
  "payout_connection_states",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** sha256 of the `state` sent to the provider. */
    stateHash: text("state_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
  },
  (t) => [uniqueIndex("payout_connection_states_state_hash_key").on(t.stateHash)],
);

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
