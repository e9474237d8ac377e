// The notification forms (spec 1 §4): open one (read, then go to it), read one (the dot, or
// hovering 2 s), read all. One schema for the browser and the action.
import { z } from "zod";
import { NOTIFICATION_FILTERS, type NotificationFilter } from "../../../../contract/account/notifications-messages";

export const NOTIFICATIONS_PATH = "/notifications";

export const notificationFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("open"), notificationId: z.string().min(1), to: z.string().optional() }),
  z.object({ intent: z.literal("read"), notificationId: z.string().min(1), back: z.string().optional() }),
  z.object({ intent: z.literal("read-all"), back: z.string().optional() }),
]);
export type NotificationForm = z.infer<typeof notificationFormSchema>;

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
