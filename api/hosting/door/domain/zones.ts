// Scanning zones (spec 2 §3): name, the ticket types they admit, scans per ticket. An event
// without zones has one implicit zone, "All tickets", admitting each ticket once.
import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import { eventTickets } from "../../../db/schema.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { badUserInput, conflict, notFound } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import { scanningZones, type ScanningZoneRow } from "../db.js";
import { requireDoorAction } from "./door-access.js";
import { IMPLICIT_ZONE, SCANNING_LIMITS, doorMessages as m } from "../../../../contract/hosting/door-messages.js";

/** A zone as scans see it; id null is the implicit zone. */
export interface Zone {
  id: string | null;
  name: string;
  /** Null: every ticket type of the event. */
  eventTicketIds: string[] | null;
  maxScans: number;
}

export const implicitZone: Zone = { id: null, name: IMPLICIT_ZONE.name, eventTicketIds: null, maxScans: IMPLICIT_ZONE.maxScans };

function zoneOf(row: ScanningZoneRow): Zone {
  return { id: row.id, name: row.name, eventTicketIds: row.eventTicketIds, maxScans: row.maxScans };
}

/** The event's zones in the order they were made; the implicit one when it has none. */
export async function zonesOf(db: Database, eventId: string): Promise<Zone[]> {
  const rows = await db
    .select()
    .from(scanningZones)
    .where(and(eq(scanningZones.eventId, eventId), isNull(scanningZones.deletedAt)))
    .orderBy(asc(scanningZones.createdAt), asc(scanningZones.id));
  return rows.length ? rows.map(zoneOf) : [implicitZone];
}

/** The event's ticket types, in the editor's order, for choosing what a zone admits. */
export function ticketTypesOf(db: Database, eventId: string): Promise<{ eventTicketId: string; ticketType: string }[]> {
  return db
    .select({ eventTicketId: eventTickets.id, ticketType: eventTickets.ticketType })
    .from(eventTickets)
    .where(eq(eventTickets.eventId, eventId))
    .orderBy(asc(eventTickets.sortOrder), asc(eventTickets.createdAt));
}

/** The zone a scan is made at: NOT_FOUND for a zone of another event, deleted, or the implicit one of an event with zones. */
export async function zoneForScan(db: Database, eventId: string, zoneId: string | null): Promise<Zone> {
  const zones = await zonesOf(db, eventId);
  const zone = zones.find((candidate) => candidate.id === zoneId);
  if (!zone) throw notFound(m.zoneNotFound);
  return zone;
}

export interface ZoneInput {
  zoneId?: string | null;
  name: string;
  eventTicketIds: readonly string[];
  maxScans: number;
}

async function checkZoneInput(db: Database, eventId: string, input: ZoneInput): Promise<{ name: string; eventTicketIds: string[] }> {
  const fields: Record<string, string> = {};
  const name = input.name.trim();
  if (!name) fields.name = m.zoneNameRequired;
  else if (name.length > SCANNING_LIMITS.zoneName) fields.name = m.zoneNameTooLong;
  if (!Number.isInteger(input.maxScans) || input.maxScans < 1 || input.maxScans > SCANNING_LIMITS.maxScans) fields.maxScans = m.maxScansRange;
  const ids = [...new Set(input.eventTicketIds)];
  if (ids.length === 0) fields.eventTicketIds = m.zoneTicketsRequired;
  else {
    const known = await db.select({ id: eventTickets.id }).from(eventTickets).where(eq(eventTickets.eventId, eventId));
    const knownIds = new Set(known.map((row) => row.id));
    if (ids.some((id) => !isUuid(id) || !knownIds.has(id))) fields.eventTicketIds = m.zoneTicketUnknown;
  }
  if (Object.keys(fields).length) throw badUserInput(Object.values(fields)[0], fields);
  return { name, eventTicketIds: ids };
}

/** Adds a zone, or changes one (zoneId). Event editors only. */
export async function saveZone(deps: DomainDeps, viewerId: string, eventId: string, input: ZoneInput): Promise<Zone> {
  const event = await requireDoorAction(deps, viewerId, eventId, "EDIT_EVENT");
  if (input.zoneId && !isUuid(input.zoneId)) throw notFound(m.zoneNotFound);
  const { name, eventTicketIds } = await checkZoneInput(deps.db, event.id, input);
  const nameTaken = await deps.db
    .select({ id: scanningZones.id })
    .from(scanningZones)
    .where(
      and(
        eq(scanningZones.eventId, event.id),
        isNull(scanningZones.deletedAt),
        sql`lower(${scanningZones.name}) = lower(${name})`,
        input.zoneId ? ne(scanningZones.id, input.zoneId) : undefined,
      ),
    );
  if (nameTaken.length) throw conflict(m.zoneNameTaken, { name: m.zoneNameTaken });
  const values = { name, eventTicketIds, maxScans: input.maxScans };
  if (input.zoneId) {
    const [row] = await deps.db
      .update(scanningZones)
      .set({ ...values, updatedAt: deps.clock() })
      .where(and(eq(scanningZones.id, input.zoneId), eq(scanningZones.eventId, event.id), isNull(scanningZones.deletedAt)))
      .returning();
    if (!row) throw notFound(m.zoneNotFound);
    return zoneOf(row);
  }
  const [{ count }] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(scanningZones)
    .where(and(eq(scanningZones.eventId, event.id), isNull(scanningZones.deletedAt)));
  if (count >= SCANNING_LIMITS.zonesPerEvent) throw badUserInput(m.tooManyZones);
  const [row] = await deps.db.insert(scanningZones).values({ ...values, eventId: event.id }).returning();
  return zoneOf(row);
}

/** Deletes a zone; its scans keep naming it. Event editors only. */
export async function deleteZone(deps: DomainDeps, viewerId: string, eventId: string, zoneId: string): Promise<void> {
  const event = await requireDoorAction(deps, viewerId, eventId, "EDIT_EVENT");
  if (!isUuid(zoneId)) throw notFound(m.zoneNotFound);
  const deleted = await deps.db
    .update(scanningZones)
    .set({ deletedAt: deps.clock() })
    .where(and(eq(scanningZones.id, zoneId), eq(scanningZones.eventId, event.id), isNull(scanningZones.deletedAt)))
    .returning({ id: scanningZones.id });
  if (!deleted.length) throw notFound(m.zoneNotFound);
}
