// Event.comment (docs/decisions/0056, full-size images): one live comment or reply of the event,
// with its images, read through the event, so behind the event's visibility as the thread is.
// Another event's comment, a deleted one, or an unknown id answer null.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { attendees } from "../../db/schema.js";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { createEvent, createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";

let api: TestApi;
let host: AuthInfo;

const POST = `mutation ($input: CommentInput!) { event { comment(input: $input) { commentId replies { commentId } } } }`;
const ONE = `query ($slugOrId: String!, $commentId: ID!) { event { bySlugOrId(slugOrId: $slugOrId) { comment(commentId: $commentId) { commentId parentCommentId medias { mediaId alt } } } } }`;
const DELETE = `mutation ($commentId: ID!) { event { deleteComment(commentId: $commentId) } }`;

beforeAll(async () => {
  api = await startTestApi();
  host = await createVerifiedUser(api);
});
afterAll(async () => {
  await api?.close();
});

async function uploaded(token: string): Promise<string> {
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 40, g: 160, b: 90 } } }).png().toBuffer();
  const response = await fetch(`${api.url}/media/images`, { method: "POST", headers: { "content-type": "image/png", authorization: `Bearer ${token}` }, body: new Uint8Array(png) });
  expect(response.status).toBe(201);
  return ((await response.json()) as { imageId: string }).imageId;
}

const one = async (slugOrId: string, commentId: string, token?: string) =>
  (await api.graphql(ONE, { slugOrId, commentId }, token ? { token } : {})).body;

describe("one comment of an event", () => {
  test("a comment and a reply with their images; null for another event's, a deleted one, an unknown id; a hidden event stays hidden", async () => {
    const { event } = await createEvent(api, { createdByUserId: host.userId });
    const other = await createEvent(api, { createdByUserId: host.userId });
    const guest = await createVerifiedUser(api);
    await api.platform.deps.db.insert(attendees).values({ eventId: event.id, userId: guest.userId, state: "APPROVED" });
    const imageId = await uploaded(guest.token);
    api.clock.advance(1_000);
    const posted = await api.graphql(POST, { input: { eventId: event.id, comment: "The stage", medias: [{ imageId, alt: "An empty stage" }] } }, { token: guest.token });
    expect(posted.body.errors).toBeUndefined();
    const commentId = posted.body.data.event.comment.commentId as string;
    api.clock.advance(1_000);
    const replied = await api.graphql(POST, { input: { eventId: event.id, comment: "Nice", parentCommentId: commentId } }, { token: host.token });
    const replyId = replied.body.data.event.comment.replies[0].commentId as string;

    // Seen by whoever sees the event, signed out included (a public event).
    expect((await one(event.slug, commentId)).data.event.bySlugOrId.comment).toEqual({ commentId, parentCommentId: null, medias: [{ mediaId: imageId, alt: "An empty stage" }] });
    expect((await one(event.slug, replyId, guest.token)).data.event.bySlugOrId.comment).toMatchObject({ commentId: replyId, parentCommentId: commentId, medias: [] });
    expect((await one(other.event.slug, commentId)).data.event.bySlugOrId.comment).toBeNull();
    expect((await one(event.slug, "not-an-id")).data.event.bySlugOrId.comment).toBeNull();

    // A draft event is not shown to a stranger, and neither are its comments.
    const draft = await createEvent(api, { createdByUserId: host.userId, status: "DRAFT" });
    const stranger = await createVerifiedUser(api);
    expect((await one(draft.event.slug, commentId, stranger.token)).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");

    // Deleted with its reply: gone.
    expect((await api.graphql(DELETE, { commentId }, { token: guest.token })).body.errors).toBeUndefined();
    expect((await one(event.slug, commentId)).data.event.bySlugOrId.comment).toBeNull();
    expect((await one(event.slug, replyId)).data.event.bySlugOrId.comment).toBeNull();
  });
});
