// The notification namespace (spec 1 §7): thin adapters over domain/inbox.ts.
import type { NotificationRow } from "./db.js";
import { cachedUnreadCount, listNotifications, markAllNotificationsRead, markNotificationRead } from "./domain/inbox.js";
import { cachedManagesEvents } from "./domain/managed-events.js";
import { DomainError } from "../../kernel/errors.js";
import { commonMessages } from "../../../contract/common/messages.js";
import { requireViewer } from "../../graphql/context.js";
import type { Resolvers } from "../../graphql/generated.js";

export function presentNotification(row: NotificationRow) {
  return {
    notificationId: row.id,
    type: row.type,
    isRead: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
    content: { defaultMessage: row.defaultMessage, defaultPayload: { notificationType: row.type } },
    customProperties: Object.entries(row.properties).map(([key, value]) => ({ key, value: String(value) })),
  };
}

export const notificationResolvers: Resolvers = {
  NotificationQuery: {
    async list(_parent, args, context) {
      const page = await listNotifications(context.deps.db, requireViewer(context).userId, args);
      return {
        nodes: page.nodes.map(presentNotification),
        pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
        totalCount: await page.totalCount(),
      };
    },
    unreadCount(_parent, _args, context) {
      return cachedUnreadCount(context.deps, requireViewer(context).userId);
    },
  },
  NotificationMutation: {
    async markRead(_parent, { notificationId }, context) {
      const row = await markNotificationRead(context.deps.db, requireViewer(context).userId, notificationId, context.deps.clock());
      return presentNotification(row);
    },
    markAllRead(_parent, _args, context) {
      return markAllNotificationsRead(context.deps.db, requireViewer(context).userId, context.deps.clock());
    },
  },
  User: {
    managesEvents(parent, _args, context) {
      // Personal, like the rest of the viewer's own user.
      if (parent.id !== requireViewer(context).userId) throw new DomainError("AUTH_NOT_AUTHORIZED", commonMessages.notAuthorized);
      return cachedManagesEvents(context.deps, parent.id);
    },
  },
};
