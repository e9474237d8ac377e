// Near Me: events within a radius of a point, nearest first, paged by
// (distance, start, id); a place kept for approved attendees is neither found nor measured
// for anyone else.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { attendees } from "../db/schema.js";
import type { AuthInfo } from "../access/domain/auth-info.js";
import { boundingBox } from "./domain/search.js";
import { createEvent, createVerifiedUser } from "../test/fixtures.js";
import { startTestApi, type TestApi } from "../test/support.js";

let api: TestApi;
let host: AuthInfo;
let stranger: AuthInfo;
let approved: AuthInfo;
let pending: AuthInfo;

const LOS_ANGELES = { latitude: 34.0522, longitude: -118.2437 };

const SEARCH = `query ($first: Int, $after: String, $criteria: EventSearchCriteria) {
  event { search(first: $first, after: $after, criteria: $criteria) {
    pageInfo { hasNextPage endCursor } nodes { slug distanceKm location { address latitude longitude } }
  } }
}`;

interface Found {
  slug: string;
  distanceKm: number | null;
  location: { address: string | null; latitude: number | null; longitude: number | null } | null;
}

async function search(variables: Record<string, unknown>, token?: string) {
  const answer = await api.graphql(SEARCH, variables, { token });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.event.search as { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: Found[] };
}

const near = (radiusKm: number, point = LOS_ANGELES) => ({ near: { ...point, radiusKm } });
const slugsNear = async (radiusKm: number, token?: string, point = LOS_ANGELES) =>
  (await search({ first: 50, criteria: near(radiusKm, point) }, token)).nodes.map((node) => node.slug);

beforeAll(async () => {
  api = await startTestApi();
  [host, stranger, approved, pending] = await Promise.all([
    createVerifiedUser(api),
    createVerifiedUser(api),
    createVerifiedUser(api),
    createVerifiedUser(api),
  ]);
  const at = (slug: string, latitude: number | null, longitude: number | null, more: Record<string, unknown> = {}) =>
    createEvent(api, { createdByUserId: host.userId, slug, displayName: slug, locationLatitude: latitude, locationLongitude: longitude, ...more });

  await at("downtown-la", 34.05, -118.25, { startsInHours: 72 });
  await at("pasadena", 34.1478, -118.1445, { startsInHours: 24 });
  await at("santa-monica", 34.0195, -118.4912);
  await at("san-diego", 32.7157, -117.1611);
  await at("san-francisco", 37.7749, -122.4194);
  await at("no-location", null, null);
  await at("la-draft", 34.05, -118.25, { status: "DRAFT" });
  await at("la-private", 34.05, -118.25, { isPrivate: true, isListed: false });
  // Five events at one place, two of them at the same start: the page key needs start and id too.
  for (const [index, hours] of [30, 30, 40, 50, 60].entries()) {
    await at(`long-beach-${index}`, 33.7701, -118.1937, { startsInHours: hours, locationAddress: "Long Beach" });
  }
  const { event: hidden } = await at("hidden-place-la", 34.06, -118.24, {
    locationAddress: "12 Secret Alley",
    locationOnlyVisibleToApprovedAttendees: true,
  });
  await api.platform.deps.db.insert(attendees).values([
    { eventId: hidden.id, userId: approved.userId, state: "APPROVED" },
    { eventId: hidden.id, userId: pending.userId, state: "NONE" },
  ]);
  // Across the antimeridian: Fiji.
  await at("taveuni", -16.85, -179.95);
});
afterAll(async () => {
  await api?.close();
});

