// The pie hub's dashboard and edit page through the API (ADR 0074): releasing slices within
// what the pie holds, concurrently and replayed; an upgrade credited only on a confirmed payment,
// once however often the confirmation arrives; the sales' paging and sorting for the pie's team
// only; and a pie award activated only with a payment account connected.
import { randomBytes, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { users } from "../../access/db.js";
import { createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";
import { pieModerators, pies, pieSliceEntries, type PieRow } from "../db.js";
import { sliceBalance } from "../domain/access.js";
import { pieSliceOrders } from "../trade/db.js";
import { pieUpgradeOrders } from "./db.js";
import { applyPieUpgradeOutcome } from "./domain/upgrade.js";
import { dashboardMessages as m } from "../../../contract/pies/dashboard-messages.js";

let api: TestApi;

const RELEASE = `mutation ($pieId: ID!, $slices: Int!, $key: String!) { pie { releaseSlices(pieId: $pieId, slices: $slices, idempotencyKey: $key) { slices released pie { issuedSlices heldSlices availableSlices } } } }`;
const UPGRADE = `mutation ($pieId: ID!, $to: Int!, $key: String!) { pie { upgrade(pieId: $pieId, toMaxSlices: $to, idempotencyKey: $key) { checkoutUrl order { orderId fromMaxSlices toMaxSlices status price { cents currency } } } } }`;
const RETURN = `mutation ($id: ID!, $left: Boolean) { pie { returnFromUpgrade(orderId: $id, left: $left) { status toMaxSlices pie { maxSlices heldSlices } } } }`;
const SALES = `query ($pieId: ID!, $sort: PieSalesSort, $first: Int, $after: String, $page: Int) { pie { sales(pieId: $pieId, sort: $sort, first: $first, after: $after, page: $page) { totalCount pageInfo { hasNextPage endCursor } nodes { buyerUserName slices amount { cents } } } } }`;
const MY_PIE = `{ pie { myPie { maxSlices heldSlices upgradeOptions { maxSlices price { cents } } } } }`;
const AWARD = `mutation ($userName: String!) { pie { award(userName: $userName) { awardedAt activatedAt } } }`;
const ACTIVATE = `mutation { pie { activateAward { activatedAt } } }`;
const PENDING_AWARD = `{ pie { myPendingAward { awardedAt } } user { me { canCreatePies } } }`;
const CARD = { expiry: "12/40", cvc: "123", name: "Maya Chen" };

const codeOf = (answer: { body: { errors?: { extensions: { code: string } }[] } }) => answer.body.errors?.[0]?.extensions.code;
const checkoutIdOf = (url: string) => new URL(url).pathname.split("/").pop()!;
const pay = (checkoutUrl: string) => api.post(`/dev/payments/${checkoutIdOf(checkoutUrl)}/pay`, { number: "4242 4242 4242 4242", ...CARD });

async function member(): Promise<AuthInfo & { userName: string }> {
  const user = await createVerifiedUser(api);
  const userName = `m_${randomBytes(4).toString("hex")}`;
  await api.platform.deps.db.update(users).set({ userName }).where(eq(users.id, user.userId));
  return { ...user, userName };
}

/** An active pie of a new owner: `max` slices at most, `released` of them for sale. */
async function livePie(max = 10_000, released = 500): Promise<{ pie: PieRow; owner: AuthInfo & { userName: string } }> {
  const owner = await member();
  const [pie] = await api.platform.deps.db
    .insert(pies)
    .values({
      displayName: `Dash Pie ${randomBytes(3).toString("hex")}`,
      slug: `dash-pie-${randomBytes(4).toString("hex")}`,
      maxSlices: max,
      issuedSlices: released,
      slicePriceCents: 250,
      appearance: { background: "night", napkin: "blue", crust: "golden", filling: "cherry" },
      onBoardingProcess: "COMPLETE",
      operationalState: "ACTIVE",
      creationPriceCents: 0,
      activatedAt: api.platform.deps.clock(),
      createdBy: owner.userId,
    })
    .returning();
  await api.platform.deps.db.insert(pieSliceEntries).values({
    pieId: pie!.id,
    debitAccount: "AVAILABLE",
    creditAccount: "ISSUER",
    amount: released,
    reason: "ISSUANCE",
    source: "test",
    idempotencyKey: `pie-issuance:${pie!.id}`,
  });
  return { pie: pie!, owner };
}

const release = (user: AuthInfo, pieId: string, slices: number, key: string = randomUUID()) => api.graphql(RELEASE, { pieId, slices, key }, { token: user.token });

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe("releasing slices", () => {
  test("the owner releases held slices for sale, never more than held; a replay releases nothing", async () => {
    const { pie, owner } = await livePie(1_000, 400);
    const answer = (await release(owner, pie.id, 100, "release-1")).body.data.pie.releaseSlices;
    expect(answer).toEqual({ slices: 100, released: true, pie: { issuedSlices: 500, heldSlices: 500, availableSlices: 500 } });
    const again = (await release(owner, pie.id, 100, "release-1")).body.data.pie.releaseSlices;
    expect(again).toMatchObject({ released: false, pie: { issuedSlices: 500, availableSlices: 500 } });

    const over = await release(owner, pie.id, 501);
    expect(codeOf(over)).toBe("BAD_USER_INPUT");
    expect(over.body.errors[0].message).toBe(m.releaseOverHeld(500));
    for (const bad of [0, -3]) expect(codeOf(await release(owner, pie.id, bad))).toBe("BAD_USER_INPUT");

    const entries = await api.platform.deps.db
      .select()
      .from(pieSliceEntries)
      .where(and(eq(pieSliceEntries.pieId, pie.id), eq(pieSliceEntries.source, `release:${owner.userId}`)));
    expect(entries).toEqual([expect.objectContaining({ amount: 100, debitAccount: "AVAILABLE", creditAccount: "ISSUER", reason: "ISSUANCE", actorUserId: owner.userId })]);
  });

  test("a member, or a Reward Manager, may not release; an Account Manager may", async () => {
    const { pie } = await livePie(1_000, 400);
    const stranger = await member();
    expect(codeOf(await release(stranger, pie.id, 10))).toBe("AUTH_NOT_AUTHORIZED");
    const rewards = await member();
    const accounts = await member();
    await api.platform.deps.db.insert(pieModerators).values([
      { pieId: pie.id, userId: rewards.userId, role: "REWARD_MANAGER" },
      { pieId: pie.id, userId: accounts.userId, role: "ACCOUNT_MANAGER" },
    ]);
    expect(codeOf(await release(rewards, pie.id, 10))).toBe("AUTH_NOT_AUTHORIZED");
    expect((await release(accounts, pie.id, 10)).body.data.pie.releaseSlices).toMatchObject({ released: true, pie: { issuedSlices: 410 } });
  });

  test("concurrent releases of the last held slices never pass the maximum", async () => {
    const { pie, owner } = await livePie(1_000, 950);
    const answers = await Promise.all(Array.from({ length: 6 }, () => release(owner, pie.id, 20)));
    const done = answers.filter((answer) => answer.body.data?.pie.releaseSlices.released);
    expect(done).toHaveLength(2);
    expect(answers.filter((answer) => codeOf(answer) === "BAD_USER_INPUT")).toHaveLength(4);
    const [row] = await api.platform.deps.db.select().from(pies).where(eq(pies.id, pie.id));
    expect(row!.issuedSlices).toBe(990);
    expect(await sliceBalance(api.platform.deps.db, pie.id, "AVAILABLE")).toBe(990);
    expect(await sliceBalance(api.platform.deps.db, pie.id, "ISSUER")).toBe(-990);
  });
});

describe("upgrading a pie", () => {
  test("the larger sizes at the difference of the tiers; credited only on the confirmed payment, once", async () => {
    const { pie, owner } = await livePie(100_000, 500);
    expect((await api.graphql(MY_PIE, {}, { token: owner.token })).body.data.pie.myPie.upgradeOptions.slice(0, 2)).toEqual([
      { maxSlices: 1_000_000, price: { cents: 90_00 } },
      { maxSlices: 10_000_000, price: { cents: 990_00 } },
    ]);
    expect(codeOf(await api.graphql(UPGRADE, { pieId: pie.id, to: 10_000, key: randomUUID() }, { token: owner.token }))).toBe("BAD_USER_INPUT");
    const stranger = await member();
    expect(codeOf(await api.graphql(UPGRADE, { pieId: pie.id, to: 1_000_000, key: randomUUID() }, { token: stranger.token }))).toBe("AUTH_NOT_AUTHORIZED");

    const key = randomUUID();
    const started = (await api.graphql(UPGRADE, { pieId: pie.id, to: 1_000_000, key }, { token: owner.token })).body.data.pie.upgrade;
    expect(started.order).toMatchObject({ fromMaxSlices: 100_000, toMaxSlices: 1_000_000, status: "PENDING", price: { cents: 90_00, currency: "USD" } });
    // The same click again: the same order.
    const twice = (await api.graphql(UPGRADE, { pieId: pie.id, to: 1_000_000, key }, { token: owner.token })).body.data.pie.upgrade;
    expect(twice.order.orderId).toBe(started.order.orderId);
    // Not paid yet: the pie keeps its size.
    expect((await api.graphql(RETURN, { id: started.order.orderId }, { token: owner.token })).body.data.pie.returnFromUpgrade).toMatchObject({
      status: "PENDING",
      pie: { maxSlices: 100_000 },
    });

    expect((await pay(started.checkoutUrl)).body.status).toBe("paid");
    const [row] = await api.platform.deps.db.select().from(pieUpgradeOrders).where(eq(pieUpgradeOrders.id, started.order.orderId));
    expect(row).toMatchObject({ status: "COMPLETED" });
    // The provider's report delivered again, at once and later: the pie grew once.
    const outcome = { kind: "paid" as const, checkoutId: row!.checkoutId!, reference: `upgrade-pie:${row!.id}`, paymentId: row!.paymentId!, amountCents: 90_00, currency: "USD", paymentMethod: null };
    await Promise.all(Array.from({ length: 5 }, () => applyPieUpgradeOutcome(api.platform.deps, outcome)));
    const answer = (await api.graphql(RETURN, { id: started.order.orderId }, { token: owner.token })).body.data.pie.returnFromUpgrade;
    expect(answer).toEqual({ status: "COMPLETED", toMaxSlices: 1_000_000, pie: { maxSlices: 1_000_000, heldSlices: 999_500 } });
    expect((await api.graphql(MY_PIE, {}, { token: owner.token })).body.data.pie.myPie).toMatchObject({ maxSlices: 1_000_000 });
  });

  test("a payment of another amount, or a cancelled checkout, does not grow the pie", async () => {
    const { pie, owner } = await livePie(10_000, 500);
    const wrong = (await api.graphql(UPGRADE, { pieId: pie.id, to: 100_000, key: randomUUID() }, { token: owner.token })).body.data.pie.upgrade;
    await applyPieUpgradeOutcome(api.platform.deps, {
      kind: "paid",
      checkoutId: checkoutIdOf(wrong.checkoutUrl),
      reference: `upgrade-pie:${wrong.order.orderId}`,
      paymentId: `pi_${randomBytes(6).toString("hex")}`,
      amountCents: 1,
      currency: "USD",
      paymentMethod: null,
    });
    expect((await api.graphql(RETURN, { id: wrong.order.orderId }, { token: owner.token })).body.data.pie.returnFromUpgrade).toMatchObject({
      status: "FAILED",
      pie: { maxSlices: 10_000 },
    });

    const left = (await api.graphql(UPGRADE, { pieId: pie.id, to: 100_000, key: randomUUID() }, { token: owner.token })).body.data.pie.upgrade;
    expect((await api.graphql(RETURN, { id: left.order.orderId, left: true }, { token: owner.token })).body.data.pie.returnFromUpgrade).toMatchObject({
      status: "CANCELLED",
      pie: { maxSlices: 10_000 },
    });
    expect((await pay(left.checkoutUrl)).body.status).toBe("closed");
    const [row] = await api.platform.deps.db.select().from(pies).where(eq(pies.id, pie.id));
    expect(row!.maxSlices).toBe(10_000);
  });
});

describe("sales", () => {
  test("completed purchases only, paged and sorted by newest or amount, buyers by user name; the team only", async () => {
    const { pie, owner } = await livePie(10_000, 500);
    const buyers = await Promise.all([member(), member(), member()]);
    const base = api.platform.deps.clock().getTime();
    await api.platform.deps.db.insert(pieSliceOrders).values(
      [
        { buyer: buyers[0]!, slices: 5, status: "COMPLETED" as const, minutes: 3 },
        { buyer: buyers[1]!, slices: 40, status: "COMPLETED" as const, minutes: 2 },
        { buyer: buyers[2]!, slices: 12, status: "COMPLETED" as const, minutes: 1 },
        { buyer: buyers[2]!, slices: 99, status: "CANCELLED" as const, minutes: 0 },
      ].map((sale, index) => ({
        pieId: pie.id,
        buyerUserId: sale.buyer.userId,
        slices: sale.slices,
        unitPriceCents: 250,
        amountCents: sale.slices * 250,
        currency: "USD",
        status: sale.status,
        idempotencyKey: `sale-${index}`,
        paymentProvider: "sandbox",
        expiresAt: new Date(base),
        createdAt: new Date(base - sale.minutes * 60_000),
      })),
    );
    const first = (await api.graphql(SALES, { pieId: pie.id, first: 2 }, { token: owner.token })).body.data.pie.sales;
    expect(first.totalCount).toBe(3);
    expect(first.nodes).toEqual([
      { buyerUserName: buyers[2]!.userName, slices: 12, amount: { cents: 3000 } },
      { buyerUserName: buyers[1]!.userName, slices: 40, amount: { cents: 10000 } },
    ]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await api.graphql(SALES, { pieId: pie.id, first: 2, after: first.pageInfo.endCursor }, { token: owner.token })).body.data.pie.sales;
    expect(second.nodes).toEqual([{ buyerUserName: buyers[0]!.userName, slices: 5, amount: { cents: 1250 } }]);
    expect(second.pageInfo.hasNextPage).toBe(false);
    // The table's pager asks by page number: the same second page; past the end, none; not a page, refused.
    const byNumber = (await api.graphql(SALES, { pieId: pie.id, first: 2, page: 2 }, { token: owner.token })).body.data.pie.sales;
    expect(byNumber.nodes).toEqual(second.nodes);
    expect((await api.graphql(SALES, { pieId: pie.id, first: 2, page: 3 }, { token: owner.token })).body.data.pie.sales).toMatchObject({ totalCount: 3, nodes: [] });
    expect(codeOf(await api.graphql(SALES, { pieId: pie.id, page: 0 }, { token: owner.token }))).toBe("BAD_USER_INPUT");

    const byAmount = (await api.graphql(SALES, { pieId: pie.id, sort: "AMOUNT" }, { token: owner.token })).body.data.pie.sales;
    expect(byAmount.nodes.map((sale: { slices: number }) => sale.slices)).toEqual([40, 12, 5]);

    expect(codeOf(await api.graphql(SALES, { pieId: pie.id }, { token: buyers[0]!.token }))).toBe("AUTH_NOT_AUTHORIZED");
    expect(codeOf(await api.graphql(SALES, { pieId: pie.id, after: "nope" }, { token: owner.token }))).toBe("BAD_USER_INPUT");
  });
});

describe("pie awards", () => {
  test("support awards a pie; the member activates it once a payment account is connected, then may create pies", async () => {
    const support = await member();
    await api.platform.deps.db.update(users).set({ role: "SUPPORT" }).where(eq(users.id, support.userId));
    const awarded = await member();
    expect(codeOf(await api.graphql(AWARD, { userName: awarded.userName }, { token: awarded.token }))).toBe("AUTH_NOT_AUTHORIZED");
    expect((await api.graphql(PENDING_AWARD, {}, { token: awarded.token })).body.data.pie.myPendingAward).toBeNull();
    expect(codeOf(await api.graphql(ACTIVATE, {}, { token: awarded.token }))).toBe("NOT_FOUND");

    expect((await api.graphql(AWARD, { userName: awarded.userName }, { token: support.token })).body.data.pie.award).toMatchObject({ activatedAt: null });
    expect((await api.graphql(PENDING_AWARD, {}, { token: awarded.token })).body.data).toMatchObject({ pie: { myPendingAward: { awardedAt: expect.any(String) } }, user: { me: { canCreatePies: false } } });

    const early = await api.graphql(ACTIVATE, {}, { token: awarded.token });
    expect(codeOf(early)).toBe("BAD_USER_INPUT");
    expect(early.body.errors[0].message).toBe(m.needsAccount);

    const start = new URL((await api.graphql(`mutation { user { startPayoutConnection } }`, {}, { token: awarded.token })).body.data.user.startPayoutConnection);
    await api.graphql(
      `mutation ($input: CompletePayoutConnectionInput!) { user { completePayoutConnection(input: $input) { payoutAccountId } } }`,
      { input: { code: start.searchParams.get("code"), state: start.searchParams.get("state") } },
      { token: awarded.token },
    );
    const answers = await Promise.all([api.graphql(ACTIVATE, {}, { token: awarded.token }), api.graphql(ACTIVATE, {}, { token: awarded.token })]);
    const times = answers.map((answer) => answer.body.data.pie.activateAward.activatedAt);
    expect(times[0]).toEqual(expect.any(String));
    expect(times[1]).toBe(times[0]);
    expect((await api.graphql(PENDING_AWARD, {}, { token: awarded.token })).body.data).toEqual({ pie: { myPendingAward: null }, user: { me: { canCreatePies: true } } });
    expect(codeOf(await api.graphql(AWARD, { userName: awarded.userName }, { token: support.token }))).toBe("CONFLICT");
  });
});
