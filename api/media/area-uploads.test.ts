// Presigned uploads asked for through the areas (docs/decisions/0086): club create answers the
// first image's upload token and URL; a club's image, a tier's and a badge's picture are
// presigned and completed by those who may edit them, checked again at completion.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../access/domain/auth-info.js";
import { users } from "../db/schema.js";
import { seedDemoPie } from "../pies/seed.js";
import { createVerifiedUser, TEST_PASSWORD, uniqueEmail } from "../test/fixtures.js";
import { startTestApi, type TestApi } from "../test/support.js";
import { addToTeam } from "../clubs/team-invitations/test-support.js";
import { mediaMessages as m, UPLOAD_URL_LIFETIME_MS } from "../../contract/media/messages.js";

let api: TestApi;
let owner: AuthInfo;
let admin: AuthInfo & { handle: string };
let rewardManager: AuthInfo & { handle: string };
let stranger: AuthInfo;

const UPLOAD = `uploadId method url fields { name value } headers { name value } expiresUtc`;
const CREATE_CLUB = `mutation ($input: ClubDetailsInput!, $type: String) { club { create(input: $input, imageContentType: $type) { clubId imageUrl imageUpload { ${UPLOAD} } } } }`;
const CLUB = `query ($clubId: ID!) { club { byId(clubId: $clubId) { imageUrl imageUpload { uploadId } } } }`;
const PRESIGN_CLUB = `mutation ($clubId: ID!, $type: String!) { club { presignImageUpload(clubId: $clubId, contentType: $type) { ${UPLOAD} } } }`;
const COMPLETE_CLUB = `mutation ($clubId: ID!, $uploadId: ID!) { club { completeImageUpload(clubId: $clubId, uploadId: $uploadId) { imageId url } } }`;
const PRESIGN_TIER = `mutation ($clubId: ID!, $type: String!) { club { presignTierImageUpload(clubId: $clubId, contentType: $type) { ${UPLOAD} } } }`;
const COMPLETE_TIER = `mutation ($clubId: ID!, $uploadId: ID!) { club { completeTierImageUpload(clubId: $clubId, uploadId: $uploadId) { imageId url } } }`;
const CREATE_TIER = `mutation ($clubId: ID!, $input: ClubTierInput!) { club { createTier(clubId: $clubId, input: $input) { tierId imageUrl } } }`;
const PRESIGN_BADGE = `mutation ($clubId: ID, $pieId: ID, $achievementId: ID, $type: String!) { rewards { presignAchievementAvatarUpload(clubId: $clubId, pieId: $pieId, achievementId: $achievementId, contentType: $type) { ${UPLOAD} } } }`;
const COMPLETE_BADGE = `mutation ($clubId: ID, $pieId: ID, $achievementId: ID, $uploadId: ID!) { rewards { completeAchievementAvatarUpload(clubId: $clubId, pieId: $pieId, achievementId: $achievementId, uploadId: $uploadId) { imageId url } } }`;
const CREATE_BADGE = `mutation ($clubId: ID, $pieId: ID, $input: AchievementInput!) { rewards { createAchievement(clubId: $clubId, pieId: $pieId, input: $input) { achievementId avatarUrl } } }`;
const UPDATE_BADGE = `mutation ($id: ID!, $input: AchievementInput!) { rewards { updateAchievement(achievementId: $id, input: $input) { avatarUrl } } }`;

type Upload = { uploadId: string; method: string; url: string; headers: { name: string; value: string }[]; expiresUtc: string };
const codeOf = (answer: { body: { errors?: { extensions?: { code?: string } }[] } }) => answer.body.errors?.[0]?.extensions?.code;
const png = () => sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 20, g: 90, b: 200 } } }).png().toBuffer();

