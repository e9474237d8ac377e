// DataLoaders: each kind of related data is fetched once per request for all the
// events (or users) a response needs, whatever the list length. Behind them, the
// process-wide read cache (docs/decisions/0012) answers what no change has touched since.
import DataLoader from "dataloader";
import type { ReadCache } from "../cache/read-cache.js";
import type { Database } from "../db/client.js";
import type { AttendeeRow, EventRow, EventTicketRow, UserRow, UserTicketRow } from "../db/schema.js";
import {
  countAttendance,
  findAttendeesOfUser,
  findEventsByIds,
  findGuestPreviews,
  findHeldTickets,
  findTicketsOfEvents,
} from "../events/domain/queries.js";
import { findUsersByIds } from "../account/domain/users.js";

export type Loaders = ReturnType<typeof createLoaders>;

type AttendanceCounts = { approved: number; pending: number };

export function createLoaders({ db, cache }: { db: Database; cache?: ReadCache }, viewerId: string | null) {
  /** Looks `keys` up in the cache and loads the rest in one batch; every entry is tagged `tag(key)`. */
  const cached = <K, V>(prefix: string, tag: (key: K) => string, load: (missing: K[]) => Promise<V[]>, id: (key: K) => string = String) =>
    cache
      ? (keys: readonly K[]) => cache.getMany(keys, (key) => `${prefix}:${id(key)}`, load, (key) => [tag(key)])
      : (keys: readonly K[]) => load([...keys]);
  const eventTag = (eventId: string) => `event:${eventId}`;

  return {
    user: new DataLoader<string, UserRow | null>(
      cached("user", (id) => `user:${id}`, async (ids) => one(ids, await findUsersByIds(db, ids), (user) => user.id)),
    ),
    event: new DataLoader<string, EventRow | null>(
      cached("event", eventTag, async (ids) => one(ids, await findEventsByIds(db, ids), (event) => event.id)),
    ),
    ticketsOfEvent: new DataLoader<string, EventTicketRow[]>(
      cached("event-tickets", eventTag, async (eventIds) =>
        many(eventIds, await findTicketsOfEvents(db, eventIds), (ticket) => ticket.eventId),
      ),
    ),
    attendanceCounts: new DataLoader<string, AttendanceCounts>(
      cached("event-counts", eventTag, async (eventIds) => {
        const counts = new Map((await countAttendance(db, eventIds)).map((row) => [row.eventId, row]));
        return eventIds.map((id) => counts.get(id) ?? { approved: 0, pending: 0 });
      }),
    ),
    /** User ids of the first approved attendees, keyed by event and how many. */
    guestPreview: new DataLoader<{ eventId: string; first: number }, string[], string>(
      cached(
        "event-guests",
        (key) => eventTag(key.eventId),
        async (keys) => {
          const most = Math.max(...keys.map((key) => key.first));
          const rows = await findGuestPreviews(db, [...new Set(keys.map((key) => key.eventId))], most);
          const byEvent = many(keys.map((key) => key.eventId), rows, (row) => row.eventId);
          return keys.map((key, index) => byEvent[index].slice(0, key.first).map((row) => row.userId));
        },
        guestPreviewKey,
      ),
      { cacheKeyFn: guestPreviewKey },
    ),
    /** The viewer's attendee record per event (null when signed out or not related). */
    myAttendee: new DataLoader<string, AttendeeRow | null>(
      viewerId
        ? cached(
            `attendee:${viewerId}`,
            eventTag,
            async (eventIds) => one(eventIds, await findAttendeesOfUser(db, viewerId, eventIds), (attendee) => attendee.eventId),
          )
        : async (eventIds) => eventIds.map(() => null),
    ),
    /** The tickets the viewer holds per event. */
    myTickets: new DataLoader<string, UserTicketRow[]>(
      viewerId
        ? cached(`held-tickets:${viewerId}`, eventTag, async (eventIds) =>
            many(eventIds, await findHeldTickets(db, viewerId, eventIds), (ticket) => ticket.eventId),
          )
        : async (eventIds) => eventIds.map(() => []),
    ),
  };
}

function guestPreviewKey(key: { eventId: string; first: number }): string {
  return `${key.eventId}:${key.first}`;
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
