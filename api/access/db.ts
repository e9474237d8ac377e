// The access area's tables (Drizzle): users and their sessions and tokens, terms, invites,
// one-time codes, passkeys and social sign-in. api/db/schema.ts re-exports them for drizzle-kit.
import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { instant, createdAt, updatedAt } from "../db/columns.js";

// ---------------------------------------------------------------- enums (spec 1 §3)

export const gender = pgEnum("gender", ["MALE", "FEMALE", "OTHER", "NOT_DISCLOSED"]);
export const verificationTier = pgEnum("verification_tier", ["UNVERIFIED", "VERIFIED", "PREMIUM"]);
export const privacyPolicyState = pgEnum("privacy_policy_state", ["ACCEPTED", "DECLINED"]);
/** Account life cycle: staff rights, ordered admin > support > member. Only staff impersonate, never upwards. */
export const userRole = pgEnum("user_role", ["MEMBER", "SUPPORT", "ADMIN"]);

// ---------------------------------------------------------------- users and sessions

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Lowercased; the sign-in identity. */
    email: text("email").notNull(),
    emailVerifiedAt: instant("email_verified_at"),
    /** argon2id PHC string; null for accounts without a password (social sign-in, later). */
    passwordHash: text("password_hash"),
    name: text("name"),
    /** Public handle, lowercase; chosen on the second sign-up step. */
    userName: text("user_name"),
    dateOfBirth: date("date_of_birth", { mode: "string" }),
    /** E.164. */
    phoneNumber: text("phone_number"),
    phoneVerifiedAt: instant("phone_verified_at"),
    gender: gender("gender"),
    bio: text("bio"),
    avatarUrl: text("avatar_url"),
    countryCode: text("country_code"),
    address: text("address"),
    city: text("city"),
    region: text("region"),
    postalCode: text("postal_code"),
    addressCountryCode: text("address_country_code"),
    tier: verificationTier("tier").notNull().default("UNVERIFIED"),
    repScore: integer("rep_score").notNull().default(0),
    termsAcceptedAt: instant("terms_accepted_at"),
    termsVersion: text("terms_version"),
    // ---- invites: platform invites this member may still send.
    userInvitesRemaining: integer("user_invites_remaining").notNull().default(5),
    mfaEnabled: boolean("mfa_enabled").notNull().default(false),
    deletedAt: instant("deleted_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // account life cycle: staff role for impersonation; deletedAt above marks a deactivation.
    role: userRole("role").notNull().default("MEMBER"),
    /** A demo account of a local trial (published password): a deployment refuses its every sign-in. */
    demo: boolean("demo").notNull().default(false),
  },
  (t) => [uniqueIndex("users_email_key").on(t.email), uniqueIndex("users_user_name_key").on(t.userName)],
);

/** A sign-in: one family of refresh tokens. Revoking it ends every token of the family. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Set when an operator signs in as this user (impersonation). */
    impersonatedByUserId: uuid("impersonated_by_user_id").references(() => users.id, { onDelete: "cascade" }),
    userAgent: text("user_agent"),
    ipAddress: text("ip_address"),
    createdAt: createdAt(),
    lastUsedAt: instant("last_used_at").notNull().defaultNow(),
    revokedAt: instant("revoked_at"),
    revokedReason: text("revoked_reason"),
    // Codes feature: a second factor is still owed. The session's access token then works only
    // for verify-otp, resend-otp and sign-out (api/access/domain/sessions.ts).
    mfaPending: boolean("mfa_pending").notNull().default(false),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    /** sha256 of the opaque token, base64url. */
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: instant("expires_at").notNull(),
    /** When this token was exchanged for its successor. */
    rotatedAt: instant("rotated_at"),
    successorId: uuid("successor_id"),
    /** The successor's raw value, encrypted, kept only during the grace window after rotation. */
    successorSealed: text("successor_sealed"),
  },
  (t) => [uniqueIndex("refresh_tokens_token_hash_key").on(t.tokenHash), index("refresh_tokens_session_id_idx").on(t.sessionId)],
);

export const emailVerificationTokens = pgTable(
  "email_verification_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The address this link confirms (an account may change its e-mail later). */
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
  },
  (t) => [
    uniqueIndex("email_verification_tokens_token_hash_key").on(t.tokenHash),
    index("email_verification_tokens_user_id_idx").on(t.userId),
  ],
);

