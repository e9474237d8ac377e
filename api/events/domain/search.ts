// Event search (spec 2 §7): the public listing, or the viewer's own events, soonest
// first, paged by (start, id) keys so pages stay stable while events are added.
import { and, asc, count, eq, gt, ilike, isNull, lt, not, or, sql, type SQL } from "drizzle-orm";
import { events, type EventRow } from "../../db/schema.js";
import { userIsActive } from "../../account/domain/visibility.js";
import type { DomainDeps } from "../../kernel/deps.js";
import { badUserInput, DomainError } from "../../kernel/errors.js";
import { eventMessages } from "../../../contract/events/messages.js";

export const MAX_EVENT_PAGE_SIZE = 50;
const WEEK_MS = 7 * 24 * 3600_000;

export interface EventSearchCriteria {
  keyword?: string | null;
  onlyFeatured?: boolean | null;
  /** Events the viewer created, holds a role in, or attends. */
  onlyMyEvents?: boolean | null;
  /** Events starting within the next 7 days. */
  onlyThisWeek?: boolean | null;
}

/** Where a page ends: the last event's start and id. */
export interface EventSearchKey {
  startAt: Date;
  id: string;
}

export interface EventSearchPage {
  events: EventRow[];
  hasNextPage: boolean;
  totalCount: number;
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
  const filter = and(...searchFilters(deps.clock(), viewerId, criteria));
  const pageFilter = after
    ? and(filter, sql`(${events.startAt}, ${events.id}) > (${after.startAt.toISOString()}::timestamptz, ${after.id}::uuid)`)
    : filter;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(events)
      .where(pageFilter)
      .orderBy(asc(events.startAt), asc(events.id))
      .limit(first + 1),
    deps.db.select({ value: count() }).from(events).where(filter),
  ]);
  return { events: rows.slice(0, first), hasNextPage: rows.length > first, totalCount: total.value };
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

  const keyword = criteria.keyword?.trim();
  if (keyword) {
    const pattern = `%${keyword.replace(/[\\%_]/g, "\\$&")}%`;
    filters.push(
      or(
        ilike(events.displayName, pattern),
        ilike(events.description, pattern),
        // A reserved address must not be discoverable by searching for it.
        and(not(events.locationOnlyVisibleToApprovedAttendees), ilike(events.locationAddress, pattern)),
      )!,
    );
  }
  return filters;
}

/** Staff on the event, or attending it (going, pending or invited; not declined). */
function viewerTakesPart(viewerId: string): SQL {
  return sql`exists (
    select 1 from attendees a
    where a.event_id = ${events.id} and a.user_id = ${viewerId}
      and (
        not (a.roles <@ '{ATTENDEE}'::attendee_role[])
        or (${events.status} = 'PUBLISHED' and a.state not in ('DECLINED', 'INVITEE_DECLINED'))
      )
  )`;
}
