import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { attendees, notifications } from "../../db/schema.js";
import { createEvent, createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";
import { notifyEventApproved, notifyReceiveSlices } from "./domain/producers.js";

let api: TestApi;
let member: AuthInfo;

const LIST = `query ($first: Int, $after: String, $isRead: Boolean, $types: [NotificationType!]) {
  notification {
    list(first: $first, after: $after, isRead: $isRead, notificationTypes: $types) {
      nodes { notificationId type isRead createdAt content { defaultMessage defaultPayload { notificationType } } customProperties { key value } }
      pageInfo { hasNextPage endCursor }
      totalCount
    }
    unreadCount
  }
}`;
const MARK_READ = `mutation ($id: ID!) { notification { markRead(notificationId: $id) { notificationId isRead } } }`;
const MARK_ALL = `mutation { notification { markAllRead } }`;
const RSVP = `mutation ($input: RsvpInput!) { event { rsvp(input: $input) { eventId } } }`;

const event = (n: number) => ({ id: crypto.randomUUID(), slug: `party-${n}`, displayName: `Party ${n}` });

async function list(token: string, variables: Record<string, unknown> = {}) {
  const answer = await api.graphql(LIST, variables, { token });
  if (answer.body.errors) throw new Error(JSON.stringify(answer.body.errors));
  return answer.body.data.notification;
}

/**
 * Produces `count` EventApproved notifications for the user, oldest first, each in its own
 * transaction and a later millisecond than the one before: created_at is kept to the
 * millisecond, and two in the same one have no "newest" between them.
 */
async function produce(userId: string, count: number, from = 0) {
  for (let i = from; i < from + count; i++) {
    await api.platform.deps.db.transaction((tx) => notifyEventApproved(tx, [userId], { event: event(i) }));
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

beforeAll(async () => {
  api = await startTestApi();
  member = await createVerifiedUser(api);
});
afterAll(async () => {
  await api?.close();
});

describe("listing", () => {
  test("a signed-out visitor is refused", async () => {
    const answer = await api.graphql(LIST, {});
    expect(answer.body.errors[0].extensions.code).toBe("AUTH_NOT_AUTHENTICATED");
  });

  test("newest first in pages of 10 by default, with the unread count, only the viewer's own", async () => {
    const user = await createVerifiedUser(api);
    const other = await createVerifiedUser(api);
    await produce(user.userId, 12);
    await produce(other.userId, 1);

    const first = await list(user.token);
    expect(first.unreadCount).toBe(12);
    expect(first.list.totalCount).toBe(12);
    expect(first.list.nodes).toHaveLength(10);
    expect(first.list.nodes[0].content.defaultMessage).toBe("You're in! Your request to join Party 11 was approved.");
    expect(first.list.nodes[0]).toMatchObject({ type: "EventApproved", isRead: false, content: { defaultPayload: { notificationType: "EventApproved" } } });
    expect(first.list.nodes[0].customProperties).toEqual(expect.arrayContaining([{ key: "EventSlug", value: "party-11" }, { key: "EventName", value: "Party 11" }]));
    expect(first.list.pageInfo.hasNextPage).toBe(true);

    const second = await list(user.token, { after: first.list.pageInfo.endCursor });
    expect(second.list.nodes.map((n: { content: { defaultMessage: string } }) => n.content.defaultMessage)).toEqual([
      "You're in! Your request to join Party 1 was approved.",
      "You're in! Your request to join Party 0 was approved.",
    ]);
    expect(second.list.pageInfo.hasNextPage).toBe(false);
    const ids = new Set([...first.list.nodes, ...second.list.nodes].map((n: { notificationId: string }) => n.notificationId));
    expect(ids.size).toBe(12);
  });

  test("filters by read state and by types", async () => {
    const user = await createVerifiedUser(api);
    await produce(user.userId, 2);
    await api.platform.deps.db.transaction((tx) =>
      notifyReceiveSlices(tx, user.userId, { pie: { id: crypto.randomUUID(), slug: "pie", name: "Cherry" }, sender: { name: "Ann", tier: "PREMIUM" } }),
    );
    const slices = await list(user.token, { types: ["ReceiveSlices"] });
    expect(slices.list.nodes).toHaveLength(1);
    expect(slices.list.nodes[0].content.defaultMessage).toBe("Ann sent you slices of Cherry Pie.");
    expect(slices.list.nodes[0].customProperties).toEqual(expect.arrayContaining([{ key: "SenderIsVerified", value: "true" }, { key: "SenderTier", value: "PREMIUM" }]));

    const all = await list(user.token);
    await api.graphql(MARK_READ, { id: all.list.nodes[0].notificationId }, { token: user.token });
    expect((await list(user.token, { isRead: true })).list.nodes).toHaveLength(1);
    expect((await list(user.token, { isRead: false })).list.totalCount).toBe(2);
  });

  test("a page size out of range or a forged cursor is refused with the field", async () => {
    const big = await api.graphql(LIST, { first: 51 }, { token: member.token });
    expect(big.body.errors[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { first: expect.any(String) } });
    const forged = await api.graphql(LIST, { after: "bm90LWEtY3Vyc29y" }, { token: member.token });
    expect(forged.body.errors[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { after: expect.any(String) } });
  });
});

describe("reading", () => {
  test("mark one read drops the count by one, again changes nothing, never below 0", async () => {
    const user = await createVerifiedUser(api);
    await produce(user.userId, 2);
    const before = await list(user.token);
    const id = before.list.nodes[0].notificationId;
    const read = await api.graphql(MARK_READ, { id }, { token: user.token });
    expect(read.body.data.notification.markRead).toEqual({ notificationId: id, isRead: true });
    expect((await list(user.token)).unreadCount).toBe(1);
    await api.graphql(MARK_READ, { id }, { token: user.token });
    expect((await list(user.token)).unreadCount).toBe(1);

    const all = await api.graphql(MARK_ALL, {}, { token: user.token });
    expect(all.body.data.notification.markAllRead).toBe(1);
    expect((await list(user.token)).unreadCount).toBe(0);
    const again = await api.graphql(MARK_ALL, {}, { token: user.token });
    expect(again.body.data.notification.markAllRead).toBe(0);
    expect((await list(user.token)).unreadCount).toBe(0);
  });

  test("nobody reads another's notification", async () => {
    const user = await createVerifiedUser(api);
    await produce(user.userId, 1);
    const [mine] = (await list(user.token)).list.nodes;
    const answer = await api.graphql(MARK_READ, { id: mine.notificationId }, { token: member.token });
    expect(answer.body.errors[0].extensions.code).toBe("NOT_FOUND");
    expect((await list(user.token)).unreadCount).toBe(1);
    const garbage = await api.graphql(MARK_READ, { id: "nope" }, { token: member.token });
    expect(garbage.body.errors[0].extensions.code).toBe("NOT_FOUND");
  });
});

describe("producing", () => {
  test("a producer inside a transaction that rolls back produces nothing", async () => {
    const user = await createVerifiedUser(api);
    await expect(
      api.platform.deps.db.transaction(async (tx) => {
        await notifyEventApproved(tx, [user.userId], { event: event(1) });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect((await list(user.token)).unreadCount).toBe(0);
  });

  test("an RSVP to an approval ticket tells the event's creator once (EventPending)", async () => {
    const host = await createVerifiedUser(api);
    const guest = await createVerifiedUser(api, { name: "Sam Rivera" });
    const { event: party, tickets } = await createEvent(api, {
      createdByUserId: host.userId,
      displayName: "Rooftop Party",
      tickets: [{ ticketType: "Approval", isRequiredApproval: true }],
    });
    const input = { eventId: party.id, eventTicketId: tickets[0].id, response: "ACCEPT" };
    expect((await api.graphql(RSVP, { input }, { token: guest.token })).body.errors).toBeUndefined();
    await api.graphql(RSVP, { input: { eventId: party.id, response: "DECLINE" } }, { token: guest.token });
    await api.graphql(RSVP, { input }, { token: guest.token });

    const inbox = await list(host.token);
    expect(inbox.unreadCount).toBe(1);
    expect(inbox.list.nodes[0].type).toBe("EventPending");
    expect(inbox.list.nodes[0].content.defaultMessage).toBe("Sam Rivera asked to join Rooftop Party.");
    expect(inbox.list.nodes[0].customProperties).toEqual(expect.arrayContaining([{ key: "EventSlug", value: party.slug }]));
    const rows = await api.platform.deps.db.select().from(notifications).where(eq(notifications.recipientUserId, guest.userId));
    expect(rows).toHaveLength(0);
  });
});

describe("the live stream", () => {
  /** The `unread` events of a stream, as they come. */
  async function openStream(token: string | undefined) {
    const controller = new AbortController();
    const response = await fetch(`${api.url}/notifications/stream`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
    });
    const counts: number[] = [];
    const waiters: (() => void)[] = [];
    if (response.ok) {
      void (async () => {
        const decoder = new TextDecoder();
        let buffer = "";
        try {
          const reader = response.body!.getReader();
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            buffer += decoder.decode(value, { stream: true });
            let end;
            while ((end = buffer.indexOf("\n\n")) >= 0) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              const data = /^data: (.*)$/m.exec(block);
              if (/^event: unread$/m.test(block) && data) counts.push(JSON.parse(data[1]).unreadCount);
              waiters.splice(0).forEach((wake) => wake());
            }
          }
        } catch {
          // aborted
        }
      })();
    }
    const nextCount = async (index: number) => {
      const deadline = Date.now() + 1_000;
      while (counts.length <= index) {
        if (Date.now() > deadline) throw new Error(`no event ${index} within 1 s (got ${counts.join(",")})`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return counts[index];
    };
    return { response, nextCount, close: () => controller.abort() };
  }

  test("tells the count at once and a new notification within a second; read ones lower it", async () => {
    const user = await createVerifiedUser(api);
    await produce(user.userId, 1);
    const stream = await openStream(user.token);
    expect(stream.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    try {
      expect(await stream.nextCount(0)).toBe(1);
      await produce(user.userId, 1, 5);
      expect(await stream.nextCount(1)).toBe(2);
      await api.graphql(MARK_ALL, {}, { token: user.token });
      expect(await stream.nextCount(2)).toBe(0);
    } finally {
      stream.close();
    }
  });

  test("a signed-out request is refused", async () => {
    const stream = await openStream(undefined);
    expect(stream.response.status).toBe(401);
  });
});

describe("the shell's Manage Events", () => {
  const MANAGES = `query { user { me { managesEvents } } }`;
  test("false until the member creates an event", async () => {
    const user = await createVerifiedUser(api);
    expect((await api.graphql(MANAGES, {}, { token: user.token })).body.data.user.me.managesEvents).toBe(false);
    await createEvent(api, { createdByUserId: user.userId, status: "DRAFT" });
    expect((await api.graphql(MANAGES, {}, { token: user.token })).body.data.user.me.managesEvents).toBe(true);
  });

  test("true once the member is given a team role on someone else's event, not for attending one", async () => {
    const [user, host] = [await createVerifiedUser(api), await createVerifiedUser(api)];
    const { event } = await createEvent(api, { createdByUserId: host.userId });
    const db = api.platform.deps.db;
    const [row] = await db.insert(attendees).values({ eventId: event.id, userId: user.userId, state: "APPROVED" }).returning();
    expect((await api.graphql(MANAGES, {}, { token: user.token })).body.data.user.me.managesEvents).toBe(false);
    await db.update(attendees).set({ roles: ["CO_HOST"] }).where(eq(attendees.id, row.id));
    expect((await api.graphql(MANAGES, {}, { token: user.token })).body.data.user.me.managesEvents).toBe(true);
  });
});
