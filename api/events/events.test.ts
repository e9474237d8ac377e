import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { attendees } from "../db/schema.js";
import type { AuthInfo } from "../access/domain/auth-info.js";
import { createEvent, createVerifiedUser } from "../test/fixtures.js";
import { startTestApi, type TestApi } from "../test/support.js";

let api: TestApi;
let host: AuthInfo;
let stranger: AuthInfo;
let invitee: AuthInfo;
/** Slugs of the publicly listed upcoming events, soonest first. */
let listed: string[];

const SEARCH = `query ($first: Int, $after: String, $criteria: EventSearchCriteria) {
  event { search(first: $first, after: $after, criteria: $criteria) {
    totalCount pageInfo { hasNextPage endCursor } nodes { eventId slug }
  } }
}`;

const BY_SLUG = `query ($slugOrId: String!) {
  event { bySlugOrId(slugOrId: $slugOrId) {
    eventId slug displayName isPrivate timeZone startDate isStarted isExpired
    location { address latitude isOnlyVisibleToApprovedAttendees }
    createdBy { userId name userName }
    my { isCreator permissions attendeeState }
  } }
}`;

async function search(variables: Record<string, unknown>, token?: string) {
  const answer = await api.graphql(SEARCH, variables, { token });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.event.search as {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    nodes: { eventId: string; slug: string }[];
  };
}

beforeAll(async () => {
  api = await startTestApi();
  [host, stranger, invitee] = await Promise.all([createVerifiedUser(api), createVerifiedUser(api), createVerifiedUser(api)]);
  const hostId = host.userId;

  listed = [];
  for (let index = 0; index < 12; index++) {
    const slug = `listed-${String(index).padStart(2, "0")}`;
    // Same start for a pair, so paging must also order by id.
    await createEvent(api, { createdByUserId: hostId, slug, startsInHours: 24 + Math.floor(index / 2) * 24, displayName: `Listed ${index}` });
  }
  const found = await search({ first: 50 });
  listed = found.nodes.map((node) => node.slug);

  await createEvent(api, { createdByUserId: hostId, slug: "already-over", startsInHours: -5, durationHours: 2 });
  await createEvent(api, { createdByUserId: hostId, slug: "running-now", startsInHours: -1, durationHours: 3, displayName: "Running Now" });
  await createEvent(api, { createdByUserId: hostId, slug: "still-a-draft", status: "DRAFT" });
  await createEvent(api, { createdByUserId: hostId, slug: "unlisted", isListed: false });
  await createEvent(api, {
    createdByUserId: hostId,
    slug: "secret-dinner",
    isPrivate: true,
    isListed: false,
    displayName: "Secret Dinner",
    locationAddress: "7 Hidden Lane",
    locationLatitude: 40.7,
    locationLongitude: -73.9,
    locationOnlyVisibleToApprovedAttendees: true,
  });
  await createEvent(api, { createdByUserId: hostId, slug: "private-but-listed", isPrivate: true, isListed: true, displayName: "Members Party" });
  await createEvent(api, { createdByUserId: hostId, slug: "featured-gala", isFeatured: true, startsInHours: 24 * 20, displayName: "Winter Gala" });
  await createEvent(api, {
    createdByUserId: hostId,
    slug: "percent-sale",
    startsInHours: 24 * 30,
    displayName: "100% Vinyl Night",
    description: "Records only.",
  });
});
afterAll(async () => {
  await api?.close();
});

