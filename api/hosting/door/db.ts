// The door's tables (spec 2 §3 scanning zones, §4 check-in): an event's zones and the
// append-only log of every scan. api/db/schema.ts re-exports them for drizzle-kit.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { createdAt, instant, updatedAt } from "../../db/columns.js";
import { users } from "../../access/db.js";
import { events, userTickets } from "../../events/db.js";

/** A part of the venue and the ticket types it admits, each ticket at most maxScans times. */
export const scanningZones = pgTable(
  "scanning_zones",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    eventTicketIds: uuid("event_ticket_ids").array().notNull(),
    maxScans: integer("max_scans").notNull().default(1),
    /** A deleted zone keeps its row: its scans still name it. */
    deletedAt: instant("deleted_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("scanning_zones_event_name_key").on(t.eventId, sql`lower(${t.name})`).where(sql`${t.deletedAt} is null`),
    check("scanning_zones_max_scans_range", sql`${t.maxScans} between 1 and 1000`),
  ],
);

/** What one scan answered: admitted (OK), a refusal, or a row voiding an earlier admission. */
export const scanOutcome = pgEnum("scan_outcome", [
  "OK",
  "ALREADY_SCANNED",
  "WRONG_ZONE",
  "NOT_APPROVED",
  "UNPAID",
  /** Its money was given back (a refund of the ticket or its booking). */
  "REFUNDED",
  "CANCELLED",
  "NOT_YET_VALID",
  "UNKNOWN",
  /** Staff undid the admission named by voids_scan_id (un-check-in). */
  "UNDONE",
  /** An earlier offline scan arrived later and took the admission named by voids_scan_id. */
  "SUPERSEDED",
]);

/**
 * Every scan and un-check-in, never changed or deleted. A ticket's admissions in a zone are
 * its OK rows that no UNDONE or SUPERSEDED row voids. zone_id null: the event's implicit
 * zone "All tickets". (user_ticket_id, nonce) is unique: a retried scan finds its first answer.
 */
export const ticketScans = pgTable(
  "ticket_scans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    /** Null when the code named no ticket of this event (UNKNOWN). */
    userTicketId: uuid("user_ticket_id").references(() => userTickets.id, { onDelete: "cascade" }),
    zoneId: uuid("zone_id").references(() => scanningZones.id, { onDelete: "cascade" }),
    outcome: scanOutcome("outcome").notNull(),
    /** The scanning device's id for this scan (a retry repeats it). */
    nonce: text("nonce").notNull(),
    /** When the scan was made: the device's time for an offline scan, else the server's. */
    scannedAt: instant("scanned_at").notNull(),
    isOffline: boolean("is_offline").notNull().default(false),
    /** The ticket's admissions in the zone after this scan, and its first admission then. */
    scanCount: integer("scan_count").notNull().default(0),
    firstSeenAt: instant("first_seen_at"),
    voidsScanId: uuid("voids_scan_id").references((): AnyPgColumn => ticketScans.id, { onDelete: "cascade" }),
    scannedByUserId: uuid("scanned_by_user_id").references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("ticket_scans_ticket_nonce_key").on(t.userTicketId, t.nonce),
    // An admission is voided at most once.
    uniqueIndex("ticket_scans_voids_key").on(t.voidsScanId),
    // A refusal shows the ticket's latest scans: newest first straight from the index, however
    // often the ticket was scanned.
    // (ascending, read backwards: the query's DESC puts nulls first, as a backward scan does)
    index("ticket_scans_ticket_latest_idx").on(t.userTicketId, t.scannedAt, t.createdAt),
    // Each scan counts the ticket's live admissions in its zone under the ticket's row lock.
    index("ticket_scans_ticket_admitted_idx").on(t.userTicketId, t.zoneId, t.scannedAt).where(sql`${t.outcome} = 'OK'`),
    index("ticket_scans_event_admitted_idx").on(t.eventId, t.zoneId).where(sql`${t.outcome} = 'OK'`),
  ],
);

export type ScanningZoneRow = typeof scanningZones.$inferSelect;
export type TicketScanRow = typeof ticketScans.$inferSelect;
