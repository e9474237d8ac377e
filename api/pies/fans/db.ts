// The pies' fan side (spec 3 §1 "keep a wish list of pies", §3 wished and wishersCount; ADR 0069):
// who wished which pie. A wish is one row per pie and member; wishing again adds nothing.
import { index, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns.js";
import { users } from "../../access/db.js";
import { pies } from "../db.js";

export const pieWishes = pgTable(
  "pie_wishes",
  {
    pieId: uuid("pie_id")
      .notNull()
      .references(() => pies.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.pieId, t.userId], name: "pie_wishes_pkey" }), index("pie_wishes_user_idx").on(t.userId, t.createdAt)],
);

export type PieWishRow = typeof pieWishes.$inferSelect;
