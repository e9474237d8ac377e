// Buying paid club offers through the API with the local sandbox provider (ADR 0080): nothing is
// redeemed before the payment is confirmed, a confirmation redeems once however often it is
// delivered, the overall limit holds against two payments confirmed at once (the loser refunded),
// and a way-to-earn-status buy-now gives its tier.
import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";
import { clubs, clubTiers } from "../db.js";
import { joinClub } from "../domain/membership.js";
import { clubOffers } from "../offers/db.js";
import { clubPointsEntries } from "../points/db.js";
import { earnPoints } from "../points/domain/points.js";
import { clubOfferRedemptions } from "../redemptions/db.js";
import { sandboxRefunds } from "../../payments/db.js";
import { clubOfferOrders } from "./db.js";
import { applyOfferOrderOutcome } from "./domain/offer-orders.js";
import { redemptionMessages as rm } from "../../../contract/clubs/redemption-messages.js";

let api: TestApi;
let owner: AuthInfo;

const CREATE_CLUB = `mutation ($input: ClubDetailsInput!) { club { create(input: $input) { clubId } } }`;
const ORDER_FIELDS = "orderId status amountCents currency refusal offerTitle redemption { revealed pointsSpent }";
const BUY = `mutation ($offerId: ID!, $key: String!) { club { buyOffer(offerId: $offerId, idempotencyKey: $key) { checkoutUrl order { ${ORDER_FIELDS} } } } }`;
const ORDER = `query ($id: ID!) { club { offerOrder(orderId: $id) { ${ORDER_FIELDS} } } }`;
const CHECK = `query ($offerId: ID!) { club { offer(offerId: $offerId) { myRedemption { canRedeem reasons priceCents currency } } } }`;
const REDEEM = `mutation ($offerId: ID!) { club { redeemOffer(offerId: $offerId) { redemptionId } } }`;
const CARD = { number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Sam Rivera" };

const codeOf = (answer: { body: { errors?: { extensions: { code: string } }[] } }) => answer.body.errors?.[0]?.extensions.code;
const messageOf = (answer: { body: { errors?: { message: string }[] } }) => answer.body.errors?.[0]?.message;
const checkoutIdOf = (url: string) => new URL(url).pathname.split("/").pop()!;

async function publishedClub(): Promise<string> {
  const answer = await api.graphql(CREATE_CLUB, { input: { name: `Paid Club ${randomBytes(3).toString("hex")}`, access: "PUBLIC" } }, { token: owner.token });
  const clubId = answer.body.data.club.create.clubId as string;
  await api.platform.deps.db.update(clubs).set({ published: true }).where(eq(clubs.id, clubId));
  return clubId;
}

async function paidReward(clubId: string, values: Partial<typeof clubOffers.$inferInsert> = {}) {
  const now = api.platform.deps.clock();
  const [row] = await api.platform.deps.db
    .insert(clubOffers)
    .values({
      clubId,
      createdByUserId: owner.userId,
      title: "Backstage tour",
      type: "COUPON",
      subType: "REWARD_MEMBERS",
      program: "coupon",
      publication: "PUBLISHED",
      status: "ACTIVE",
      requirements: [
        { type: "PRICE", value: 1500 },
        { type: "REP_POINTS", value: 100 },
      ],
      settings: { redemptionType: "PROMO_CODE", redemptionDetail: "TOUR-42" },
      createdAt: now,
      updatedAt: now,
      ...values,
    })
    .returning();
  return row!;
}

async function member(clubId: string, points = 0): Promise<AuthInfo> {
  const user = await createVerifiedUser(api);
  await joinClub(api.platform.deps.db, clubId, user.userId);
  if (points > 0) await earnPoints(api.platform.deps, { clubId, userId: user.userId, amount: points, reason: "Test points", sourceKind: "TEST", sourceId: randomUUID(), idempotencyKey: randomUUID() });
  return user;
}

const redemptionsOf = (offerId: string) => api.platform.deps.db.select().from(clubOfferRedemptions).where(eq(clubOfferRedemptions.offerId, offerId));
const spendsOf = (offerId: string) =>
  api.platform.deps.db.select().from(clubPointsEntries).where(and(eq(clubPointsEntries.sourceId, offerId), eq(clubPointsEntries.reasonCode, "SPEND")));

beforeAll(async () => {
  api = await startTestApi();
  owner = await createVerifiedUser(api);
});
afterAll(async () => {
  await api?.close();
});

describe("buying a paid offer", () => {
  test("the card says Buy with the price; Redeem is refused; nothing is redeemed before the payment; one redemption under 20 replays", async () => {
    const clubId = await publishedClub();
    const offer = await paidReward(clubId);
    const fan = await member(clubId, 300);
    const check = (await api.graphql(CHECK, { offerId: offer.id }, { token: fan.token })).body.data.club.offer.myRedemption;
    expect(check).toEqual({ canRedeem: true, reasons: [], priceCents: 1500, currency: "USD" });
    expect(messageOf(await api.graphql(REDEEM, { offerId: offer.id }, { token: fan.token }))).toBe(rm.paidCheckoutOnly);

    const started = await api.graphql(BUY, { offerId: offer.id, key: randomUUID() }, { token: fan.token });
    expect(started.body.errors).toBeUndefined();
    const { checkoutUrl, order } = started.body.data.club.buyOffer;
    expect(order).toMatchObject({ status: "PENDING", amountCents: 1500, currency: "USD", redemption: null });
    expect(await redemptionsOf(offer.id)).toHaveLength(0);
    expect(await spendsOf(offer.id)).toHaveLength(0);

    const checkoutId = checkoutIdOf(checkoutUrl);
    const paid = await api.post(`/dev/payments/${checkoutId}/pay`, CARD);
    expect(paid.body.status).toBe("paid");
    expect(paid.body.redirectTo).toMatch(new RegExp(`/offers/orders/${order.orderId}$`));
    const [row] = await api.platform.deps.db.select().from(clubOfferOrders).where(eq(clubOfferOrders.id, order.orderId));
    const outcome = { kind: "paid" as const, checkoutId, reference: `offer-order:${order.orderId}`, paymentId: row!.paymentId!, amountCents: 1500, currency: "USD", paymentMethod: "Visa •••• 4242" };
    await Promise.all(Array.from({ length: 20 }, () => applyOfferOrderOutcome(api.platform.deps, outcome)));

    expect(await redemptionsOf(offer.id)).toHaveLength(1);
    const spends = await spendsOf(offer.id);
    expect(spends).toHaveLength(1);
    expect(spends[0]).toMatchObject({ amount: 100, idempotencyKey: `offer-order:${order.orderId}` });
    const seen = (await api.graphql(ORDER, { id: order.orderId }, { token: fan.token })).body.data.club.offerOrder;
    expect(seen).toMatchObject({ status: "COMPLETED", refusal: null, redemption: { revealed: "TOUR-42", pointsSpent: 100 } });
    // Someone else's order is not found.
    const other = await member(clubId);
    expect(codeOf(await api.graphql(ORDER, { id: order.orderId }, { token: other.token }))).toBe("NOT_FOUND");
  });

  test("the requirements are checked when the checkout starts: points short or not a member, no order", async () => {
    const clubId = await publishedClub();
    const offer = await paidReward(clubId);
    const poor = await member(clubId, 20);
    const refused = await api.graphql(BUY, { offerId: offer.id, key: randomUUID() }, { token: poor.token });
    expect(codeOf(refused)).toBe("BAD_USER_INPUT");
    expect(messageOf(refused)).toBe(rm.pointsShort(100, 20));
    const stranger = await createVerifiedUser(api);
    expect(messageOf(await api.graphql(BUY, { offerId: offer.id, key: randomUUID() }, { token: stranger.token }))).toBe(rm.notMember);
    const free = await paidReward(clubId, { requirements: [{ type: "NONE", value: null }] });
    expect(messageOf(await api.graphql(BUY, { offerId: free.id, key: randomUUID() }, { token: poor.token }))).toBe(rm.notSold);
    const orders = await api.platform.deps.db.select().from(clubOfferOrders).where(inArray(clubOfferOrders.offerId, [offer.id, free.id]));
    expect(orders).toHaveLength(0);
  });

  test("overall limit 1, two payments confirmed at once: one redemption, the other refunded with why", async () => {
    const clubId = await publishedClub();
    const offer = await paidReward(clubId, { requirements: [{ type: "PRICE", value: 900 }], settings: { redemptionType: "PROMO_CODE", redemptionDetail: "ONLY-ONE", maxRedemptions: 1 } });
    const ann = await member(clubId);
    const bob = await member(clubId);
    const orders = await Promise.all(
      [ann, bob].map(async (who) => (await api.graphql(BUY, { offerId: offer.id, key: randomUUID() }, { token: who.token })).body.data.club.buyOffer),
    );
    const paid = await Promise.all(orders.map(({ checkoutUrl }) => api.post(`/dev/payments/${checkoutIdOf(checkoutUrl)}/pay`, CARD)));
    expect(paid.map((p) => p.body.status)).toEqual(["paid", "paid"]);

    expect(await redemptionsOf(offer.id)).toHaveLength(1);
    const rows = await api.platform.deps.db.select().from(clubOfferOrders).where(eq(clubOfferOrders.offerId, offer.id));
    expect(rows.map((r) => r.status).sort()).toEqual(["COMPLETED", "REFUNDED"]);
    const refunded = rows.find((r) => r.status === "REFUNDED")!;
    expect(refunded.refusal).toBe(rm.soldOut);
    const refunds = await api.platform.deps.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, refunded.paymentId!));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amountCents: 900, currency: "USD" });
    // A replay of the refused payment's report asks the same refund: still one.
    await applyOfferOrderOutcome(api.platform.deps, { kind: "paid", checkoutId: refunded.checkoutId!, reference: `offer-order:${refunded.id}`, paymentId: refunded.paymentId!, amountCents: 900, currency: "USD", paymentMethod: null });
    expect(await api.platform.deps.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, refunded.paymentId!))).toHaveLength(1);
    const [after] = await api.platform.deps.db.select().from(clubOffers).where(eq(clubOffers.id, offer.id));
    expect(after!.status).toBe("COMPLETE");
  });

  test("way-to-earn-status buy-now: paid, the member reaches the tier (the points it lacks given as earned)", async () => {
    const clubId = await publishedClub();
    await api.platform.deps.db.insert(clubTiers).values([
      { clubId, level: 1, name: "Regular", minimumPoints: 0 },
      { clubId, level: 2, name: "Gold", minimumPoints: 1000 },
    ]);
    const offer = await paidReward(clubId, { title: "Gold now", type: "OTHER", subType: "EARN_STATUS", program: "buy-now", requirements: [], settings: { tierLevel: 2, originalPriceCents: 2500, currency: "USD" } });
    const fan = await member(clubId, 300);
    const { checkoutUrl, order } = (await api.graphql(BUY, { offerId: offer.id, key: randomUUID() }, { token: fan.token })).body.data.club.buyOffer;
    expect((await api.post(`/dev/payments/${checkoutIdOf(checkoutUrl)}/pay`, CARD)).body.status).toBe("paid");
    const seen = (await api.graphql(ORDER, { id: order.orderId }, { token: fan.token })).body.data.club.offerOrder;
    expect(seen).toMatchObject({ status: "COMPLETED", redemption: { revealed: rm.tierGiven("Gold", 2), pointsSpent: 0 } });
    const [grant] = await api.platform.deps.db.select().from(clubPointsEntries).where(eq(clubPointsEntries.idempotencyKey, `offer-order:${order.orderId}:tier`));
    expect(grant).toMatchObject({ amount: 700, reasonCode: "GRANT" });
    // Held now: buying it again is refused.
    const again = await api.graphql(BUY, { offerId: offer.id, key: randomUUID() }, { token: fan.token });
    expect(messageOf(again)).toBe(rm.onceOnly);
    expect(JSON.stringify(again.body.errors)).toContain(rm.tierHeld(2));
  });
});
