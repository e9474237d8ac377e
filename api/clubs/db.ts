// The clubs area's tables (spec 3 §3 Club, §6 club roles): clubs and their team. Events name
// the club they belong to (events.club_id, api/events/tables/events.ts).
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, instant, updatedAt } from "../db/columns.js";
import { users } from "../access/db.js";
import { CLUB_ACCESS } from "../../contract/clubs/messages.js";
import { CLUB_COLLABORATOR_ROLES, CLUB_MEMBER_KINDS } from "../../contract/clubs/permissions.js";
import { DEFAULT_BRAND_COLOR } from "../../contract/clubs/colors.js";

export const clubAccess = pgEnum("club_access", CLUB_ACCESS);
export const clubRole = pgEnum("club_role", CLUB_COLLABORATOR_ROLES);
export const clubMemberKind = pgEnum("club_member_kind", CLUB_MEMBER_KINDS);

/** One of the accounts shown to users (spec 3 §4: twitter as X, youtube, spotify, twitch) and its user name or link. */
export type ClubSocialAccount = { scheme: string; value: string };

export const clubs = pgTable(
  "clubs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description"),
    access: clubAccess("access").notNull().default("PUBLIC"),
    published: boolean("published").notNull().default(false),
    isVerified: boolean("is_verified").notNull().default(false),
    /** #RRGGBB as entered; shown through brandColorOf (an invalid one falls back to black). */
    brandColor: text("brand_color").notNull().default(DEFAULT_BRAND_COLOR),
    imageUrl: text("image_url"),
    uploadedAssetId: uuid("uploaded_asset_id"),
    socialAccounts: jsonb("social_accounts").$type<ClubSocialAccount[]>().notNull().default([]),
    ownerUserId: uuid("owner_user_id")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("clubs_slug_key").on(t.slug), index("clubs_owner_idx").on(t.ownerUserId)],
);

export const clubTeamMembers = pgTable(
  "club_team_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    role: clubRole("role").notNull(),
    kind: clubMemberKind("kind").notNull(),
    assignedAt: instant("assigned_at").notNull().defaultNow(),
  },
  (t) => [
    // One place on the team per member: a change of role updates it (the team page's rows are members).
    uniqueIndex("club_team_members_club_user_key").on(t.clubId, t.userId),
    // "The clubs a member manages" (managed clubs) reads by user.
    index("club_team_members_user_idx").on(t.userId),
    // Team members hold team roles; collaborators may also be event and offer managers (spec 3 §6).
    check("club_team_members_role_fits_kind", sql`${t.kind} = 'COLLABORATOR' or ${t.role} in ('ACCOUNT_MANAGER', 'ADMIN', 'REWARD_MANAGER')`),
  ],
);

/** Who belongs to a club (spec 3 §3 membership.joinedAt): a member joins once; the row stays while they are a member. */
export const clubMemberships = pgTable(
  "club_memberships",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    joinedAt: instant("joined_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("club_memberships_club_user_key").on(t.clubId, t.userId),
    // "My memberships" reads by member, newest first.
    index("club_memberships_user_idx").on(t.userId, t.joinedAt),
  ],
);

/**
 * Everyone who ever joined a club, kept when they leave (ADR 0079): a first join through a
 * member's invite link names the inviter; a rejoin finds the row and earns nobody anything.
 * The row holds the member's invite code for the club (ADR 0087): 12 URL-safe characters of
 * 72 random bits, made by the database with the row, the same after a rename or a rejoin.
 */
export const clubFirstJoins = pgTable(
  "club_first_joins",
  {
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    joinedAt: instant("joined_at").notNull().defaultNow(),
    invitedByUserId: uuid("invited_by_user_id").references(() => users.id, { onDelete: "set null" }),
    // Bytes 1–6 and 11–16 of two version-4 UUIDs are random (pg_strong_random); base64 of 12 bytes has no padding.
    inviteCode: text("invite_code")
      .notNull()
      .default(
        sql`translate(encode(substring(uuid_send(gen_random_uuid()) from 1 for 6) || substring(uuid_send(gen_random_uuid()) from 11 for 6), 'base64'), '+/', '-_')`,
      ),
  },
  (t) => [
    uniqueIndex("club_first_joins_club_user_key").on(t.clubId, t.userId),
    index("club_first_joins_inviter_idx").on(t.invitedByUserId),
    uniqueIndex("club_first_joins_invite_code_key").on(t.inviteCode),
  ],
);

/**
 * A club's loyalty tiers (spec 3 §3 tiers: level, name, description, colours, minimum points). A
 * member's tier is the highest whose minimum they have earned (contract/clubs/tiers.ts): points
 * earned, not the balance, so spending never demotes.
 */
export const clubTiers = pgTable(
  "club_tiers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    level: integer("level").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    /** #RRGGBB, shown through brandColorOf like the club's own colour. */
    color: text("color").notNull().default(DEFAULT_BRAND_COLOR),
    minimumPoints: integer("minimum_points").notNull(),
    /** /media/<id>.webp (1000×1000), or null. */
    imageUrl: text("image_url"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("club_tiers_club_level_key").on(t.clubId, t.level),
    uniqueIndex("club_tiers_club_minimum_key").on(t.clubId, t.minimumPoints),
    check("club_tiers_level_positive", sql`${t.level} >= 1`),
    check("club_tiers_minimum_not_negative", sql`${t.minimumPoints} >= 0`),
  ],
);

export type ClubRow = typeof clubs.$inferSelect;
export type ClubMembershipRow = typeof clubMemberships.$inferSelect;
export type ClubTierRow = typeof clubTiers.$inferSelect;
export type ClubTeamMemberRow = typeof clubTeamMembers.$inferSelect;
