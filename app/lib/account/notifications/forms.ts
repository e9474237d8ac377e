// The notification screens' paths, tabs and texts (spec 1 §4). The forms' schema is in
// ./schema.ts, apart, so the bell in every signed-in page does not bring zod to the browser.
import { NOTIFICATION_FILTERS, type NotificationFilter } from "../../../../contract/account/notifications-messages";

export const NOTIFICATIONS_PATH = "/notifications";

export const notificationTabs = Object.keys(NOTIFICATION_FILTERS) as NotificationFilter[];

/** The tab a URL asks for (?tab=Requests); anything else is All. */
export function tabOf(url: URL): NotificationFilter {
  const tab = url.searchParams.get("tab");
  return notificationTabs.find((name) => name === tab) ?? "All";
}

export function notificationsPath(tab: NotificationFilter, after?: string | null): string {
  const query = new URLSearchParams();
  if (tab !== "All") query.set("tab", tab);
  if (after) query.set("after", after);
  const search = query.toString();
  return search ? `${NOTIFICATIONS_PATH}?${search}` : NOTIFICATIONS_PATH;
}

/** Screen texts: the spec's words where it has them (spec 1 §2.4, §4), ours otherwise. */
export const notificationTexts = {
  title: "Notifications",
  activity: "Activity",
  markAllRead: "Mark all as read",
  markRead: "Mark as read",
  allMarkedRead: "All notifications are marked as read.",
  empty: "No notifications yet.",
  emptyTab: "Nothing here yet.",
  newer: "Newest",
  older: "Older",
  seeAll: "See all notifications",
  unread: "Unread",
  bell: (count: number) => (count === 0 ? "Notifications" : `Notifications, ${count} unread`),
} as const;
