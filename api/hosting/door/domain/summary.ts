// The checked-in summary (spec 2 §7 "checked-in ticket summary (eventId) with per-zone
// counts"), the passes a door device keeps for scanning offline, and the search for a guest by
// name to check them in without a scan.
import { createHash } from "node:crypto";
import { and, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../../db/client.js";
import { attendees, bookings, userTickets, users, eventTickets } from "../../../db/schema.js";
import type { AuthDeps, DomainDeps } from "../../../kernel/deps.js";
import { issueTicketPass } from "../../../events/domain/ticket-pass.js";
import { ticketScans } from "../db.js";
import { requireDoorAction } from "./door-access.js";
import { likePattern } from "../../../kernel/like-pattern.js";
import { DOOR_SEARCH_MIN } from "../../../../contract/hosting/door-messages.js";
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
  // Without QR passes nothing is scanned, offline either.
  if (!event.optInUseQrPass) return [];
  const tickets = await zoneTickets(deps.db, event.id, zone);
  return tickets.map(({ status, ...ticket }) => ({ ...ticket, passHash: passHashOf(issueTicketPass(deps.ticketPassKey, { id: ticket.ticketId, status })!) }));
}

export type DoorTicket = Omit<OfflinePass, "passHash">;

const DOOR_SEARCH_MAX_RESULTS = 20;

/**
 * The zone's admissible tickets whose holder's name or user name holds the search (at least
 * DOOR_SEARCH_MIN characters), at most 20, by name: checking a guest in by name, with or
 * without QR passes. Door staff only; they read the holder's name, nothing else of them.
 */
export async function findDoorTickets(deps: AuthDeps, viewerId: string, eventId: string, zoneId: string | null, search: string): Promise<DoorTicket[]> {
  const event = await requireDoorAction(deps, viewerId, eventId, "SCAN_TICKETS");
  const zone = await zoneForScan(deps.db, event.id, zoneId);
  const pattern = search.trim().length >= DOOR_SEARCH_MIN ? likePattern(search) : null;
  if (!pattern) return [];
  const named = sql`(${users.name} ilike ${pattern} or ${users.userName} ilike ${pattern})`;
  const tickets = await zoneTickets(deps.db, event.id, zone, named, DOOR_SEARCH_MAX_RESULTS);
  return tickets.map(({ status: _status, ...ticket }) => ticket);
}

/** The zone's admissible tickets (those matching `where` too), with their admissions in the zone. */
async function zoneTickets(db: Database, eventId: string, zone: Zone, where?: SQL, limit?: number) {
  const holderName = sql<string | null>`coalesce(${users.name}, ${users.userName})`;
  const query = db
    .select({ id: userTickets.id, status: userTickets.status, firstSeen: userTickets.firstSeenAt, ticketType: eventTickets.ticketType, holderName })
    .from(userTickets)
    .innerJoin(attendees, eq(attendees.id, userTickets.attendeeId))
    .innerJoin(eventTickets, eq(eventTickets.id, userTickets.eventTicketId))
    .innerJoin(users, eq(users.id, userTickets.ownerUserId))
    .leftJoin(bookings, eq(bookings.id, userTickets.transactionId))
    .where(and(admissibleTickets(eventId), zone.eventTicketIds ? inArray(userTickets.eventTicketId, zone.eventTicketIds) : undefined, where));
  const rows = limit ? await query.orderBy(holderName, userTickets.id).limit(limit) : await query;
  const counts = rows.length ? await admissionCounts(db, rows.map((row) => row.id), zone.id) : new Map<string, number>();
  return rows.map((row) => ({
    ticketId: row.id,
    status: row.status,
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
