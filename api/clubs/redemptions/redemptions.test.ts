// Members redeem a club's rewards through the API (ADR 0066): each requirement met and unmet with
// its plain-words reason, once per member, the overall limit under concurrency, consent to share
// contact details, and the ledger's invariants under 50 concurrent redemptions from one balance.
import { randomBytes, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { achievements, clubPointsEntries, clubTiers, userAchievements, users } from "../../db/schema.js";
import { createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";
import { joinClub } from "../domain/membership.js";
import { earnPoints } from "../points/domain/points.js";
import { redeemOffer } from "./domain/redemptions.js";
import { redemptionMessages as m } from "../../../contract/clubs/redemption-messages.js";

let api: TestApi;
let owner: AuthInfo;
let clubId: string;

const CREATE_CLUB = `mutation ($input: ClubDetailsInput!) { club { create(input: $input) { clubId } } }`;
const PUBLISH_CLUB = `mutation ($clubId: ID!) { club { publish(clubId: $clubId) { published } } }`;
const CREATE = `mutation ($clubId: ID!, $program: String!, $input: OfferInput!) { club { createOffer(clubId: $clubId, subType: REWARD_MEMBERS, program: $program, input: $input) { offerId } } }`;
const PUBLISH = `mutation ($offerId: ID!) { club { setOfferPublication(offerId: $offerId, publication: PUBLISHED) { publication } } }`;
const REDEEM = `mutation ($offerId: ID!, $shareContact: Boolean) { club { redeemOffer(offerId: $offerId, shareContact: $shareContact) { redemptionId pointsSpent redemptionType revealed passCode sharedName sharedEmail offer { offerId } } } }`;
const CHECK = `query ($offerId: ID!) { club { offer(offerId: $offerId) { status myRedemption { canRedeem reasons pointsCost balance redeemedCount } } } }`;
const MINE = `query { club { myRedemptions { revealed offer { offerId } } } }`;
const MANAGED = `query ($offerId: ID!) { club { offer(offerId: $offerId) { redemptions { sharedName sharedEmail } } } }`;

const codeOf = (answer: { body: { errors?: { extensions: { code: string } }[] } }) => answer.body.errors?.[0]?.extensions.code;
const messageOf = (answer: { body: { errors?: { message: string }[] } }) => answer.body.errors?.[0]?.message;

async function newMember(points = 0): Promise<AuthInfo> {
  const user = await createVerifiedUser(api);
  await joinClub(api.platform.deps.db, clubId, user.userId);
  if (points > 0) await give(user, points);
  return user;
}
const give = (user: AuthInfo, points: number) =>
  earnPoints(api.platform.deps, { clubId, userId: user.userId, amount: points, reason: "Test points", sourceKind: "TEST", sourceId: randomUUID(), idempotencyKey: randomUUID() });

async function offer(requirements: { type: string; value?: number | null }[], settings: Record<string, unknown> = {}, program = "coupon"): Promise<string> {
  const input = {
    title: `Reward ${randomBytes(3).toString("hex")}`,
    access: "PUBLIC",
    requirements,
    settings: { redemptionType: "PROMO_CODE", redemptionDetail: "BAR10", ...settings },
  };
  const created = await api.graphql(CREATE, { clubId, program, input }, { token: owner.token });
  expect(codeOf(created)).toBeUndefined();
  const offerId = created.body.data.club.createOffer.offerId as string;
  expect(codeOf(await api.graphql(PUBLISH, { offerId }, { token: owner.token }))).toBeUndefined();
  return offerId;
}

async function balance(user: AuthInfo): Promise<number> {
  const rows = await api.platform.deps.db.execute(sql`
    select coalesce(sum(case when e.credit_account_id = a.id then e.amount else -e.amount end), 0)::int as balance
    from club_points_accounts a join club_points_entries e on e.credit_account_id = a.id or e.debit_account_id = a.id
    where a.club_id = ${clubId} and a.user_id = ${user.userId}`);
  return Number((rows as unknown as { rows?: { balance: number }[] }).rows?.[0]?.balance ?? (rows as unknown as { balance: number }[])[0]?.balance ?? 0);
}

beforeAll(async () => {
  api = await startTestApi();
  owner = await createVerifiedUser(api);
  clubId = (await api.graphql(CREATE_CLUB, { input: { name: "Redeem Club", access: "PUBLIC" } }, { token: owner.token })).body.data.club.create.clubId;
  await api.graphql(PUBLISH_CLUB, { clubId }, { token: owner.token });
});
afterAll(async () => {
  await api?.close();
});

describe("redeeming a club's rewards", () => {
  test("Rep Points met: the code is revealed, the points spent with the offer named, listed under the member's redemptions; a second time is refused", async () => {
    const sam = await newMember(340);
    const offerId = await offer([{ type: "REP_POINTS", value: 200 }]);
    const before = await api.graphql(CHECK, { offerId }, { token: sam.token });
    expect(before.body.data.club.offer.myRedemption).toEqual({ canRedeem: true, reasons: [], pointsCost: 200, balance: 340, redeemedCount: 0 });
    const answer = await api.graphql(REDEEM, { offerId }, { token: sam.token });
    expect(codeOf(answer)).toBeUndefined();
    expect(answer.body.data.club.redeemOffer).toMatchObject({ pointsSpent: 200, redemptionType: "PROMO_CODE", revealed: "BAR10", passCode: null });
    expect(await balance(sam)).toBe(140);
    const [entry] = await api.platform.deps.db.select().from(clubPointsEntries).where(eq(clubPointsEntries.idempotencyKey, `redemption:${answer.body.data.club.redeemOffer.redemptionId}`));
    expect(entry).toMatchObject({ amount: 200, reasonCode: "SPEND", sourceKind: "OFFER", sourceId: offerId });
    expect(entry!.reason).toContain("Reward ");
    const mine = await api.graphql(MINE, {}, { token: sam.token });
    expect(mine.body.data.club.myRedemptions[0]).toEqual({ revealed: "BAR10", offer: { offerId } });
    const again = await api.graphql(REDEEM, { offerId }, { token: sam.token });
    expect(codeOf(again)).toBe("CONFLICT");
    expect(messageOf(again)).toBe(m.onceOnly);
    expect(await balance(sam)).toBe(140);
  });

  test("Rep Points unmet: refused with why not, nothing spent", async () => {
    const low = await newMember(50);
    const offerId = await offer([{ type: "REP_POINTS", value: 200 }]);
    const check = await api.graphql(CHECK, { offerId }, { token: low.token });
    expect(check.body.data.club.offer.myRedemption).toMatchObject({ canRedeem: false, reasons: [m.pointsShort(200, 50)] });
    const answer = await api.graphql(REDEEM, { offerId }, { token: low.token });
    expect(codeOf(answer)).toBe("BAD_USER_INPUT");
    expect(messageOf(answer)).toBe("Needs 200 points; you have 50 points.");
    expect(await balance(low)).toBe(50);
  });

  test("a visitor who is not a member is told to join", async () => {
    const visitor = await createVerifiedUser(api);
    const offerId = await offer([{ type: "NONE" }]);
    const answer = await api.graphql(REDEEM, { offerId }, { token: visitor.token });
    expect(messageOf(answer)).toBe(m.notMember);
  });

  test("Loyalty Status: the tier reached by points earned decides", async () => {
    await api.platform.deps.db.insert(clubTiers).values([
      { clubId, level: 1, name: "Night Owl", minimumPoints: 0 },
      { clubId, level: 2, name: "Midnight Regular", minimumPoints: 1000 },
    ]);
    const offerId = await offer([{ type: "LOYALTY_STATUS", value: 2 }]);
    const low = await newMember(10);
    expect(messageOf(await api.graphql(REDEEM, { offerId }, { token: low.token }))).toBe("Needs loyalty tier level 2; you are at Night Owl.");
    const high = await newMember(1200);
    expect(codeOf(await api.graphql(REDEEM, { offerId }, { token: high.token }))).toBeUndefined();
    expect(await balance(high)).toBe(1200);
  });

  test("Rep Score: users.rep_score against the value", async () => {
    const offerId = await offer([{ type: "REP_SCORE", value: 50 }]);
    const who = await newMember();
    await api.platform.deps.db.update(users).set({ repScore: 40 }).where(eq(users.id, who.userId));
    expect(messageOf(await api.graphql(REDEEM, { offerId }, { token: who.token }))).toBe("Needs a rep score of 50; yours is 40.");
    await api.platform.deps.db.update(users).set({ repScore: 50 }).where(eq(users.id, who.userId));
    expect(codeOf(await api.graphql(REDEEM, { offerId }, { token: who.token }))).toBeUndefined();
  });

  test("Achievements: the club's badges held count; another club's do not", async () => {
    const offerId = await offer([{ type: "ACHIEVEMENTS", value: 1 }]);
    const who = await newMember();
    const elsewhere = (await api.graphql(CREATE_CLUB, { input: { name: "Elsewhere Club", access: "PUBLIC" } }, { token: who.token })).body.data.club.create.clubId;
    const [other] = await api.platform.deps.db
      .insert(achievements)
      .values({ slug: `b-${randomBytes(4).toString("hex")}`, displayName: "Elsewhere", category: "OTHER", clubId: elsewhere })
      .returning();
    await api.platform.deps.db.insert(userAchievements).values({ achievementId: other!.id, userId: who.userId, awardedAt: new Date() });
    expect(messageOf(await api.graphql(REDEEM, { offerId }, { token: who.token }))).toBe("Needs 1 of the club's badges; you hold 0.");
    const [ours] = await api.platform.deps.db.insert(achievements).values({ slug: `b-${randomBytes(4).toString("hex")}`, displayName: "Ours", category: "OTHER", clubId }).returning();
    await api.platform.deps.db.insert(userAchievements).values({ achievementId: ours!.id, userId: who.userId, awardedAt: new Date() });
    expect(codeOf(await api.graphql(REDEEM, { offerId }, { token: who.token }))).toBeUndefined();
  });

  test("a Price requirement is refused: paid offers go through checkout", async () => {
    const offerId = await offer([{ type: "PRICE", value: 500 }]);
    const who = await newMember();
    const answer = await api.graphql(REDEEM, { offerId }, { token: who.token });
    expect(codeOf(answer)).toBe("BAD_USER_INPUT");
    expect(messageOf(answer)).toBe(m.paidCheckoutOnly);
  });

  test("Customer information: refused without consent; with it the managers see the name and e-mail", async () => {
    const offerId = await offer([{ type: "NONE" }], { redemptionType: "CUSTOMER_INFORMATION", redemptionDetail: "Name and e-mail for the guest list" }, "coupon");
    const who = await newMember();
    const refused = await api.graphql(REDEEM, { offerId }, { token: who.token });
    expect(messageOf(refused)).toBe(m.consentRequired);
    const answer = await api.graphql(REDEEM, { offerId, shareContact: true }, { token: who.token });
    expect(codeOf(answer)).toBeUndefined();
    const [email] = await api.platform.deps.db.select({ email: users.email }).from(users).where(eq(users.id, who.userId));
    expect(answer.body.data.club.redeemOffer.sharedEmail).toBe(email!.email);
    const managed = await api.graphql(MANAGED, { offerId }, { token: owner.token });
    expect(managed.body.data.club.offer.redemptions).toEqual([expect.objectContaining({ sharedEmail: email!.email })]);
    expect(codeOf(await api.graphql(MANAGED, { offerId }, { token: who.token }))).toBe("NOT_FOUND");
  });

  test("an access pass gives a pass code", async () => {
    const offerId = await offer([{ type: "NONE" }], { redemptionType: "ACCESS_PASS", redemptionDetail: "VIP lounge" }, "coupon");
    const who = await newMember();
    const answer = await api.graphql(REDEEM, { offerId }, { token: who.token });
    expect(answer.body.data.club.redeemOffer.passCode).toBe(answer.body.data.club.redeemOffer.redemptionId);
  });
});

describe("the ledger under concurrent redemptions", () => {
  const sumOfEntries = async () => {
    const rows = await api.platform.deps.db.execute(sql`
      select coalesce(sum(case when e.credit_account_id = a.id then e.amount else -e.amount end), 0)::int as total
      from club_points_accounts a join club_points_entries e on e.credit_account_id = a.id or e.debit_account_id = a.id
      where a.club_id = ${clubId}`);
    return Number((rows as unknown as { rows?: { total: number }[] }).rows?.[0]?.total ?? (rows as unknown as { total: number }[])[0]?.total);
  };

  test("50 concurrent redemptions of a repeatable offer from balance 100 at 30 each: exactly 3 succeed", async () => {
    const who = await newMember(100);
    const offerId = await offer([{ type: "REP_POINTS", value: 30 }], { maxPerMember: 1000 });
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => redeemOffer(api.platform.deps, who.userId, { offerId })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    expect(await balance(who)).toBe(10);
    expect(await sumOfEntries()).toBe(0);
  });

  test("50 concurrent redemptions of a once-per-member offer: exactly one succeeds", async () => {
    const who = await newMember(10_000);
    const offerId = await offer([{ type: "REP_POINTS", value: 30 }]);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => redeemOffer(api.platform.deps, who.userId, { offerId })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await balance(who)).toBe(9_970);
    expect(await sumOfEntries()).toBe(0);
  });

  test("the overall limit holds under concurrency and the offer becomes COMPLETE", async () => {
    const offerId = await offer([{ type: "NONE" }], { maxRedemptions: 5 });
    const members = await Promise.all(Array.from({ length: 12 }, () => newMember()));
    const results = await Promise.allSettled(members.map((who) => redeemOffer(api.platform.deps, who.userId, { offerId })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
    const check = await api.graphql(CHECK, { offerId }, { token: owner.token });
    expect(check.body.data.club.offer.status).toBe("COMPLETE");
    const late = await newMember();
    const refused = await api.graphql(REDEEM, { offerId }, { token: late.token });
    expect(codeOf(refused)).toBe("CONFLICT");
    expect(messageOf(refused)).toBe(m.soldOut);
  });
});
