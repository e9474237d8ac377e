// The trade hub's and a pie page's reads through the read cache (docs/decisions/0012,
// migration 0064): read again they cost no statement, and a change written straight to any
// table they read (a ledger entry, a wish, a moderator, a pie, an award, a payout account)
// is seen by the next request.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { AuthInfo } from "../access/domain/auth-info.js";
import { createVerifiedUser } from "../test/fixtures.js";
import { startTestApi, statementCountingLogger, type TestApi } from "../test/support.js";
import { payoutAccounts, pieAwards, pieModerators, pies, pieSliceEntries, pieWishes, type PieRow } from "../db/schema.js";

let api: TestApi;
let owner: AuthInfo;
let fan: AuthInfo;
let pie: PieRow;

const { logger, statements: statementCount } = statementCountingLogger();

const CARD = "pieId displayName availableSlices wishersCount totalMembers wished slicesHeld userPermissions";
const PAGES = `query ($id: String!, $pieId: ID!) {
  pie {
    bySlugOrId(idOrSlug: $id) { ${CARD} }
    featured: search(type: FEATURED) { totalCount nodes { ${CARD} } }
    watchlist: search(type: WATCHLIST) { totalCount nodes { pieId } }
    randomSlider(first: 10) { pieId displayName }
    featuredPie { pieId displayName wishersCount }
    tradingTransactions(pieId: $pieId) { totalCount nodes { slices to { userId } } }
    mine: tradingTransactions(pieId: $pieId, onlyMyTransaction: true) { totalCount }
    myPendingAward { awardedAt }
    myPie { displayName }
  }
  user { me { payoutAccounts { label } } }
}`;

beforeAll(async () => {
  api = await startTestApi({ logger });
  owner = await createVerifiedUser(api);
  fan = await createVerifiedUser(api);
  const now = api.clock.now();
  [pie] = await api.platform.deps.db
    .insert(pies)
    .values({
      displayName: "Cached Pie",
      slug: `cached-pie-${randomBytes(3).toString("hex")}`,
      maxSlices: 100_000,
      issuedSlices: 1_000,
      slicePriceCents: 200,
      isVerified: true,
      appearance: { background: "night", napkin: "blue", crust: "golden", filling: "cherry" },
      onBoardingProcess: "COMPLETE",
      operationalState: "ACTIVE",
      activatedAt: now,
      createdBy: owner.userId,
    })
    .returning();
  await entry("AVAILABLE", "ISSUER", 1_000, "ISSUANCE");
});
afterAll(async () => {
  await api?.close();
});

function entry(debitAccount: string, creditAccount: string, amount: number, reason: "ISSUANCE" | "AWARD") {
  return api.platform.deps.db.insert(pieSliceEntries).values({
    pieId: pie.id,
    debitAccount,
    creditAccount,
    amount,
    reason,
    source: "test",
    idempotencyKey: `test:${randomBytes(6).toString("hex")}`,
  });
}

async function pages() {
  const before = statementCount();
  const answer = await api.graphql(PAGES, { id: pie.slug, pieId: pie.id }, { token: fan.token });
  expect(answer.body.errors).toBeUndefined();
  const data = answer.body.data;
  const featured = data.pie.featured.nodes.find((node: { pieId: string }) => node.pieId === pie.id);
  return { ...data.pie, featured, payoutAccounts: data.user.me.payoutAccounts, statements: statementCount() - before };
}

test("the pages read again cost no statement", async () => {
  const first = await pages();
  expect(first.statements).toBeGreaterThan(0);
  const again = await pages();
  expect(again.statements).toBe(0);
  expect({ ...again, statements: 0 }).toEqual({ ...first, statements: 0 });
});

test("a ledger entry shows in slices for sale, members, holdings and trades", async () => {
  expect((await pages()).bySlugOrId).toMatchObject({ availableSlices: 1_000, totalMembers: 0, slicesHeld: 0 });
  await entry(`user:${fan.userId}`, "AVAILABLE", 5, "AWARD");
  const after = await pages();
  expect(after.bySlugOrId).toMatchObject({ availableSlices: 995, totalMembers: 1, slicesHeld: 5 });
  expect(after.featured).toMatchObject({ availableSlices: 995, totalMembers: 1, slicesHeld: 5 });
  expect(after.tradingTransactions).toEqual({ totalCount: 1, nodes: [{ slices: 5, to: { userId: fan.userId } }] });
  expect(after.mine).toEqual({ totalCount: 1 });
});

test("a wish shows in the counts, the viewer's wish and the watchlist", async () => {
  expect((await pages()).watchlist.totalCount).toBe(0);
  await api.platform.deps.db.insert(pieWishes).values({ pieId: pie.id, userId: fan.userId });
  const after = await pages();
  expect(after.bySlugOrId).toMatchObject({ wished: true, wishersCount: 1 });
  expect(after.featuredPie.wishersCount).toBe(1);
  expect(after.watchlist).toEqual({ totalCount: 1, nodes: [{ pieId: pie.id }] });
});

test("a moderator's role shows in their permissions", async () => {
  expect((await pages()).bySlugOrId.userPermissions).toEqual([]);
  await api.platform.deps.db.insert(pieModerators).values({ pieId: pie.id, userId: fan.userId, role: "ADMIN" });
  expect((await pages()).bySlugOrId.userPermissions.length).toBeGreaterThan(0);
});

test("a change to the pie's row shows on its page and in every list", async () => {
  await pages();
  await api.platform.deps.db.update(pies).set({ displayName: "Renamed Pie" }).where(eq(pies.id, pie.id));
  const after = await pages();
  expect(after.bySlugOrId.displayName).toBe("Renamed Pie");
  expect(after.featured.displayName).toBe("Renamed Pie");
  expect(after.featuredPie.displayName).toBe("Renamed Pie");
  expect(after.randomSlider.find((p: { pieId: string }) => p.pieId === pie.id).displayName).toBe("Renamed Pie");
});

test("an award and a payout account show in the award modal's data", async () => {
  const before = await pages();
  expect(before.myPendingAward).toBeNull();
  expect(before.payoutAccounts).toEqual([]);
  await api.platform.deps.db.insert(pieAwards).values({ userId: fan.userId, awardedAt: api.clock.now() });
  await api.platform.deps.db.insert(payoutAccounts).values({ userId: fan.userId, provider: "test", externalAccountId: randomBytes(6).toString("hex"), label: "Test account" });
  const after = await pages();
  expect(after.myPendingAward).not.toBeNull();
  expect(after.payoutAccounts).toEqual([{ label: "Test account" }]);
});

test("a pie the viewer starts shows as theirs", async () => {
  expect((await pages()).myPie).toBeNull();
  await api.platform.deps.db.insert(pies).values({ displayName: "Fan's Draft", createdBy: fan.userId });
  expect((await pages()).myPie).toEqual({ displayName: "Fan's Draft" });
});
