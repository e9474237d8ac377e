// Abandoned reward wizard drafts (ADR 0082): on the API's clock, a draft untouched for 30 days is
// deleted; a newer draft stays, and so do the uploads it named.
import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";
import { mediaImages, pieRewardDrafts, type PieRow } from "../../db/schema.js";
import { seedDemoPie } from "../../pies/seed.js";
import { DRAFT_ABANDONED_AFTER_DAYS, sweepAbandonedDrafts } from "./domain/draft-sweep.js";
import { saveDraft } from "./domain/drafts.js";

let api: TestApi;
let owner: AuthInfo;
let pie: PieRow;
const DAY_MS = 24 * 60 * 60 * 1000;

const SAVE_DRAFT = `mutation ($input: PieRewardDraftInput!) { rewards { savePieRewardDraft(input: $input) { draftId } } }`;

async function post(path: string, bytes: Buffer, contentType: string) {
  const response = await fetch(`${api.url}/${path}`, { method: "POST", headers: { "content-type": contentType, authorization: `Bearer ${owner.token}` }, body: new Uint8Array(bytes) });
  expect(response.status).toBe(201);
  return response.json();
}
const image = async (): Promise<string> =>
  (await post("media/images", await sharp({ create: { width: 20, height: 20, channels: 3, background: "#3D1277" } }).png().toBuffer(), "image/png")).imageId;
async function draftWith(values: Record<string, string>): Promise<string> {
  const answer = await api.graphql(SAVE_DRAFT, { input: { pieId: pie.id, values: Object.entries(values).map(([name, value]) => ({ name, values: [value] })) } }, { token: owner.token });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.rewards.savePieRewardDraft.draftId;
}
const draftIds = async (ids: string[]) => (await api.platform.deps.db.select({ id: pieRewardDrafts.id }).from(pieRewardDrafts).where(inArray(pieRewardDrafts.id, ids))).map((row) => row.id);
const imageExists = async (id: string) => (await api.platform.deps.db.select({ id: mediaImages.id }).from(mediaImages).where(eq(mediaImages.id, id))).length === 1;
beforeAll(async () => {
  api = await startTestApi();
  owner = await createVerifiedUser(api);
  pie = await seedDemoPie(api.platform.deps, owner.userId);
});
afterAll(async () => {
  await api?.close();
});

test("a draft untouched for 30 days is swept; a newer draft stays, and so does the picture the old one named", async () => {
  const picture = await image();
  const abandoned = await draftWith({ displayName: "Old idea", avatarImageId: picture });
  const other = await draftWith({ displayName: "Another old idea" });

  api.clock.advance((DRAFT_ABANDONED_AFTER_DAYS - 1) * DAY_MS);
  expect(await sweepAbandonedDrafts(api.platform.deps)).toBe(0);
  // Saved a day before the others are due: it is 1 day old when they are 30.
  const recent = (await saveDraft(api.platform.deps, owner.userId, { pieId: pie.id, values: [{ name: "displayName", values: ["Fresh"] }] })).id;

  api.clock.advance(2 * DAY_MS);
  expect(await sweepAbandonedDrafts(api.platform.deps)).toBe(2);
  expect(await draftIds([abandoned, other, recent])).toEqual([recent]);
  // The author's upload is theirs to reuse (ADR 0082).
  expect(await imageExists(picture)).toBe(true);
  expect(await sweepAbandonedDrafts(api.platform.deps)).toBe(0);
});