// ---------------------------------------------------------------- terms, invites and e-mail subscriptions

/** A published version of the terms of service and privacy policy; the newest published one is current. */
export const termsVersions = pgTable("terms_versions", {
  version: text("version").primaryKey(),
  /** Publication order when two versions share an instant. */
  seq: bigint("seq", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
  termsAndConditionsUrl: text("terms_and_conditions_url").notNull(),
  privacyPolicyUrl: text("privacy_policy_url").notNull(),
  publishedAt: instant("published_at").notNull(),
  createdAt: createdAt(),
});

export const inviteResponse = pgEnum("invite_response", ["ACCEPTED", "DECLINED"]);

/** A platform invite a member sends: a link usable `usesPerInvite` times until it expires or is revoked. */
export const invites = pgTable(
  "invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    inviterUserId: uuid("inviter_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Set by "invite by user name": only this user may answer. */
    inviteeUserId: uuid("invitee_user_id").references(() => users.id, { onDelete: "cascade" }),
    memo: text("memo"),
    role: text("role").notNull().default("MEMBER"),
    usesPerInvite: integer("uses_per_invite").notNull().default(1),
    /** Acceptances so far; never above usesPerInvite (checked under a row lock). */
    usesCount: integer("uses_count").notNull().default(0),
    redirectUrl: text("redirect_url"),
    /** The disclosure the invitee agrees to by accepting: { title, description, documentUrl, acceptButtonTitle }. */
    disclosure: jsonb("disclosure").$type<{ title: string; description: string; documentUrl: string | null; acceptButtonTitle: string }>(),
    expiresAt: instant("expires_at").notNull(),
    revokedAt: instant("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("invites_inviter_idx").on(t.inviterUserId, t.createdAt),
    index("invites_invitee_idx").on(t.inviteeUserId),
    check("invites_uses_within_limit", sql`${t.usesCount} >= 0 and ${t.usesCount} <= ${t.usesPerInvite}`),
  ],
);

/** One answer per user and invite. */
export const inviteAnswers = pgTable(
  "invite_answers",
  {
    inviteId: uuid("invite_id")
      .notNull()
      .references(() => invites.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    response: inviteResponse("response").notNull(),
    answeredAt: instant("answered_at").notNull(),
  },
  (t) => [uniqueIndex("invite_answers_invite_user_key").on(t.inviteId, t.userId)],
);

// ---------------------------------------------------------------- one-time codes (phone sign-in, second factor, phone verification)

export const oneTimeCodePurpose = pgEnum("one_time_code_purpose", ["PHONE_SIGN_IN", "VERIFY_SIGN_IN", "VERIFY_PHONE"]);

/**
 * The live code of one attempt. One row per (purpose, subject): a new start replaces
 * the row, so the previous code stops working. Codes are stored hashed, never plainly.
 */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purpose: oneTimeCodePurpose("purpose").notNull(),
    /** What the code is bound to: the E.164 number (phone sign-in), the session id (second factor) or the user id (phone verification). */
    subject: text("subject").notNull(),
    /** Null for a phone sign-in to a number no account uses: nothing was sent, nothing can match. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash"),
    /** Second factor: the long token of the e-mailed link, hashed. */
    linkTokenHash: text("link_token_hash"),
    createdAt: createdAt(),
    resendAt: instant("resend_at").notNull(),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
  },
  (t) => [
    uniqueIndex("one_time_codes_purpose_subject_key").on(t.purpose, t.subject),
    uniqueIndex("one_time_codes_link_token_hash_key").on(t.linkTokenHash),
  ],
);

/** Wrong-code counters and blocks, per key (e.g. number + client address, or the number alone). */
export const codeAttemptBlocks = pgTable("code_attempt_blocks", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  /** Failures older than the window no longer count. */
  windowStartedAt: instant("window_started_at").notNull(),
  blockedUntil: instant("blocked_until"),
});

export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type TermsVersionRow = typeof termsVersions.$inferSelect;
export type InviteRow = typeof invites.$inferSelect;

// ---------------------------------------------------------------- passkeys and social sign-in (spec 1 §2.1, §7)

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
