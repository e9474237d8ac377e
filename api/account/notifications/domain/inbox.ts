// A member's notifications (spec 1 §4, §7): newest first in cursor pages, the unread count,
// marking one or all read. Every function takes the viewer: nobody reads another's.
import { and, count, desc, eq, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { readThrough } from "../../../cache/read-cache.js";
import { badUserInput, notFound } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import { notifications, type NotificationRow } from "../db.js";
import { decodeInstantCursor, encodeInstantCursor } from "../../../kernel/instant-cursor.js";
import {
  NOTIFICATION_MAX_PAGE_SIZE,
  NOTIFICATION_PAGE_SIZE,
  notificationMessages,
  type NotificationType,
} from "../../../../contract/account/notifications-messages.js";

export interface InboxQuery {
  first?: number | null;
  after?: string | null;
  isRead?: boolean | null;
  notificationTypes?: readonly NotificationType[] | null;
}

export interface InboxPage {
  nodes: NotificationRow[];
  hasNextPage: boolean;
  endCursor: string | null;
  /** Counted only when asked. */
  totalCount: () => Promise<number>;
}

export async function listNotifications(db: Database, viewerId: string, query: InboxQuery): Promise<InboxPage> {
  const first = query.first ?? NOTIFICATION_PAGE_SIZE;
  if (!Number.isInteger(first) || first < 1 || first > NOTIFICATION_MAX_PAGE_SIZE) {
    throw badUserInput(notificationMessages.invalidPageSize, { first: notificationMessages.invalidPageSize });
  }
  const filter = filterOf(viewerId, query);
  const after = query.after ? decodeCursor(query.after) : null;
  const where = after
    ? and(
        filter,
        or(lt(notifications.createdAt, after.createdAt), and(eq(notifications.createdAt, after.createdAt), lt(notifications.id, after.id))),
      )
    : filter;
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(first + 1);
  const nodes = rows.slice(0, first);
  const last = nodes.at(-1);
  return {
    nodes,
    hasNextPage: rows.length > first,
    endCursor: last ? encodeCursor(last) : null,
    totalCount: async () => {
      const [row] = await db.select({ n: count() }).from(notifications).where(filter);
      return row?.n ?? 0;
    },
  };
}

function filterOf(viewerId: string, query: InboxQuery): SQL | undefined {
  return and(
    eq(notifications.recipientUserId, viewerId),
    query.isRead === true ? sql`${notifications.readAt} is not null` : query.isRead === false ? isNull(notifications.readAt) : undefined,
    query.notificationTypes?.length ? inArray(notifications.type, [...query.notificationTypes]) : undefined,
  );
}

/**
 * The bell's number on every signed-in page: through the read cache when there is one, kept
 * until the viewer's notifications change (their trigger announces `notification:<id>`).
 */
export function cachedUnreadCount(deps: Pick<DomainDeps, "db" | "cache">, viewerId: string): Promise<number> {
  return readThrough(deps.cache, `unread-notifications:${viewerId}`, () => unreadCount(deps.db, viewerId), () => [`notification:${viewerId}`]);
}

export async function unreadCount(db: Database, viewerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.recipientUserId, viewerId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one of the viewer's notifications read (again: no change). NOT_FOUND for anyone else's. */
export async function markNotificationRead(db: Database, viewerId: string, notificationId: string, now: Date): Promise<NotificationRow> {
  if (!isUuid(notificationId)) throw notFound(notificationMessages.notFound);
  const mine = and(eq(notifications.id, notificationId), eq(notifications.recipientUserId, viewerId));
  const [updated] = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(mine, isNull(notifications.readAt)))
    .returning();
  if (updated) return updated;
  const [existing] = await db.select().from(notifications).where(mine);
  if (!existing) throw notFound(notificationMessages.notFound);
  return existing;
}

/** Marks every unread notification of the viewer read; answers how many changed. */
export async function markAllNotificationsRead(db: Database, viewerId: string, now: Date): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.recipientUserId, viewerId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return updated.length;
}

const encodeCursor = (row: NotificationRow) => encodeInstantCursor(row);
const decodeCursor = (cursor: string) => decodeInstantCursor(cursor, notificationMessages.invalidCursor);
