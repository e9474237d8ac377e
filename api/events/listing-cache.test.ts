// The public listing and word search through the read cache (domain/listing-cache.ts):
// read again they cost no statements, and any change to an event, whoever writes it,
// or the end of a listed event, shows on the next read.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { events, users } from "../db/schema.js";
import type { AuthInfo } from "../access/domain/auth-info.js";
import { createEvent, createVerifiedUser } from "../test/fixtures.js";
import { startTestApi, statementCountingLogger, type TestApi } from "../test/support.js";

let api: TestApi;
let host: AuthInfo;
let soonId: string;

const { logger, statements: statementCount } = statementCountingLogger();

const SEARCH = `query ($first: Int, $after: String, $criteria: EventSearchCriteria) {
  event { search(first: $first, after: $after, criteria: $criteria) {
    totalCount pageInfo { hasNextPage endCursor } nodes { slug displayName }
  } }
}`;

async function search(variables: Record<string, unknown>) {
  const before = statementCount();
  // Signed out: the listing is public (and the clock may pass a token's life).
  const answer = await api.graphql(SEARCH, variables);
  expect(answer.body.errors).toBeUndefined();
  const found = answer.body.data.event.search as { totalCount: number; pageInfo: { endCursor: string | null }; nodes: { slug: string }[] };
  return { slugs: found.nodes.map((node) => node.slug), totalCount: found.totalCount, endCursor: found.pageInfo.endCursor, statements: statementCount() - before };
}

beforeAll(async () => {
  api = await startTestApi({ logger });
  host = await createVerifiedUser(api);
  const soon = await createEvent(api, { createdByUserId: host.userId, slug: "comet-soon", displayName: "Comet Watch", startsInHours: 2, durationHours: 1 });
  soonId = soon.event.id;
  await createEvent(api, { createdByUserId: host.userId, slug: "comet-later", displayName: "Comet Party", startsInHours: 48 });
  await createEvent(api, { createdByUserId: host.userId, slug: "quiet-evening", displayName: "Quiet Evening", startsInHours: 72 });
});
afterAll(async () => {
  await api?.close();
});

test("a search read again costs no statements, whatever the spelling of its words", async () => {
  const first = await search({ criteria: { keyword: "comet" } });
  expect(first.slugs.sort()).toEqual(["comet-later", "comet-soon"]);
  expect(first.statements).toBeGreaterThan(0);
  const again = await search({ criteria: { keyword: "  COMET " } });
  expect(again.statements).toBe(0);
  expect(again.slugs.sort()).toEqual(first.slugs.sort());
  expect(again.totalCount).toBe(2);
});

test("an event that comes to match, written straight to the database, is found on the next search", async () => {
  expect((await search({ criteria: { keyword: "comet" } })).totalCount).toBe(2);
  await api.platform.deps.db.update(events).set({ displayName: "Comet Evening" }).where(eq(events.slug, "quiet-evening"));
  const after = await search({ criteria: { keyword: "comet" } });
  expect(after.slugs).toContain("quiet-evening");
  expect(after.totalCount).toBe(3);
  // And one that stops matching leaves it.
  await api.platform.deps.db.update(events).set({ displayName: "Quiet Evening" }).where(eq(events.slug, "quiet-evening"));
  expect((await search({ criteria: { keyword: "comet" } })).slugs).not.toContain("quiet-evening");
});

test("a new event shows on every cached page of the listing, and a later page read by its cursor", async () => {
  const page = await search({ first: 1 });
  expect(page.slugs).toEqual(["comet-soon"]);
  const next = await search({ first: 1, after: page.endCursor });
  expect(next.slugs).toEqual(["comet-later"]);
  expect((await search({ first: 1, after: page.endCursor })).statements).toBe(0);
  await createEvent(api, { createdByUserId: host.userId, slug: "comet-between", displayName: "Comet Talk", startsInHours: 24 });
  expect((await search({ first: 1, after: page.endCursor })).slugs).toEqual(["comet-between"]);
});

test("a host whose account is deleted takes their events out of the cached listing", async () => {
  expect((await search({ criteria: { keyword: "comet" } })).totalCount).toBe(3);
  await api.platform.deps.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, host.userId));
  expect((await search({ criteria: { keyword: "comet" } })).totalCount).toBe(0);
  await api.platform.deps.db.update(users).set({ deletedAt: null }).where(eq(users.id, host.userId));
  expect((await search({ criteria: { keyword: "comet" } })).totalCount).toBe(3);
});

test("an event that has ended leaves the cached listing and its count without any change written", async () => {
  const before = await search({ criteria: { keyword: "comet" } });
  expect(before.slugs).toContain("comet-soon");
  expect((await search({ criteria: { keyword: "comet" } })).statements).toBe(0);
  const [soon] = await api.platform.deps.db.select({ endAt: events.endAt }).from(events).where(eq(events.id, soonId));
  api.clock.set(new Date(soon!.endAt.getTime() + 1));
  const after = await search({ criteria: { keyword: "comet" } });
  expect(after.slugs).not.toContain("comet-soon");
  expect(after.totalCount).toBe(before.totalCount - 1);
});
