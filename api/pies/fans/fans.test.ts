// The pies' fan side through the API (ADR 0069): wishing is idempotent and counted, the owner hears
// of a new wisher once, wishers hear when a wished pie goes live; the trade hub's Featured,
// Newcomers and Watchlist; the random slider; the pies a member holds, read from the slice
// ledger, with paging, sorting and keyword; a pie's trading transactions.
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";
import { notifications, pies, pieSliceEntries, pieWishes, type PieRow } from "../../db/schema.js";
import { pieFanMessages } from "../../../contract/pies/fans-messages.js";
import { applyPieCreationOutcome, pieCreationReference } from "../domain/settlement.js";

let api: TestApi;

const CARD = "pieId wished wishersCount totalMembers slicesHeld operationalState displayName";
const WISH = `mutation ($pieId: ID!) { pie { wish(pieId: $pieId) { ${CARD} } } }`;
const UNWISH = `mutation ($pieId: ID!) { pie { unwish(pieId: $pieId) { ${CARD} } } }`;
const PIE = `query ($id: String!) { pie { bySlugOrId(idOrSlug: $id) { ${CARD} } } }`;
const SEARCH = `query ($type: PieListType!, $keyword: String, $first: Int, $after: String) {
  pie { search(type: $type, keyword: $keyword, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { displayName wished } } }
}`;
const SLIDER = `query { pie { randomSlider(first: 50) { pieId } featuredPie { pieId } } }`;
const HOLDINGS = `query ($keyword: String, $sort: HoldingPieSort, $first: Int, $after: String) {
  pie { holdingPies(keyword: $keyword, sort: $sort, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } nodes { slices value { cents } pie { displayName slicesHeld totalMembers } }
  } }
}`;
const TRADES = `query ($pieId: ID!, $mine: Boolean) { pie { tradingTransactions(pieId: $pieId, onlyMyTransaction: $mine) {
  totalCount nodes { type slices from { userId } to { userId } }
} } }`;
const CLUBS = `query { pie { myPies { pieId } myModeratorPies { pieId } } }`;

async function call(query: string, token: string, variables: Record<string, unknown> = {}) {
  return (await api.graphql(query, variables, { token })).body;
}
async function ok(query: string, token: string, variables: Record<string, unknown> = {}) {
  const body = await call(query, token, variables);
  expect(body.errors).toBeUndefined();
  return body.data.pie;
}

