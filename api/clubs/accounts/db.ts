// A club's payout account (spec 3 §2 accounts; ADR 0061): where the club's money goes, linked
// through the same payout provider as members' payout accounts (api/account/domain/payout-provider.ts).
import { index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, instant } from "../../db/columns.js";
import { users } from "../../access/db.js";
import { clubs } from "../db.js";

export const clubPayoutAccounts = pgTable(
  "club_payout_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    externalAccountId: text("external_account_id").notNull(),
    label: text("label").notNull(),
    connectedByUserId: uuid("connected_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    // One payout account per club: connecting another needs the first disconnected.
    uniqueIndex("club_payout_accounts_club_key").on(t.clubId),
    uniqueIndex("club_payout_accounts_provider_account_key").on(t.provider, t.externalAccountId),
  ],
);

/** One trip to the provider's onboarding for a club: single use, short-lived, bound to the manager who started it. */
export const clubPayoutConnectionStates = pgTable(
  "club_payout_connection_states",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stateHash: text("state_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
  },
  (t) => [uniqueIndex("club_payout_connection_states_state_hash_key").on(t.stateHash), index("club_payout_connection_states_club_idx").on(t.clubId)],
);

export type ClubPayoutAccountRow = typeof clubPayoutAccounts.$inferSelect;
