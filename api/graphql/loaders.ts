// DataLoaders: each kind of related data is fetched once per request for all the
// events (or users) a response needs, whatever the list length.
import DataLoader from "dataloader";
import type { Database } from "../db/client.js";
import type { AttendeeRow, EventRow, EventTicketRow, UserRow, UserTicketRow } from "../db/schema.js";
import {
  countAttendance,
  findAttendeesOfUser,
  findEventsByIds,
  findGuestPreviews,
  findHeldTickets,
  findTicketsOfEvents,
} from "../domain/events/queries.js";
import { findUsersByIds } from "../domain/users/users.js";

export type Loaders = ReturnType<typeof createLoaders>;

export function createLoaders(db: Database, viewerId: string | null) {
  return {
    user: new DataLoader<string, UserRow | null>(async (ids) => one(ids, await findUsersByIds(db, ids), (user) => user.id)),
    event: new DataLoader<string, EventRow | null>(async (ids) =>
      one(ids, await findEventsByIds(db, ids), (event) => event.id),
    ),
    ticketsOfEvent: new DataLoader<string, EventTicketRow[]>(async (eventIds) =>
      many(eventIds, await findTicketsOfEvents(db, eventIds), (ticket) => ticket.eventId),
    ),
    attendanceCounts: new DataLoader<string, { approved: number; pending: number }>(async (eventIds) => {
      const counts = new Map((await countAttendance(db, eventIds)).map((row) => [row.eventId, row]));
      return eventIds.map((id) => counts.get(id) ?? { approved: 0, pending: 0 });
    }),
    /** User ids of the first approved attendees, keyed by event and how many. */
    guestPreview: new DataLoader<{ eventId: string; first: number }, string[], string>(
      async (keys) => {
        const most = Math.max(...keys.map((key) => key.first));
        const rows = await findGuestPreviews(db, [...new Set(keys.map((key) => key.eventId))], most);
        const byEvent = many(keys.map((key) => key.eventId), rows, (row) => row.eventId);
        return keys.map((key, index) => byEvent[index].slice(0, key.first).map((row) => row.userId));
      },
      { cacheKeyFn: (key) => `${key.eventId}:${key.first}` },
    ),
    /** The viewer's attendee record per event (null when signed out or not related). */
    myAttendee: new DataLoader<string, AttendeeRow | null>(async (eventIds) =>
      viewerId
        ? one(eventIds, await findAttendeesOfUser(db, viewerId, eventIds), (attendee) => attendee.eventId)
        : eventIds.map(() => null),
    ),
    /** The tickets the viewer holds per event. */
    myTickets: new DataLoader<string, UserTicketRow[]>(async (eventIds) =>
      viewerId
        ? many(eventIds, await findHeldTickets(db, viewerId, eventIds), (ticket) => ticket.eventId)
        : eventIds.map(() => []),
    ),
  };
}

function one<T>(keys: readonly string[], rows: T[], keyOf: (row: T) => string): (T | null)[] {
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.map((key) => byKey.get(key) ?? null);
}

function many<T>(keys: readonly string[], rows: T[], keyOf: (row: T) => string): T[][] {
  const byKey = new Map<string, T[]>();
  for (const row of rows) {
    const list = byKey.get(keyOf(row));
    if (list) list.push(row);
    else byKey.set(keyOf(row), [row]);
  }
  return keys.map((key) => byKey.get(key) ?? []);
}
