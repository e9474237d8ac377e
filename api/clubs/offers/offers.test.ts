// A club's offers through the API (spec 3 §3 Club.offers, §4; ADR 0060): who may create, change,
// publish and delete them (MANAGE_OFFERS), the per-programme settings and the requirement
// limits refused with clear messages, and what members and visitors see.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { users } from "../../db/schema.js";
import { createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";
import { joinClub } from "../domain/membership.js";
import { offerMessages as m } from "../../../contract/clubs/offer-messages.js";
import { addToTeam } from "../team-invitations/test-support.js";

type Member = AuthInfo & { handle: string };

let api: TestApi;
let owner: Member;
let offerManager: Member;
let rewardManager: Member;
let stranger: Member;
let clubMember: Member;
let clubId: string;

const FIELDS = "offerId title type subType program access minTierLevel publication status requirements { type value } settings { pointsAmount repPointsMultiplier originalPriceCents currency streakLength period redemptionType redemptionDetail } canManage club { clubId }";
const CREATE_CLUB = `mutation ($input: ClubDetailsInput!) { club { create(input: $input) { clubId } } }`;
const PUBLISH_CLUB = `mutation ($clubId: ID!) { club { publish(clubId: $clubId) { published } } }`;
const CREATE = `mutation ($clubId: ID!, $subType: OfferSubType!, $program: String!, $input: OfferInput!) { club { createOffer(clubId: $clubId, subType: $subType, program: $program, input: $input) { ${FIELDS} } } }`;
const UPDATE = `mutation ($offerId: ID!, $input: OfferInput!) { club { updateOffer(offerId: $offerId, input: $input) { ${FIELDS} } } }`;
const PUBLICATION = `mutation ($offerId: ID!, $publication: OfferPublication!) { club { setOfferPublication(offerId: $offerId, publication: $publication) { publication } } }`;
const DELETE = `mutation ($offerId: ID!) { club { deleteOffer(offerId: $offerId) } }`;
const LIST = `query ($clubId: ID!, $category: OfferSubType) { club { offers(clubId: $clubId, category: $category) { offerId title status publication } } }`;
const ONE = `query ($offerId: ID!) { club { offer(offerId: $offerId) { offerId title canManage } } }`;
const MINE = `query ($category: OfferSubType) { club { myClubsOffers(category: $category) { offerId title } } }`;

async function member(): Promise<Member> {
  const user = await createVerifiedUser(api);
  const handle = `o_${randomBytes(4).toString("hex")}`;
  await api.platform.deps.db.update(users).set({ userName: handle }).where(eq(users.id, user.userId));
  return { ...user, handle };
}

const codeOf = (answer: { body: { errors?: { extensions: { code: string } }[] } }) => answer.body.errors?.[0]?.extensions.code;
const bundle = (overrides: Record<string, unknown> = {}) => ({
  title: `Bundle ${randomBytes(3).toString("hex")}`,
  access: "PUBLIC",
  requirements: [],
  settings: { pointsAmount: 500, repPointsMultiplier: 1, originalPriceCents: 500, currency: "USD" },
  ...overrides,
});
const create = (who: Member | null, subType: string, program: string, input: Record<string, unknown>, club = clubId) =>
  api.graphql(CREATE, { clubId: club, subType, program, input }, who ? { token: who.token } : {});
const createBundle = async (who: Member, input: Record<string, unknown> = {}) => {
  const answer = await create(who, "BUY_POINTS", "points-bundle", bundle(input));
  expect(codeOf(answer)).toBeUndefined();
  return answer.body.data.club.createOffer as { offerId: string; title: string };
};
const titlesOf = (answer: { body: { data: { club: Record<string, { title: string }[]> } } }, field: string) => answer.body.data.club[field]!.map((o) => o.title);

beforeAll(async () => {
  api = await startTestApi();
  [owner, offerManager, rewardManager, stranger, clubMember] = [await member(), await member(), await member(), await member(), await member()];
  clubId = (await api.graphql(CREATE_CLUB, { input: { name: "Offer Club", access: "PUBLIC" } }, { token: owner.token })).body.data.club.create.clubId;
  await api.graphql(PUBLISH_CLUB, { clubId }, { token: owner.token });
  expect(codeOf(await addToTeam(api, owner.token, clubId, offerManager, "OFFER_MANAGER", "COLLABORATOR"))).toBeUndefined();
  expect(codeOf(await addToTeam(api, owner.token, clubId, rewardManager, "REWARD_MANAGER", "TEAM"))).toBeUndefined();
  await joinClub(api.platform.deps.db, clubId, clubMember.userId);
});
afterAll(async () => {
  await api?.close();
});

describe("club offers", () => {
  test("an offer manager creates a points bundle: unpublished, Buy Now, its settings kept and others dropped", async () => {
    const answer = await create(offerManager, "BUY_POINTS", "points-bundle", bundle({ settings: { pointsAmount: 500, repPointsMultiplier: 1.5, originalPriceCents: 500, currency: "USD", promoCode: "IGNORED" } }));
    expect(codeOf(answer)).toBeUndefined();
    expect(answer.body.data.club.createOffer).toMatchObject({
      type: "BUY_NOW",
      subType: "BUY_POINTS",
      program: "points-bundle",
      publication: "UNPUBLISHED",
      status: "ACTIVE",
      requirements: [],
      settings: { pointsAmount: 500, repPointsMultiplier: 1.5, originalPriceCents: 500, currency: "USD" },
      canManage: true,
      club: { clubId },
    });
  });

  test("permissions: OFFER_MANAGER and the owner may create, change, publish and delete; a REWARD_MANAGER is not authorised; a stranger does not find the club", async () => {
    const offer = await createBundle(owner);
    expect(codeOf(await create(rewardManager, "BUY_POINTS", "points-bundle", bundle()))).toBe("AUTH_NOT_AUTHORIZED");
    expect(codeOf(await create(stranger, "BUY_POINTS", "points-bundle", bundle()))).toBe("NOT_FOUND");
    expect(codeOf(await create(null, "BUY_POINTS", "points-bundle", bundle()))).toBe("AUTH_NOT_AUTHENTICATED");

    for (const who of [rewardManager, stranger]) {
      const expected = who === rewardManager ? "AUTH_NOT_AUTHORIZED" : "NOT_FOUND";
      expect(codeOf(await api.graphql(UPDATE, { offerId: offer.offerId, input: bundle({ title: "Taken over" }) }, { token: who.token }))).toBe(expected);
      expect(codeOf(await api.graphql(PUBLICATION, { offerId: offer.offerId, publication: "PUBLISHED" }, { token: who.token }))).toBe(expected);
      expect(codeOf(await api.graphql(DELETE, { offerId: offer.offerId }, { token: who.token }))).toBe(expected);
    }

    const updated = await api.graphql(UPDATE, { offerId: offer.offerId, input: bundle({ title: "Bigger bundle", settings: { pointsAmount: 1200, repPointsMultiplier: 2, originalPriceCents: 1000, currency: "USD" } }) }, { token: offerManager.token });
    expect(updated.body.data.club.updateOffer).toMatchObject({ title: "Bigger bundle", program: "points-bundle", settings: { pointsAmount: 1200, originalPriceCents: 1000 } });
    expect((await api.graphql(PUBLICATION, { offerId: offer.offerId, publication: "PUBLISHED" }, { token: offerManager.token })).body.data.club.setOfferPublication.publication).toBe("PUBLISHED");
    expect((await api.graphql(DELETE, { offerId: offer.offerId }, { token: offerManager.token })).body.data.club.deleteOffer).toBe(true);
    expect(codeOf(await api.graphql(ONE, { offerId: offer.offerId }, { token: owner.token }))).toBe("NOT_FOUND");
  });

  test("an unknown programme, or a category without programmes, is refused", async () => {
    for (const [subType, program] of [
      ["EARN_POINTS", "points-bundle"],
      ["BUY_POINTS", "nope"],
      ["CUSTOM", "streak"],
      ["REWARD_MEMBERS", "raffle"],
    ] as const) {
      const answer = await create(owner, subType, program, bundle());
      expect(codeOf(answer)).toBe("BAD_USER_INPUT");
      expect(answer.body.errors[0].extensions.fields).toEqual({ program: m.programUnknown });
    }
  });

  test("each programme's settings are checked: what it needs, with a message beside the field", async () => {
    const streak = await create(owner, "EARN_POINTS", "streak", { title: "Weekly streak", access: "MEMBERS", requirements: [], settings: { pointsAmount: 50 } });
    expect(codeOf(streak)).toBe("BAD_USER_INPUT");
    expect(streak.body.errors[0].extensions.fields).toMatchObject({ "settings.streakLength": m.numberInvalid, "settings.period": m.periodInvalid });

    const coupon = await create(owner, "REWARD_MEMBERS", "coupon", { title: "Coupon", access: "PUBLIC", requirements: [], settings: { redemptionType: "PROMO_CODE" } });
    expect(coupon.body.errors[0].extensions.fields).toEqual({ "settings.redemptionDetail": m.textRequired });

    const tier = await create(owner, "BUY_POINTS", "points-bundle", bundle({ access: "TIER" }));
    expect(tier.body.errors[0].extensions.fields).toEqual({ minTierLevel: m.tierRequired });

    const timeSpan = await create(owner, "BUY_POINTS", "time-span", bundle());
    expect(timeSpan.body.errors[0].extensions.fields).toEqual({ startsUtc: m.datesRequired, endsUtc: m.datesRequired });

    const ok = await create(owner, "REWARD_MEMBERS", "merch-giveaway", { title: "Tote bag", access: "TIER", minTierLevel: 2, requirements: [], settings: { redemptionType: "LOCATION_INFORMATION", redemptionDetail: "Pick it up at the bar." } });
    expect(ok.body.data.club.createOffer).toMatchObject({ type: "MERCH_GIVEAWAY", subType: "REWARD_MEMBERS", program: "merch-giveaway", access: "TIER", minTierLevel: 2 });
  });

  test("requirement limits: Price once, Rep Points at most 5, None alone; values must fit", async () => {
    const withRequirements = (requirements: unknown[]) => create(owner, "BUY_POINTS", "points-bundle", bundle({ requirements }));
    const twoPrices = await withRequirements([
      { type: "PRICE", value: 500 },
      { type: "PRICE", value: 700 },
    ]);
    expect(codeOf(twoPrices)).toBe("BAD_USER_INPUT");
    expect(twoPrices.body.errors[0].extensions.fields).toEqual({ requirements: "Price can be required at most once." });

    const sixPoints = await withRequirements(Array.from({ length: 6 }, (_, i) => ({ type: "REP_POINTS", value: 100 + i })));
    expect(sixPoints.body.errors[0].extensions.fields).toEqual({ requirements: "Rep Points can be required at most 5 times." });

    const noneAndPoints = await withRequirements([{ type: "NONE" }, { type: "REP_POINTS", value: 10 }]);
    expect(noneAndPoints.body.errors[0].extensions.fields).toEqual({ requirements: m.requirementNoneAlone });

    const missingValue = await withRequirements([{ type: "REP_SCORE" }]);
    expect(missingValue.body.errors[0].extensions.fields).toEqual({ "requirements.0.value": m.requirementValueRequired });

    const fine = await withRequirements([
      { type: "REP_POINTS", value: 100 },
      { type: "LOYALTY_STATUS", value: 2 },
      { type: "ACHIEVEMENTS", value: 1 },
    ]);
    expect(fine.body.data.club.createOffer.requirements).toEqual([
      { type: "REP_POINTS", value: 100 },
      { type: "LOYALTY_STATUS", value: 2 },
      { type: "ACHIEVEMENTS", value: 1 },
    ]);
  });

  test("members and visitors see only published ACTIVE or PENDING offers; managers see all; a member's clubs' offers", async () => {
    const published = await createBundle(owner, { title: `Shown ${randomBytes(3).toString("hex")}` });
    const hidden = await createBundle(owner, { title: `Hidden ${randomBytes(3).toString("hex")}` });
    const complete = await createBundle(owner, { title: `Done ${randomBytes(3).toString("hex")}`, status: "COMPLETE" });
    const comingSoon = await createBundle(owner, { title: `Soon ${randomBytes(3).toString("hex")}`, status: "PENDING" });
    for (const offer of [published, complete, comingSoon]) await api.graphql(PUBLICATION, { offerId: offer.offerId, publication: "PUBLISHED" }, { token: owner.token });

    const asVisitor = titlesOf(await api.graphql(LIST, { clubId }), "offers");
    expect(asVisitor).toContain(published.title);
    expect(asVisitor).not.toContain(hidden.title);
    expect(asVisitor).not.toContain(complete.title);
    expect(asVisitor).toContain(comingSoon.title);
    const asRewardManager = titlesOf(await api.graphql(LIST, { clubId }, { token: rewardManager.token }), "offers");
    expect(asRewardManager).not.toContain(hidden.title);
    const asManager = titlesOf(await api.graphql(LIST, { clubId }, { token: offerManager.token }), "offers");
    expect(asManager).toEqual(expect.arrayContaining([published.title, hidden.title, complete.title]));
    expect(titlesOf(await api.graphql(LIST, { clubId, category: "EARN_STATUS" }, { token: owner.token }), "offers")).not.toContain(published.title);
    // The club page's newest offers and its count of all of them, as each viewer is shown them.
    const COUNTED = `query ($clubId: ID!, $first: Int) { club { byId(clubId: $clubId) { offerCount } offers(clubId: $clubId, first: $first) { title } } }`;
    const counted = async (token?: string) => (await api.graphql(COUNTED, { clubId, first: 1 }, token ? { token } : {})).body.data.club;
    expect(await counted()).toEqual({ byId: { offerCount: asVisitor.length }, offers: [{ title: asVisitor[0] }] });
    expect(await counted(offerManager.token)).toEqual({ byId: { offerCount: asManager.length }, offers: [{ title: asManager[0] }] });
    expect(asManager.length).toBeGreaterThan(asVisitor.length);
    expect(codeOf(await api.graphql(COUNTED, { clubId, first: -1 }))).toBe("BAD_USER_INPUT");
    // Kept in the read cache, and counted again once an offer of the club changes.
    await api.graphql(PUBLICATION, { offerId: hidden.offerId, publication: "PUBLISHED" }, { token: owner.token });
    await expect.poll(async () => (await counted()).byId.offerCount).toBe(asVisitor.length + 1);
    await api.graphql(PUBLICATION, { offerId: hidden.offerId, publication: "UNPUBLISHED" }, { token: owner.token });
    await expect.poll(async () => (await counted()).byId.offerCount).toBe(asVisitor.length);

    expect(codeOf(await api.graphql(ONE, { offerId: hidden.offerId }, { token: clubMember.token }))).toBe("NOT_FOUND");
    expect((await api.graphql(ONE, { offerId: published.offerId }, { token: clubMember.token })).body.data.club.offer).toMatchObject({ title: published.title, canManage: false });

    const mine = titlesOf(await api.graphql(MINE, {}, { token: clubMember.token }), "myClubsOffers");
    expect(mine).toContain(published.title);
    expect(mine).not.toContain(hidden.title);
    expect(titlesOf(await api.graphql(MINE, {}, { token: stranger.token }), "myClubsOffers")).not.toContain(published.title);
    expect(titlesOf(await api.graphql(MINE, { category: "REWARD_MEMBERS" }, { token: clubMember.token }), "myClubsOffers")).not.toContain(published.title);
  });

  test("a coupon's code is its managers' to read: members and visitors find it null", async () => {
    const SETTINGS = `query ($clubId: ID!) { club { offers(clubId: $clubId) { offerId canManage settings { redemptionType redemptionDetail maxPerMember } } } }`;
    const answer = await create(owner, "REWARD_MEMBERS", "coupon", {
      title: `Coupon ${randomBytes(3).toString("hex")}`,
      access: "PUBLIC",
      requirements: [],
      settings: { redemptionType: "PROMO_CODE", redemptionDetail: "SECRET10", maxPerMember: 5 },
    });
    expect(codeOf(answer)).toBeUndefined();
    const { offerId } = answer.body.data.club.createOffer as { offerId: string };
    await api.graphql(PUBLICATION, { offerId, publication: "PUBLISHED" }, { token: owner.token });
    const settingsAs = async (who: Member | null) => {
      const listed = (await api.graphql(SETTINGS, { clubId }, who ? { token: who.token } : {})).body.data.club.offers as { offerId: string; settings: Record<string, unknown> }[];
      return listed.find((offer) => offer.offerId === offerId)!.settings;
    };
    for (const manager of [owner, offerManager]) expect(await settingsAs(manager)).toEqual({ redemptionType: "PROMO_CODE", redemptionDetail: "SECRET10", maxPerMember: 5 });
    for (const viewer of [clubMember, stranger, rewardManager, null]) expect(await settingsAs(viewer)).toEqual({ redemptionType: "PROMO_CODE", redemptionDetail: null, maxPerMember: 5 });
  });

  test("an unpublished club's offers are its managers' only", async () => {
    const draftClub = (await api.graphql(CREATE_CLUB, { input: { name: "Draft Club", access: "PUBLIC" } }, { token: owner.token })).body.data.club.create.clubId;
    const answer = await create(owner, "EARN_POINTS", "bonus", { title: "Welcome bonus", access: "PUBLIC", requirements: [{ type: "NONE" }], settings: { pointsAmount: 25 } }, draftClub);
    const offerId = answer.body.data.club.createOffer.offerId;
    await api.graphql(PUBLICATION, { offerId, publication: "PUBLISHED" }, { token: owner.token });
    expect(codeOf(await api.graphql(LIST, { clubId: draftClub }, { token: stranger.token }))).toBe("NOT_FOUND");
    expect(codeOf(await api.graphql(ONE, { offerId }, { token: stranger.token }))).toBe("NOT_FOUND");
    expect(titlesOf(await api.graphql(LIST, { clubId: draftClub }, { token: owner.token }), "offers")).toEqual(["Welcome bonus"]);
  });
});
