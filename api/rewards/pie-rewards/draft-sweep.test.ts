// Abandoned reward wizard drafts (ADR 0082): on the API's clock, a draft untouched for 30 days is
// deleted with the picture and PDF uploaded for it; a newer draft stays, and so does an upload
// something else uses.
import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";
import { mediaDocuments, mediaImages, pieRewardDrafts, type PieRow } from "../../db/schema.js";
import { seedDemoPie } from "../../pies/seed.js";
import { DRAFT_ABANDONED_AFTER_DAYS, sweepAbandonedDrafts } from "./domain/draft-sweep.js";
import { saveDraft } from "./domain/drafts.js";

let api: TestApi;
let owner: AuthInfo;
let pie: PieRow;
const DAY_MS = 24 * 60 * 60 * 1000;

const SAVE_DRAFT = `mutation ($input: PieRewardDraftInput!) { rewards { savePieRewardDraft(input: $input) { draftId } } }`;
const CREATE_BADGE = `mutation ($pieId: ID, $input: AchievementInput!) { rewards { createAchievement(pieId: $pieId, input: $input) { achievementId } } }`;

async function post(path: string, bytes: Buffer, contentType: string) {
  const response = await fetch(`${api.url}/${path}`, { method: "POST", headers: { "content-type": contentType, authorization: `Bearer ${owner.token}` }, body: new Uint8Array(bytes) });
  expect(response.status).toBe(201);
  return response.json();
}
const image = async (): Promise<string> =>
  (await post("media/images", await sharp({ create: { width: 20, height: 20, channels: 3, background: "#3D1277" } }).png().toBuffer(), "image/png")).imageId;
async function pdfUrl(): Promise<string> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage([420, 595]).drawText("Your data", { x: 40, y: 500, size: 14, font });
  return (await post(`rewards/pies/${pie.id}/privacy-document`, Buffer.from(await document.save()), "application/pdf")).url;
}
async function draftWith(values: Record<string, string>): Promise<string> {
  const answer = await api.graphql(SAVE_DRAFT, { input: { pieId: pie.id, values: Object.entries(values).map(([name, value]) => ({ name, values: [value] })) } }, { token: owner.token });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.rewards.savePieRewardDraft.draftId;
}
const draftIds = async (ids: string[]) => (await api.platform.deps.db.select({ id: pieRewardDrafts.id }).from(pieRewardDrafts).where(inArray(pieRewardDrafts.id, ids))).map((row) => row.id);
const imageExists = async (id: string) => (await api.platform.deps.db.select({ id: mediaImages.id }).from(mediaImages).where(eq(mediaImages.id, id))).length === 1;
const documentExists = async (url: string) =>
  (await api.platform.deps.db.select({ id: mediaDocuments.id }).from(mediaDocuments).where(eq(mediaDocuments.id, url.replace(/^\/media\/|\.pdf$/g, "")))).length === 1;

beforeAll(async () => {
  api = await startTestApi();
  owner = await createVerifiedUser(api);
  pie = await seedDemoPie(api.platform.deps, owner.userId);
});
afterAll(async () => {
  await api?.close();
});

test("a draft untouched for 30 days goes with the uploads only it used; newer drafts and shared uploads stay", async () => {
  const [lonelyImage, sharedImage, policy] = [await image(), await image(), await pdfUrl()];
  const abandoned = await draftWith({ displayName: "Old idea", avatarImageId: lonelyImage, privacyFileUrl: policy });
  const sharing = await draftWith({ displayName: "Badge picture", avatarImageId: sharedImage });
  // The second picture is also a badge's.
  const badge = await api.graphql(CREATE_BADGE, { pieId: pie.id, input: { displayName: "Crew", category: "EVENT", imageId: sharedImage } }, { token: owner.token });
  expect(badge.body.errors).toBeUndefined();

  api.clock.advance((DRAFT_ABANDONED_AFTER_DAYS - 1) * DAY_MS);
  expect(await sweepAbandonedDrafts(api.platform.deps)).toBe(0);
  // Saved a day before the others are due: it is 1 day old when they are 30.
  const recent = (await saveDraft(api.platform.deps, owner.userId, { pieId: pie.id, values: [{ name: "displayName", values: ["Fresh"] }] })).id;

  api.clock.advance(2 * DAY_MS);
  expect(await sweepAbandonedDrafts(api.platform.deps)).toBe(2);
  expect(await draftIds([abandoned, sharing, recent])).toEqual([recent]);
  expect(await imageExists(lonelyImage)).toBe(false);
  expect(await documentExists(policy)).toBe(false);
  expect(await imageExists(sharedImage)).toBe(true);
  expect(await sweepAbandonedDrafts(api.platform.deps)).toBe(0);
});
