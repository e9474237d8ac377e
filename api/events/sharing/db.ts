// The sharing part's table (Drizzle): the places of a ticket offered to someone else by link.
// api/db/schema.ts re-exports it for drizzle-kit.
import { sql } from "drizzle-orm";
import { check, index, pgTable, uuid } from "drizzle-orm/pg-core";
import { instant, createdAt } from "../../db/columns.js";
import { users } from "../../access/db.js";
import { events, ticketShareStatus, userTickets } from "../db.js";

/**
 * A place of a ticket that holds several (a purchase of 3) offered to someone else by link.
 * SHARING until claimed (SHARED) or taken back (REVOKED); the claimer gets a ticket of their
 * own for one place, split off the sharer's.
 */
export const ticketShares = pgTable(
  "ticket_shares",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userTicketId: uuid("user_ticket_id")
      .notNull()
      .references(() => userTickets.id, { onDelete: "cascade" }),
    sharerUserId: uuid("sharer_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: ticketShareStatus("status").notNull().default("SHARING"),
    claimedByUserId: uuid("claimed_by_user_id").references(() => users.id, { onDelete: "set null" }),
    claimedTicketId: uuid("claimed_ticket_id").references(() => userTickets.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    settledAt: instant("settled_at"),
  },
  (t) => [
    index("ticket_shares_user_ticket_idx").on(t.userTicketId, t.createdAt),
    check("ticket_shares_status_known", sql`${t.status} in ('SHARING', 'SHARED', 'REVOKED')`),
  ],
);

export type TicketShareRow = typeof ticketShares.$inferSelect;
