// Comments on an event page through the API (spec 2 §3 Comment): who may comment, paging
// and replies, reactions, deleting, and the read cache.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { attendees, commentReactions, eventComments } from "../../db/schema.js";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { createEvent, createVerifiedUser, registrationBody } from "../../test/fixtures.js";
import { startTestApi, statementCountingLogger, type TestApi } from "../../test/support.js";

let api: TestApi;
let host: AuthInfo;
const { logger, statements: statementCount } = statementCountingLogger();

const COMMENT_FIELDS = `commentId comment parentCommentId createdAt canDelete author { userId name }
  reactionCounts { reaction count reactedByMe }`;

const COMMENTS = `query ($slugOrId: String!, $first: Int, $after: String) {
  event { bySlugOrId(slugOrId: $slugOrId) {
    comments(first: $first, after: $after) {
      canComment
      pageInfo { hasNextPage endCursor }
      nodes { ${COMMENT_FIELDS} medias { mediaId } reactions { reaction user { userId } } replies { ${COMMENT_FIELDS} } }
    }
  } }
}`;

const POST = `mutation ($input: CommentInput!) {
  event { comment(input: $input) { ${COMMENT_FIELDS} replies { ${COMMENT_FIELDS} } } }
}`;
const REACT = `mutation ($commentId: ID!, $reaction: String!) {
  event { reactToComment(commentId: $commentId, reaction: $reaction) { ${COMMENT_FIELDS} replies { ${COMMENT_FIELDS} } } }
}`;
const UNREACT = `mutation ($commentId: ID!, $reaction: String!) {
  event { removeCommentReaction(commentId: $commentId, reaction: $reaction) { ${COMMENT_FIELDS} replies { ${COMMENT_FIELDS} } } }
}`;
const DELETE = `mutation ($commentId: ID!) { event { deleteComment(commentId: $commentId) } }`;

async function comments(token: string | undefined, slugOrId: string, page: { first?: number; after?: string } = {}) {
  return (await api.graphql(COMMENTS, { slugOrId, ...page }, { token })).body;
}

async function post(token: string | undefined, input: Record<string, unknown>) {
  api.clock.advance(1_000);
  return (await api.graphql(POST, { input }, { token })).body;
}

/** A published event of the host with one approved attendee. */
async function eventWithGuest() {
  const { event } = await createEvent(api, { createdByUserId: host.userId });
  const guest = await createVerifiedUser(api);
  await api.platform.deps.db.insert(attendees).values({ eventId: event.id, userId: guest.userId, state: "APPROVED" });
  return { event, guest };
}

beforeAll(async () => {
  api = await startTestApi({ logger });
  host = await createVerifiedUser(api);
});
afterAll(async () => {
  await api?.close();
});

