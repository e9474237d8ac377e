// Buying and sending a pie's slices through the API with the local sandbox provider (ADR 0070):
// slices are credited only on a confirmed payment, once; a cancelled payment puts them back on
// sale; concurrent buyers of the last slices never oversell them; a replayed send moves once.
import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { users } from "../../access/db.js";
import { createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";
import { pies, pieSliceEntries, type PieRow } from "../db.js";
import { sliceBalance } from "../domain/access.js";
import { pieSliceOrders } from "./db.js";
import { applySliceOrderOutcome } from "./domain/trade.js";
import { tradeMessages as m } from "../../../contract/pies/trade-messages.js";

let api: TestApi;

const ORDER_FIELDS = "orderId slices status slicesHeld price { cents currency } pie { pieId displayName }";
const BUY = `mutation ($pieId: ID!, $slices: Int!, $key: String!) { pie { buySlices(pieId: $pieId, slices: $slices, idempotencyKey: $key) { checkoutUrl order { ${ORDER_FIELDS} } } } }`;
const CONFIRM = `mutation ($id: ID!) { pie { confirmSliceOrder(orderId: $id) { ${ORDER_FIELDS} } } }`;
const CANCEL = `mutation ($id: ID!) { pie { cancelSliceOrder(orderId: $id) { ${ORDER_FIELDS} } } }`;
const OPTIONS = `query ($id: String!, $custom: Int) { pie { sliceOptions(idOrSlug: $id, custom: $custom) { slices isCustom price { cents currency } } bySlugOrId(idOrSlug: $id) { availableSlices slicesHeld } } }`;
const SEND = `mutation ($pieId: ID!, $userName: String!, $slices: Int!, $key: String!) { pie { sendSlices(pieId: $pieId, userName: $userName, slices: $slices, idempotencyKey: $key) { slices recipient remaining moved } } }`;
const SEND_TO_PIE = `mutation ($pieId: ID!, $slices: Int!, $key: String!) { pie { sendSlicesToMyPie(pieId: $pieId, slices: $slices, idempotencyKey: $key) { slices recipient remaining moved } } }`;
const PIE_SEND = `mutation ($pieId: ID!, $userName: String!, $slices: Int!, $key: String!) { pie { sendPieSlices(pieId: $pieId, userName: $userName, slices: $slices, idempotencyKey: $key) { slices recipient remaining moved } } }`;
const CARD = { expiry: "12/40", cvc: "123", name: "Sam Rivera" };

const codeOf = (answer: { body: { errors?: { extensions: { code: string } }[] } }) => answer.body.errors?.[0]?.extensions.code;
const checkoutIdOf = (url: string) => new URL(url).pathname.split("/").pop()!;

/** A confirmed member with a user name (slices are sent by it). */
async function member(): Promise<AuthInfo & { userName: string }> {
  const user = await createVerifiedUser(api);
  const userName = `m_${randomBytes(4).toString("hex")}`;
  await api.platform.deps.db.update(users).set({ userName }).where(eq(users.id, user.userId));
  return { ...user, userName };
}

/** An active pie of a new owner with `released` slices for sale at $2.50. */
async function livePie(released = 500): Promise<{ pie: PieRow; owner: AuthInfo }> {
  const owner = await member();
  const now = api.platform.deps.clock();
  const [pie] = await api.platform.deps.db
    .insert(pies)
    .values({
      displayName: `Trade Pie ${randomBytes(3).toString("hex")}`,
      slug: `trade-pie-${randomBytes(4).toString("hex")}`,
      maxSlices: 10_000,
      issuedSlices: released,
      slicePriceCents: 250,
      appearance: { background: "night", napkin: "blue", crust: "golden", filling: "cherry" },
      initialOffer: { minimumPurchaseVolume: 1, maximumPurchaseVolume: released, purchaseMultiple: 1 },
      onBoardingProcess: "COMPLETE",
      operationalState: "ACTIVE",
      creationPriceCents: 0,
      activatedAt: now,
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

const buy = (user: AuthInfo, pieId: string, slices: number, key = randomUUID()) => api.graphql(BUY, { pieId, slices, key }, { token: user.token });
const pay = (checkoutUrl: string, number = "4242 4242 4242 4242") => api.post(`/dev/payments/${checkoutIdOf(checkoutUrl)}/pay`, { number, ...CARD });
const entriesOf = (pieId: string, reason: "PURCHASE" | "RESERVATION" | "RELEASE" | "TRANSFER" | "TRANSFER_TO_PIE" | "GIFT") =>
  api.platform.deps.db
    .select()
    .from(pieSliceEntries)
    .where(and(eq(pieSliceEntries.pieId, pieId), eq(pieSliceEntries.reason, reason)));

/** A fan who bought `slices` slices of the pie with the sandbox card. */
async function holderOf(pieId: string, slices: number): Promise<AuthInfo> {
  const fan = await member();
  const { checkoutUrl } = (await buy(fan, pieId, slices)).body.data.pie.buySlices;
  expect((await pay(checkoutUrl)).body.status).toBe("paid");
  return fan;
}

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe("slice options", () => {
  test("ready-made amounts within what is for sale, priced at the slice price, and the custom amount", async () => {
    const { pie } = await livePie(30);
    const fan = await member();
    const answer = (await api.graphql(OPTIONS, { id: pie.slug, custom: 7 }, { token: fan.token })).body.data.pie;
    expect(answer.sliceOptions).toEqual([
      { slices: 1, isCustom: false, price: { cents: 250, currency: "USD" } },
      { slices: 5, isCustom: false, price: { cents: 1250, currency: "USD" } },
      { slices: 10, isCustom: false, price: { cents: 2500, currency: "USD" } },
      { slices: 25, isCustom: false, price: { cents: 6250, currency: "USD" } },
      { slices: 7, isCustom: true, price: { cents: 1750, currency: "USD" } },
    ]);
    expect(answer.bySlugOrId).toEqual({ availableSlices: 30, slicesHeld: 0 });
  });
});

describe("buying", () => {
  test("held at once, credited to the buyer only when the sandbox payment is confirmed, once however many reports arrive", async () => {
    const { pie } = await livePie(100);
    const fan = await member();
    const key = randomUUID();
    const started = await buy(fan, pie.id, 4, key);
    expect(started.body.errors).toBeUndefined();
    const { checkoutUrl, order } = started.body.data.pie.buySlices;
    expect(order).toMatchObject({ slices: 4, status: "PENDING", slicesHeld: 0, price: { cents: 1000, currency: "USD" } });
    // Held for the order: no longer for sale, not yet the buyer's.
    expect(await sliceBalance(api.platform.deps.db, pie.id, "AVAILABLE")).toBe(96);
    // The same click again: the same order, nothing held twice.
    expect((await buy(fan, pie.id, 4, key)).body.data.pie.buySlices).toEqual({ checkoutUrl, order });
    expect(await entriesOf(pie.id, "RESERVATION")).toHaveLength(1);
    expect(await entriesOf(pie.id, "PURCHASE")).toHaveLength(0);

    const paid = await pay(checkoutUrl);
    expect(paid.body.status).toBe("paid");
    expect(paid.body.redirectTo).toMatch(new RegExp(`/legacy/payment/buy/${order.orderId}$`));
    const confirmed = (await api.graphql(CONFIRM, { id: order.orderId }, { token: fan.token })).body.data.pie.confirmSliceOrder;
    expect(confirmed).toMatchObject({ status: "COMPLETED", slicesHeld: 4 });

    // The provider's report delivered again, at once and later: still one purchase entry.
    const [row] = await api.platform.deps.db.select().from(pieSliceOrders).where(eq(pieSliceOrders.id, order.orderId));
    const outcome = { kind: "paid" as const, checkoutId: row!.checkoutId!, reference: `pie-order:${order.orderId}`, paymentId: row!.paymentId!, amountCents: 1000, currency: "USD", paymentMethod: null };
    await Promise.all(Array.from({ length: 5 }, () => applySliceOrderOutcome(api.platform.deps, outcome)));
    const purchases = await entriesOf(pie.id, "PURCHASE");
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ amount: 4, debitAccount: `user:${fan.userId}`, creditAccount: `order:${order.orderId}`, actorUserId: fan.userId, source: `payment:${row!.paymentId}` });
    expect(await sliceBalance(api.platform.deps.db, pie.id, `user:${fan.userId}`)).toBe(4);
    expect(await sliceBalance(api.platform.deps.db, pie.id, "AVAILABLE")).toBe(96);
    expect((await api.graphql(OPTIONS, { id: pie.id }, { token: fan.token })).body.data.pie.bySlugOrId).toEqual({ availableSlices: 96, slicesHeld: 4 });
  });

  test("a declined then cancelled payment credits nothing and puts the slices back on sale; another amount fails the order", async () => {
    const { pie } = await livePie(50);
    const fan = await member();
    const left = (await buy(fan, pie.id, 10)).body.data.pie.buySlices;
    expect((await pay(left.checkoutUrl, "4000 0000 0000 0002")).body.status).toBe("declined");
    expect(await sliceBalance(api.platform.deps.db, pie.id, "AVAILABLE")).toBe(40);
    const cancelled = (await api.graphql(CANCEL, { id: left.order.orderId }, { token: fan.token })).body.data.pie.cancelSliceOrder;
    expect(cancelled).toMatchObject({ status: "CANCELLED", slicesHeld: 0 });
    expect(await sliceBalance(api.platform.deps.db, pie.id, "AVAILABLE")).toBe(50);
    expect((await pay(left.checkoutUrl)).body.status).toBe("closed");

    const short = (await buy(fan, pie.id, 2)).body.data.pie.buySlices;
    await applySliceOrderOutcome(api.platform.deps, {
      kind: "paid",
      checkoutId: checkoutIdOf(short.checkoutUrl),
      reference: `pie-order:${short.order.orderId}`,
      paymentId: `pi_${randomBytes(6).toString("hex")}`,
      amountCents: 1,
      currency: "USD",
      paymentMethod: null,
    });
    expect((await api.graphql(CONFIRM, { id: short.order.orderId }, { token: fan.token })).body.data.pie.confirmSliceOrder).toMatchObject({ status: "FAILED", slicesHeld: 0 });
    expect(await entriesOf(pie.id, "PURCHASE")).toHaveLength(0);
    expect(await entriesOf(pie.id, "RELEASE")).toHaveLength(2);
    expect(await sliceBalance(api.platform.deps.db, pie.id, "AVAILABLE")).toBe(50);
  });

  test("20 concurrent buyers of the last 10 slices never oversell them", async () => {
    const { pie } = await livePie(10);
    const fans = await Promise.all(Array.from({ length: 20 }, () => member()));
    const answers = await Promise.all(fans.map((fan) => buy(fan, pie.id, 3)));
    const started = answers.filter((answer) => !answer.body.errors);
    const refused = answers.filter((answer) => answer.body.errors);
    expect(started).toHaveLength(3);
    expect(refused).toHaveLength(17);
    for (const answer of refused) {
      expect(codeOf(answer)).toBe("BAD_USER_INPUT");
      expect(answer.body.errors[0].extensions.fields).toEqual({ slices: m.notEnoughAvailable(1) });
    }
    expect(await sliceBalance(api.platform.deps.db, pie.id, "AVAILABLE")).toBe(1);
    // All three pay: 9 slices with their buyers, 1 still for sale, nothing below zero.
    await Promise.all(started.map((answer) => pay(answer.body.data.pie.buySlices.checkoutUrl)));
    const purchases = await entriesOf(pie.id, "PURCHASE");
    expect(purchases.reduce((sum, entry) => sum + entry.amount, 0)).toBe(9);
    expect(await sliceBalance(api.platform.deps.db, pie.id, "AVAILABLE")).toBe(1);
    const last = await Promise.all(fans.slice(0, 5).map((fan) => buy(fan, pie.id, 1)));
    expect(last.filter((answer) => !answer.body.errors)).toHaveLength(1);
    expect(await sliceBalance(api.platform.deps.db, pie.id, "AVAILABLE")).toBe(0);
  });

  test("slices held by a checkout that ran out unpaid go back on sale when a buyer finds too few", async () => {
    const { pie } = await livePie(10);
    const [first, second] = [await member(), await member()];
    const held = await buy(first, pie.id, 8);
    expect(held.body.errors).toBeUndefined();
    // Still held: the second buyer finds 2.
    expect((await buy(second, pie.id, 5)).body.errors[0].extensions.fields).toEqual({ slices: m.notEnoughAvailable(2) });
    // The first checkout runs out with no word from the provider.
    await api.platform.deps.db
      .update(pieSliceOrders)
      .set({ expiresAt: new Date(api.platform.deps.clock().getTime() - 60_000) })
      .where(eq(pieSliceOrders.id, held.body.data.pie.buySlices.order.orderId));
    const bought = await buy(second, pie.id, 5);
    expect(bought.body.errors).toBeUndefined();
    const [closed] = await api.platform.deps.db.select().from(pieSliceOrders).where(eq(pieSliceOrders.id, held.body.data.pie.buySlices.order.orderId));
    expect(closed!.status).toBe("CANCELLED");
    expect(await sliceBalance(api.platform.deps.db, pie.id, "AVAILABLE")).toBe(5);
  });

  test("refused: a count that is not whole or over 1000, more than one purchase may take, an unknown pie; another buyer's order is not found", async () => {
    const { pie } = await livePie(20);
    const fan = await member();
    expect((await buy(fan, pie.id, 0)).body.errors[0].extensions.fields).toEqual({ slices: m.numberRange });
    expect((await buy(fan, pie.id, 21)).body.errors[0].extensions.fields).toEqual({ slices: m.overPurchaseLimit(20) });
    expect(codeOf(await buy(fan, randomUUID(), 1))).toBe("NOT_FOUND");
    const { order } = (await buy(fan, pie.id, 1)).body.data.pie.buySlices;
    const other = await member();
    expect(codeOf(await api.graphql(CONFIRM, { id: order.orderId }, { token: other.token }))).toBe("NOT_FOUND");
    expect(codeOf(await api.graphql(BUY, { pieId: pie.id, slices: 1, key: randomUUID() }))).toBe("AUTH_NOT_AUTHENTICATED");
  });
});

describe("sending", () => {
  test("a holder sends slices to a member by user name; never more than they hold; 100 replays of one request make one entry", async () => {
    const { pie } = await livePie(100);
    const fan = await holderOf(pie.id, 10);
    const friend = await member();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 100 }, () => api.graphql(SEND, { pieId: pie.id, userName: friend.userName, slices: 3, key }, { token: fan.token })));
    for (const answer of answers) expect(answer.body.errors).toBeUndefined();
    expect(answers.filter((answer) => answer.body.data.pie.sendSlices.moved)).toHaveLength(1);
    const transfers = await entriesOf(pie.id, "TRANSFER");
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ amount: 3, debitAccount: `user:${friend.userId}`, creditAccount: `user:${fan.userId}`, actorUserId: fan.userId });
    expect(await sliceBalance(api.platform.deps.db, pie.id, `user:${fan.userId}`)).toBe(7);
    expect((await api.graphql(OPTIONS, { id: pie.id }, { token: friend.token })).body.data.pie.bySlugOrId.slicesHeld).toBe(3);

    const tooMany = await api.graphql(SEND, { pieId: pie.id, userName: friend.userName, slices: 8, key: randomUUID() }, { token: fan.token });
    expect(tooMany.body.errors[0].extensions.fields).toEqual({ slices: m.notEnoughHeld(7) });
    const nobody = await api.graphql(SEND, { pieId: pie.id, userName: `nobody${randomBytes(3).toString("hex")}`, slices: 1, key: randomUUID() }, { token: fan.token });
    expect(nobody.body.errors[0].extensions.fields).toEqual({ userName: m.recipientNotFound });
    const self = await api.graphql(SEND, { pieId: pie.id, userName: `@${fan.userName}`, slices: 1, key: randomUUID() }, { token: fan.token });
    expect(self.body.errors[0].extensions.fields).toEqual({ userName: m.notToYourself });
  });

  test("concurrent sends of different requests never send more than the sender holds", async () => {
    const { pie } = await livePie(100);
    const fan = await holderOf(pie.id, 10);
    const friends = await Promise.all(Array.from({ length: 6 }, () => member()));
    const answers = await Promise.all(friends.map((friend) => api.graphql(SEND, { pieId: pie.id, userName: friend.userName, slices: 4, key: randomUUID() }, { token: fan.token })));
    expect(answers.filter((answer) => !answer.body.errors)).toHaveLength(2);
    expect(await sliceBalance(api.platform.deps.db, pie.id, `user:${fan.userId}`)).toBe(2);
  });

  test("send to my pie: to the sender's own live pie; the pie's team sends slices for sale with CAN_SEND_SLICES", async () => {
    const { pie, owner } = await livePie(100);
    const fan = await holderOf(pie.id, 5);
    expect((await api.graphql(SEND_TO_PIE, { pieId: pie.id, slices: 2, key: randomUUID() }, { token: fan.token })).body.errors[0].message).toBe(m.noPieOfYours);
    // Another pie's owner receives 3 slices and sends 2 of them to their own pie.
    const { pie: fansPie, owner: ownerHolder } = await livePie(10);
    await api.graphql(SEND, { pieId: pie.id, userName: ownerHolder.userName, slices: 3, key: randomUUID() }, { token: fan.token });
    const sent = (await api.graphql(SEND_TO_PIE, { pieId: pie.id, slices: 2, key: randomUUID() }, { token: ownerHolder.token })).body.data.pie.sendSlicesToMyPie;
    expect(sent).toMatchObject({ slices: 2, recipient: fansPie.displayName, remaining: 1, moved: true });
    expect(await sliceBalance(api.platform.deps.db, pie.id, `pie:${fansPie.id}`)).toBe(2);

    const gift = (await api.graphql(PIE_SEND, { pieId: pie.id, userName: fan.userName, slices: 5, key: randomUUID() }, { token: owner.token })).body.data.pie.sendPieSlices;
    expect(gift).toMatchObject({ slices: 5, moved: true, remaining: 90 });
    expect((await entriesOf(pie.id, "GIFT"))[0]).toMatchObject({ creditAccount: "AVAILABLE", debitAccount: `user:${fan.userId}`, actorUserId: owner.userId });
    expect(codeOf(await api.graphql(PIE_SEND, { pieId: pie.id, userName: owner.userName, slices: 1, key: randomUUID() }, { token: fan.token }))).toBe("AUTH_NOT_AUTHORIZED");
  });
});

