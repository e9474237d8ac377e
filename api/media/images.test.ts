// Uploading an image (POST /api/media/images) and setting it as an event's image: real
// pictures made with sharp, stored as 1000×1000 WEBP; anything else refused with the
// message; only the event's host and co-hosts may set it.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { attendees } from "../db/schema.js";
import { mediaMessages } from "../../contract/media/messages.js";
import { eventEditorMessages } from "../../contract/events/messages.js";
import { createEvent, createVerifiedUser } from "../test/fixtures.js";
import { startTestApi, type TestApi } from "../test/support.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

function pngOf(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 120 } } }).png().toBuffer();
}

async function upload(bytes: Buffer | string, contentType: string, token?: string) {
  const headers: Record<string, string> = { "content-type": contentType };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${api.url}/media/images`, { method: "POST", headers, body: typeof bytes === "string" ? bytes : new Uint8Array(bytes) });
  return { status: response.status, body: await response.json() };
}

const SET_IMAGE = "mutation ($eventId: ID!, $imageId: ID) { event { setImage(eventId: $eventId, imageId: $imageId) { eventId avatarUrl uploadedAssetId updatedAt } } }";

describe("image uploads", () => {
  test("a PNG is stored as a 1000×1000 WEBP and served at a stable URL, immutable, with an ETag", async () => {
    const user = await createVerifiedUser(api);
    const answer = await upload(await pngOf(1600, 900), "image/png", user.token);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ contentType: "image/webp", width: 1000, height: 1000 });
    expect(answer.body.url).toBe(`/media/${answer.body.imageId}.webp`);

    const served = await fetch(`${api.url}/media/images/${answer.body.imageId}.webp`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = served.headers.get("etag");
    expect(etag).toBeTruthy();
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 1000, height: 1000 });

    const again = await fetch(`${api.url}/media/images/${answer.body.imageId}.webp`, { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
  });

  test("its small copy (lite mode) is a 320×320 WEBP of a tenth the bytes, with its own ETag", async () => {
    const user = await createVerifiedUser(api);
    const answer = await upload(await pngOf(1600, 900), "image/png", user.token);
    const full = await fetch(`${api.url}/media/images/${answer.body.imageId}.webp`);
    const fullBytes = Buffer.from(await full.arrayBuffer());
    const small = await fetch(`${api.url}/media/images/${answer.body.imageId}.small.webp`);
    expect(small.status).toBe(200);
    expect(small.headers.get("content-type")).toBe("image/webp");
    expect(small.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(small.headers.get("etag")).not.toBe(full.headers.get("etag"));
    const smallBytes = Buffer.from(await small.arrayBuffer());
    expect(await sharp(smallBytes).metadata()).toMatchObject({ format: "webp", width: 320, height: 320 });
    expect(smallBytes.length).toBeLessThan(fullBytes.length);

    const again = await fetch(`${api.url}/media/images/${answer.body.imageId}.small.webp`, { headers: { "if-none-match": small.headers.get("etag")! } });
    expect(again.status).toBe(304);
    const unknown = await fetch(`${api.url}/media/images/00000000-0000-4000-8000-000000000000.small.webp`);
    expect(unknown.status).toBe(404);
  });

  test("a text file is refused with the message, whatever type it claims", async () => {
    const user = await createVerifiedUser(api);
    for (const type of ["text/plain", "image/png"]) {
      const answer = await upload("just some words, not a picture", type, user.token);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: "BAD_USER_INPUT", message: mediaMessages.notAnImage, fields: { image: mediaMessages.notAnImage } });
    }
  });

  test("more than 10 MB is refused with the message", async () => {
    const user = await createVerifiedUser(api);
    const answer = await upload(Buffer.alloc(10 * 1024 * 1024 + 1), "image/png", user.token);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(mediaMessages.tooLarge);
  });

  test("signed out, nothing is stored", async () => {
    const answer = await upload(await pngOf(10, 10), "image/png");
    expect(answer.status).toBe(401);
  });

  test("an unknown image is not found, and never cached", async () => {
    const served = await fetch(`${api.url}/media/images/00000000-0000-4000-8000-000000000000.webp`);
    expect(served.status).toBe(404);
    expect(served.headers.get("cache-control")).toBe("no-store");
  });
});

describe("an event's image", () => {
  test("its host and co-hosts may set and remove it; the event's avatarUrl points at the stored image", async () => {
    const host = await createVerifiedUser(api);
    const coHost = await createVerifiedUser(api);
    const { event } = await createEvent(api, { createdByUserId: host.userId });
    await api.platform.deps.db.insert(attendees).values({ eventId: event.id, userId: coHost.userId, state: "APPROVED", roles: ["CO_HOST"], stateChangedAt: api.clock.now() });

    const image = (await upload(await pngOf(400, 300), "image/png", host.token)).body;
    api.clock.advance(1000);
    const set = await api.graphql(SET_IMAGE, { eventId: event.id, imageId: image.imageId }, { token: host.token });
    expect(set.body.errors).toBeUndefined();
    expect(set.body.data.event.setImage).toMatchObject({ avatarUrl: `/media/${image.imageId}.webp`, uploadedAssetId: image.imageId });
    expect(set.body.data.event.setImage.updatedAt).toBe(api.clock.now().toISOString());

    const coHostImage = (await upload(await pngOf(300, 400), "image/png", coHost.token)).body;
    const byCoHost = await api.graphql(SET_IMAGE, { eventId: event.id, imageId: coHostImage.imageId }, { token: coHost.token });
    expect(byCoHost.body.data.event.setImage.uploadedAssetId).toBe(coHostImage.imageId);

    const removed = await api.graphql(SET_IMAGE, { eventId: event.id, imageId: null }, { token: host.token });
    expect(removed.body.data.event.setImage).toMatchObject({ avatarUrl: null, uploadedAssetId: null });
  });

  test("someone who may not edit the event is refused, and the event keeps its image", async () => {
    const host = await createVerifiedUser(api);
    const guest = await createVerifiedUser(api);
    const { event } = await createEvent(api, { createdByUserId: host.userId });
    await api.platform.deps.db.insert(attendees).values({ eventId: event.id, userId: guest.userId, state: "APPROVED", roles: ["ATTENDEE"], stateChangedAt: api.clock.now() });
    const hostImage = (await upload(await pngOf(200, 200), "image/png", host.token)).body;
    await api.graphql(SET_IMAGE, { eventId: event.id, imageId: hostImage.imageId }, { token: host.token });

    const guestImage = (await upload(await pngOf(200, 200), "image/png", guest.token)).body;
    for (const imageId of [guestImage.imageId, null]) {
      const refused = await api.graphql(SET_IMAGE, { eventId: event.id, imageId }, { token: guest.token });
      expect(refused.body.errors[0]).toMatchObject({ message: eventEditorMessages.notAllowed, extensions: { code: "AUTH_NOT_AUTHORIZED" } });
    }
    const page = await api.graphql("query ($id: String!) { event { bySlugOrId(slugOrId: $id) { avatarUrl } } }", { id: event.id });
    expect(page.body.data.event.bySlugOrId.avatarUrl).toBe(`/media/${hostImage.imageId}.webp`);
  });

  test("a host cannot use someone else's upload", async () => {
    const host = await createVerifiedUser(api);
    const other = await createVerifiedUser(api);
    const { event } = await createEvent(api, { createdByUserId: host.userId });
    const theirs = (await upload(await pngOf(200, 200), "image/png", other.token)).body;
    const refused = await api.graphql(SET_IMAGE, { eventId: event.id, imageId: theirs.imageId }, { token: host.token });
    expect(refused.body.errors[0]).toMatchObject({ message: mediaMessages.notYours, extensions: { code: "AUTH_NOT_AUTHORIZED" } });
  });
});