describe("event.search", () => {
  test("lists upcoming and running, published, listed, public events, soonest first", async () => {
    const all = await search({ first: 50 });
    const slugs = all.nodes.map((node) => node.slug);
    expect(slugs[0]).toBe("running-now");
    expect(slugs).toEqual(expect.arrayContaining([...listed, "featured-gala", "percent-sale"]));
    for (const hidden of ["already-over", "still-a-draft", "unlisted", "secret-dinner"]) expect(slugs).not.toContain(hidden);
    expect(all.totalCount).toBe(slugs.length);
    expect(all.pageInfo.hasNextPage).toBe(false);
  });

  test("signed out, the public event list is answered, without private or unlisted events, by keyword too", async () => {
    const anonymous = await api.graphql(SEARCH, { first: 50 });
    expect(anonymous.body.errors).toBeUndefined();
    const slugs = (anonymous.body.data.event.search as { nodes: { slug: string }[] }).nodes.map((node) => node.slug);
    expect(slugs).toEqual(expect.arrayContaining(listed));
    for (const hidden of ["private-but-listed", "unlisted", "secret-dinner", "still-a-draft"]) expect(slugs).not.toContain(hidden);
    for (const keyword of ["Members Party", "Secret Dinner"]) {
      expect((await search({ first: 50, criteria: { keyword } })).nodes).toEqual([]);
    }
  });

  test("pages with opaque cursors: every event once, in order, with a stable total", async () => {
    const everything = (await search({ first: 50 })).nodes.map((node) => node.slug);
    const paged: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page = await search({ first: 4, after });
      expect(page.totalCount).toBe(everything.length);
      expect(page.nodes.length).toBeLessThanOrEqual(4);
      paged.push(...page.nodes.map((node) => node.slug));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      pages += 1;
    } while (after);
    expect(paged).toEqual(everything);
    expect(pages).toBe(Math.ceil(everything.length / 4));
  });

  test("defaults to 10 per page", async () => {
    const page = await search({});
    expect(page.nodes).toHaveLength(10);
    expect(page.pageInfo.hasNextPage).toBe(true);
  });

  test("filters by words (full text: any case, word forms, prefixes of what is typed), featured and this week", async () => {
    const slugsFor = async (keyword: string) => (await search({ criteria: { keyword } })).nodes.map((node) => node.slug);
    expect(await slugsFor("winter")).toEqual(["featured-gala"]);
    expect(await slugsFor("WINTER gal")).toEqual(["featured-gala"]);
    expect(await slugsFor("100%")).toEqual(["percent-sale"]);
    // "record" is the word behind "Records".
    expect(await slugsFor("record")).toEqual(["percent-sale"]);
    expect(await slugsFor("vinyl records")).toEqual(["percent-sale"]);
    // Every word must match; punctuation alone finds nothing (and breaks nothing).
    expect(await slugsFor("winter vinyl")).toEqual([]);
    expect(await slugsFor("%")).toEqual([]);
    expect(await slugsFor("&|!:*()'")).toEqual([]);
    expect((await search({ criteria: { onlyFeatured: true } })).nodes.map((node) => node.slug)).toEqual(["featured-gala"]);

    // Listed events start 1 to 6 days out; the gala in 20 days.
    const thisWeek = (await search({ first: 50, criteria: { onlyThisWeek: true } })).nodes.map((node) => node.slug);
    expect(thisWeek).toEqual(["running-now", ...listed]);
  });

  test("words in the title rank above words in the description; pages keep the ranked order", async () => {
    await createEvent(api, { createdByUserId: host.userId, slug: "lantern-late", startsInHours: 24 * 9, displayName: "Lantern Parade" });
    await createEvent(api, { createdByUserId: host.userId, slug: "lantern-soon", startsInHours: 24 * 8, displayName: "Harbour Walk", description: "Bring a lantern." });
    await createEvent(api, { createdByUserId: host.userId, slug: "lantern-later", startsInHours: 24 * 10, displayName: "Lantern Workshop" });
    const ranked = await search({ first: 50, criteria: { keyword: "lantern" } });
    // Title matches first (soonest first among equals), then the description match.
    expect(ranked.nodes.map((node) => node.slug)).toEqual(["lantern-late", "lantern-later", "lantern-soon"]);

    const paged: string[] = [];
    let after: string | null = null;
    do {
      const page = await search({ first: 1, after, criteria: { keyword: "lantern" } });
      expect(page.totalCount).toBe(3);
      paged.push(...page.nodes.map((node) => node.slug));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(paged).toEqual(["lantern-late", "lantern-later", "lantern-soon"]);
  });

  test("a reserved address is not searchable", async () => {
    expect((await search({ criteria: { keyword: "Hidden Lane", onlyMyEvents: true } }, host.token)).nodes).toEqual([]);
  });

  test("onlyMyEvents needs a session and lists what the viewer created or takes part in", async () => {
    const signedOut = await api.graphql(SEARCH, { criteria: { onlyMyEvents: true } });
    expect(signedOut.body.errors[0].extensions.code).toBe("AUTH_NOT_AUTHENTICATED");

    const mine = (await search({ first: 50, criteria: { onlyMyEvents: true } }, host.token)).nodes.map((node) => node.slug);
    expect(mine).toEqual(expect.arrayContaining(["still-a-draft", "unlisted", "secret-dinner", "running-now"]));
    expect(mine).not.toContain("already-over");

    expect((await search({ criteria: { onlyMyEvents: true } }, stranger.token)).nodes).toEqual([]);
  });

  test("refuses a malformed cursor and an oversized page", async () => {
    const badCursor = await api.graphql(SEARCH, { after: "not-a-cursor" });
    expect(badCursor.body.errors[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: { after: "The page cursor is invalid." } });
    const tooMany = await api.graphql(SEARCH, { first: 51 });
    expect(tooMany.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });
});

describe("event.bySlugOrId", () => {
  test("finds a public event by slug or id, for anyone", async () => {
    const bySlug = await api.graphql(BY_SLUG, { slugOrId: "featured-gala" });
    const event = bySlug.body.data.event.bySlugOrId;
    expect(event).toMatchObject({
      slug: "featured-gala",
      displayName: "Winter Gala",
      timeZone: "America/New_York",
      isStarted: false,
      isExpired: false,
      createdBy: { userId: host.userId, name: "Alex Morgan" },
      my: null,
    });
    const byId = await api.graphql(BY_SLUG, { slugOrId: event.eventId }, { token: stranger.token });
    expect(byId.body.data.event.bySlugOrId).toMatchObject({
      slug: "featured-gala",
      my: { isCreator: false, permissions: [], attendeeState: "NONE" },
    });
  });

  test("a private event is NOT_FOUND to strangers and signed-out visitors", async () => {
    for (const token of [undefined, stranger.token]) {
      const answer = await api.graphql(BY_SLUG, { slugOrId: "secret-dinner" }, { token });
      expect(answer.body.errors[0].extensions.code).toBe("NOT_FOUND");
      expect(answer.body.data).toBeNull();
    }
  });

  test("a private event is visible to its creator, with everything", async () => {
    const answer = await api.graphql(BY_SLUG, { slugOrId: "secret-dinner" }, { token: host.token });
    expect(answer.body.data.event.bySlugOrId).toMatchObject({
      isPrivate: true,
      location: { address: "7 Hidden Lane", latitude: 40.7, isOnlyVisibleToApprovedAttendees: true },
      my: { isCreator: true, attendeeState: "NONE" },
    });
    expect(answer.body.data.event.bySlugOrId.my.permissions).toHaveLength(11);
  });

  test("an invitee sees the private event, but not its reserved address until approved", async () => {
    const { data } = (await api.graphql(BY_SLUG, { slugOrId: "secret-dinner" }, { token: host.token })).body;
    await api.platform.deps.db
      .insert(attendees)
      .values({ eventId: data.event.bySlugOrId.eventId, userId: invitee.userId, state: "INVITED" });

    const answer = await api.graphql(BY_SLUG, { slugOrId: "secret-dinner" }, { token: invitee.token });
    expect(answer.body.data.event.bySlugOrId).toMatchObject({
      slug: "secret-dinner",
      location: { address: null, latitude: null, isOnlyVisibleToApprovedAttendees: true },
      my: { attendeeState: "INVITED", isCreator: false },
    });
  });

  test("with its signed-out preview off, an event asks a visitor to sign in; members see it; a private one stays NOT_FOUND", async () => {
    await createEvent(api, { createdByUserId: host.userId, slug: "members-only-preview", optInAllowPublicEventPagePreview: false });
    const visitor = await api.graphql(BY_SLUG, { slugOrId: "members-only-preview" });
    expect(visitor.body.errors[0]).toMatchObject({ message: "Please sign in to see this event.", extensions: { code: "AUTH_NOT_AUTHENTICATED" } });
    expect(visitor.body.data).toBeNull();
    const member = await api.graphql(BY_SLUG, { slugOrId: "members-only-preview" }, { token: stranger.token });
    expect(member.body.errors).toBeUndefined();
    expect(member.body.data.event.bySlugOrId).toMatchObject({ slug: "members-only-preview", my: { isCreator: false } });

    // Whether a private event exists is still not told.
    await createEvent(api, { createdByUserId: host.userId, slug: "members-only-private", isPrivate: true, optInAllowPublicEventPagePreview: false });
    const hidden = await api.graphql(BY_SLUG, { slugOrId: "members-only-private" });
    expect(hidden.body.errors[0].extensions.code).toBe("NOT_FOUND");
  });

  test("drafts and unknown events are NOT_FOUND", async () => {
    for (const slugOrId of ["still-a-draft", "no-such-event", "00000000-0000-4000-8000-000000000000"]) {
      const answer = await api.graphql(BY_SLUG, { slugOrId }, { token: stranger.token });
      expect(answer.body.errors[0].extensions.code).toBe("NOT_FOUND");
    }
    expect((await api.graphql(BY_SLUG, { slugOrId: "still-a-draft" }, { token: host.token })).body.errors).toBeUndefined();
  });
});
