// Images on comments through the API (docs/decisions/0056): the author attaches their own
// uploads, each described, at most four; the thread shows them in order; someone else's
// upload, a missing description or a fifth image is refused and nothing is posted; deleting
// the comment (by its author or a host) deletes its images and those of its replies.
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { attendees, commentMedia, eventComments, mediaImages } from "../../db/schema.js";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { COMMENT_MAX_IMAGES, commentMessages } from "../../../contract/events/messages.js";
import { mediaMessages } from "../../../contract/media/messages.js";
import { createEvent, createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";

let api: TestApi;
let host: AuthInfo;

const MEDIA_FIELDS = "medias { mediaId url alt width height }";
const POST = `mutation ($input: CommentInput!) {
  event { comment(input: $input) { commentId ${MEDIA_FIELDS} replies { commentId ${MEDIA_FIELDS} } } }
}`;
const COMMENTS = `query ($slugOrId: String!) {
  event { bySlugOrId(slugOrId: $slugOrId) { comments(first: 10) { nodes { commentId ${MEDIA_FIELDS} replies { commentId ${MEDIA_FIELDS} } } } } }
}`;
const DELETE = `mutation ($commentId: ID!) { event { deleteComment(commentId: $commentId) } }`;

beforeAll(async () => {
  api = await startTestApi();
  host = await createVerifiedUser(api);
});
afterAll(async () => {
  await api?.close();
});

function pngOf(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 160, b: 90 } } }).png().toBuffer();
}

