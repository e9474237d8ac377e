// The pie area's wish list (spec 3 §1 "keep a wish list of pies", §3 wished and wishersCount;
// ADR 0068): one row per member and pie they wish for. /home's Watchlist lists them.
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
  (t) => [primaryKey({ columns: [t.userId, t.pieId] }), index("pie_wishes_pie_idx").on(t.pieId)],
);
