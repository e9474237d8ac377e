// Event search (spec 2 §7): the public listing, or the viewer's own events, soonest
// first, paged by (start, id) keys so pages stay stable while events are added. With
// words to look for, Postgres full-text search (migration 0005) finds the events and
// ranks them, best first; the rank joins the page key. Near Me (criteria.near) keeps the
// events within a radius of a point, nearest first: the distance (haversine, in whole
// metres) leads the page key instead.
import { and, asc, between, count, desc, eq, getTableColumns, gt, gte, isNotNull, isNull, lt, lte, min, not, or, sql, type SQL } from "drizzle-orm";
import { events, type EventRow } from "../../db/schema.js";
import { userIsActive } from "../../account/domain/visibility.js";
import type { DomainDeps } from "../../kernel/deps.js";
import { badUserInput, DomainError } from "../../kernel/errors.js";
import { eventMessages } from "../../../contract/events/messages.js";
import { cachedListingCount, cachedListingPage, sharedListingKey } from "./listing-cache.js";

export const MAX_EVENT_PAGE_SIZE = 50;
const WEEK_MS = 7 * 24 * 3600_000;

export interface EventSearchCriteria {
  keyword?: string | null;
  onlyFeatured?: boolean | null;
  /** Events the viewer created, holds a role in, or attends. */
  onlyMyEvents?: boolean | null;
  /** Events starting within the next 7 days. */
  onlyThisWeek?: boolean | null;
  /** Events within radiusKm of a point, nearest first. */
  near?: NearPoint | null;
}

export interface NearPoint {
  latitude: number;
  longitude: number;
  radiusKm: number;
}

export const MAX_NEAR_RADIUS_KM = 500;
/** Mean Earth radius (IUGG), as the haversine formula uses it. */
const EARTH_RADIUS_KM = 6371.0088;

/**
 * Great-circle distance in kilometres between two points (haversine, as distanceMetersFrom
 * computes it in SQL): an event's location radius measures a member's area with it.
 */
