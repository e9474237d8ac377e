// The access area's tables for the terms a user accepts and the platform invites (spec 1 §3, §7).
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { instant, createdAt } from "../../db/columns.js";
import { users } from "./users.js";

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

export type TermsVersionRow = typeof termsVersions.$inferSelect;
export type InviteRow = typeof invites.$inferSelect;
