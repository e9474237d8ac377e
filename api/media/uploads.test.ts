// Presigned uploads (docs/decisions/0083) with the local object storage: create → PUT the file
// to the signed URL → complete. The URL's signature, expiry, single use and limits are the
// API's to enforce; completion checks the bytes with sharp; the cleanup job removes the rest.
import sharp from "sharp";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { mediaUploadObjects, mediaUploads } from "./db.js";
import { cleanUpUpload, completeUpload, UPLOAD_CLEANUP_JOB } from "./domain/uploads.js";
import { createLocalStorage } from "./domain/storage/local-storage.js";
import { jobIdOf } from "../kernel/jobs/queue.js";
import { mediaMessages as m, UPLOAD_URL_LIFETIME_MS } from "../../contract/media/messages.js";
import { createVerifiedUser } from "./../test/fixtures.js";
import { startTestApi, TEST_PUBLIC_URL, type TestApi } from "../test/support.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 90 } } }).png().toBuffer();
/** The API's own address for a URL relative to the site (/api/media/…). */
const onApi = (url: string) => `${api.url}${url.replace(/^\/api/, "")}`;

async function createUpload(token: string | undefined, contentType = "image/png") {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${api.url}/media/uploads`, { method: "POST", headers, body: JSON.stringify({ contentType }) });
  return { status: response.status, body: await response.json() };
}

async function put(url: string, bytes: Buffer | string, contentType = "image/png") {
  const response = await fetch(onApi(url), { method: "PUT", headers: { "content-type": contentType }, body: typeof bytes === "string" ? bytes : new Uint8Array(bytes) });
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

async function complete(uploadId: string, token: string) {
  const response = await fetch(`${api.url}/media/uploads/${uploadId}/complete`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: await response.json() };
}

describe("presigned image uploads", () => {
  test("create → upload to the URL → complete stores a 1000×1000 WEBP of the member's; completing again, even at once, answers the same image", async () => {
    const user = await createVerifiedUser(api);
    const created = await createUpload(user.token);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ method: "PUT", fields: {}, headers: { "Content-Type": "image/png" } });
    expect(created.body.url).toMatch(/^\/api\/media\/uploads\/objects\/uploads%2F[0-9a-f-]{36}\?type=image%2Fpng&max=10485760&exp=\d+&sig=/);
    expect(new Date(created.body.expiresAt).getTime()).toBe(api.clock.now().getTime() + UPLOAD_URL_LIFETIME_MS);

    expect((await put(created.body.url, await png(1600, 900))).status).toBe(204);
    // Completed twice at once (a double click): one image, the same answer to both.
    const [done, twin] = await Promise.all([complete(created.body.uploadId, user.token), complete(created.body.uploadId, user.token)]);
    expect(done.status).toBe(201);
    expect(twin).toMatchObject({ status: 201, body: { imageId: done.body.imageId } });
    expect(done.body).toMatchObject({ contentType: "image/webp", width: 1000, height: 1000, url: `/media/${done.body.imageId}.webp` });
    const served = await fetch(`${api.url}/media/images/${done.body.imageId}.webp`);
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: "webp", width: 1000, height: 1000 });

    const again = await complete(created.body.uploadId, user.token);
    expect(again.body.imageId).toBe(done.body.imageId);
    // The waiting bytes are gone once checked.
    const [object] = await api.platform.deps.db.select().from(mediaUploadObjects).where(eq(mediaUploadObjects.key, `uploads/${created.body.uploadId}`));
    expect(object?.bytes).toBeNull();
  });

  test("signed out, no URL is given; a type that is not an image is refused with the message", async () => {
    expect((await createUpload(undefined)).status).toBe(401);
    const user = await createVerifiedUser(api);
    const refused = await createUpload(user.token, "application/pdf");
    expect(refused).toMatchObject({ status: 400, body: { message: m.notAnImage, fields: { image: m.notAnImage } } });
  });

  test("a tampered URL is refused: another key, a larger size, a later expiry, another type, no signature", async () => {
    const user = await createVerifiedUser(api);
    const { body } = await createUpload(user.token);
    const other = (await createUpload(user.token)).body;
    const bytes = await png(20, 20);
    const url = new URL(body.url, TEST_PUBLIC_URL);
    const tampered = [
      body.url.replace(body.uploadId, other.uploadId),
      `${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), max: String(20 * 1024 * 1024) })}`,
      `${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), exp: String(Number(url.searchParams.get("exp")) + 3600_000) })}`,
      `${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), type: "image/gif" })}`,
      `${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), sig: "" })}`,
    ];
    for (const wrong of tampered) {
      const answer = await put(wrong, bytes, wrong.includes("image%2Fgif") ? "image/gif" : "image/png");
      expect(answer).toMatchObject({ status: 403, body: { message: m.uploadLinkInvalid } });
    }
    // Nothing was stored: the real URL still takes its one upload.
    expect((await put(body.url, bytes)).status).toBe(204);
  });

  test("an expired URL is refused, and so is completing after the expiry", async () => {
    const user = await createVerifiedUser(api);
    const first = (await createUpload(user.token)).body;
    const second = (await createUpload(user.token)).body;
    expect((await put(second.url, await png(20, 20))).status).toBe(204);
    api.clock.advance(UPLOAD_URL_LIFETIME_MS);
    expect(await put(first.url, await png(20, 20))).toMatchObject({ status: 403, body: { message: m.uploadExpired } });
    // The member's access token has expired too: completion is asked of the use case itself.
    const deps = { ...api.platform.deps, storage: createLocalStorage(api.platform.deps.db, api.platform.deps.clock, "unused for reading"), jobs: api.platform.jobs };
    await expect(completeUpload(deps, user.userId, second.uploadId)).rejects.toMatchObject({ code: "BAD_USER_INPUT", message: m.uploadExpired });
  });

  test("a URL takes one upload: a second, even at the same time, is refused", async () => {
    const user = await createVerifiedUser(api);
    const { body } = await createUpload(user.token);
    const bytes = await png(200, 200);
    const answers = await Promise.all([put(body.url, bytes), put(body.url, bytes)]);
    expect(answers.map((a) => a.status).sort()).toEqual([204, 409]);
    expect(await put(body.url, bytes)).toMatchObject({ status: 409, body: { message: m.uploadUsed } });
    expect((await complete(body.uploadId, user.token)).status).toBe(201);
    // After completion the URL is still used up.
    expect((await put(body.url, bytes)).status).toBe(409);
  });

  test("more than 10 MB is refused while it streams; another type than the signed one is refused", async () => {
    const user = await createVerifiedUser(api);
    const { body } = await createUpload(user.token);
    expect(await put(body.url, Buffer.alloc(10 * 1024 * 1024 + 1))).toMatchObject({ status: 400, body: { message: m.tooLarge, fields: { image: m.tooLarge } } });
    expect(await put(body.url, await png(20, 20), "image/gif")).toMatchObject({ status: 400, body: { message: m.notAnImage } });
    // Neither used the URL up.
    expect((await put(body.url, await png(20, 20))).status).toBe(204);
  });

  test("completion refuses what is not an image, or nothing uploaded, and someone else's upload", async () => {
    const user = await createVerifiedUser(api);
    const other = await createVerifiedUser(api);
    const text = (await createUpload(user.token)).body;
    expect((await put(text.url, "just some words, not a picture")).status).toBe(204);
    expect(await complete(text.uploadId, other.token)).toMatchObject({ status: 403, body: { message: m.notYours } });
    expect(await complete(text.uploadId, user.token)).toMatchObject({ status: 400, body: { message: m.notAnImage, fields: { image: m.notAnImage } } });
    const nothing = (await createUpload(user.token)).body;
    expect(await complete(nothing.uploadId, user.token)).toMatchObject({ status: 400, body: { message: m.empty } });
    expect((await complete("00000000-0000-4000-8000-000000000000", user.token)).status).toBe(404);
    expect((await complete("not-an-id", user.token)).status).toBe(404);
  });

  test("an upload never completed is removed by its cleanup job, queued on the job queue past the expiry", async () => {
    const user = await createVerifiedUser(api);
    const { body } = await createUpload(user.token);
    expect((await put(body.url, await png(20, 20))).status).toBe(204);
    const jobs = (await api.platform.deps.db.execute(sql`select name, start_after from pgboss.job where id = ${jobIdOf(UPLOAD_CLEANUP_JOB, body.uploadId)}`)) as unknown as { rows: { name: string; start_after: Date }[] };
    const [job] = jobs.rows;
    expect(job?.name).toBe(UPLOAD_CLEANUP_JOB);
    expect(new Date(job!.start_after).getTime()).toBeGreaterThan(new Date(body.expiresAt).getTime());

    const deps = { ...api.platform.deps, storage: createLocalStorage(api.platform.deps.db, api.platform.deps.clock, "unused for deleting") };
    // Early (another instance's clock): it fails, to be retried, and removes nothing.
    await expect(cleanUpUpload(deps, body.uploadId)).rejects.toThrow(/not expired/);
    api.clock.advance(UPLOAD_URL_LIFETIME_MS + 1);
    await cleanUpUpload(deps, body.uploadId);
    expect(await api.platform.deps.db.select().from(mediaUploads).where(eq(mediaUploads.id, body.uploadId))).toEqual([]);
    expect(await api.platform.deps.db.select().from(mediaUploadObjects).where(eq(mediaUploadObjects.key, `uploads/${body.uploadId}`))).toEqual([]);
    // Run again (a retry): nothing left, nothing to do.
    await cleanUpUpload(deps, body.uploadId);
  });
});
