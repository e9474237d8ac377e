// Recurring events (spec 2 §3: recurrence periods DAY, WEEK, MONTH, YEAR; "create recurring").
// Repeating an event creates its next dates as copies of it (tickets included, every place
// free), one period apart in the event's own time zone: a weekly 7 pm event stays at 7 pm
// across a daylight-saving change. All the dates share a series id (the first event's).
import { addDays, addMonths, addWeeks, addYears } from "date-fns";
import { fromZonedTime, toZonedTime } from "date-fns-tz";
import { and, asc, eq, isNull, ne } from "drizzle-orm";
import { events, type EventRow } from "../../db/schema.js";
import type { DomainDeps } from "../../kernel/deps.js";
import { badUserInput } from "../../kernel/errors.js";
import { recurrenceMessages as m } from "../../../contract/events/messages.js";
import { copyEvent, editableEvent } from "./editing.js";

export type RecurrencePeriod = "DAY" | "WEEK" | "MONTH" | "YEAR";
export const MAX_OCCURRENCES = 52;

const ADD: Record<RecurrencePeriod, (date: Date, amount: number) => Date> = { DAY: addDays, WEEK: addWeeks, MONTH: addMonths, YEAR: addYears };

/** The start of the n-th next date: n periods later on the wall clock of `timeZone`. */
export function occurrenceStart(start: Date, timeZone: string, period: RecurrencePeriod, n: number): Date {
  const wallClock = toZonedTime(start, timeZone);
  return fromZonedTime(ADD[period](wallClock, n), timeZone);
}

/** Creates `occurrences` more dates of the event; returns them, soonest first. */
export async function repeatEvent(deps: DomainDeps, userId: string, eventId: string, period: RecurrencePeriod, occurrences: number): Promise<EventRow[]> {
  if (!Number.isInteger(occurrences) || occurrences < 1 || occurrences > MAX_OCCURRENCES) {
    throw badUserInput(m.occurrencesRange, { occurrences: m.occurrencesRange });
  }
  const original = await editableEvent(deps, userId, eventId);
  return deps.db.transaction(async (tx) => {
    const seriesId = original.seriesId ?? original.id;
    if (!original.seriesId) await tx.update(events).set({ seriesId, updatedAt: deps.clock() }).where(eq(events.id, original.id));
    const created: EventRow[] = [];
    for (let n = 1; n <= occurrences; n++) {
      const start = occurrenceStart(original.startAt, original.timeZone, period, n);
      created.push(await copyEvent(tx, original, { userId: original.createdByUserId, shiftMs: start.getTime() - original.startAt.getTime(), status: original.status, seriesId }));
    }
    return created;
  });
}

/** The other dates of an event's series, soonest first (the caller shows those the viewer may see). */
export async function otherSeriesDates(deps: DomainDeps, event: EventRow): Promise<EventRow[]> {
  if (!event.seriesId) return [];
  return deps.db
    .select()
    .from(events)
    .where(and(eq(events.seriesId, event.seriesId), ne(events.id, event.id), isNull(events.deletedAt)))
    .orderBy(asc(events.startAt));
}
