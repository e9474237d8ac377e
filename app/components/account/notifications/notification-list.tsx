import { useFetcher } from "react-router";
import { notificationTexts as t, NOTIFICATIONS_PATH } from "~/lib/account/notifications/forms";
import { NotificationItem, type ShownNotification } from "./notification-item";

/** A list of notifications with "Mark all as read" (spec 1 §4); `back` is where the forms return without JavaScript. */
export function NotificationList({
  notifications,
  unreadCount,
  nowMs,
  back,
  emptyText = t.empty,
}: {
  notifications: ShownNotification[];
  unreadCount: number;
  nowMs: number;
  back: string;
  emptyText?: string;
}) {
  const allReader = useFetcher();
  const allRead = allReader.state !== "idle" || allReader.data !== undefined;
  const shown = allRead ? notifications.map((n) => ({ ...n, isRead: true })) : notifications;
  return (
    <div className="notification-list">
      {unreadCount > 0 && !allRead ? (
        <allReader.Form method="post" action={NOTIFICATIONS_PATH} className="notification-actions">
          <input type="hidden" name="intent" value="read-all" />
          <input type="hidden" name="back" value={back} />
          <button type="submit" className="button button-ghost">
            {t.markAllRead}
          </button>
        </allReader.Form>
      ) : null}
      {shown.length === 0 ? (
        <p className="muted notification-empty">{emptyText}</p>
      ) : (
        <ul className="notification-items">
          {shown.map((n) => (
            <NotificationItem key={`${n.id}:${n.isRead}`} notification={n} nowMs={nowMs} back={back} />
          ))}
        </ul>
      )}
    </div>
  );
}