describe("a pie's balance (spec 3 §3 pieBalance, totalValue, floatPercentage)", () => {
  const BALANCE = `query ($id: String!) { pie { bySlugOrId(idOrSlug: $id) { totalValue floatPercentage pieBalance { availableSlices soldSlices sentSlices receivedSlices slicesOwnedByUsers } } } }`;
  const balanceOf = async (id: string, token?: string) => (await api.graphql(BALANCE, { id }, token ? { token } : {})).body.data.pie.bySlugOrId;

  test("sold, sent by the team, received from other pies and held by members, from the ledger; its team's only", async () => {
    const { pie, owner } = await livePie(200);
    expect(await balanceOf(pie.id, owner.token)).toEqual({
      totalValue: 500,
      floatPercentage: 0,
      pieBalance: { availableSlices: 200, soldSlices: 0, sentSlices: 0, receivedSlices: 0, slicesOwnedByUsers: 0 },
    });
    const fan = await holderOf(pie.id, 30);
    await api.graphql(PIE_SEND, { pieId: pie.id, userName: (await member()).userName, slices: 10, key: randomUUID() }, { token: owner.token });
    // A fan's send to another member moves slices between members: held by members all the same.
    await api.graphql(SEND, { pieId: pie.id, userName: (await member()).userName, slices: 5, key: randomUUID() }, { token: fan.token });
    // The owner holds slices of another pie and sends 4 of them to their own pie.
    const { pie: other } = await livePie(50);
    const otherFan = await holderOf(other.id, 6);
    await api.graphql(SEND, { pieId: other.id, userName: (owner as AuthInfo & { userName: string }).userName, slices: 6, key: randomUUID() }, { token: otherFan.token });
    expect((await api.graphql(SEND_TO_PIE, { pieId: other.id, slices: 4, key: randomUUID() }, { token: owner.token })).body.errors).toBeUndefined();

    expect(await balanceOf(pie.id, owner.token)).toEqual({
      totalValue: 500,
      floatPercentage: 20,
      pieBalance: { availableSlices: 160, soldSlices: 30, sentSlices: 10, receivedSlices: 4, slicesOwnedByUsers: 40 },
    });
    // Outside the team: the value, not the ledger's story.
    expect(await balanceOf(pie.id, fan.token)).toEqual({ totalValue: 500, floatPercentage: null, pieBalance: null });
    expect(await balanceOf(pie.id)).toEqual({ totalValue: 500, floatPercentage: null, pieBalance: null });
  });
});

