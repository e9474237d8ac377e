// Comments and reactions are shown on the shared signed-out event page: every committed
// change to them must announce the event, which purges that page (docs/decisions/0007, 0012).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { commentReactions, eventComments, events, users } from "../../db/schema.js";
import { startPlatform, type Platform } from "../../platform.js";

let platform: Platform;
const announced: string[] = [];

beforeAll(async () => {
  platform = await startPlatform({
    dataDir: ":memory:",
    publicUrl: "http://localhost:3000",
    jwtSecret: "comments-change-feed-test-secret-0123456789abcdef",
    production: false,
    devOutbox: false,
    trial: true,
    seed: false,
    productName: "Gatherly",
    onEventChanged: (eventId) => announced.push(eventId),
  });
});
afterAll(async () => {
  await platform?.close();
});

test("posting, deleting, reacting and removing a reaction each announce the comment's event", async () => {
  const db = platform.deps.db;
  const [user] = await db
    .insert(users)
    .values({ email: "feed@example.test" })
    .returning();
  const startAt = new Date(Date.now() + 86_400_000);
  const [event] = await db
    .insert(events)
    .values({ slug: "feed-test", displayName: "Feed", timeZone: "UTC", startAt, endAt: startAt, createdByUserId: user.id, status: "PUBLISHED" })
    .returning();

  const announcedAfter = async (change: () => Promise<unknown>) => {
    announced.length = 0;
    await change();
    return [...new Set(announced)];
  };

  let commentId = "";
  expect(
    await announcedAfter(async () => {
      [{ id: commentId }] = await db.insert(eventComments).values({ eventId: event.id, authorUserId: user.id, body: "Hi" }).returning();
    }),
  ).toEqual([event.id]);
  expect(await announcedAfter(() => db.insert(commentReactions).values({ commentId, userId: user.id, reaction: "👍" }))).toEqual([event.id]);
  expect(await announcedAfter(() => db.delete(commentReactions).where(eq(commentReactions.commentId, commentId)))).toEqual([event.id]);
  expect(await announcedAfter(() => db.update(eventComments).set({ deletedAt: new Date() }).where(eq(eventComments.id, commentId)))).toEqual([event.id]);
});