export function haversineKm(from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(radians(to.latitude - from.latitude) / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(radians(to.longitude - from.longitude) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Where a page ends: the last event's start and id, its rank when words were searched, its distance near a point. */
export interface EventSearchKey {
  startAt: Date;
  id: string;
  rank?: number;
  distanceMeters?: number;
}

/** A found event, with its rank when words were searched and its distance near a point (for the next page's key). */
export type FoundEvent = EventRow & { searchRank?: number; distanceMeters?: number };

/** The generated, weighted tsvector of migration 0005 (not a mapped column: rows never carry it). */
const searchVector = sql`"events"."search_vector"`;

/**
 * What people type as a prefix query: each word (letters and digits only, so nothing
 * typed can break the query's syntax) matches words starting with it, all must match:
 * "rooftop ja" finds "Rooftop Jazz". Null when nothing searchable is left.
 */
export function prefixQuery(keyword: string): string | null {
  const words = keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [];
  return words.length ? words.map((word) => `${word}:*`).join(" & ") : null;
}

export interface EventSearchPage {
  events: FoundEvent[];
  hasNextPage: boolean;
  /** Counted only when asked for: a list page that shows no total costs no count(*). */
  totalCount: () => Promise<number>;
}

export async function searchEvents(
  deps: DomainDeps,
  viewerId: string | null,
  request: { first: number; after: EventSearchKey | null; criteria: EventSearchCriteria },
): Promise<EventSearchPage> {
  const { first, after, criteria } = request;
  if (!Number.isInteger(first) || first < 0 || first > MAX_EVENT_PAGE_SIZE) {
    throw badUserInput(eventMessages.invalidPageSize, { first: eventMessages.invalidPageSize });
  }
  const near = criteria.near ? validNearPoint(criteria.near) : null;
  const keyword = criteria.keyword?.trim();
  const words = keyword ? prefixQuery(keyword) : null;
  const query = words ? sql`to_tsquery('english', ${words})` : null;
  // An integer, so a page key can repeat it exactly. Near a point, distance orders instead.
  const rank = query && !near ? sql<number>`round(ts_rank(${searchVector}, ${query}) * 1000000)::int` : null;
  const distance = near ? distanceMetersFrom(near) : null;

  const filters = searchFilters(deps.clock(), viewerId, criteria);
  // Words were given but none is searchable ("!!!"): nothing matches, rather than everything.
  if (keyword) filters.push(query ? sql`${searchVector} @@ ${query}` : sql`false`);
  if (near && distance) filters.push(...nearFilters(near, viewerId), lte(distance, Math.round(near.radiusKm * 1000)));
  const filter = and(...filters);

  if (after && distance && after.distanceMeters === undefined) throw invalidCursor();
  const afterKey = after ? sql`(${events.startAt}, ${events.id}) > (${after.startAt.toISOString()}::timestamptz, ${after.id}::uuid)` : null;
  const pageFilter = !after
    ? filter
    : distance
      ? and(filter, sql`(${distance}, ${events.startAt}, ${events.id}) > (${after.distanceMeters}::int, ${after.startAt.toISOString()}::timestamptz, ${after.id}::uuid)`)
      : rank
        ? and(filter, or(sql`${rank} < ${after.rank ?? 0}`, and(sql`${rank} = ${after.rank ?? 0}`, afterKey!)))
        : and(filter, afterKey!);
  const columns = {
    ...getTableColumns(events),
    ...(rank ? { searchRank: rank } : {}),
    ...(distance ? { distanceMeters: distance } : {}),
  };
  const loadRows = (): Promise<FoundEvent[]> =>
    deps.db
      .select(columns)
      .from(events)
      .where(pageFilter)
      .orderBy(...(distance ? [asc(distance)] : rank ? [desc(rank)] : []), asc(events.startAt), asc(events.id))
      .limit(first + 1);
  const loadCount = async () => {
    const [row] = await deps.db.select({ count: count(), firstEnd: min(events.endAt) }).from(events).where(filter);
    return { count: row!.count, firstEnd: row!.firstEnd };
  };
  // The same for every viewer: through the read cache (listing-cache.ts).
  const listingKey = sharedListingKey(criteria, keyword, words);
  const rows = listingKey ? await cachedListingPage(deps, listingKey, { first, after }, loadRows) : await loadRows();
  const totalCount = async () => (listingKey ? cachedListingCount(deps, listingKey, loadCount) : (await loadCount()).count);
  return { events: rows.slice(0, first), hasNextPage: rows.length > first, totalCount };
}

function searchFilters(now: Date, viewerId: string | null, criteria: EventSearchCriteria): SQL[] {
  // Upcoming or still running.
  const filters: SQL[] = [isNull(events.deletedAt), gt(events.endAt, now)];

  if (criteria.onlyMyEvents) {
    if (!viewerId) throw new DomainError("AUTH_NOT_AUTHENTICATED", eventMessages.signInForMyEvents);
    filters.push(or(eq(events.createdByUserId, viewerId), viewerTakesPart(viewerId))!);
  } else {
    filters.push(eq(events.status, "PUBLISHED"), eq(events.isListed, true), eq(events.isPrivate, false), userIsActive(events.createdByUserId));
  }
  if (criteria.onlyFeatured) filters.push(eq(events.isFeatured, true));
  if (criteria.onlyThisWeek) filters.push(lt(events.startAt, new Date(now.getTime() + WEEK_MS)));

  return filters;
}

/** Staff on the event, or attending it (going, pending or invited; not declined); a cancelled one stays listed, marked Cancelled. */
function viewerTakesPart(viewerId: string): SQL {
  return sql`exists (
    select 1 from attendees a
    where a.event_id = ${events.id} and a.user_id = ${viewerId}
      and (
        not (a.roles <@ '{ATTENDEE}'::attendee_role[])
        or (${events.status} in ('PUBLISHED', 'CANCELLED') and a.state not in ('DECLINED', 'INVITEE_DECLINED'))
      )
  )`;
}

function invalidCursor(): DomainError {
  return badUserInput(eventMessages.invalidCursor, { after: eventMessages.invalidCursor });
}

function validNearPoint(near: NearPoint): NearPoint {
  const { latitude, longitude, radiusKm } = near;
  if (!Number.isFinite(latitude) || latitude < -90 || latitude > 90) {
    throw badUserInput(eventMessages.invalidLatitude, { latitude: eventMessages.invalidLatitude });
  }
  if (!Number.isFinite(longitude) || longitude < -180 || longitude > 180) {
    throw badUserInput(eventMessages.invalidLongitude, { longitude: eventMessages.invalidLongitude });
  }
  if (!Number.isFinite(radiusKm) || radiusKm <= 0 || radiusKm > MAX_NEAR_RADIUS_KM) {
    throw badUserInput(eventMessages.invalidRadius, { radiusKm: eventMessages.invalidRadius });
  }
  return near;
}

/**
 * Great-circle distance from the point to the event's location in whole metres (haversine;
 * plain SQL math, so PGlite runs it as Postgres does; no PostGIS). Whole metres, so a page
 * key repeats it exactly.
 */
function distanceMetersFrom(near: NearPoint): SQL<number> {
  const lat = events.locationLatitude;
  const lng = events.locationLongitude;
  const lat0 = sql`${near.latitude}::float8`;
  const lng0 = sql`${near.longitude}::float8`;
  return sql<number>`round(${2 * EARTH_RADIUS_KM * 1000}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(${lat} - ${lat0}) / 2), 2)
    + cos(radians(${lat0})) * cos(radians(${lat})) * power(sin(radians(${lng} - ${lng0}) / 2), 2)
  ))))::int`;
}

/**
 * Near Me's filters besides the distance: a located event whose place the viewer may see
 * (a place kept for approved attendees is neither found nor measured for anyone else, so
 * no distance can reveal it: the rule of canSeeExactLocation in SQL), inside a bounding box
 * around the circle that the (latitude, longitude) index serves before any distance is
 * computed.
 */
function nearFilters(near: NearPoint, viewerId: string | null): SQL[] {
  const filters: SQL[] = [isNotNull(events.locationLatitude), isNotNull(events.locationLongitude), locationVisibleTo(viewerId)];
  const { minLatitude, maxLatitude, longitudeRanges } = boundingBox(near);
  filters.push(between(events.locationLatitude, minLatitude, maxLatitude));
  if (longitudeRanges.length === 1) filters.push(between(events.locationLongitude, longitudeRanges[0]![0], longitudeRanges[0]![1]));
  if (longitudeRanges.length === 2) {
    filters.push(or(gte(events.locationLongitude, longitudeRanges[0]![0]), lte(events.locationLongitude, longitudeRanges[1]![1]))!);
  }
  return filters;
}

function locationVisibleTo(viewerId: string | null): SQL {
  const open = not(events.locationOnlyVisibleToApprovedAttendees);
  if (!viewerId) return open;
  return or(
    open,
    eq(events.createdByUserId, viewerId),
    sql`exists (
      select 1 from attendees a
      where a.event_id = ${events.id} and a.user_id = ${viewerId}
        and (not (a.roles <@ '{ATTENDEE}'::attendee_role[]) or a.state = 'APPROVED')
    )`,
  )!;
}

/**
 * The latitudes and longitudes a circle of the radius around the point can reach, a little
 * widened against rounding. Longitudes: one range, two when the circle crosses the
 * antimeridian (lower part from its west edge, upper part to its east edge), none when it
 * reaches a pole.
 */
export function boundingBox(near: NearPoint): { minLatitude: number; maxLatitude: number; longitudeRanges: [number, number][] } {
  const margin = 1.001;
  const angular = near.radiusKm / EARTH_RADIUS_KM;
  const degrees = (radians: number) => (radians * 180) / Math.PI;
  const deltaLatitude = degrees(angular) * margin;
  const minLatitude = Math.max(-90, near.latitude - deltaLatitude);
  const maxLatitude = Math.min(90, near.latitude + deltaLatitude);
  if (minLatitude <= -90 || maxLatitude >= 90) return { minLatitude, maxLatitude, longitudeRanges: [] };
  const ratio = Math.sin(angular) / Math.cos((near.latitude * Math.PI) / 180);
  if (ratio >= 1) return { minLatitude, maxLatitude, longitudeRanges: [] };
  const deltaLongitude = degrees(Math.asin(ratio)) * margin;
  if (deltaLongitude >= 180) return { minLatitude, maxLatitude, longitudeRanges: [] };
  const west = near.longitude - deltaLongitude;
  const east = near.longitude + deltaLongitude;
  if (west < -180) return { minLatitude, maxLatitude, longitudeRanges: [[west + 360, 180], [-180, east]] };
  if (east > 180) return { minLatitude, maxLatitude, longitudeRanges: [[west, 180], [-180, east - 360]] };
  return { minLatitude, maxLatitude, longitudeRanges: [[west, east]] };
}