/** A pie as the wizard and its payment leave it (the wizard itself is pies.test.ts's). */
async function bakedPie(owner: AuthInfo, name: string, values: Partial<typeof pies.$inferInsert> = {}): Promise<PieRow> {
  const now = api.clock.now();
  const state = values.operationalState ?? "ACTIVE";
  const [pie] = await api.platform.deps.db
    .insert(pies)
    .values({
      displayName: name,
      slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${randomBytes(3).toString("hex")}`,
      bio: `All about ${name}.`,
      maxSlices: 100_000,
      issuedSlices: 1_000,
      slicePriceCents: 200,
      appearance: { background: "night", napkin: "blue", crust: "golden", filling: "cherry" },
      onBoardingProcess: state === "ACTIVE" ? "COMPLETE" : "SUMMARY",
      creationPriceCents: 10_00,
      activatedAt: state === "ACTIVE" ? now : null,
      createdBy: owner.userId,
      ...values,
      operationalState: state,
    })
    .returning();
  if (state === "ACTIVE") {
    await api.platform.deps.db.insert(pieSliceEntries).values({
      pieId: pie!.id,
      debitAccount: "AVAILABLE",
      creditAccount: "ISSUER",
      amount: 1_000,
      reason: "ISSUANCE",
      source: "test",
      idempotencyKey: `pie-issuance:${pie!.id}`,
    });
  }
  return pie!;
}

/** Slices given to a member (the AWARD reason), as the ledger records any move. */
async function award(pie: PieRow, member: AuthInfo, amount: number, at?: Date) {
  await api.platform.deps.db.insert(pieSliceEntries).values({
    pieId: pie.id,
    debitAccount: `user:${member.userId}`,
    creditAccount: "AVAILABLE",
    amount,
    reason: "AWARD",
    source: "test",
    idempotencyKey: `award:${randomBytes(8).toString("hex")}`,
    ...(at ? { createdAt: at } : {}),
  });
}

async function inbox(userId: string, type: "NewWisherAdded" | "WishedPieActivated") {
  return api.platform.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientUserId, userId), eq(notifications.type, type)));
}

beforeAll(async () => {
  api = await startTestApi({ graphqlRateLimitPerMinute: 100_000 });
});
afterAll(async () => {
  await api?.close();
});

describe("wishing for a pie", () => {
  test("wishing is idempotent and counted; the owner hears of the wisher once; unwishing takes it back", async () => {
    const owner = await createVerifiedUser(api);
    const fan = await createVerifiedUser(api, { name: "Wren Fanning" });
    const pie = await bakedPie(owner, "Wish Cake");

    expect((await ok(PIE, fan.token, { id: pie.id })).bySlugOrId).toMatchObject({ wished: false, wishersCount: 0 });
    // Twice in a row and twice at once: one wish.
    expect((await ok(WISH, fan.token, { pieId: pie.id })).wish).toMatchObject({ wished: true, wishersCount: 1 });
    await Promise.all([ok(WISH, fan.token, { pieId: pie.slug }), ok(WISH, fan.token, { pieId: pie.id })]);
    expect(await api.platform.deps.db.select().from(pieWishes).where(eq(pieWishes.pieId, pie.id))).toHaveLength(1);
    expect((await ok(PIE, owner.token, { id: pie.id })).bySlugOrId).toMatchObject({ wished: false, wishersCount: 1 });

    const told = await inbox(owner.userId, "NewWisherAdded");
    expect(told).toHaveLength(1);
    expect(told[0]!.properties).toMatchObject({ PieId: pie.id, PieName: "Wish Cake", SenderName: "Wren Fanning" });

    // A second fan counts too.
    const other = await createVerifiedUser(api);
    expect((await ok(WISH, other.token, { pieId: pie.id })).wish.wishersCount).toBe(2);
    expect(await inbox(owner.userId, "NewWisherAdded")).toHaveLength(2);

    // Unwish, twice: gone once. Wishing again tells the owner nothing new.
    expect((await ok(UNWISH, fan.token, { pieId: pie.id })).unwish).toMatchObject({ wished: false, wishersCount: 1 });
    expect((await ok(UNWISH, fan.token, { pieId: pie.id })).unwish).toMatchObject({ wished: false, wishersCount: 1 });
    expect((await ok(WISH, fan.token, { pieId: pie.id })).wish).toMatchObject({ wished: true, wishersCount: 2 });
    expect(await inbox(owner.userId, "NewWisherAdded")).toHaveLength(2);
  });

  test("one's own pie, a draft, an unknown pie and a visitor are refused", async () => {
    const owner = await createVerifiedUser(api);
    const pie = await bakedPie(owner, "Own Tart");
    const own = await call(WISH, owner.token, { pieId: pie.id });
    expect(own.errors[0]).toMatchObject({ message: pieFanMessages.ownPie, extensions: { code: "CONFLICT" } });

    const fan = await createVerifiedUser(api);
    const draftOwner = await createVerifiedUser(api);
    const draft = await bakedPie(draftOwner, "Draft Tart", { operationalState: "DRAFT" });
    expect((await call(WISH, fan.token, { pieId: draft.id })).errors[0].extensions.code).toBe("NOT_FOUND");
    expect((await call(WISH, fan.token, { pieId: "no-such-pie" })).errors[0].extensions.code).toBe("NOT_FOUND");
    expect((await call(WISH, "", { pieId: pie.id })).errors[0].extensions.code).toBe("AUTH_NOT_AUTHENTICATED");
    expect(await api.platform.deps.db.select().from(pieWishes).where(eq(pieWishes.pieId, draft.id))).toHaveLength(0);
  });

  test("those who wished a pie while it waited for its payment hear once when it goes live", async () => {
    const owner = await createVerifiedUser(api);
    const pending = await bakedPie(owner, "Soon Pie", { operationalState: "PENDING" });
    const [early, changedMind, stranger] = await Promise.all([createVerifiedUser(api), createVerifiedUser(api), createVerifiedUser(api)]);
    // Created but not paid: public, and wishable.
    expect((await ok(PIE, stranger.token, { id: pending.slug })).bySlugOrId.operationalState).toBe("PENDING");
    await ok(WISH, early.token, { pieId: pending.id });
    await ok(WISH, changedMind.token, { pieId: pending.id });
    await ok(UNWISH, changedMind.token, { pieId: pending.id });

    const outcome = {
      kind: "paid" as const,
      checkoutId: "cs_soon",
      reference: pieCreationReference(pending.id),
      paymentId: "pi_soon",
      amountCents: 1000,
      currency: "USD",
      paymentMethod: null,
    };
    await applyPieCreationOutcome(api.platform.deps, outcome);
    await applyPieCreationOutcome(api.platform.deps, outcome);

    const told = await inbox(early.userId, "WishedPieActivated");
    expect(told).toHaveLength(1);
    expect(told[0]!.properties).toMatchObject({ PieId: pending.id, PieName: "Soon Pie" });
    expect(await inbox(changedMind.userId, "WishedPieActivated")).toHaveLength(0);
    expect(await inbox(stranger.userId, "WishedPieActivated")).toHaveLength(0);
  });
});

describe("the trade hub's lists", () => {
  test("Featured: live verified pies, the most wished first; Newcomers: live in the last 30 days; Watchlist: the viewer's wishes", async () => {
    const word = `zq${randomBytes(3).toString("hex")}`;
    const owners = await Promise.all([1, 2, 3, 4, 5].map(() => createVerifiedUser(api)));
    const now = api.clock.now();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3600_000);
    const loved = await bakedPie(owners[0]!, `Loved ${word}`, { isVerified: true, activatedAt: daysAgo(90) });
    const quiet = await bakedPie(owners[1]!, `Quiet ${word}`, { isVerified: true, activatedAt: daysAgo(2) });
    const fresh = await bakedPie(owners[2]!, `Fresh ${word}`, { activatedAt: daysAgo(1) });
    const pending = await bakedPie(owners[3]!, `Pending ${word}`, { operationalState: "PENDING", isVerified: true });
    await bakedPie(owners[4]!, `Old ${word}`, { activatedAt: daysAgo(45) });

    const fans = await Promise.all([1, 2].map(() => createVerifiedUser(api)));
    for (const fan of fans) await ok(WISH, fan.token, { pieId: loved.id });
    // The wishes' times order the Watchlist (the test clock stands still otherwise).
    api.clock.advance(1000);
    await ok(WISH, fans[0]!.token, { pieId: pending.id });

    const names = async (type: string, token: string, extra: Record<string, unknown> = {}) =>
      (await ok(SEARCH, token, { type, keyword: word, ...extra })).search.nodes.map((n: { displayName: string }) => n.displayName);
    expect(await names("FEATURED", fans[1]!.token)).toEqual([`Loved ${word}`, `Quiet ${word}`]);
    expect(await names("NEWCOMERS", fans[1]!.token)).toEqual([`Fresh ${word}`, `Quiet ${word}`]);
    expect(await names("WATCHLIST", fans[0]!.token)).toEqual([`Pending ${word}`, `Loved ${word}`]);
    expect(await names("WATCHLIST", fans[1]!.token)).toEqual([`Loved ${word}`]);
    expect(await names("WATCHLIST", "")).toEqual([]);
    // The keyword narrows; the name is enough.
    expect(await names("FEATURED", fans[1]!.token, { keyword: `Quiet ${word}` })).toEqual([`Quiet ${word}`]);

    // Paging: one at a time, to the end.
    const first = (await ok(SEARCH, fans[1]!.token, { type: "NEWCOMERS", keyword: word, first: 1 })).search;
    expect(first).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: true } });
    const second = (await ok(SEARCH, fans[1]!.token, { type: "NEWCOMERS", keyword: word, first: 1, after: first.pageInfo.endCursor })).search;
    expect(second).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: false }, nodes: [{ displayName: `Fresh ${word}` === first.nodes[0].displayName ? `Quiet ${word}` : `Fresh ${word}` }] });
    expect((await call(SEARCH, fans[1]!.token, { type: "NEWCOMERS", after: "nonsense" })).errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(quiet.id).toBeTruthy();
    expect(fresh.id).toBeTruthy();
  });

  test("the random slider shows live pies only, in the same order within the hour; the featured pie leads Featured", async () => {
    const viewer = await createVerifiedUser(api);
    const draftOwner = await createVerifiedUser(api);
    const draft = await bakedPie(draftOwner, "Hidden Draft", { operationalState: "DRAFT" });
    const a = (await ok(SLIDER, viewer.token)).randomSlider.map((p: { pieId: string }) => p.pieId);
    const b = (await ok(SLIDER, viewer.token)).randomSlider.map((p: { pieId: string }) => p.pieId);
    expect(a.length).toBeGreaterThan(1);
    expect(b).toEqual(a);
    expect(a).not.toContain(draft.id);
    const live = await api.platform.deps.db.select({ id: pies.id }).from(pies).where(eq(pies.operationalState, "ACTIVE"));
    expect(new Set(a)).toEqual(new Set(live.map((p) => p.id).filter((id) => a.includes(id))));
    const featured = (await ok(SEARCH, viewer.token, { type: "FEATURED", first: 1 })).search.nodes[0];
    const { featuredPie } = await ok(SLIDER, viewer.token);
    expect(featuredPie).not.toBeNull();
    expect((await ok(PIE, viewer.token, { id: featuredPie.pieId })).bySlugOrId.displayName).toBe(featured.displayName);
  });
});

describe("the slices a member holds", () => {
  test("balances come from the ledger; paging, sorting and keyword; members and trading transactions", async () => {
    const word = `hx${randomBytes(3).toString("hex")}`;
    const [o1, o2, o3] = await Promise.all([createVerifiedUser(api), createVerifiedUser(api), createVerifiedUser(api)]);
    const fan = await createVerifiedUser(api);
    const friend = await createVerifiedUser(api);
    const apple = await bakedPie(o1, `Apple ${word}`, { slicePriceCents: 100 });
    const berry = await bakedPie(o2, `Berry ${word}`, { slicePriceCents: 1_000 });
    const cherry = await bakedPie(o3, `Cherry ${word}`, { slicePriceCents: 50 });
    const now = api.clock.now();
    await award(apple, fan, 30, new Date(now.getTime() - 3000));
    await award(berry, fan, 5, new Date(now.getTime() - 1000));
    await award(cherry, fan, 10, new Date(now.getTime() - 2000));
    // Moves between members: the fan passes 10 of Cherry on, all of them; the friend holds them.
    await api.platform.deps.db.insert(pieSliceEntries).values({
      pieId: cherry.id,
      debitAccount: `user:${friend.userId}`,
      creditAccount: `user:${fan.userId}`,
      amount: 10,
      reason: "AWARD",
      source: "test",
      idempotencyKey: `move:${randomBytes(8).toString("hex")}`,
    });
    await award(apple, friend, 4);

    const held = async (vars: Record<string, unknown>) => (await ok(HOLDINGS, fan.token, { keyword: word, ...vars })).holdingPies;
    const bySlices = await held({});
    // Cherry went to zero: not held any more.
    expect(bySlices.totalCount).toBe(2);
    expect(bySlices.nodes).toEqual([
      { slices: 30, value: { cents: 3_000 }, pie: { displayName: `Apple ${word}`, slicesHeld: 30, totalMembers: 2 } },
      { slices: 5, value: { cents: 5_000 }, pie: { displayName: `Berry ${word}`, slicesHeld: 5, totalMembers: 1 } },
    ]);
    expect((await held({ sort: "VALUE" })).nodes.map((n: { slices: number }) => n.slices)).toEqual([5, 30]);
    expect((await held({ sort: "NAME" })).nodes.map((n: { slices: number }) => n.slices)).toEqual([30, 5]);
    expect((await held({ sort: "RECENT" })).nodes.map((n: { slices: number }) => n.slices)).toEqual([5, 30]);
    expect((await held({ keyword: `Berry ${word}` })).nodes.map((n: { slices: number }) => n.slices)).toEqual([5]);
    const page1 = await held({ first: 1 });
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = await held({ first: 1, after: page1.pageInfo.endCursor });
    expect(page2).toMatchObject({ pageInfo: { hasNextPage: false }, nodes: [{ slices: 5 }] });
    expect((await call(HOLDINGS, "", {})).errors[0].extensions.code).toBe("AUTH_NOT_AUTHENTICATED");

    // Cherry's trades: the award and the move; only mine for the friend is the move.
    const all = (await ok(TRADES, fan.token, { pieId: cherry.id, mine: false })).tradingTransactions;
    expect(all.totalCount).toBe(2);
    expect(all.nodes).toContainEqual({ type: "AWARD", slices: 10, from: { userId: fan.userId }, to: { userId: friend.userId } });
    expect(all.nodes).toContainEqual({ type: "AWARD", slices: 10, from: null, to: { userId: fan.userId } });
    const mine = (await ok(TRADES, friend.token, { pieId: cherry.id, mine: true })).tradingTransactions;
    expect(mine).toMatchObject({ totalCount: 1, nodes: [{ from: { userId: fan.userId }, to: { userId: friend.userId } }] });
    expect((await ok(TRADES, o3.token, { pieId: cherry.id, mine: true })).tradingTransactions.totalCount).toBe(0);
  });

  test("my pies and the pies I moderate", async () => {
    const owner = await createVerifiedUser(api);
    const pie = await bakedPie(owner, "Club Pie");
    const member = await createVerifiedUser(api);
    expect(await ok(CLUBS, owner.token)).toEqual({ myPies: [{ pieId: pie.id }], myModeratorPies: [] });
    const { pieModerators } = await import("../../db/schema.js");
    await api.platform.deps.db.insert(pieModerators).values({ pieId: pie.id, userId: member.userId, role: "ADMIN" });
    expect(await ok(CLUBS, member.token)).toEqual({ myPies: [], myModeratorPies: [{ pieId: pie.id }] });
  });
});
