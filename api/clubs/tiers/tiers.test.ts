// A club's loyalty tiers through the API (spec 3 §3 tiers; §7 create or update tiers and tier
// image uploads; ADR 0059): who may change them, the ladder's rules, the image, and the tiers
// anyone who sees the club sees.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { users } from "../../db/schema.js";
import { createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";
import { clubTierMessages as m, MAX_CLUB_TIERS } from "../../../contract/clubs/tiers-messages.js";
import { addToTeam } from "../team-invitations/test-support.js";

let api: TestApi;
let owner: AuthInfo;
let admin: AuthInfo;
let rewardManager: AuthInfo;
let stranger: AuthInfo;
let clubId: string;

const TIER = `tierId level name description color minimumPoints imageUrl`;
const CREATE_TIER = `mutation ($clubId: ID!, $input: ClubTierInput!) { club { createTier(clubId: $clubId, input: $input) { ${TIER} } } }`;
const UPDATE_TIER = `mutation ($tierId: ID!, $input: ClubTierInput!) { club { updateTier(tierId: $tierId, input: $input) { ${TIER} } } }`;
const DELETE_TIER = `mutation ($tierId: ID!) { club { deleteTier(tierId: $tierId) } }`;
const TIERS = `query ($clubId: ID!) { club { byId(clubId: $clubId) { tiers { ${TIER} } } } }`;

const codeOf = (answer: { body: { errors?: { extensions: { code: string } }[] } }) => answer.body.errors?.[0]?.extensions.code;
const fieldsOf = (answer: { body: { errors?: { extensions: { fields?: Record<string, string> } }[] } }) => answer.body.errors?.[0]?.extensions.fields;
const create = (who: AuthInfo, input: Record<string, unknown>, club = clubId) => api.graphql(CREATE_TIER, { clubId: club, input }, { token: who.token });
const tiersOf = async (who?: AuthInfo) => (await api.graphql(TIERS, { clubId }, who ? { token: who.token } : {})).body.data.club.byId.tiers;

async function member(): Promise<AuthInfo & { handle: string }> {
  const user = await createVerifiedUser(api);
  const handle = `t_${randomBytes(4).toString("hex")}`;
  await api.platform.deps.db.update(users).set({ userName: handle }).where(eq(users.id, user.userId));
  return { ...user, handle };
}

async function upload(token: string): Promise<string> {
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 120, b: 10 } } }).png().toBuffer();
  const response = await fetch(`${api.url}/media/images`, { method: "POST", headers: { "content-type": "image/png", authorization: `Bearer ${token}` }, body: new Uint8Array(png) });
  return ((await response.json()) as { imageId: string }).imageId;
}

beforeAll(async () => {
  api = await startTestApi();
  const [o, a, r] = [await member(), await member(), await member()];
  [owner, admin, rewardManager, stranger] = [o, a, r, await createVerifiedUser(api)];
  const created = await api.graphql(`mutation ($input: ClubDetailsInput!) { club { create(input: $input) { clubId } } }`, { input: { name: "Tier Club", access: "PUBLIC" } }, { token: owner.token });
  clubId = created.body.data.club.create.clubId;
  await api.graphql(`mutation ($clubId: ID!) { club { publish(clubId: $clubId) { clubId } } }`, { clubId }, { token: owner.token });
  expect(codeOf(await addToTeam(api, owner.token, clubId, a, "ADMIN"))).toBeUndefined();
  expect(codeOf(await addToTeam(api, owner.token, clubId, r, "REWARD_MANAGER"))).toBeUndefined();
});
afterAll(async () => {
  await api?.close();
});