/** Uploads a picture as `token`'s (POST /api/media/images) and returns its id. */
async function uploaded(token: string): Promise<string> {
  const response = await fetch(`${api.url}/media/images`, {
    method: "POST",
    headers: { "content-type": "image/png", authorization: `Bearer ${token}` },
    body: new Uint8Array(await pngOf(300, 200)),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { imageId: string }).imageId;
}

async function post(token: string, input: Record<string, unknown>) {
  api.clock.advance(1_000);
  return (await api.graphql(POST, { input }, { token })).body;
}

async function eventWithGuest() {
  const { event } = await createEvent(api, { createdByUserId: host.userId });
  const guest = await createVerifiedUser(api);
  await api.platform.deps.db.insert(attendees).values({ eventId: event.id, userId: guest.userId, state: "APPROVED" });
  return { event, guest };
}

async function commentCount(eventId: string): Promise<number> {
  return (await api.platform.deps.db.select().from(eventComments).where(eq(eventComments.eventId, eventId))).length;
}

async function storedImage(imageId: string) {
  return api.platform.deps.db.select({ id: mediaImages.id }).from(mediaImages).where(eq(mediaImages.id, imageId));
}

describe("attaching images", () => {
  test("the author's own uploads, described, are shown in the thread in their order", async () => {
    const { event, guest } = await eventWithGuest();
    const first = await uploaded(guest.token);
    const second = await uploaded(guest.token);
    const answer = await post(guest.token, {
      eventId: event.id,
      comment: "The view from the stage",
      medias: [
        { imageId: second, alt: "  The stage from the back row  " },
        { imageId: first, alt: "A crowd holding up lights" },
      ],
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.event.comment.medias).toEqual([
      { mediaId: second, url: `/media/${second}.webp`, alt: "The stage from the back row", width: 1000, height: 1000 },
      { mediaId: first, url: `/media/${first}.webp`, alt: "A crowd holding up lights", width: 1000, height: 1000 },
    ]);

    const reply = await post(host.token, {
      eventId: event.id,
      comment: "Great shot",
      parentCommentId: answer.data.event.comment.commentId,
      medias: [{ imageId: await uploaded(host.token), alt: "The host waving" }],
    });
    expect(reply.errors).toBeUndefined();

    const page = (await api.graphql(COMMENTS, { slugOrId: event.id })).body.data.event.bySlugOrId.comments.nodes;
    expect(page[0].medias.map((media: { alt: string }) => media.alt)).toEqual(["The stage from the back row", "A crowd holding up lights"]);
    expect(page[0].replies[0].medias).toEqual([expect.objectContaining({ alt: "The host waving" })]);
    // A comment without images has none.
    const plain = await post(guest.token, { eventId: event.id, comment: "No pictures here" });
    expect(plain.data.event.comment.medias).toEqual([]);
  });

  test("someone else's upload is refused and nothing is posted", async () => {
    const { event, guest } = await eventWithGuest();
    const hostsImage = await uploaded(host.token);
    const refused = await post(guest.token, { eventId: event.id, comment: "Look at this", medias: [{ imageId: hostsImage, alt: "A picture" }] });
    expect(refused.errors[0]).toMatchObject({ message: mediaMessages.notYours, extensions: { code: "AUTH_NOT_AUTHORIZED" } });
    const unknown = await post(guest.token, {
      eventId: event.id,
      comment: "Look at this",
      medias: [{ imageId: "00000000-0000-4000-8000-000000000000", alt: "A picture" }],
    });
    expect(unknown.errors[0]).toMatchObject({ message: mediaMessages.notFound, extensions: { code: "NOT_FOUND" } });
    expect(await commentCount(event.id)).toBe(0);
  });

  test("an image without a description, a description too long, a fifth image, one image twice or one already posted is refused at its field", async () => {
    const { event, guest } = await eventWithGuest();
    const image = await uploaded(guest.token);

    const noAlt = await post(guest.token, { eventId: event.id, comment: "Pictures", medias: [{ imageId: image, alt: "   " }] });
    expect(noAlt.errors[0]).toMatchObject({
      message: commentMessages.imageAltRequired,
      extensions: { code: "BAD_USER_INPUT", fields: { "medias.0.alt": commentMessages.imageAltRequired } },
    });
    const longAlt = await post(guest.token, { eventId: event.id, comment: "Pictures", medias: [{ imageId: image, alt: "a".repeat(301) }] });
    expect(longAlt.errors[0].extensions.fields).toEqual({ "medias.0.alt": commentMessages.imageAltTooLong });

    const five = await Promise.all(Array.from({ length: COMMENT_MAX_IMAGES + 1 }, () => uploaded(guest.token)));
    const tooMany = await post(guest.token, { eventId: event.id, comment: "Pictures", medias: five.map((imageId) => ({ imageId, alt: "A picture" })) });
    expect(tooMany.errors[0]).toMatchObject({ message: commentMessages.tooManyImages, extensions: { code: "BAD_USER_INPUT", fields: { medias: commentMessages.tooManyImages } } });

    const twice = await post(guest.token, { eventId: event.id, comment: "Pictures", medias: [{ imageId: image, alt: "One" }, { imageId: image, alt: "Two" }] });
    expect(twice.errors[0].extensions.fields).toEqual({ "medias.1.imageId": commentMessages.imageRepeated });
    expect(await commentCount(event.id)).toBe(0);

    const four = await post(guest.token, { eventId: event.id, comment: "Pictures", medias: five.slice(0, 4).map((imageId) => ({ imageId, alt: "A picture" })) });
    expect(four.data.event.comment.medias).toHaveLength(4);
    const again = await post(guest.token, { eventId: event.id, comment: "Again", medias: [{ imageId: image, alt: "New" }, { imageId: five[2], alt: "Again" }] });
    expect(again.errors[0].extensions.fields).toEqual({ "medias.1.imageId": commentMessages.imageInAnotherComment });
    expect(await commentCount(event.id)).toBe(1);
  });

  test("someone who may not comment cannot attach either", async () => {
    const { event } = await eventWithGuest();
    const stranger = await createVerifiedUser(api);
    const image = await uploaded(stranger.token);
    const refused = await post(stranger.token, { eventId: event.id, comment: "Hello", medias: [{ imageId: image, alt: "A picture" }] });
    expect(refused.errors[0]).toMatchObject({ message: commentMessages.notAllowed, extensions: { code: "AUTH_NOT_AUTHORIZED" } });
    expect(await api.platform.deps.db.select().from(commentMedia).where(eq(commentMedia.imageId, image))).toEqual([]);
  });
});

describe("deleting", () => {
  test("deleting a comment deletes its images and its replies' images: their addresses stop serving them", async () => {
    const { event, guest } = await eventWithGuest();
    const image = await uploaded(guest.token);
    const top = (await post(guest.token, { eventId: event.id, comment: "Before the show", medias: [{ imageId: image, alt: "An empty hall" }] })).data.event.comment;
    const replyImage = await uploaded(host.token);
    await post(host.token, { eventId: event.id, comment: "Soon full", parentCommentId: top.commentId, medias: [{ imageId: replyImage, alt: "Chairs in rows" }] });
    // Looked at once, so the small copy is kept in memory too.
    expect((await fetch(`${api.url}/media/images/${image}.small.webp`)).status).toBe(200);

    // Someone else who may comment may not delete it (the comment's rules), and the images stay.
    const other = await createVerifiedUser(api);
    await api.platform.deps.db.insert(attendees).values({ eventId: event.id, userId: other.userId, state: "APPROVED" });
    const refused = (await api.graphql(DELETE, { commentId: top.commentId }, { token: other.token })).body;
    expect(refused.errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");
    expect(await storedImage(image)).toHaveLength(1);

    const deleted = (await api.graphql(DELETE, { commentId: top.commentId }, { token: guest.token })).body;
    expect(deleted.data.event.deleteComment).toBe(true);
    expect(await storedImage(image)).toEqual([]);
    expect(await storedImage(replyImage)).toEqual([]);
    expect(await api.platform.deps.db.select().from(commentMedia).where(eq(commentMedia.commentId, top.commentId))).toEqual([]);
    expect((await fetch(`${api.url}/media/images/${image}.webp`)).status).toBe(404);
    expect((await fetch(`${api.url}/media/images/${image}.small.webp`)).status).toBe(404);
    expect((await fetch(`${api.url}/media/images/${replyImage}.webp`)).status).toBe(404);
  });

  test("a host deletes a guest's comment with its images; deleting a reply leaves the top comment's", async () => {
    const { event, guest } = await eventWithGuest();
    const topImage = await uploaded(guest.token);
    const top = (await post(guest.token, { eventId: event.id, comment: "Our table", medias: [{ imageId: topImage, alt: "A long table" }] })).data.event.comment;
    const replyImage = await uploaded(guest.token);
    const withReply = (await post(guest.token, { eventId: event.id, comment: "And the cake", parentCommentId: top.commentId, medias: [{ imageId: replyImage, alt: "A cake" }] })).data.event
      .comment;
    const reply = withReply.replies[0];

    expect((await api.graphql(DELETE, { commentId: reply.commentId }, { token: host.token })).body.data.event.deleteComment).toBe(true);
    expect(await storedImage(replyImage)).toEqual([]);
    expect(await storedImage(topImage)).toHaveLength(1);
    const page = (await api.graphql(COMMENTS, { slugOrId: event.id })).body.data.event.bySlugOrId.comments.nodes;
    expect(page[0]).toMatchObject({ medias: [{ mediaId: topImage, alt: "A long table" }], replies: [] });

    expect((await api.graphql(DELETE, { commentId: top.commentId }, { token: host.token })).body.data.event.deleteComment).toBe(true);
    expect(await storedImage(topImage)).toEqual([]);
  });
});
