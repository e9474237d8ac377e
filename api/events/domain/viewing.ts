import type { AttendeeRow, EventRow } from "../../db/schema.js";
import type { DomainDeps } from "../../kernel/deps.js";
import { readThrough } from "../../cache/read-cache.js";
import { DomainError, notFound } from "../../kernel/errors.js";
import { eventMessages } from "../../../contract/events/messages.js";
import { canViewEvent, relationOf } from "./access.js";
import { findAttendeesOfUser, findEventBySlugOrId } from "./queries.js";
import { mayManageClubEvents } from "../../clubs/domain/access.js";

/**
 * The event a viewer asked for by slug or id. NOT_FOUND both when it does not exist and
 * when the viewer may not see it, so private events cannot be discovered by probing.
 * AUTH_NOT_AUTHENTICATED for a signed-out visitor of an event they could otherwise see
 * whose host turned its signed-out preview off: it exists (it may be listed), but its page,
 * comments, calendar file and link-preview card are for members.
 */
export async function findEventForViewer(deps: DomainDeps, viewerId: string | null, slugOrId: string): Promise<EventRow> {
  return (await findEventWithAttendee(deps, viewerId, slugOrId)).event;
}

/** The same, with the viewer's attendee row it had to read anyway (so callers need not read it again). */
export async function findEventWithAttendee(
  deps: DomainDeps,
  viewerId: string | null,
  slugOrId: string,
): Promise<{ event: EventRow; attendee: AttendeeRow | null; managesClub: boolean }> {
  const event = await findVisibleEvent(deps, slugOrId);
  if (!event) throw notFound(eventMessages.notFound);
  const [[attendee], managesClub] = await Promise.all([
    viewerId ? findViewerAttendee(deps, viewerId, event.id) : Promise.resolve([]),
    viewerId && event.clubId ? mayManageClubEvents(deps, event.clubId, viewerId) : Promise.resolve(false),
  ]);
  if (!canViewEvent(event, relationOf(event, viewerId, attendee ?? null, managesClub))) throw notFound(eventMessages.notFound);
  if (!viewerId && !event.optInAllowPublicEventPagePreview) throw new DomainError("AUTH_NOT_AUTHENTICATED", eventMessages.signInToSeeEvent);
  return { event, attendee: attendee ?? null, managesClub };
}

/**
 * Through the read cache when there is one. An event found is kept until its row or its
 * creator (whose deletion hides it) changes; not found is never kept. Tickets, attendees and
 * comments do not drop it (migration 0030): the row holds none of them.
 */
function findVisibleEvent(deps: DomainDeps, slugOrId: string): Promise<EventRow | null> {
  return readThrough(
    deps.cache,
    `event-ref:${slugOrId.trim().toLowerCase()}`,
    () => findEventBySlugOrId(deps.db, slugOrId),
    (event) => (event ? [`event-row:${event.id}`, `user:${event.createdByUserId}`] : null),
  );
}

/** Kept until an attendee of the event changes (migration 0030), not by every sale or scan. */
function findViewerAttendee(deps: DomainDeps, viewerId: string, eventId: string): Promise<AttendeeRow[]> {
  return readThrough(
    deps.cache,
    `attendee-rows:${viewerId}:${eventId}`,
    () => findAttendeesOfUser(deps.db, viewerId, [eventId]),
    () => [`event-attendees:${eventId}`],
  );
}
