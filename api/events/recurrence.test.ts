// Recurring events: the next dates of a series, one period apart on the event's own wall
// clock (across daylight-saving changes), with their tickets, and who may create them.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../access/domain/auth-info.js";
import { recurrenceMessages as m } from "../../contract/events/messages.js";
import { createEvent, createVerifiedUser } from "../test/fixtures.js";
import { startTestApi, type TestApi } from "../test/support.js";
import { occurrenceStart } from "./domain/recurrence.js";

let api: TestApi;
let host: AuthInfo;

const REPEAT = `mutation ($eventId: ID!, $period: RecurrencePeriod!, $occurrences: Int!) {
  event { repeat(eventId: $eventId, period: $period, occurrences: $occurrences) { eventId slug status startDate endDate managedTickets { ticketType balance { limitedAmount availableAmount } } } } }`;
const SERIES = `query ($slug: String!) { event { bySlugOrId(slugOrId: $slug) { seriesDates { slug startDate } } } }`;

beforeAll(async () => {
  api = await startTestApi();
  host = await createVerifiedUser(api);
});
afterAll(async () => {
  await api?.close();
});

describe("repeating an event", () => {
  test("weekly dates keep the wall-clock time across a daylight-saving change", () => {
    // 7 pm in New York on Saturday 24 October 2026 (EDT, UTC-4); clocks go back on 1 November.
    const start = new Date("2026-10-24T23:00:00Z");
    expect(occurrenceStart(start, "America/New_York", "WEEK", 1).toISOString()).toBe("2026-10-31T23:00:00.000Z");
    expect(occurrenceStart(start, "America/New_York", "WEEK", 2).toISOString()).toBe("2026-11-08T00:00:00.000Z");
    expect(occurrenceStart(start, "America/New_York", "MONTH", 1).toISOString()).toBe("2026-11-25T00:00:00.000Z");
    expect(occurrenceStart(start, "America/New_York", "DAY", 1).toISOString()).toBe("2026-10-25T23:00:00.000Z");
    expect(occurrenceStart(start, "America/New_York", "YEAR", 1).toISOString()).toBe("2027-10-24T23:00:00.000Z");
  });

  test("the host creates the next dates with their tickets, every place free; each date lists the others", async () => {
    const { event } = await createEvent(api, {
      createdByUserId: host.userId,
      timeZone: "Europe/London",
      tickets: [{ ticketType: "Mat", kind: "FREE", limitedAmount: 20 }],
    });
    const answer = await api.graphql(REPEAT, { eventId: event.id, period: "WEEK", occurrences: 3 }, { token: host.token });
    expect(answer.body.errors).toBeUndefined();
    const dates = answer.body.data.event.repeat;
    expect(dates).toHaveLength(3);
    dates.forEach((date: { startDate: string; endDate: string; status: string; managedTickets: unknown[] }, index: number) => {
      expect(date.status).toBe("PUBLISHED");
      expect(date.startDate).toBe(occurrenceStart(event.startAt, "Europe/London", "WEEK", index + 1).toISOString());
      expect(new Date(date.endDate).getTime() - new Date(date.startDate).getTime()).toBe(event.endAt.getTime() - event.startAt.getTime());
      expect(date.managedTickets).toEqual([{ ticketType: "Mat", balance: { limitedAmount: 20, availableAmount: 20 } }]);
    });
    const series = await api.graphql(SERIES, { slug: event.slug });
    expect(series.body.data.event.bySlugOrId.seriesDates.map((d: { slug: string }) => d.slug)).toEqual(dates.map((d: { slug: string }) => d.slug));
    // Repeating a date of the series adds to the same series.
    await api.graphql(REPEAT, { eventId: dates[2].eventId, period: "WEEK", occurrences: 1 }, { token: host.token });
    expect((await api.graphql(SERIES, { slug: event.slug })).body.data.event.bySlugOrId.seriesDates).toHaveLength(4);
  });

  test("1 to 52 more dates; only the host and co-hosts may repeat", async () => {
    const { event } = await createEvent(api, { createdByUserId: host.userId });
    for (const occurrences of [0, 53]) {
      const refused = await api.graphql(REPEAT, { eventId: event.id, period: "DAY", occurrences }, { token: host.token });
      expect(refused.body.errors[0].extensions.fields).toEqual({ occurrences: m.occurrencesRange });
    }
    const member = await createVerifiedUser(api);
    const stranger = await api.graphql(REPEAT, { eventId: event.id, period: "DAY", occurrences: 2 }, { token: member.token });
    expect(stranger.body.errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");
  });
});
