// /home's lists and the wish list through the API (ADR 0068): members only; Featured puts
// verified and wished pies first, Newcomers the newest, Watchlist the viewer's wishes; drafts
// never show; wishing is idempotent and counted.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";
import { pies, pieWishes } from "../../db/schema.js";
import { and, eq } from "drizzle-orm";

let api: TestApi;
let fan: AuthInfo;
let other: AuthInfo;
const ids: Record<string, string> = {};

const HOME = `query ($tab: PieHomeTab!, $first: Int, $after: String) { pie { home(tab: $tab, first: $first, after: $after) { nodes { displayName wished wishersCount } endCursor } } }`;
const WISH = `mutation ($pieId: ID!, $wished: Boolean!) { pie { wish(pieId: $pieId, wished: $wished) { displayName wished wishersCount } } }`;

async function pie(name: string, values: Partial<typeof pies.$inferInsert>) {
  const owner = await createVerifiedUser(api);
  const [row] = await api.platform.deps.db
    .insert(pies)
    .values({ displayName: name, slug: name.toLowerCase().replace(/\W+/g, "-"), createdBy: owner.userId, operationalState: "ACTIVE", onBoardingProcess: "COMPLETE", ...values })
    .returning();
  ids[name] = row!.id;
}
const names = (body: { data: { pie: { home: { nodes: { displayName: string }[] } } } }) => body.data.pie.home.nodes.map((node) => node.displayName);
const home = async (token: string, tab: string, extra: Record<string, unknown> = {}) => (await api.graphql(HOME, { tab, ...extra }, { token })).body;

beforeAll(async () => {
  api = await startTestApi();
  fan = await createVerifiedUser(api);
  other = await createVerifiedUser(api);
  await pie("Old Verified", { isVerified: true, activatedAt: new Date("2026-01-01T00:00:00Z") });
  await pie("Wished Newcomer", { activatedAt: new Date("2026-03-01T00:00:00Z") });
  await pie("Quiet Middle", { activatedAt: new Date("2026-02-01T00:00:00Z") });
  await pie("Still A Draft", { operationalState: "DRAFT", onBoardingProcess: "SLICES" });
});
afterAll(async () => {
  await api?.close();
});

describe("/home's pie lists", () => {
  test("members only", async () => {
    const body = (await api.graphql(HOME, { tab: "FEATURED" })).body;
    expect(body.errors[0].extensions.code).toBe("AUTH_NOT_AUTHENTICATED");
  });

  test("wishing fills the Watchlist, is counted once however often it is pressed, and reorders Featured", async () => {
    expect(names(await home(fan.token, "WATCHLIST"))).toEqual([]);
    for (let i = 0; i < 2; i++) {
      const wish = (await api.graphql(WISH, { pieId: ids["Wished Newcomer"], wished: true }, { token: fan.token })).body;
      expect(wish.data.pie.wish).toEqual({ displayName: "Wished Newcomer", wished: true, wishersCount: 1 });
    }
    await api.graphql(WISH, { pieId: ids["Wished Newcomer"], wished: true }, { token: other.token });
    const rows = await api.platform.deps.db.select().from(pieWishes).where(eq(pieWishes.pieId, ids["Wished Newcomer"]!));
    expect(rows).toHaveLength(2);

    const watch = await home(fan.token, "WATCHLIST");
    expect(watch.data.pie.home.nodes).toEqual([{ displayName: "Wished Newcomer", wished: true, wishersCount: 2 }]);
    expect(names(await home(fan.token, "FEATURED"))).toEqual(["Old Verified", "Wished Newcomer", "Quiet Middle"]);
    expect(names(await home(fan.token, "NEWCOMERS"))).toEqual(["Wished Newcomer", "Quiet Middle", "Old Verified"]);

    const unwish = (await api.graphql(WISH, { pieId: ids["Wished Newcomer"], wished: false }, { token: fan.token })).body;
    expect(unwish.data.pie.wish).toEqual({ displayName: "Wished Newcomer", wished: false, wishersCount: 1 });
    expect(names(await home(fan.token, "WATCHLIST"))).toEqual([]);
    expect(await api.platform.deps.db.select().from(pieWishes).where(and(eq(pieWishes.userId, fan.userId)))).toEqual([]);
  });

  test("pages with first and after", async () => {
    const first = await home(fan.token, "NEWCOMERS", { first: 2 });
    expect(names(first)).toHaveLength(2);
    const rest = await home(fan.token, "NEWCOMERS", { first: 2, after: first.data.pie.home.endCursor });
    expect(names(rest)).toEqual(["Old Verified"]);
    expect(rest.data.pie.home.endCursor).toBeNull();
    expect((await home(fan.token, "NEWCOMERS", { first: 0 })).errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });

  test("a draft can be neither listed nor wished for", async () => {
    const wish = (await api.graphql(WISH, { pieId: ids["Still A Draft"], wished: true }, { token: fan.token })).body;
    expect(wish.errors[0].extensions.code).toBe("NOT_FOUND");
    expect(await api.platform.deps.db.select().from(pieWishes).where(eq(pieWishes.pieId, ids["Still A Draft"]!))).toEqual([]);
  });
});
