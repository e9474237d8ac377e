import type { AttendeeRow, EventRow } from "../../db/schema.js";
import type { DomainDeps } from "../deps.js";
import { notFound } from "../errors.js";
import { eventMessages } from "../messages.js";
import { canViewEvent, relationOf } from "./access.js";
import { findAttendeesOfUser, findEventBySlugOrId } from "./queries.js";

/**
 * The event a viewer asked for by slug or id. NOT_FOUND both when it does not exist and
 * when the viewer may not see it, so private events cannot be discovered by probing.
 */
export async function findEventForViewer(deps: DomainDeps, viewerId: string | null, slugOrId: string): Promise<EventRow> {
  return (await findEventWithAttendee(deps, viewerId, slugOrId)).event;
}

/** The same, with the viewer's attendee row it had to read anyway (so callers need not read it again). */
export async function findEventWithAttendee(
  deps: DomainDeps,
  viewerId: string | null,
  slugOrId: string,
): Promise<{ event: EventRow; attendee: AttendeeRow | null }> {
  const event = await findEventBySlugOrId(deps.db, slugOrId);
  if (!event) throw notFound(eventMessages.notFound);
  const [attendee] = viewerId ? await findAttendeesOfUser(deps.db, viewerId, [event.id]) : [];
  if (!canViewEvent(event, relationOf(event, viewerId, attendee ?? null))) throw notFound(eventMessages.notFound);
  return { event, attendee: attendee ?? null };
}
