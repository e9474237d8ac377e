// The events area's DataLoaders: each kind of related data is fetched once per request for
// all the events a response needs, whatever the list length. Behind them, the process-wide
// read cache (docs/decisions/0012) answers what no change has touched since.
import DataLoader from "dataloader";
import type { AttendeeRow, EventRow, EventTicketRow, UserTicketRow } from "../db/schema.js";
import { cachedBatch, many, one } from "../graphql/batch.js";
import type { LoaderDeps } from "../kernel/area.js";
import {
  countAttendance,
  findAttendeesOfUser,
  findEventsByIds,
  findGuestPreviews,
  findHeldTickets,
  findRefundedTicketsOfUser,
  findTicketsOfEvents,
} from "./domain/queries.js";
import { findLatestReactions } from "./comments/domain/reading.js";

/** Most reactions a comment lists with who made them (Comment.reactions). */
export const MAX_LISTED_REACTIONS = 50;

type AttendanceCounts = { approved: number; pending: number };

const eventTag = (eventId: string) => `event:${eventId}`;

export function createEventLoaders({ db, cache }: LoaderDeps, viewerId: string | null) {
  const cached = <K, V>(prefix: string, tag: (key: K) => string, load: (missing: K[]) => Promise<V[]>, id?: (key: K) => string) =>
    cachedBatch(cache, prefix, tag, load, id);

  return {
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
    /** The viewer's refunded tickets per event: asked on every signed-in event page, so read through the cache like held tickets. */
    myRefundedTickets: new DataLoader<string, UserTicketRow[]>(
      viewerId
        ? cached(`refunded-tickets:${viewerId}`, eventTag, async (eventIds) =>
            many(eventIds, await findRefundedTicketsOfUser(db, viewerId, eventIds), (ticket) => ticket.eventId),
          )
        : async (eventIds) => eventIds.map(() => []),
    ),
    /** A comment's latest reactions with who made them (not cached: they change by the second). */
    commentReactions: new DataLoader<string, { id: string; commentId: string; userId: string; reaction: string }[]>(async (commentIds) =>
      many(commentIds, await findLatestReactions(db, commentIds, MAX_LISTED_REACTIONS), (row) => row.commentId),
    ),
  };
}

function guestPreviewKey(key: { eventId: string; first: number }): string {
  return `${key.eventId}:${key.first}`;
}