describe("event.search near a point", () => {
  test("finds the events inside the radius, nearest first, each with its distance", async () => {
    const found = (await search({ first: 50, criteria: near(50) })).nodes;
    const slugs = found.map((node) => node.slug);
    expect(slugs.slice(0, 3)).toEqual(["downtown-la", "pasadena", "santa-monica"]);
    // One place: by start, and the two with the same start by id.
    expect(slugs.slice(3, 5).sort()).toEqual(["long-beach-0", "long-beach-1"]);
    expect(slugs.slice(5)).toEqual(["long-beach-2", "long-beach-3", "long-beach-4"]);
    const distance = Object.fromEntries(found.map((node) => [node.slug, node.distanceKm]));
    expect(distance["downtown-la"]).toBeLessThan(1);
    expect(distance["pasadena"]).toBeGreaterThan(13);
    expect(distance["pasadena"]).toBeLessThan(15);
    expect(distance["santa-monica"]).toBeGreaterThan(22);
    expect(distance["santa-monica"]).toBeLessThan(24);
    expect(distance["long-beach-0"]).toBeGreaterThan(31);
    expect(distance["long-beach-0"]).toBeLessThan(33);
  });

  test("leaves out events outside the radius, without a location, drafts and private events", async () => {
    expect(await slugsNear(20)).toEqual(["downtown-la", "pasadena"]);
    const wide = await slugsNear(200);
    expect(wide).toContain("san-diego");
    for (const slug of ["san-francisco", "no-location", "la-draft", "la-private", "taveuni"]) expect(wide).not.toContain(slug);
    expect(await slugsNear(10, undefined, { latitude: 37.7749, longitude: -122.4194 })).toEqual(["san-francisco"]);
  });

  test("crosses the antimeridian", async () => {
    expect(await slugsNear(100, undefined, { latitude: -16.8, longitude: 179.8 })).toEqual(["taveuni"]);
    expect(boundingBox({ latitude: -16.8, longitude: 179.8, radiusKm: 100 }).longitudeRanges).toHaveLength(2);
    expect(boundingBox({ latitude: 89.9, longitude: 0, radiusKm: 50 }).longitudeRanges).toEqual([]);
  });

  test("a place kept for approved attendees is found (with its distance) only by those who may see it", async () => {
    for (const token of [undefined, stranger.token, pending.token]) {
      const found = (await search({ first: 50, criteria: near(100) }, token)).nodes;
      expect(found.map((node) => node.slug)).not.toContain("hidden-place-la");
      expect(JSON.stringify(found)).not.toContain("Secret Alley");
    }
    for (const token of [host.token, approved.token]) {
      const found = (await search({ first: 50, criteria: near(100) }, token)).nodes;
      const hidden = found.find((node) => node.slug === "hidden-place-la");
      expect(hidden?.distanceKm).toBeLessThan(2);
      expect(hidden?.location?.address).toBe("12 Secret Alley");
    }
    // Outside Near Me the event is listed, but neither its place nor a distance is shown.
    const listed = (await search({ first: 50 }, stranger.token)).nodes.find((node) => node.slug === "hidden-place-la");
    expect(listed).toMatchObject({ distanceKm: null, location: { address: null, latitude: null, longitude: null } });
  });

  test("pages by (distance, start, id): every event once, in the same order", async () => {
    const everything = await slugsNear(200);
    expect(everything).toHaveLength(9);
    const paged: string[] = [];
    let after: string | null = null;
    do {
      const page = await search({ first: 2, after, criteria: near(200) });
      paged.push(...page.nodes.map((node) => node.slug));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(paged).toEqual(everything);
    expect(new Set(paged).size).toBe(paged.length);
  });

  test("a cursor of another list is refused near a point; bad points and radii are refused", async () => {
    const plain = await search({ first: 1 });
    const refused = await api.graphql(SEARCH, { first: 2, after: plain.pageInfo.endCursor, criteria: near(50) });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    for (const criteria of [
      near(0),
      near(501),
      near(50, { latitude: 91, longitude: 0 }),
      near(50, { latitude: 0, longitude: -181 }),
    ]) {
      const answer = await api.graphql(SEARCH, { criteria });
      expect(answer.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    }
  });

  test("outside Near Me there is no distance", async () => {
    const found = (await search({ first: 50 })).nodes;
    expect(found.length).toBeGreaterThan(0);
    for (const node of found) expect(node.distanceKm).toBeNull();
  });
});