describe("who may comment", () => {
  test("an approved attendee posts; the comment is stored trimmed, as text", async () => {
    const { event, guest } = await eventWithGuest();
    const answer = await post(guest.token, { eventId: event.id, comment: "  <b>See you</b> there!  " });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.event.comment).toMatchObject({
      comment: "<b>See you</b> there!",
      parentCommentId: null,
      canDelete: true,
      author: { userId: guest.userId },
      reactionCounts: [],
      replies: [],
    });
    const page = (await comments(undefined, event.slug)).data.event.bySlugOrId.comments;
    expect(page.nodes.map((c: { comment: string }) => c.comment)).toEqual(["<b>See you</b> there!"]);
    expect(page.canComment).toBe(false);
    expect(page.nodes[0].canDelete).toBe(false);
    expect(page.nodes[0].medias).toEqual([]);
  });

  test("the host and a co-host may comment", async () => {
    const { event } = await eventWithGuest();
    const coHost = await createVerifiedUser(api);
    await api.platform.deps.db.insert(attendees).values({ eventId: event.id, userId: coHost.userId, state: "NONE", roles: ["CO_HOST"] });
    expect((await post(host.token, { eventId: event.id, comment: "Welcome!" })).errors).toBeUndefined();
    expect((await post(coHost.token, { eventId: event.id, comment: "Doors at 7." })).errors).toBeUndefined();
    expect((await comments(coHost.token, event.slug)).data.event.bySlugOrId.comments.canComment).toBe(true);
  });

  test("a signed-out visitor, a stranger and an attendee not yet approved cannot post", async () => {
    const { event } = await eventWithGuest();
    const stranger = await createVerifiedUser(api);
    const pending = await createVerifiedUser(api);
    await api.platform.deps.db.insert(attendees).values({ eventId: event.id, userId: pending.userId, state: "NONE" });

    expect((await post(undefined, { eventId: event.id, comment: "Hi" })).errors[0].extensions.code).toBe("AUTH_NOT_AUTHENTICATED");
    for (const who of [stranger, pending]) {
      const answer = await post(who.token, { eventId: event.id, comment: "Hi" });
      expect(answer.errors[0]).toMatchObject({
        message: "Only the event's hosts and approved guests can comment.",
        extensions: { code: "AUTH_NOT_AUTHORIZED" },
      });
      expect((await comments(who.token, event.slug)).data.event.bySlugOrId.comments.canComment).toBe(false);
    }
    expect(await api.platform.deps.db.select().from(eventComments).where(eq(eventComments.eventId, event.id))).toEqual([]);
  });

  test("an account whose e-mail is not confirmed cannot post", async () => {
    const { event } = await createEvent(api, { createdByUserId: host.userId });
    const registered = (await api.post("/auth/password/register", registrationBody())).body;
    await api.platform.deps.db.insert(attendees).values({ eventId: event.id, userId: registered.userId, state: "APPROVED" });
    const answer = await post(registered.token, { eventId: event.id, comment: "Hi" });
    expect(answer.errors[0]).toMatchObject({ message: "Please confirm your email before you comment.", extensions: { code: "AUTH_NOT_AUTHORIZED" } });
  });

  test("a private event's comments do not exist for a stranger", async () => {
    const { event } = await createEvent(api, { createdByUserId: host.userId, isPrivate: true });
    await post(host.token, { eventId: event.id, comment: "Secret plans" });
    const stranger = await createVerifiedUser(api);
    expect((await comments(stranger.token, event.slug)).errors[0].extensions.code).toBe("NOT_FOUND");
    expect((await comments(undefined, event.slug)).errors[0].extensions.code).toBe("NOT_FOUND");
    expect((await post(stranger.token, { eventId: event.id, comment: "Let me in" })).errors[0].extensions.code).toBe("NOT_FOUND");
  });

  test("an empty or too long comment is refused with the message on the field", async () => {
    const { event, guest } = await eventWithGuest();
    const empty = await post(guest.token, { eventId: event.id, comment: "   " });
    expect(empty.errors[0]).toMatchObject({
      message: "Write a comment.",
      extensions: { code: "BAD_USER_INPUT", fields: { comment: "Write a comment." } },
    });
    const long = await post(guest.token, { eventId: event.id, comment: "x".repeat(2001) });
    expect(long.errors[0].extensions.fields).toEqual({ comment: "A comment can be at most 2000 characters." });
    expect((await post(guest.token, { eventId: event.id, comment: "x".repeat(2000) })).errors).toBeUndefined();
  });

  test("posting is limited to 10 comments a minute per member", async () => {
    const { event, guest } = await eventWithGuest();
    for (let i = 0; i < 10; i++) {
      expect((await api.graphql(POST, { input: { eventId: event.id, comment: `#${i}` } }, { token: guest.token })).body.errors).toBeUndefined();
    }
    const refused = (await api.graphql(POST, { input: { eventId: event.id, comment: "one more" } }, { token: guest.token })).body;
    expect(refused.errors[0]).toMatchObject({ message: "You are commenting too fast. Please wait a minute and try again.", extensions: { code: "RATE_LIMITED" } });
    api.clock.advance(61_000);
    expect((await post(guest.token, { eventId: event.id, comment: "later" })).errors).toBeUndefined();
  });
});

