// Reading the scan log (db.ts ticketScans) for an un-check-in: a ticket's live admissions
// and its first one. A scan reads it inside door_scan (migration 0024).
import { and, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../../db/client.js";
import { ticketScans } from "../db.js";
import type { ScanStatus } from "../../../../contract/hosting/door-messages.js";

export interface Admission {
  scanId: string;
  scannedAt: Date;
}

const voids = alias(ticketScans, "voids");

/** The zone condition: a zone id, or the implicit zone (null). */
export function inZone(zoneId: string | null) {
  return zoneId ? eq(ticketScans.zoneId, zoneId) : isNull(ticketScans.zoneId);
}

/** The ticket's admissions in the zone that nothing voided, earliest first. */
export async function liveAdmissions(db: Database, userTicketId: string, zoneId: string | null): Promise<Admission[]> {
  const rows = await db
    .select({ scanId: ticketScans.id, scannedAt: ticketScans.scannedAt })
    .from(ticketScans)
    .leftJoin(voids, eq(voids.voidsScanId, ticketScans.id))
    .where(and(eq(ticketScans.userTicketId, userTicketId), inZone(zoneId), eq(ticketScans.outcome, "OK"), isNull(voids.id)))
    .orderBy(ticketScans.scannedAt, ticketScans.id);
  return rows;
}

/** The earliest admission of the ticket in any zone that nothing voided; null when none. */
export async function firstLiveAdmission(db: Database, userTicketId: string): Promise<Date | null> {
  const [row] = await db
    .select({ first: sql<Date | null>`min(${ticketScans.scannedAt})`.mapWith((value) => (value ? new Date(value) : null)) })
    .from(ticketScans)
    .leftJoin(voids, eq(voids.voidsScanId, ticketScans.id))
    .where(and(eq(ticketScans.userTicketId, userTicketId), eq(ticketScans.outcome, "OK"), isNull(voids.id)));
  return row?.first ?? null;
}

/** An entry of the ticket's latest scans, shown on a refusal. */
export interface EarlierScan {
  scannedAt: Date;
  zoneName: string;
  status: ScanStatus | "UNDONE" | "SUPERSEDED";
  isOffline: boolean;
}