describe("running balances (migration 0069)", () => {
  /** Each account's balance in the pie summed from its entries, the way balances were read before they were recorded. */
  async function summedBalances(pieId: string): Promise<Map<string, number>> {
    const result = (await api.platform.deps.db.execute(sql`
      select account, sum(delta)::int as balance from (
        select debit_account as account, amount as delta from pie_slice_entries where pie_id = ${pieId}
        union all
        select credit_account, -amount from pie_slice_entries where pie_id = ${pieId}
      ) as legs group by account`)) as unknown as { rows: { account: string; balance: number }[] };
    return new Map(result.rows.map((row) => [row.account, Number(row.balance)]));
  }

  test("every account's recorded balance is the sum of its entries after concurrent buys, payments, cancellations and sends", async () => {
    const { pie } = await livePie(200);
    const fans = await Promise.all(Array.from({ length: 8 }, () => member()));
    const orders = await Promise.all(fans.map((fan, i) => buy(fan, pie.id, 1 + i)));
    for (const answer of orders) expect(answer.body.errors).toBeUndefined();
    // Half pay, half cancel, all at once.
    await Promise.all(
      orders.map(({ body }, i) => {
        const { checkoutUrl, order } = body.data.pie.buySlices;
        return i % 2 === 0 ? pay(checkoutUrl) : api.graphql(CANCEL, { id: order.orderId }, { token: fans[i]!.token });
      }),
    );
    // The payers send slices on to the others, all at once.
    const payers = fans.filter((_, i) => i % 2 === 0);
    const others = await Promise.all(payers.map(() => member()));
    const sends = await Promise.all(payers.map((fan, i) => api.graphql(SEND, { pieId: pie.id, userName: others[i]!.userName, slices: 1, key: randomUUID() }, { token: fan.token })));
    for (const answer of sends) expect(answer.body.errors).toBeUndefined();

    const summed = await summedBalances(pie.id);
    // Bought 1+3+5+7 = 16 slices, the cancelled 2+4+6+8 back on sale.
    expect(summed.get("AVAILABLE")).toBe(184);
    expect([...summed.values()].reduce((sum, balance) => sum + balance, 0)).toBe(0);
    for (const [account, balance] of summed) expect(await sliceBalance(api.platform.deps.db, pie.id, account), account).toBe(balance);
    expect(await sliceBalance(api.platform.deps.db, pie.id, `user:${randomUUID()}`)).toBe(0);
  });

  test("the rows of one insert each see the rows before them", async () => {
    const { pie } = await livePie(50);
    const fan = await member();
    const account = `user:${fan.userId}`;
    const rows = await api.platform.deps.db
      .insert(pieSliceEntries)
      .values([3, 4, 5].map((amount) => ({ pieId: pie.id, debitAccount: account, creditAccount: "AVAILABLE", amount, reason: "AWARD" as const, source: "test", idempotencyKey: randomUUID() })))
      .returning();
    expect(rows.map((row) => [row.debitBalanceAfter, row.creditBalanceAfter])).toEqual([
      [3, 47],
      [7, 43],
      [12, 38],
    ]);
    expect(await sliceBalance(api.platform.deps.db, pie.id, account)).toBe(12);
    expect(await sliceBalance(api.platform.deps.db, pie.id, "AVAILABLE")).toBe(38);
  });
});
