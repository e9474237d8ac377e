// Buying rep points through the API with the local sandbox provider (ADR 0065): an order paid
// credits its points once however many confirmations arrive, a payment not made credits
// nothing, and only members buy packages on sale.
import { randomBytes, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";
import { clubs } from "../db.js";
import { joinClub } from "../domain/membership.js";
import { clubOffers } from "../offers/db.js";
import { clubPointsEntries } from "../points/db.js";
import { clubPointsOrders } from "./db.js";
import { applyPointsOrderOutcome } from "./domain/purchases.js";
import { purchaseMessages as m } from "../../../contract/clubs/purchases-messages.js";

let api: TestApi;
let owner: AuthInfo;

const CREATE_CLUB = `mutation ($input: ClubDetailsInput!) { club { create(input: $input) { clubId slug } } }`;
const SHOP = `query ($clubId: ID!) { club { pointsShop(clubId: $clubId) { isMember packages { offerId title points pointsAmount repPointsMultiplier priceCents currency isDefault } } } }`;
const ORDER_FIELDS = "orderId status points amountCents currency balance offerTitle club { slug }";
const BUY = `mutation ($clubId: ID!, $offerId: ID!, $key: String!) { club { buyPoints(clubId: $clubId, offerId: $offerId, idempotencyKey: $key) { checkoutUrl order { ${ORDER_FIELDS} } } } }`;
const ORDER = `query ($id: ID!) { club { pointsOrder(orderId: $id) { ${ORDER_FIELDS} } } }`;
const CONFIRM = `mutation ($id: ID!) { club { confirmPointsOrder(orderId: $id) { ${ORDER_FIELDS} } } }`;
const CANCEL = `mutation ($id: ID!) { club { cancelPointsOrder(orderId: $id) { ${ORDER_FIELDS} } } }`;
const SALES = `query ($clubId: ID!) { club { pointsSales(clubId: $clubId) { currency orders points amountCents } } }`;
const CARD = { expiry: "12/40", cvc: "123", name: "Sam Rivera" };

const codeOf = (answer: { body: { errors?: { extensions: { code: string } }[] } }) => answer.body.errors?.[0]?.extensions.code;
const checkoutIdOf = (url: string) => new URL(url).pathname.split("/").pop()!;

async function publishedClub(): Promise<string> {
  const answer = await api.graphql(CREATE_CLUB, { input: { name: `Buy Club ${randomBytes(3).toString("hex")}`, access: "PUBLIC" } }, { token: owner.token });
  const clubId = answer.body.data.club.create.clubId as string;
  await api.platform.deps.db.update(clubs).set({ published: true }).where(eq(clubs.id, clubId));
  return clubId;
}

async function offer(clubId: string, values: Partial<typeof clubOffers.$inferInsert> = {}) {
  const now = api.platform.deps.clock();
  const [row] = await api.platform.deps.db
    .insert(clubOffers)
    .values({
      clubId,
      createdByUserId: owner.userId,
      title: "Starter points pack",
      type: "BUY_NOW",
      subType: "BUY_POINTS",
      program: "points-bundle",
      publication: "PUBLISHED",
      status: "ACTIVE",
      settings: { pointsAmount: 500, repPointsMultiplier: 2, originalPriceCents: 500, currency: "USD" },
      createdAt: now,
      updatedAt: now,
      ...values,
    })
    .returning();
  return row;
}

async function buyer(clubId: string): Promise<AuthInfo> {
  const user = await createVerifiedUser(api);
  await joinClub(api.platform.deps.db, clubId, user.userId);
  return user;
}

async function buy(user: AuthInfo, clubId: string, offerId: string, key = randomUUID()) {
  return api.graphql(BUY, { clubId, offerId, key }, { token: user.token });
}

async function purchaseEntries(clubId: string) {
  return api.platform.deps.db.select().from(clubPointsEntries).where(and(eq(clubPointsEntries.clubId, clubId), eq(clubPointsEntries.reasonCode, "PURCHASE")));
}

beforeAll(async () => {
  api = await startTestApi();
  owner = await createVerifiedUser(api);
});
afterAll(async () => {
  await api?.close();
});

describe("the packages", () => {
  test("published ACTIVE BUY_POINTS offers within their dates, points × multiplier; the first points-bundle is the default", async () => {
    const clubId = await publishedClub();
    // Packages are listed oldest first: the streak offer is a minute older than the bundle (the test clock stands still).
    const aMinuteAgo = new Date(api.platform.deps.clock().getTime() - 60_000);
    const streak = await offer(clubId, { title: "Streak", program: "streak", settings: { pointsAmount: 100, originalPriceCents: 150, currency: "usd" }, createdAt: aMinuteAgo });
    const bundle = await offer(clubId);
    await offer(clubId, { title: "Hidden", publication: "UNPUBLISHED" });
    await offer(clubId, { title: "Done", status: "COMPLETE" });
    await offer(clubId, { title: "Later", startsAt: new Date(Date.now() + 86_400_000) });
    await offer(clubId, { title: "Free", settings: { pointsAmount: 10 } });
    const fan = await buyer(clubId);
    const shop = (await api.graphql(SHOP, { clubId }, { token: fan.token })).body.data.club.pointsShop;
    expect(shop.isMember).toBe(true);
    expect(shop.packages).toEqual([
      { offerId: streak.id, title: "Streak", points: 100, pointsAmount: 100, repPointsMultiplier: 1, priceCents: 150, currency: "USD", isDefault: false },
      { offerId: bundle.id, title: "Starter points pack", points: 1000, pointsAmount: 500, repPointsMultiplier: 2, priceCents: 500, currency: "USD", isDefault: true },
    ]);
  });
});

describe("buying", () => {
  test("order → paid with the sandbox card → COMPLETED and credited once, the reason naming the pack; replays change nothing", async () => {
    const clubId = await publishedClub();
    const pack = await offer(clubId);
    const fan = await buyer(clubId);
    const key = randomUUID();
    const started = await buy(fan, clubId, pack.id, key);
    expect(started.body.errors).toBeUndefined();
    const { checkoutUrl, order } = started.body.data.club.buyPoints;
    expect(order).toMatchObject({ status: "PENDING", points: 1000, amountCents: 500, currency: "USD", balance: 0 });
    // The same click again: the same order and checkout.
    const again = (await buy(fan, clubId, pack.id, key)).body.data.club.buyPoints;
    expect(again).toEqual({ checkoutUrl, order });

    const checkoutId = checkoutIdOf(checkoutUrl);
    const paid = await api.post(`/dev/payments/${checkoutId}/pay`, { number: "4242 4242 4242 4242", ...CARD });
    expect(paid.body.status).toBe("paid");
    expect(paid.body.redirectTo).toMatch(new RegExp(`/rep-clubs/[a-z0-9-]+/buy-points/${order.orderId}$`));

    const confirmed = (await api.graphql(CONFIRM, { id: order.orderId }, { token: fan.token })).body.data.club.confirmPointsOrder;
    expect(confirmed).toMatchObject({ status: "COMPLETED", balance: 1000 });
    expect(paid.body.redirectTo).toContain(`/rep-clubs/${confirmed.club.slug}/buy-points/`);
    const [row] = await api.platform.deps.db.select().from(clubPointsOrders).where(eq(clubPointsOrders.id, order.orderId));
    // The provider's report delivered again (a webhook redelivery) credits nothing more.
    await applyPointsOrderOutcome(api.platform.deps, {
      kind: "paid",
      checkoutId,
      reference: `points-order:${order.orderId}`,
      paymentId: row.paymentId!,
      amountCents: 500,
      currency: "USD",
      paymentMethod: "Visa •••• 4242",
    });
    const entries = await purchaseEntries(clubId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ amount: 1000, reason: "Bought Starter points pack", sourceKind: "PAYMENT", sourceId: row.paymentId });
    expect((await api.graphql(ORDER, { id: order.orderId }, { token: fan.token })).body.data.club.pointsOrder.balance).toBe(1000);
    // The club's managers see the sale.
    const sales = (await api.graphql(SALES, { clubId }, { token: owner.token })).body.data.club.pointsSales;
    expect(sales).toEqual([{ currency: "USD", orders: 1, points: 1000, amountCents: 500 }]);
    expect(codeOf(await api.graphql(SALES, { clubId }, { token: fan.token }))).toBe("NOT_FOUND");
  });

  test("concurrent confirmations (webhook deliveries and return pages at once) make exactly one ledger entry", async () => {
    const clubId = await publishedClub();
    const pack = await offer(clubId);
    const fan = await buyer(clubId);
    const { checkoutUrl, order } = (await buy(fan, clubId, pack.id)).body.data.club.buyPoints;
    const checkoutId = checkoutIdOf(checkoutUrl);
    const outcome = {
      kind: "paid" as const,
      checkoutId,
      reference: `points-order:${order.orderId}`,
      paymentId: `pi_${randomBytes(6).toString("hex")}`,
      amountCents: 500,
      currency: "USD",
      paymentMethod: "Visa •••• 4242",
    };
    await Promise.all([
      ...Array.from({ length: 6 }, () => applyPointsOrderOutcome(api.platform.deps, outcome)),
      ...Array.from({ length: 4 }, () => api.graphql(CONFIRM, { id: order.orderId }, { token: fan.token })),
    ]);
    await Promise.all(Array.from({ length: 4 }, () => api.graphql(CONFIRM, { id: order.orderId }, { token: fan.token })));
    expect(await purchaseEntries(clubId)).toHaveLength(1);
    expect((await api.graphql(ORDER, { id: order.orderId }, { token: fan.token })).body.data.club.pointsOrder).toMatchObject({ status: "COMPLETED", balance: 1000 });
  });

  test("a cancelled, expired or declined payment credits nothing; a payment of another amount fails the order", async () => {
    const clubId = await publishedClub();
    const pack = await offer(clubId);
    const fan = await buyer(clubId);

    const left = (await buy(fan, clubId, pack.id)).body.data.club.buyPoints;
    const declined = await api.post(`/dev/payments/${checkoutIdOf(left.checkoutUrl)}/pay`, { number: "4000 0000 0000 0002", ...CARD });
    expect(declined.body.status).toBe("declined");
    const cancelled = (await api.graphql(CANCEL, { id: left.order.orderId }, { token: fan.token })).body.data.club.cancelPointsOrder;
    expect(cancelled).toMatchObject({ status: "CANCELLED", balance: 0 });
    // Paying the closed checkout afterwards is refused by the provider.
    expect((await api.post(`/dev/payments/${checkoutIdOf(left.checkoutUrl)}/pay`, { number: "4242424242424242", ...CARD })).body.status).toBe("closed");

    const expiring = (await buy(fan, clubId, pack.id)).body.data.club.buyPoints;
    await applyPointsOrderOutcome(api.platform.deps, { kind: "expired", checkoutId: checkoutIdOf(expiring.checkoutUrl), reference: `points-order:${expiring.order.orderId}` });
    expect((await api.graphql(CONFIRM, { id: expiring.order.orderId }, { token: fan.token })).body.data.club.confirmPointsOrder.status).toBe("CANCELLED");

    const short = (await buy(fan, clubId, pack.id)).body.data.club.buyPoints;
    await applyPointsOrderOutcome(api.platform.deps, {
      kind: "paid",
      checkoutId: checkoutIdOf(short.checkoutUrl),
      reference: `points-order:${short.order.orderId}`,
      paymentId: `pi_${randomBytes(6).toString("hex")}`,
      amountCents: 1,
      currency: "USD",
      paymentMethod: null,
    });
    expect((await api.graphql(CONFIRM, { id: short.order.orderId }, { token: fan.token })).body.data.club.confirmPointsOrder).toMatchObject({ status: "FAILED", balance: 0 });
    expect(await purchaseEntries(clubId)).toHaveLength(0);
  });

  test("refused: a non-member, an unpublished or ended offer, another club's offer, an unpublished club; another buyer's order is not found", async () => {
    const clubId = await publishedClub();
    const pack = await offer(clubId);
    const stranger = await createVerifiedUser(api);
    const refused = await buy(stranger, clubId, pack.id);
    expect(codeOf(refused)).toBe("AUTH_NOT_AUTHORIZED");
    expect(refused.body.errors[0].message).toBe(m.notMember);

    const fan = await buyer(clubId);
    const hidden = await offer(clubId, { publication: "UNPUBLISHED" });
    const unpublished = await buy(fan, clubId, hidden.id);
    expect(codeOf(unpublished)).toBe("BAD_USER_INPUT");
    expect(unpublished.body.errors[0].extensions.fields).toEqual({ offerId: m.offerUnavailable });
    const ended = await offer(clubId, { startsAt: new Date(Date.now() - 2 * 86_400_000), endsAt: new Date(Date.now() - 86_400_000) });
    expect((await buy(fan, clubId, ended.id)).body.errors[0].extensions.fields).toEqual({ offerId: m.offerEnded });
    const elsewhere = await offer(await publishedClub());
    expect((await buy(fan, clubId, elsewhere.id)).body.errors[0].extensions.fields).toEqual({ offerId: m.offerUnavailable });

    await api.platform.deps.db.update(clubs).set({ published: false }).where(eq(clubs.id, clubId));
    expect(codeOf(await buy(fan, clubId, pack.id))).toBe("NOT_FOUND");
    await api.platform.deps.db.update(clubs).set({ published: true }).where(eq(clubs.id, clubId));

    const { order } = (await buy(fan, clubId, pack.id)).body.data.club.buyPoints;
    expect(codeOf(await api.graphql(ORDER, { id: order.orderId }, { token: stranger.token }))).toBe("NOT_FOUND");
    expect(await api.platform.deps.db.select().from(clubPointsOrders).where(eq(clubPointsOrders.clubId, clubId))).toHaveLength(1);
  });
});
