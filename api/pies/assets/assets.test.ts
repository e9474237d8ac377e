// The pie's appearance pictures through the API (ADR 0085): the catalogue in priority order, an
// upload recorded PENDING then ACTIVE, chosen for its layer and shown; another member's upload,
// another pie's picture, the wrong layer and a PENDING one refused; the permission asked on
// every call; deleting refused while a layer uses it; the uploads' paging.
import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";
import { pieModerators, pies, type PieRow } from "../db.js";
import { pieUploadedAssets } from "./db.js";
import { mediaImages, mediaUploads } from "../../media/db.js";
import { pieMessages as m } from "../../../contract/pies/messages.js";

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const CATALOGUE = `query ($category: String) { pie { individualAssets(category: $category) { category priority value label imageUrl } } }`;
const SAVE = `mutation ($pieId: ID!, $input: UploadedAssetInput!) { pie { saveUploadedAsset(pieId: $pieId, input: $input) { uploadedAssetId url target status inUse createdUtc } } }`;
const LIST = `query ($pieId: ID!, $target: String, $first: Int, $after: String) { pie { uploadedAssets(pieId: $pieId, target: $target, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { uploadedAssetId target status url inUse } } } }`;
const DELETE = `mutation ($pieId: ID!, $id: ID!) { pie { deleteUploadedAsset(pieId: $pieId, uploadedAssetId: $id) } }`;
const UPDATE_APPEARANCE = `mutation ($pieId: ID!, $input: PieAppearanceInput!) { pie { updateAppearance(pieId: $pieId, input: $input) { appearance { layer value imageUrl } } } }`;
const PIE_PAGE = `query ($id: String!) { pie { bySlugOrId(idOrSlug: $id) { appearance { layer value imageUrl } } } }`;
const LAYERS = { background: "night", napkin: "blue", crust: "golden", filling: "cherry" };

type Answer = { body: { data?: Record<string, Record<string, unknown>> | null; errors?: { message: string; extensions: { code: string; fields?: Record<string, string> } }[] } };
const codeOf = (answer: Answer) => answer.body.errors?.[0]?.extensions.code;
const fieldsOf = (answer: Answer) => answer.body.errors?.[0]?.extensions.fields;
const dataOf = <T>(answer: Answer, field: string) => {
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data!.pie![field] as T;
};
type Asset = { uploadedAssetId: string; url: string | null; target: string; status: string; inUse: boolean };

const png = () => sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 40, b: 40 } } }).png().toBuffer();

