// A pie's ownership transfers (spec 3 §4: requested, then accepted or rejected by the receiver;
// the pie is transferring meanwhile; ADR 0073). The team itself is pie_moderators (../db.ts).
import { sql } from "drizzle-orm";
import { check, index, pgEnum, pgTable, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, instant } from "../../db/columns.js";
import { users } from "../../access/db.js";
import { PIE_TRANSFER_STATUSES } from "../../../contract/pies/team-messages.js";
import { pies } from "../db.js";

export const pieTransferStatus = pgEnum("pie_transfer_status", PIE_TRANSFER_STATUSES);

export const pieOwnershipTransfers = pgTable(
  "pie_ownership_transfers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    pieId: uuid("pie_id")
      .notNull()
      .references(() => pies.id, { onDelete: "cascade" }),
    /** The owner when it was requested: only they gain or lose by it. */
    fromUserId: uuid("from_user_id")
      .notNull()
      .references(() => users.id),
    toUserId: uuid("to_user_id")
      .notNull()
      .references(() => users.id),
    /** Who asked (the owner, or a member holding CAN_TRANSFER_OWNERSHIP); told of the answer. */
    requestedBy: uuid("requested_by")
      .notNull()
      .references(() => users.id),
    status: pieTransferStatus("status").notNull().default("PENDING"),
    createdAt: createdAt(),
    decidedAt: instant("decided_at"),
  },
  (t) => [
    // One pending transfer per pie: pies.isTransfering is "a PENDING row exists".
    uniqueIndex("pie_ownership_transfers_one_pending").on(t.pieId).where(sql`${t.status} = 'PENDING'`),
    index("pie_ownership_transfers_to_idx").on(t.toUserId, t.status),
    check("pie_ownership_transfers_two_people", sql`${t.fromUserId} <> ${t.toUserId}`),
    check("pie_ownership_transfers_decided", sql`(${t.status} = 'PENDING') = (${t.decidedAt} is null)`),
  ],
);

export type PieOwnershipTransferRow = typeof pieOwnershipTransfers.$inferSelect;
