// The checked-in summary (spec 2 §7 "checked-in ticket summary (eventId) with per-zone
// counts"), and the passes a door device keeps for scanning offline.
import { createHash } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../../db/client.js";
import { attendees, bookings, userTickets, users, eventTickets } from "../../../db/schema.js";
import type { AuthDeps, DomainDeps } from "../../../kernel/deps.js";
import { issueTicketPass } from "../../../events/domain/ticket-pass.js";
import { ticketScans } from "../db.js";
import { requireDoorAction } from "./door-access.js";
import { inZone } from "./scan-log.js";
import { zoneForScan, zonesOf, type Zone } from "./zones.js";

export interface ZoneCount {
  zoneId: string | null;
  name: string;
  checkedIn: number;
  admissible: number;
}

export interface CheckedInSummary {
  eventId: string;
  zones: ZoneCount[];
  checkedIn: number;
  admissible: number;
}

const voids = alias(ticketScans, "voids");

/** Tickets that may enter (with their plus-ones): active, of an approved attendee, paid when bought. */
function admissibleTickets(eventId: string) {
  return and(
    eq(userTickets.eventId, eventId),
    eq(userTickets.status, "ACTIVE"),
    eq(attendees.state, "APPROVED"),
    sql`(${userTickets.transactionId} is null or ${bookings.status} = 'COMPLETED')`,
  );
}

async function admissibleByTicketType(db: Database, eventId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ eventTicketId: userTickets.eventTicketId, count: sql<number>`sum(1 + ${userTickets.additionalGuests})::int` })
    .from(userTickets)
    .innerJoin(attendees, eq(attendees.id, userTickets.attendeeId))
    .leftJoin(bookings, eq(bookings.id, userTickets.transactionId))
    .where(admissibleTickets(eventId))
    .groupBy(userTickets.eventTicketId);
  return new Map(rows.map((row) => [row.eventTicketId, row.count]));
}

/**
 * Checked-in people per zone (a ticket with a live admission there counts its holder and their
 * plus-ones), for zone ids and the implicit zone (null).
 */
async function checkedInByZone(db: Database, eventId: string): Promise<{ perZone: Map<string | null, number>; total: number }> {
  const admitted = and(eq(ticketScans.eventId, eventId), eq(ticketScans.outcome, "OK"), isNull(voids.id));
  const inZones = db
    .selectDistinct({ zoneId: ticketScans.zoneId, ticketId: ticketScans.userTicketId })
    .from(ticketScans)
    .leftJoin(voids, eq(voids.voidsScanId, ticketScans.id))
    .where(admitted)
    .as("in_zones");
  const rows = await db
    .select({ zoneId: inZones.zoneId, count: sql<number>`coalesce(sum(1 + ${userTickets.additionalGuests}), 0)::int` })
    .from(inZones)
    .innerJoin(userTickets, eq(userTickets.id, inZones.ticketId))
    .groupBy(inZones.zoneId);
  const inAny = db
    .selectDistinct({ ticketId: ticketScans.userTicketId })
    .from(ticketScans)
    .leftJoin(voids, eq(voids.voidsScanId, ticketScans.id))
    .where(admitted)
    .as("in_any");
  const [total] = await db
    .select({ count: sql<number>`coalesce(sum(1 + ${userTickets.additionalGuests}), 0)::int` })
    .from(inAny)
    .innerJoin(userTickets, eq(userTickets.id, inAny.ticketId));
  return { perZone: new Map(rows.map((row) => [row.zoneId, row.count])), total: total?.count ?? 0 };
}

export async function summaryOf(db: Database, eventId: string): Promise<CheckedInSummary> {
  const [zones, byType, checkedIn] = await Promise.all([zonesOf(db, eventId), admissibleByTicketType(db, eventId), checkedInByZone(db, eventId)]);
  const admissibleIn = (zone: Zone) =>
    [...byType.entries()].filter(([type]) => !zone.eventTicketIds || zone.eventTicketIds.includes(type)).reduce((sum, [, count]) => sum + count, 0);
  return {
    eventId,
    zones: zones.map((zone) => ({ zoneId: zone.id, name: zone.name, checkedIn: checkedIn.perZone.get(zone.id) ?? 0, admissible: admissibleIn(zone) })),
    checkedIn: checkedIn.total,
    admissible: [...byType.values()].reduce((sum, count) => sum + count, 0),
  };
}

/** The summary, for door staff (SCAN_TICKETS). */
export async function checkedInSummary(deps: DomainDeps, viewerId: string, eventId: string): Promise<CheckedInSummary> {
  const event = await requireDoorAction(deps, viewerId, eventId, "SCAN_TICKETS");
  return summaryOf(deps.db, event.id);
}

export interface OfflinePass {
  /** SHA-256 of the pass, hex: a device recognises a scanned pass by it but cannot make one from it. */
  passHash: string;
  ticketId: string;
  ticketType: string;
  holderName: string | null;
  /** Admissions in the zone when the list was made. */
  scanCount: number;
  firstSeen: Date | null;
}

export function passHashOf(pass: string): string {
  return createHash("sha256").update(pass.trim()).digest("hex");
}

/** The zone's admissible tickets as hashes of their passes, for deciding scans while offline. Door staff only. */
export async function offlinePasses(deps: AuthDeps, viewerId: string, eventId: string, zoneId: string | null): Promise<OfflinePass[]> {
  const event = await requireDoorAction(deps, viewerId, eventId, "SCAN_TICKETS");
  const zone = await zoneForScan(deps.db, event.id, zoneId);
  const rows = await deps.db
    .select({
      id: userTickets.id,
      status: userTickets.status,
      firstSeen: userTickets.firstSeenAt,
      ticketType: eventTickets.ticketType,
      holderName: sql<string | null>`coalesce(${users.name}, ${users.userName})`,
    })
    .from(userTickets)
    .innerJoin(attendees, eq(attendees.id, userTickets.attendeeId))
    .innerJoin(eventTickets, eq(eventTickets.id, userTickets.eventTicketId))
    .innerJoin(users, eq(users.id, userTickets.ownerUserId))
    .leftJoin(bookings, eq(bookings.id, userTickets.transactionId))
    .where(and(admissibleTickets(event.id), zone.eventTicketIds ? inArray(userTickets.eventTicketId, zone.eventTicketIds) : undefined));
  const counts = rows.length ? await admissionCounts(deps.db, rows.map((row) => row.id), zone.id) : new Map<string, number>();
  return rows.map((row) => ({
    passHash: passHashOf(issueTicketPass(deps.ticketPassKey, row)!),
    ticketId: row.id,
    ticketType: row.ticketType,
    holderName: row.holderName,
    scanCount: counts.get(row.id) ?? 0,
    firstSeen: row.firstSeen,
  }));
}

async function admissionCounts(db: Database, ticketIds: string[], zoneId: string | null): Promise<Map<string, number>> {
  const rows = await db
    .select({ ticketId: ticketScans.userTicketId, count: sql<number>`count(*)::int` })
    .from(ticketScans)
    .leftJoin(voids, eq(voids.voidsScanId, ticketScans.id))
    .where(and(inArray(ticketScans.userTicketId, ticketIds), inZone(zoneId), eq(ticketScans.outcome, "OK"), isNull(voids.id)))
    .groupBy(ticketScans.userTicketId);
  return new Map(rows.map((row) => [row.ticketId!, row.count]));
}