/** The file sent to the upload's URL as a browser sends it (the API's own storage: PUT). */
async function put(upload: Upload, bytes: Buffer) {
  const headers = Object.fromEntries(upload.headers.map((h) => [h.name, h.value]));
  const response = await fetch(`${api.url}${upload.url.replace(/^\/api/, "")}`, { method: upload.method, headers, body: new Uint8Array(bytes) });
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

/** A confirmed member with a user name (invitations name members by it). */
async function member(): Promise<AuthInfo & { handle: string }> {
  const user = await createVerifiedUser(api);
  const handle = `u_${randomBytes(4).toString("hex")}`;
  await api.platform.deps.db.update(users).set({ userName: handle }).where(eq(users.id, user.userId));
  return { ...user, handle };
}

async function newClub(who: AuthInfo, type?: string) {
  const answer = await api.graphql(CREATE_CLUB, { input: { name: "Upload Club", access: "PUBLIC" }, type }, { token: who.token });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.club.create as { clubId: string; imageUrl: string | null; imageUpload: Upload };
}

let clubId: string;
beforeAll(async () => {
  api = await startTestApi();
  [owner, admin, rewardManager, stranger] = [await member(), await member(), await member(), await member()];
  clubId = (await newClub(owner)).clubId;
  // Team invitations are to published clubs.
  await api.graphql(`mutation ($clubId: ID!) { club { publish(clubId: $clubId) { clubId } } }`, { clubId }, { token: owner.token });
  expect(codeOf(await addToTeam(api, owner.token, clubId, admin, "ADMIN"))).toBeUndefined();
  expect(codeOf(await addToTeam(api, owner.token, clubId, rewardManager, "REWARD_MANAGER"))).toBeUndefined();
});
afterAll(async () => {
  await api?.close();
});

describe("club create's upload token and URL", () => {
  test("answer a URL for the first image that takes one file; completing it sets the club's image; a club read later has none", async () => {
    const club = await newClub(owner, "image/png");
    expect(club.imageUrl).toBeNull();
    expect(club.imageUpload).toMatchObject({ method: "PUT", headers: [{ name: "Content-Type", value: "image/png" }] });
    expect(new Date(club.imageUpload.expiresUtc).getTime()).toBe(api.clock.now().getTime() + UPLOAD_URL_LIFETIME_MS);
    expect((await put(club.imageUpload, await png())).status).toBe(204);
    // Once: the URL is used.
    expect(await put(club.imageUpload, await png())).toMatchObject({ status: 409, body: { message: m.uploadUsed } });
    const done = await api.graphql(COMPLETE_CLUB, { clubId: club.clubId, uploadId: club.imageUpload.uploadId }, { token: owner.token });
    expect(done.body.errors).toBeUndefined();
    const { imageId, url } = done.body.data.club.completeImageUpload;
    expect(url).toBe(`/media/${imageId}.webp`);
    const read = await api.graphql(CLUB, { clubId: club.clubId }, { token: owner.token });
    expect(read.body.data.club.byId).toEqual({ imageUrl: url, imageUpload: null });
  });

  test("a type no upload takes is refused before the club is made", async () => {
    const answer = await api.graphql(CREATE_CLUB, { input: { name: "Not Made", access: "PUBLIC" }, type: "application/pdf" }, { token: owner.token });
    expect(answer.body.errors?.[0]).toMatchObject({ message: m.notAnImage, extensions: { code: "BAD_USER_INPUT" } });
    expect(answer.body.data).toBeNull();
  });
});

describe("the club's image", () => {
  test("an admin presigns and completes; one who may not edit the club is refused at both, even with the upload in hand", async () => {
    const presigned = await api.graphql(PRESIGN_CLUB, { clubId, type: "image/png" }, { token: admin.token });
    expect(presigned.body.errors).toBeUndefined();
    const upload = presigned.body.data.club.presignImageUpload as Upload;
    expect((await put(upload, await png())).status).toBe(204);

    // A reward manager of the club may not edit it; a stranger does not see its manager area.
    expect(codeOf(await api.graphql(PRESIGN_CLUB, { clubId, type: "image/png" }, { token: rewardManager.token }))).toBe("AUTH_NOT_AUTHORIZED");
    expect(codeOf(await api.graphql(PRESIGN_CLUB, { clubId, type: "image/png" }, { token: stranger.token }))).toBe("NOT_FOUND");
    // Their own upload, completed for a club they may not edit.
    const own = await createUploadAs(rewardManager);
    expect(codeOf(await api.graphql(COMPLETE_CLUB, { clubId, uploadId: own }, { token: rewardManager.token }))).toBe("AUTH_NOT_AUTHORIZED");
    expect(codeOf(await api.graphql(COMPLETE_CLUB, { clubId, uploadId: own }, { token: stranger.token }))).toBe("NOT_FOUND");
    // The owner may edit the club, but the upload is the admin's.
    expect(await api.graphql(COMPLETE_CLUB, { clubId, uploadId: upload.uploadId }, { token: owner.token })).toMatchObject({
      body: { errors: [{ message: m.notYours, extensions: { code: "AUTH_NOT_AUTHORIZED" } }] },
    });
    expect((await api.graphql(CLUB, { clubId }, { token: owner.token })).body.data.club.byId.imageUrl).toBeNull();

    const done = await api.graphql(COMPLETE_CLUB, { clubId, uploadId: upload.uploadId }, { token: admin.token });
    expect(done.body.errors).toBeUndefined();
    expect((await api.graphql(CLUB, { clubId }, { token: owner.token })).body.data.club.byId.imageUrl).toBe(done.body.data.club.completeImageUpload.url);
  });
});

/** An upload of the member's own, sent, by the generic REST route. */
async function createUploadAs(who: AuthInfo): Promise<string> {
  const response = await fetch(`${api.url}/media/uploads`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${who.token}` }, body: JSON.stringify({ contentType: "image/png" }) });
  const body = (await response.json()) as { uploadId: string; url: string };
  expect((await put({ ...body, method: "PUT", headers: [{ name: "Content-Type", value: "image/png" }], expiresUtc: "" }, await png())).status).toBe(204);
  return body.uploadId;
}

describe("a tier's image", () => {
  test("is set through the flow by one who may edit the club, and becomes the new tier's image", async () => {
    const upload = (await api.graphql(PRESIGN_TIER, { clubId, type: "image/png" }, { token: owner.token })).body.data.club.presignTierImageUpload as Upload;
    expect((await put(upload, await png())).status).toBe(204);
    // Their own upload, for a club whose tiers they may not change.
    expect(codeOf(await api.graphql(COMPLETE_TIER, { clubId, uploadId: await createUploadAs(rewardManager) }, { token: rewardManager.token }))).toBe("AUTH_NOT_AUTHORIZED");
    expect(codeOf(await api.graphql(PRESIGN_TIER, { clubId, type: "image/png" }, { token: stranger.token }))).toBe("NOT_FOUND");
    const done = await api.graphql(COMPLETE_TIER, { clubId, uploadId: upload.uploadId }, { token: owner.token });
    expect(done.body.errors).toBeUndefined();
    const { imageId, url } = done.body.data.club.completeTierImageUpload;
    const tier = await api.graphql(CREATE_TIER, { clubId, input: { level: 1, name: "Bronze", minimumPoints: 10, imageId } }, { token: owner.token });
    expect(tier.body.data.club.createTier.imageUrl).toBe(url);
    const served = await fetch(`${api.url}/media/images/${imageId}.webp`);
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: "webp", width: 1000, height: 1000 });
  });
});

describe("a badge's picture", () => {
  test("a club's reward manager presigns and completes for a new badge and for one it has; one who may not manage its badges is refused", async () => {
    const upload = (await api.graphql(PRESIGN_BADGE, { clubId, type: "image/png" }, { token: rewardManager.token })).body.data.rewards.presignAchievementAvatarUpload as Upload;
    expect((await put(upload, await png())).status).toBe(204);
    expect(codeOf(await api.graphql(COMPLETE_BADGE, { clubId, uploadId: await createUploadAs(stranger) }, { token: stranger.token }))).toBe("NOT_FOUND");
    const done = await api.graphql(COMPLETE_BADGE, { clubId, uploadId: upload.uploadId }, { token: rewardManager.token });
    expect(done.body.errors).toBeUndefined();
    const picture = done.body.data.rewards.completeAchievementAvatarUpload;
    const badge = await api.graphql(CREATE_BADGE, { clubId, input: { displayName: "Early Bird", category: "LAUNCH_DAY_SUPPORTER", imageId: picture.imageId } }, { token: rewardManager.token });
    expect(badge.body.data.rewards.createAchievement.avatarUrl).toBe(picture.url);

    // Editing: named by the badge itself.
    const achievementId = badge.body.data.rewards.createAchievement.achievementId;
    const next = (await api.graphql(PRESIGN_BADGE, { achievementId, type: "image/png" }, { token: rewardManager.token })).body.data.rewards.presignAchievementAvatarUpload as Upload;
    expect((await put(next, await png())).status).toBe(204);
    expect(codeOf(await api.graphql(COMPLETE_BADGE, { achievementId, uploadId: await createUploadAs(stranger) }, { token: stranger.token }))).toBe("AUTH_NOT_AUTHORIZED");
    const again = (await api.graphql(COMPLETE_BADGE, { achievementId, uploadId: next.uploadId }, { token: rewardManager.token })).body.data.rewards.completeAchievementAvatarUpload;
    const updated = await api.graphql(UPDATE_BADGE, { id: achievementId, input: { displayName: "Early Bird", category: "LAUNCH_DAY_SUPPORTER", imageId: again.imageId } }, { token: rewardManager.token });
    expect(updated.body.data.rewards.updateAchievement.avatarUrl).toBe(again.url);
    // Exactly one of club, pie and badge names what it is for.
    expect(codeOf(await api.graphql(PRESIGN_BADGE, { clubId, achievementId, type: "image/png" }, { token: rewardManager.token }))).toBe("BAD_USER_INPUT");
  });

  test("a pie's owner sets a new pie badge's picture through the flow; someone else is refused", async () => {
    const pie = await seedDemoPie(api.platform.deps, owner.userId);
    expect(codeOf(await api.graphql(PRESIGN_BADGE, { pieId: pie.id, type: "image/png" }, { token: stranger.token }))).toMatch(/AUTH_NOT_AUTHORIZED|NOT_FOUND/);
    const upload = (await api.graphql(PRESIGN_BADGE, { pieId: pie.id, type: "image/png" }, { token: owner.token })).body.data.rewards.presignAchievementAvatarUpload as Upload;
    expect((await put(upload, await png())).status).toBe(204);
    expect(codeOf(await api.graphql(COMPLETE_BADGE, { pieId: pie.id, uploadId: await createUploadAs(stranger) }, { token: stranger.token }))).toMatch(/AUTH_NOT_AUTHORIZED|NOT_FOUND/);
    const picture = (await api.graphql(COMPLETE_BADGE, { pieId: pie.id, uploadId: upload.uploadId }, { token: owner.token })).body.data.rewards.completeAchievementAvatarUpload;
    const badge = await api.graphql(CREATE_BADGE, { pieId: pie.id, input: { displayName: "Front Row", category: "LAUNCH_DAY_SUPPORTER", imageId: picture.imageId } }, { token: owner.token });
    expect(badge.body.data.rewards.createAchievement.avatarUrl).toBe(picture.url);
  });
});

// Last: the clock moves past every token issued above.
describe("club create's upload", () => {
  test("expire: after 15 minutes the URL refuses the file, and a file sent in time can no longer be completed", async () => {
    const email = uniqueEmail();
    const who = await createVerifiedUser(api, { userName: email });
    const late = await newClub(who);
    const sent = await newClub(who);
    expect(late.imageUpload.headers).toEqual([{ name: "Content-Type", value: "image/jpeg" }]);
    const jpeg = await sharp(await png()).jpeg().toBuffer();
    expect((await put(sent.imageUpload, jpeg)).status).toBe(204);
    api.clock.advance(UPLOAD_URL_LIFETIME_MS);
    expect(await put(late.imageUpload, jpeg)).toMatchObject({ status: 403, body: { message: m.uploadExpired } });
    // The access token has expired with the clock: signed in again.
    const fresh = (await api.post("/auth/password/sign-in", { userName: email, password: TEST_PASSWORD })).body as AuthInfo;
    const refused = await api.graphql(COMPLETE_CLUB, { clubId: sent.clubId, uploadId: sent.imageUpload.uploadId }, { token: fresh.token });
    expect(refused.body.errors?.[0]).toMatchObject({ message: m.uploadExpired, extensions: { code: "BAD_USER_INPUT" } });
  });
});
