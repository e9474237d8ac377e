// EventStarted (spec 1 §3): when an event starts, its host and approved guests are told,
// exactly once per event and person. A background round (event-started-notifier.ts) calls
// this; each event's recipients are told in one transaction, and the dedupe key makes a
// second instance's round, or a retry, add nothing.
import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import { attendees, events } from "../../../db/schema.js";
import { notifications } from "../db.js";
import { produceNotifications } from "./produce.js";
import { eventProperties } from "./producers.js";

/** Events that started longer ago than this are not announced (after an outage, or when this is first deployed). */
export const EVENT_STARTED_WINDOW_MS = 6 * 3600_000;
const EVENTS_PER_ROUND = 50;

export async function notifyStartedEvents(db: Database, now: Date): Promise<number> {
  const started = await db
    .select({ id: events.id, slug: events.slug, displayName: events.displayName, avatarUrl: events.avatarUrl, createdByUserId: events.createdByUserId })
    .from(events)
    .where(
      and(
        eq(events.status, "PUBLISHED"),
        isNull(events.deletedAt),
        lte(events.startAt, now),
        gt(events.startAt, new Date(now.getTime() - EVENT_STARTED_WINDOW_MS)),
        // The host is told with everyone else: their notification means the event is done.
        sql`not exists (select 1 from ${notifications} n where n.recipient_user_id = ${events.createdByUserId}
          and n.dedupe_key = 'event-started:' || ${events.id}::text)`,
      ),
    )
    .limit(EVENTS_PER_ROUND);
  let told = 0;
  for (const event of started) {
    told += await db.transaction(async (tx) => {
      const guests = await tx
        .select({ userId: attendees.userId })
        .from(attendees)
        .where(and(eq(attendees.eventId, event.id), eq(attendees.state, "APPROVED"), eq(attendees.isActive, true)));
      const recipients = new Set([event.createdByUserId, ...guests.map((guest) => guest.userId)]);
      return produceNotifications(
        tx,
        [...recipients].map((recipientUserId) => ({
          recipientUserId,
          type: "EventStarted" as const,
          properties: eventProperties(event),
          dedupeKey: `event-started:${event.id}`,
        })),
      );
    });
  }
  return told;
}