describe("a club's tiers", () => {
  test("the owner and admins add, change and delete tiers, with an image; the list is lowest level first", async () => {
    const imageId = await upload(owner.token);
    const gold = await create(owner, { level: 3, name: " Gold ", minimumPoints: 2000, color: "#B8860B", description: "Soundcheck seats", imageId });
    expect(codeOf(gold)).toBeUndefined();
    expect(gold.body.data.club.createTier).toMatchObject({ level: 3, name: "Gold", color: "#B8860B", minimumPoints: 2000, imageUrl: `/media/${imageId}.webp` });
    const bronze = (await create(admin, { level: 1, name: "Bronze", minimumPoints: 100 })).body.data.club.createTier;
    expect(bronze).toMatchObject({ color: "#3D1277", description: null, imageUrl: null });
    expect((await tiersOf()).map((t: { name: string }) => t.name)).toEqual(["Bronze", "Gold"]);
    const tierId = gold.body.data.club.createTier.tierId;
    const changed = await api.graphql(UPDATE_TIER, { tierId, input: { level: 3, name: "Golden", minimumPoints: 2500 } }, { token: admin.token });
    expect(changed.body.data.club.updateTier).toMatchObject({ name: "Golden", minimumPoints: 2500, imageUrl: `/media/${imageId}.webp` });
    const noImage = await api.graphql(UPDATE_TIER, { tierId, input: { level: 3, name: "Golden", minimumPoints: 2500, removeImage: true } }, { token: owner.token });
    expect(noImage.body.data.club.updateTier.imageUrl).toBeNull();
    expect((await api.graphql(DELETE_TIER, { tierId }, { token: owner.token })).body.data.club.deleteTier).toBe(tierId);
    expect(codeOf(await api.graphql(DELETE_TIER, { tierId }, { token: owner.token }))).toBe("NOT_FOUND");
    await api.graphql(DELETE_TIER, { tierId: bronze.tierId }, { token: owner.token });
    expect(await tiersOf()).toEqual([]);
  });

  test("a reward manager may not change tiers; a stranger gets NOT_FOUND", async () => {
    expect(codeOf(await create(rewardManager, { level: 1, name: "Nope", minimumPoints: 0 }))).toBe("AUTH_NOT_AUTHORIZED");
    expect(codeOf(await create(stranger, { level: 1, name: "Nope", minimumPoints: 0 }))).toBe("NOT_FOUND");
    const tier = (await create(owner, { level: 1, name: "Base", minimumPoints: 0 })).body.data.club.createTier;
    expect(codeOf(await api.graphql(UPDATE_TIER, { tierId: tier.tierId, input: { level: 1, name: "X", minimumPoints: 0 } }, { token: rewardManager.token }))).toBe("AUTH_NOT_AUTHORIZED");
    expect(codeOf(await api.graphql(DELETE_TIER, { tierId: tier.tierId }, { token: stranger.token }))).toBe("NOT_FOUND");
    expect(codeOf(await api.graphql(DELETE_TIER, { tierId: "not-an-id" }, { token: owner.token }))).toBe("NOT_FOUND");
    await api.graphql(DELETE_TIER, { tierId: tier.tierId }, { token: owner.token });
  });

  test("the ladder stays consistent: unique levels and minimums, more points for higher levels, a name, at most 10", async () => {
    const first = (await create(owner, { level: 2, name: "Silver", minimumPoints: 500 })).body.data.club.createTier;
    expect(fieldsOf(await create(owner, { level: 2, name: "Twin", minimumPoints: 700 }))).toEqual({ level: m.levelTaken });
    expect(fieldsOf(await create(owner, { level: 3, name: "Twin", minimumPoints: 500 }))).toEqual({ minimumPoints: m.minimumTaken });
    expect(fieldsOf(await create(owner, { level: 3, name: "Low", minimumPoints: 100 }))).toEqual({ minimumPoints: m.ladderBroken });
    expect(fieldsOf(await create(owner, { level: 1, name: "High", minimumPoints: 900 }))).toEqual({ minimumPoints: m.ladderBroken });
    expect(fieldsOf(await create(owner, { level: 0, name: "Zero", minimumPoints: 1 }))).toEqual({ level: m.levelInvalid });
    expect(fieldsOf(await create(owner, { level: 4, name: "Neg", minimumPoints: -1 }))).toEqual({ minimumPoints: m.minimumInvalid });
    expect(fieldsOf(await create(owner, { level: 4, name: "  ", minimumPoints: 1000 }))).toEqual({ name: m.nameRequired });
    expect(fieldsOf(await create(owner, { level: 4, name: "Bad colour", minimumPoints: 1000, color: "blue" }))).toEqual({ color: m.colorInvalid });
    // Changing a tier is checked against the others, not itself.
    const self = await api.graphql(UPDATE_TIER, { tierId: first.tierId, input: { level: 2, name: "Silver", minimumPoints: 600 } }, { token: owner.token });
    expect(codeOf(self)).toBeUndefined();
    // Silver and levels 3 to 11 make ten; the eleventh is refused.
    for (let level = 3; level <= MAX_CLUB_TIERS + 2; level++) {
      const answer = await create(owner, { level, name: `L${level}`, minimumPoints: level * 1000 });
      if (level <= MAX_CLUB_TIERS + 1) expect(codeOf(answer)).toBeUndefined();
      else expect(answer.body.errors[0].message).toBe(m.tooMany);
    }
    expect(await tiersOf(stranger)).toHaveLength(MAX_CLUB_TIERS);
  });
});