async function presign(user: AuthInfo): Promise<{ uploadId: string; url: string }> {
  const response = await fetch(`${api.url}/media/uploads`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${user.token}` }, body: JSON.stringify({ contentType: "image/png" }) });
  expect(response.status).toBe(201);
  return (await response.json()) as { uploadId: string; url: string };
}
async function sendAndComplete(user: AuthInfo, upload: { uploadId: string; url: string }) {
  const put = await fetch(`${api.url}${upload.url.replace(/^\/api/, "")}`, { method: "PUT", headers: { "content-type": "image/png" }, body: new Uint8Array(await png()) });
  expect(put.status).toBe(204);
  const done = await fetch(`${api.url}/media/uploads/${upload.uploadId}/complete`, { method: "POST", headers: { authorization: `Bearer ${user.token}` } });
  expect(done.status).toBe(201);
}
const save = (user: AuthInfo, pieId: string, input: { target: string; uploadId?: string; uploadedAssetId?: string }) => api.graphql(SAVE, { pieId, input }, { token: user.token }) as Promise<Answer>;

/** An upload of the member's for the pie's layer, completed: the ACTIVE asset. */
async function uploaded(user: AuthInfo, pieId: string, target: string): Promise<Asset> {
  const upload = await presign(user);
  const pending = dataOf<Asset>(await save(user, pieId, { target, uploadId: upload.uploadId }), "saveUploadedAsset");
  await sendAndComplete(user, upload);
  return dataOf<Asset>(await save(user, pieId, { target, uploadId: upload.uploadId, uploadedAssetId: pending.uploadedAssetId }), "saveUploadedAsset");
}

async function livePie(): Promise<{ pie: PieRow; owner: AuthInfo }> {
  const owner = await createVerifiedUser(api);
  const [pie] = await api.platform.deps.db
    .insert(pies)
    .values({
      displayName: `Asset Pie ${randomBytes(3).toString("hex")}`,
      slug: `asset-pie-${randomBytes(4).toString("hex")}`,
      maxSlices: 10_000,
      issuedSlices: 100,
      slicePriceCents: 100,
      appearance: LAYERS,
      onBoardingProcess: "COMPLETE",
      operationalState: "ACTIVE",
      creationPriceCents: 0,
      activatedAt: api.platform.deps.clock(),
      createdBy: owner.userId,
    })
    .returning();
  return { pie: pie!, owner };
}

describe("pie appearance assets", () => {
  test("the catalogue holds the built-in pictures, by layer then priority; one layer when asked", async () => {
    const all = dataOf<{ category: string; priority: number; value: string; imageUrl: string }[]>(await api.graphql(CATALOGUE, {}), "individualAssets");
    const keys = all.map((asset) => [asset.category, asset.priority] as const);
    expect(keys).toEqual([...keys].sort((a, b) => a[0].localeCompare(b[0]) || a[1] - b[1]));
    expect(all.filter((asset) => asset.category === "filling").map((asset) => asset.value)).toEqual(["cherry", "blueberry", "apple"]);
    expect(all.find((asset) => asset.value === "sunrise")).toMatchObject({ category: "background", imageUrl: "/pies/layers/background-sunrise.svg" });
    const crusts = dataOf<{ category: string }[]>(await api.graphql(CATALOGUE, { category: "crust" }), "individualAssets");
    expect(crusts.map((asset) => asset.category)).toEqual(["crust", "crust"]);
    expect(codeOf((await api.graphql(CATALOGUE, { category: "spoon" })) as Answer)).toBe("BAD_USER_INPUT");
  });

  test("an upload is PENDING until completed, then ACTIVE; chosen for its layer it shows on the pie's page", async () => {
    const { pie, owner } = await livePie();
    const upload = await presign(owner);
    const pending = dataOf<Asset>(await save(owner, pie.id, { target: "napkin", uploadId: upload.uploadId }), "saveUploadedAsset");
    expect(pending).toMatchObject({ status: "PENDING", url: null, target: "napkin", inUse: false });
    // A PENDING picture cannot be chosen.
    const early = (await api.graphql(UPDATE_APPEARANCE, { pieId: pie.id, input: { ...LAYERS, napkin: `upload:${pending.uploadedAssetId}` } }, { token: owner.token })) as Answer;
    expect(codeOf(early)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(early)).toEqual({ napkin: m.layerInvalid });

    await sendAndComplete(owner, upload);
    // Recording the same upload again answers the same asset, now ACTIVE.
    const active = dataOf<Asset>(await save(owner, pie.id, { target: "napkin", uploadId: upload.uploadId }), "saveUploadedAsset");
    expect(active).toMatchObject({ uploadedAssetId: pending.uploadedAssetId, status: "ACTIVE", url: expect.stringMatching(/^\/media\/[0-9a-f-]{36}\.webp$/) });

    // Only for its own layer.
    const wrongLayer = (await api.graphql(UPDATE_APPEARANCE, { pieId: pie.id, input: { ...LAYERS, background: `upload:${active.uploadedAssetId}` } }, { token: owner.token })) as Answer;
    expect(fieldsOf(wrongLayer)).toEqual({ background: m.layerInvalid });

    const chosen = (await api.graphql(UPDATE_APPEARANCE, { pieId: pie.id, input: { ...LAYERS, napkin: `upload:${active.uploadedAssetId}` } }, { token: owner.token })) as Answer;
    expect(dataOf<{ appearance: unknown[] }>(chosen, "updateAppearance").appearance).toContainEqual({ layer: "napkin", value: `upload:${active.uploadedAssetId}`, imageUrl: active.url });
    const page = (await api.graphql(PIE_PAGE, { id: pie.slug })) as Answer;
    expect(dataOf<{ appearance: unknown[] }>(page, "bySlugOrId").appearance).toEqual([
      { layer: "background", value: "night", imageUrl: "/pies/layers/background-night.svg" },
      { layer: "napkin", value: `upload:${active.uploadedAssetId}`, imageUrl: active.url },
      { layer: "crust", value: "golden", imageUrl: "/pies/layers/crust-golden.svg" },
      { layer: "filling", value: "cherry", imageUrl: "/pies/layers/filling-cherry.svg" },
    ]);
    const listed = dataOf<{ nodes: Asset[] }>((await api.graphql(LIST, { pieId: pie.id }, { token: owner.token })) as Answer, "uploadedAssets");
    expect(listed.nodes).toEqual([{ uploadedAssetId: active.uploadedAssetId, target: "napkin", status: "ACTIVE", url: active.url, inUse: true }]);
  });

  test("another member's upload and another pie's picture are refused; a made-up value too", async () => {
    const { pie, owner } = await livePie();
    const other = await livePie();
    const stranger = await presign(other.owner);
    expect(codeOf(await save(owner, pie.id, { target: "napkin", uploadId: stranger.uploadId }))).toBe("AUTH_NOT_AUTHORIZED");
    const theirs = await uploaded(other.owner, other.pie.id, "napkin");
    const borrowed = (await api.graphql(UPDATE_APPEARANCE, { pieId: pie.id, input: { ...LAYERS, napkin: `upload:${theirs.uploadedAssetId}` } }, { token: owner.token })) as Answer;
    expect(fieldsOf(borrowed)).toEqual({ napkin: m.layerInvalid });
    expect(codeOf(await save(owner, pie.id, { target: "napkin", uploadedAssetId: theirs.uploadedAssetId }))).toBe("NOT_FOUND");
    const madeUp = (await api.graphql(UPDATE_APPEARANCE, { pieId: pie.id, input: { ...LAYERS, crust: "upload:nope", filling: "plum" } }, { token: owner.token })) as Answer;
    expect(fieldsOf(madeUp)).toEqual({ crust: m.layerInvalid, filling: m.layerInvalid });
    expect(codeOf(await save(owner, pie.id, { target: "spoon", uploadId: (await presign(owner)).uploadId }))).toBe("BAD_USER_INPUT");
  });

  test("every call asks CAN_CHANGE_PIE_APPEARANCE: a fan and a Reward Manager are refused, an Admin may", async () => {
    const { pie, owner } = await livePie();
    const asset = await uploaded(owner, pie.id, "plate");
    const fan = await createVerifiedUser(api);
    const rewardManager = await createVerifiedUser(api);
    const admin = await createVerifiedUser(api);
    await api.platform.deps.db.insert(pieModerators).values([
      { pieId: pie.id, userId: rewardManager.userId, role: "REWARD_MANAGER" },
      { pieId: pie.id, userId: admin.userId, role: "ADMIN" },
    ]);
    for (const viewer of [fan, rewardManager]) {
      expect(codeOf((await api.graphql(LIST, { pieId: pie.id }, { token: viewer.token })) as Answer)).toBe("AUTH_NOT_AUTHORIZED");
      expect(codeOf(await save(viewer, pie.id, { target: "plate", uploadId: (await presign(viewer)).uploadId }))).toBe("AUTH_NOT_AUTHORIZED");
      expect(codeOf((await api.graphql(DELETE, { pieId: pie.id, id: asset.uploadedAssetId }, { token: viewer.token })) as Answer)).toBe("AUTH_NOT_AUTHORIZED");
    }
    expect(codeOf((await api.graphql(LIST, { pieId: pie.id })) as Answer)).toBe("AUTH_NOT_AUTHENTICATED");
    const theirs = await uploaded(admin, pie.id, "topping");
    expect(theirs.status).toBe("ACTIVE");
    const listed = dataOf<{ totalCount: number }>((await api.graphql(LIST, { pieId: pie.id }, { token: admin.token })) as Answer, "uploadedAssets");
    expect(listed.totalCount).toBe(2);
  });

  test("a picture a layer uses cannot be deleted nor moved to another layer; once unused it goes with its image", async () => {
    const { pie, owner } = await livePie();
    const asset = await uploaded(owner, pie.id, "background");
    await api.graphql(UPDATE_APPEARANCE, { pieId: pie.id, input: { ...LAYERS, background: `upload:${asset.uploadedAssetId}` } }, { token: owner.token });
    const refused = (await api.graphql(DELETE, { pieId: pie.id, id: asset.uploadedAssetId }, { token: owner.token })) as Answer;
    expect(codeOf(refused)).toBe("CONFLICT");
    expect(refused.body.errors?.[0]?.message).toBe(m.assetInUse);
    expect(codeOf(await save(owner, pie.id, { target: "napkin", uploadedAssetId: asset.uploadedAssetId }))).toBe("CONFLICT");

    await api.graphql(UPDATE_APPEARANCE, { pieId: pie.id, input: LAYERS }, { token: owner.token });
    const [row] = await api.platform.deps.db.select().from(pieUploadedAssets).where(eq(pieUploadedAssets.id, asset.uploadedAssetId));
    expect(dataOf<boolean>((await api.graphql(DELETE, { pieId: pie.id, id: asset.uploadedAssetId }, { token: owner.token })) as Answer, "deleteUploadedAsset")).toBe(true);
    expect(await api.platform.deps.db.select().from(pieUploadedAssets).where(eq(pieUploadedAssets.id, asset.uploadedAssetId))).toEqual([]);
    expect(await api.platform.deps.db.select({ id: mediaImages.id }).from(mediaImages).where(eq(mediaImages.id, row!.imageId!))).toEqual([]);
    expect(codeOf((await api.graphql(DELETE, { pieId: pie.id, id: asset.uploadedAssetId }, { token: owner.token })) as Answer)).toBe("NOT_FOUND");
  });

  test("the uploads page newest first, by layer when asked, with cursors", async () => {
    const { pie, owner } = await livePie();
    const made: Asset[] = [];
    for (const target of ["crust", "crust", "filling"]) made.push(dataOf<Asset>(await save(owner, pie.id, { target, uploadId: (await presign(owner)).uploadId }), "saveUploadedAsset"));
    const first = dataOf<{ totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; nodes: Asset[] }>(
      (await api.graphql(LIST, { pieId: pie.id, first: 2 }, { token: owner.token })) as Answer,
      "uploadedAssets",
    );
    expect(first.totalCount).toBe(3);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = dataOf<{ pageInfo: { hasNextPage: boolean }; nodes: Asset[] }>(
      (await api.graphql(LIST, { pieId: pie.id, first: 2, after: first.pageInfo.endCursor }, { token: owner.token })) as Answer,
      "uploadedAssets",
    );
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect([...first.nodes, ...second.nodes].map((asset) => asset.uploadedAssetId).sort()).toEqual(made.map((asset) => asset.uploadedAssetId).sort());
    const crusts = dataOf<{ totalCount: number; nodes: Asset[] }>((await api.graphql(LIST, { pieId: pie.id, target: "crust" }, { token: owner.token })) as Answer, "uploadedAssets");
    expect(crusts.totalCount).toBe(2);
    expect(crusts.nodes.every((asset) => asset.target === "crust")).toBe(true);
  });

  test("an upload never completed takes its PENDING record with it when the cleanup deletes it; a completed one stays", async () => {
    const { pie, owner } = await livePie();
    const abandoned = dataOf<Asset>(await save(owner, pie.id, { target: "topping", uploadId: (await presign(owner)).uploadId }), "saveUploadedAsset");
    const kept = await uploaded(owner, pie.id, "plate");
    const uploadIds = (await api.platform.deps.db.select({ uploadId: pieUploadedAssets.uploadId }).from(pieUploadedAssets).where(eq(pieUploadedAssets.pieId, pie.id))).map((row) => row.uploadId!);
    // What the cleanup job does to each upload once its URL has expired (ADR 0083).
    await api.platform.deps.db.delete(mediaUploads).where(inArray(mediaUploads.id, uploadIds));
    const left = await api.platform.deps.db.select().from(pieUploadedAssets).where(eq(pieUploadedAssets.pieId, pie.id));
    expect(left.map((row) => [row.id, row.status])).toEqual([[kept.uploadedAssetId, "ACTIVE"]]);
    expect(left.map((row) => row.id)).not.toContain(abandoned.uploadedAssetId);
  });
});
