// The access area's tables for passkeys and social sign-in (spec 1 §2.1, §7).
import { sql } from "drizzle-orm";
import { bigint, boolean, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { instant, createdAt } from "../../db/columns.js";
import { users } from "./users.js";

/** A WebAuthn credential (passkey) a user registered. */
export const passkeyCredentials = pgTable(
  "passkey_credentials",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The authenticator's credential id, base64url. */
    credentialId: text("credential_id").notNull(),
    /** COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    /** Signature counter last seen; a response must exceed it (when either is non-zero). */
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports").array().notNull().default(sql`'{}'::text[]`),
    deviceName: text("device_name").notNull(),
    backedUp: boolean("backed_up").notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: instant("last_used_at"),
  },
  (t) => [uniqueIndex("passkey_credentials_credential_id_key").on(t.credentialId), index("passkey_credentials_user_id_idx").on(t.userId)],
);

/** A WebAuthn challenge handed out with options; single use, bound to the opaque token returned with them. */
export const webauthnChallenges = pgTable(
  "webauthn_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** sha256 of the opaque token, base64url. */
    tokenHash: text("token_hash").notNull(),
    /** "register" or "login". */
    purpose: text("purpose").notNull(),
    /** The registering user; for login, the user named in the request (null for a usernameless login). */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    challenge: text("challenge").notNull(),
    createdAt: createdAt(),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
  },
  (t) => [uniqueIndex("webauthn_challenges_token_hash_key").on(t.tokenHash), index("webauthn_challenges_expires_at_idx").on(t.expiresAt)],
);

/** An identity at a social provider, linked to one account by (provider, subject). */
export const socialIdentities = pgTable(
  "social_identities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    /** The provider's `sub`. */
    subject: text("subject").notNull(),
    email: text("email"),
    emailVerified: boolean("email_verified").notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: instant("last_used_at"),
  },
  (t) => [uniqueIndex("social_identities_provider_subject_key").on(t.provider, t.subject), index("social_identities_user_id_idx").on(t.userId)],
);

/**
 * One social sign-in round trip: state, PKCE verifier and nonce while the browser is at
 * the provider; then the one-time exchange code the web app trades for a session.
 */
export const socialSignIns = pgTable(
  "social_sign_ins",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    /** sha256 of the `state` sent to the provider. */
    stateHash: text("state_hash").notNull(),
    /** sha256 of the secret in the browser's binding cookie. */
    bindingHash: text("binding_hash").notNull(),
    codeVerifier: text("code_verifier").notNull(),
    nonce: text("nonce").notNull(),
    /** Where the web app wants the browser back (a path starting /auth/process). */
    returnPath: text("return_path").notNull(),
    createdAt: createdAt(),
    expiresAt: instant("expires_at").notNull(),
    /** The provider answered (or failed): the state cannot be used again. */
    completedAt: instant("completed_at"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** sha256 of the one-time exchange code handed to the web app. */
    exchangeCodeHash: text("exchange_code_hash"),
    exchangeExpiresAt: instant("exchange_expires_at"),
    exchangedAt: instant("exchanged_at"),
  },
  (t) => [
    uniqueIndex("social_sign_ins_state_hash_key").on(t.stateHash),
    uniqueIndex("social_sign_ins_exchange_code_hash_key").on(t.exchangeCodeHash),
    index("social_sign_ins_expires_at_idx").on(t.expiresAt),
  ],
);

export type PasskeyCredentialRow = typeof passkeyCredentials.$inferSelect;
export type SocialIdentityRow = typeof socialIdentities.$inferSelect;
