// The access area's identity tables: users, their sessions, refresh tokens and e-mail
// verification tokens, with the enums of a user's profile (spec 1 §3).
import { sql } from "drizzle-orm";
import { boolean, date, doublePrecision, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { instant, createdAt, updatedAt } from "../../db/columns.js";

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
    /** The member's area as a point (spec 2 location radius, ADR 0055): events open only to members nearby measure from it. */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    tier: verificationTier("tier").notNull().default("UNVERIFIED"),
    repScore: integer("rep_score").notNull().default(0),
    termsAcceptedAt: instant("terms_accepted_at"),
    termsVersion: text("terms_version"),
    // ---- invites: platform invites this member may still send.
    userInvitesRemaining: integer("user_invites_remaining").notNull().default(5),
    // ---- the pie waiting list (spec 1 §3): when the member joined it (null: not on it), and whether the team let them in.
    pieWaitingListJoinedAt: instant("pie_waiting_list_joined_at"),
    canCreatePies: boolean("can_create_pies").notNull().default(false),
    mfaEnabled: boolean("mfa_enabled").notNull().default(false),
    deletedAt: instant("deleted_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // account life cycle: staff role for impersonation; deletedAt above marks a deactivation.
    role: userRole("role").notNull().default("MEMBER"),
    /** A demo account of a local trial (published password): a deployment refuses its every sign-in. */
    demo: boolean("demo").notNull().default(false),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    uniqueIndex("users_user_name_key").on(t.userName),
    // People search (api/account/domain/people-search.ts): every word of the name and the
    // handle, lowercased and unstemmed, so a prefix query finds "Maya Chen" from "che". Dots
    // become spaces: the parser reads "ana.lopez" as one host name, so "lopez" would miss it.
    index("users_people_search_idx")
      .using("gin", sql`to_tsvector('simple'::regconfig, translate(coalesce(${t.name}, '') || ' ' || coalesce(${t.userName}, ''), '.', ' '))`)
      .where(sql`${t.deletedAt} is null`),
  ],
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

export type UserRow = typeof users.$inferSelect;
/** What PublicUser shows of a member (every UserRow is one); lists read only these columns. */
export type PublicUserRow = Pick<UserRow, "id" | "name" | "userName" | "avatarUrl" | "tier">;
/** The columns of PublicUserRow, for a select that reads no more than a list shows. */
export const publicUserColumns = {
  id: users.id,
  name: users.name,
  userName: users.userName,
  avatarUrl: users.avatarUrl,
  tier: users.tier,
};
export type SessionRow = typeof sessions.$inferSelect;
