// The event streams a member, and the instance, may hold open at once (issue 39 §3, §6):
// over a cap the stream is refused with 429 and Retry-After; a closed stream frees its slot;
// a stopping instance ends the open streams with a retry hint and refuses new ones.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../access/domain/auth-info.js";
import { attendees } from "../db/schema.js";
import { createEvent, createVerifiedUser } from "../test/fixtures.js";
import { BOOTS_AN_API, startTestApi, type TestApi } from "../test/support.js";
import { DEFAULT_STREAMS_PER_USER } from "./event-streams.js";

let api: TestApi;
const opened: AbortController[] = [];

async function open(path: string, token: string) {
  const controller = new AbortController();
  opened.push(controller);
  const response = await fetch(`${api.url}${path}`, { headers: { Authorization: `Bearer ${token}` }, signal: controller.signal });
  if (response.status !== 200) await response.text();
  return { response, close: () => controller.abort() };
}

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  for (const controller of opened) controller.abort();
  await api?.close();
});

describe("per member", () => {
  let member: AuthInfo;
  beforeAll(async () => {
    member = await createVerifiedUser(api);
  });

  test("the notifications stream: ten at once, the eleventh refused with 429 and Retry-After, another member unaffected", async () => {
    const streams = [];
    for (let i = 0; i < DEFAULT_STREAMS_PER_USER; i++) streams.push(await open("/notifications/stream", member.token));
    expect(streams.map((s) => s.response.status)).toEqual(Array(DEFAULT_STREAMS_PER_USER).fill(200));

    const refused = await open("/notifications/stream", member.token);
    expect(refused.response.status).toBe(429);
    expect(Number(refused.response.headers.get("retry-after"))).toBeGreaterThan(0);

    const other = await createVerifiedUser(api);
    expect((await open("/notifications/stream", other.token)).response.status).toBe(200);

    // A stream that ends frees its slot (the API hears of the closed connection a moment later).
    streams[0].close();
    let again = await open("/notifications/stream", member.token);
    for (let i = 0; i < 50 && again.response.status === 429; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await open("/notifications/stream", member.token);
    }
    expect(again.response.status).toBe(200);
    for (const stream of [...streams, again]) stream.close();
  });

  test("the door summary stream counts against the same cap", async () => {
    const staff = await createVerifiedUser(api);
    const host = await createVerifiedUser(api);
    const { event } = await createEvent(api, { createdByUserId: host.userId, startsInHours: 1, tickets: [{ ticketType: "General" }] });
    await api.platform.deps.db.insert(attendees).values({ eventId: event.id, userId: staff.userId, state: "NONE", roles: ["DOOR"] });
    const path = `/hosting/door/${event.id}/summary/stream`;

    const streams = [];
    for (let i = 0; i < DEFAULT_STREAMS_PER_USER - 1; i++) streams.push(await open(path, staff.token));
    streams.push(await open("/notifications/stream", staff.token));
    expect(streams.map((s) => s.response.status)).toEqual(Array(DEFAULT_STREAMS_PER_USER).fill(200));
    const refused = await open(path, staff.token);
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get("retry-after")).toBeTruthy();
    for (const stream of streams) stream.close();
  });
});

test(
  "per instance: over the cap every member is refused; stopping ends the open streams with a retry hint",
  async () => {
    const small = await startTestApi({ streamsPerInstance: 3 });
    try {
      const members = await Promise.all([1, 2, 3, 4].map(() => createVerifiedUser(small)));
      const get = (token: string) => fetch(`${small.url}/notifications/stream`, { headers: { Authorization: `Bearer ${token}` } });
      const streams = [await get(members[0].token), await get(members[1].token), await get(members[2].token)];
      expect(streams.map((r) => r.status)).toEqual([200, 200, 200]);
      const refused = await get(members[3].token);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBeTruthy();

      small.platform.drain();
      // Each stream ends (its body completes) with a retry hint for the browser's reconnection.
      const bodies = await Promise.all(streams.map((r) => r.text()));
      for (const body of bodies) expect(body).toMatch(/retry: \d+\n\n$/);
      const during = await get(members[3].token);
      expect(during.status).toBe(503);
      await during.text();
    } finally {
      await small.close();
    }
  },
  BOOTS_AN_API,
);