describe("paging and replies", () => {
  test("top comments come newest first, page by page, each with its replies oldest first", async () => {
    const { event, guest } = await eventWithGuest();
    const ids: string[] = [];
    for (let i = 1; i <= 5; i++) ids.push((await post(guest.token, { eventId: event.id, comment: `Comment ${i}` })).data.event.comment.commentId);
    const firstReply = await post(host.token, { eventId: event.id, comment: "Reply A", parentCommentId: ids[0] });
    expect(firstReply.data.event.comment).toMatchObject({ commentId: ids[0], replies: [{ comment: "Reply A", parentCommentId: ids[0] }] });
    const replyA = firstReply.data.event.comment.replies[0].commentId;
    // A reply to a reply answers the top comment.
    const second = await post(guest.token, { eventId: event.id, comment: "Reply B", parentCommentId: replyA });
    expect(second.data.event.comment.replies.map((r: { comment: string; parentCommentId: string }) => [r.comment, r.parentCommentId])).toEqual([
      ["Reply A", ids[0]],
      ["Reply B", ids[0]],
    ]);

    const first = (await comments(undefined, event.slug, { first: 2 })).data.event.bySlugOrId.comments;
    expect(first.nodes.map((c: { comment: string }) => c.comment)).toEqual(["Comment 5", "Comment 4"]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = (await comments(undefined, event.slug, { first: 2, after: first.pageInfo.endCursor })).data.event.bySlugOrId.comments;
    expect(next.nodes.map((c: { comment: string }) => c.comment)).toEqual(["Comment 3", "Comment 2"]);
    const last = (await comments(undefined, event.slug, { first: 2, after: next.pageInfo.endCursor })).data.event.bySlugOrId.comments;
    expect(last.nodes.map((c: { comment: string }) => c.comment)).toEqual(["Comment 1"]);
    expect(last.pageInfo.hasNextPage).toBe(false);
    expect(last.nodes[0].replies.map((r: { comment: string }) => r.comment)).toEqual(["Reply A", "Reply B"]);
  });

  test("a reply to a comment of another event, or an unknown one, is not found; a bad cursor is bad input", async () => {
    const { event, guest } = await eventWithGuest();
    const other = await createEvent(api, { createdByUserId: host.userId });
    const elsewhere = (await post(host.token, { eventId: other.event.id, comment: "Elsewhere" })).data.event.comment.commentId;
    for (const parentCommentId of [elsewhere, "00000000-0000-4000-8000-000000000000", "nope"]) {
      const answer = await post(guest.token, { eventId: event.id, comment: "Hi", parentCommentId });
      expect(answer.errors[0]).toMatchObject({ message: "This comment does not exist.", extensions: { code: "NOT_FOUND" } });
    }
    expect((await comments(undefined, event.slug, { after: "garbage" })).errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });
});

describe("reactions", () => {
  test("reacting is idempotent, counted per emoji, and removable", async () => {
    const { event, guest } = await eventWithGuest();
    const commentId = (await post(host.token, { eventId: event.id, comment: "Bring water" })).data.event.comment.commentId;
    const react = async (token: string, reaction: string) => (await api.graphql(REACT, { commentId, reaction }, { token })).body;

    await react(guest.token, "👍");
    const again = await react(guest.token, "👍");
    expect(again.data.event.reactToComment.reactionCounts).toEqual([{ reaction: "👍", count: 1, reactedByMe: true }]);
    const both = await react(host.token, "🎉");
    expect(both.data.event.reactToComment.reactionCounts).toEqual([
      { reaction: "👍", count: 1, reactedByMe: false },
      { reaction: "🎉", count: 1, reactedByMe: true },
    ]);

    const removed = (await api.graphql(UNREACT, { commentId, reaction: "👍" }, { token: guest.token })).body;
    expect(removed.data.event.removeCommentReaction.reactionCounts).toEqual([{ reaction: "🎉", count: 1, reactedByMe: false }]);
    // Removing one that is not there changes nothing.
    const twice = (await api.graphql(UNREACT, { commentId, reaction: "👍" }, { token: guest.token })).body;
    expect(twice.data.event.removeCommentReaction.reactionCounts).toEqual([{ reaction: "🎉", count: 1, reactedByMe: false }]);

    expect((await react(guest.token, "💩")).errors[0]).toMatchObject({
      message: "Choose one of the reactions offered.",
      extensions: { code: "BAD_USER_INPUT" },
    });
    const stranger = await createVerifiedUser(api);
    expect((await react(stranger.token, "👍")).errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");
  });

  test("ten concurrent reactions are counted exactly, and one member's repeats once", async () => {
    const { event } = await createEvent(api, { createdByUserId: host.userId });
    const commentId = (await post(host.token, { eventId: event.id, comment: "React!" })).data.event.comment.commentId;
    const guests = await Promise.all(Array.from({ length: 10 }, () => createVerifiedUser(api)));
    await api.platform.deps.db
      .insert(attendees)
      .values(guests.map((guest) => ({ eventId: event.id, userId: guest.userId, state: "APPROVED" as const })));

    const answers = await Promise.all(guests.map((guest) => api.graphql(REACT, { commentId, reaction: "❤️" }, { token: guest.token })));
    expect(answers.every((answer) => answer.body.errors === undefined)).toBe(true);
    const repeats = await Promise.all(
      Array.from({ length: 10 }, () => api.graphql(REACT, { commentId, reaction: "😂" }, { token: guests[0].token })),
    );
    expect(repeats.every((answer) => answer.body.errors === undefined)).toBe(true);

    const page = (await comments(guests[0].token, event.slug)).data.event.bySlugOrId.comments;
    expect(page.nodes[0].reactionCounts).toEqual([
      { reaction: "❤️", count: 10, reactedByMe: true },
      { reaction: "😂", count: 1, reactedByMe: true },
    ]);
    expect(page.nodes[0].reactions).toHaveLength(11);
    const rows = await api.platform.deps.db.select().from(commentReactions).where(eq(commentReactions.commentId, commentId));
    expect(rows).toHaveLength(11);
  });
});

describe("deleting", () => {
  test("the author and the host may delete; another attendee may not", async () => {
    const { event, guest } = await eventWithGuest();
    const other = await createVerifiedUser(api);
    await api.platform.deps.db.insert(attendees).values({ eventId: event.id, userId: other.userId, state: "APPROVED" });
    const mine = (await post(guest.token, { eventId: event.id, comment: "Mine" })).data.event.comment.commentId;
    const theirs = (await post(guest.token, { eventId: event.id, comment: "Also mine" })).data.event.comment.commentId;
    const reply = (await post(other.token, { eventId: event.id, comment: "A reply", parentCommentId: mine })).data.event.comment.replies[0]
      .commentId;

    const refused = (await api.graphql(DELETE, { commentId: mine }, { token: other.token })).body;
    expect(refused.errors[0]).toMatchObject({
      message: "Only the comment's author and the event's hosts can delete it.",
      extensions: { code: "AUTH_NOT_AUTHORIZED" },
    });
    expect((await api.graphql(DELETE, { commentId: mine }, { token: undefined })).body.errors[0].extensions.code).toBe("AUTH_NOT_AUTHENTICATED");

    expect((await api.graphql(DELETE, { commentId: mine }, { token: guest.token })).body.data.event.deleteComment).toBe(true);
    expect((await api.graphql(DELETE, { commentId: theirs }, { token: host.token })).body.data.event.deleteComment).toBe(true);

    const page = (await comments(undefined, event.slug)).data.event.bySlugOrId.comments;
    expect(page.nodes).toEqual([]);
    // A reply under a deleted comment is gone with it.
    const gone = (await api.graphql(REACT, { commentId: reply, reaction: "👍" }, { token: other.token })).body;
    expect(gone.errors[0].extensions.code).toBe("NOT_FOUND");
    expect((await api.graphql(DELETE, { commentId: mine }, { token: guest.token })).body.errors[0].extensions.code).toBe("NOT_FOUND");
  });
});

describe("the read cache", () => {
  test("a comment page read again costs no statements, and every change shows on the next read", async () => {
    const { event, guest } = await eventWithGuest();
    const commentId = (await post(guest.token, { eventId: event.id, comment: "Cached?" })).data.event.comment.commentId;
    // What the event page asks for (the list of who reacted is not kept in the cache).
    const PAGE = `query ($slugOrId: String!) { event { bySlugOrId(slugOrId: $slugOrId) {
      comments { canComment pageInfo { endCursor } nodes { ${COMMENT_FIELDS} replies { ${COMMENT_FIELDS} } } }
    } } }`;
    const read = async (token?: string) => {
      const before = statementCount();
      const answer = (await api.graphql(PAGE, { slugOrId: event.slug }, { token })).body;
      return { page: answer.data.event.bySlugOrId.comments, statements: statementCount() - before };
    };
    await read(guest.token);
    await read();
    expect((await read(guest.token)).statements).toBe(0);
    expect((await read()).statements).toBe(0);

    await api.graphql(REACT, { commentId, reaction: "🎉" }, { token: host.token });
    expect((await read(guest.token)).page.nodes[0].reactionCounts).toEqual([{ reaction: "🎉", count: 1, reactedByMe: false }]);
    expect((await read(host.token)).page.nodes[0].reactionCounts).toEqual([{ reaction: "🎉", count: 1, reactedByMe: true }]);
    await post(host.token, { eventId: event.id, comment: "Yes", parentCommentId: commentId });
    expect((await read()).page.nodes[0].replies.map((r: { comment: string }) => r.comment)).toEqual(["Yes"]);
    // A change written straight to the database is seen too (the change feed announces it).
    await api.platform.deps.db.update(eventComments).set({ body: "Edited" }).where(eq(eventComments.id, commentId));
    expect((await read()).page.nodes[0].comment).toBe("Edited");
  });
});
