// Reading the scan log (db.ts ticketScans): a ticket's live admissions and its earlier scans.
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../../db/client.js";
import { scanningZones, ticketScans } from "../db.js";
import type { Admission } from "./scan-rules.js";
import { IMPLICIT_ZONE, type ScanStatus } from "../../../../contract/hosting/door-messages.js";

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

export interface EarlierScan {
  scannedAt: Date;
  zoneName: string;
  status: ScanStatus | "UNDONE" | "SUPERSEDED";
  isOffline: boolean;
}

const EARLIER_SCANS_SHOWN = 10;

/** The ticket's latest scans before `exceptId`, newest first (shown on a refusal). */
export async function earlierScans(db: Database, userTicketId: string, exceptId: string | null): Promise<EarlierScan[]> {
  const rows = await db
    .select({ id: ticketScans.id, scannedAt: ticketScans.scannedAt, zoneName: scanningZones.name, outcome: ticketScans.outcome, isOffline: ticketScans.isOffline })
    .from(ticketScans)
    .leftJoin(scanningZones, eq(scanningZones.id, ticketScans.zoneId))
    .where(eq(ticketScans.userTicketId, userTicketId))
    .orderBy(desc(ticketScans.scannedAt), desc(ticketScans.createdAt))
    .limit(EARLIER_SCANS_SHOWN + 1);
  return rows
    .filter((row) => row.id !== exceptId)
    .slice(0, EARLIER_SCANS_SHOWN)
    .map((row) => ({ scannedAt: row.scannedAt, zoneName: row.zoneName ?? IMPLICIT_ZONE.name, status: row.outcome, isOffline: row.isOffline }));
}
