import { useEffect, useRef } from "react";
import { Form, useFetcher } from "react-router";
import { Avatar } from "~/components/ui/avatar";
import { useHydrated } from "~/hooks/use-hydrated";
import { useMediaSrc } from "~/hooks/use-media-src";
import { notificationTexts as t, NOTIFICATIONS_PATH } from "~/lib/account/notifications/forms";
import type { PresentedNotification } from "~/lib/account/notifications/present";
import { timeAgo } from "~/lib/account/notifications/time-ago";
import { NOTIFICATION_HOVER_READ_MS } from "../../../../contract/account/notifications-messages";

export interface ShownNotification extends PresentedNotification {
  id: string;
  isRead: boolean;
  createdAt: string;
}

/**
 * One notification (spec 1 §4): opening it reads it and goes to its page; the dot reads it
 * in place; with JavaScript, resting the pointer on it for 2 s reads it too. Each is a form.
 */
export function NotificationItem({ notification: n, nowMs, back }: { notification: ShownNotification; nowMs: number; back: string }) {
  const reader = useFetcher();
  const hydrated = useHydrated();
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const read = n.isRead || reader.state !== "idle" || reader.data !== undefined;
  const readNow = () => {
    if (read) return;
    void reader.submit({ intent: "read", notificationId: n.id, js: "1" }, { method: "post", action: NOTIFICATIONS_PATH });
  };
  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  return (
    <li
      className={`notification ${read ? "" : "notification-unread"}`}
      onPointerEnter={() => {
        if (!read) hoverTimer.current = setTimeout(readNow, NOTIFICATION_HOVER_READ_MS);
      }}
      onPointerLeave={() => clearTimeout(hoverTimer.current)}
    >
      <Form method="post" action={NOTIFICATIONS_PATH} className="notification-open">
        <input type="hidden" name="intent" value="open" />
        <input type="hidden" name="notificationId" value={n.id} />
        {n.href ? <input type="hidden" name="to" value={n.href} /> : null}
        <button type="submit" className="notification-body">
          <NotificationPicture notification={n} />
          <span className="notification-text">
            <span>{n.text}</span>
            <time dateTime={n.createdAt} className="muted">
              {timeAgo(n.createdAt, nowMs)}
            </time>
          </span>
        </button>
      </Form>
      {read ? null : (
        <reader.Form method="post" action={NOTIFICATIONS_PATH} className="notification-dot-form">
          <input type="hidden" name="intent" value="read" />
          <input type="hidden" name="notificationId" value={n.id} />
          <input type="hidden" name="back" value={back} />
          {hydrated ? <input type="hidden" name="js" value="1" /> : null}
          <button type="submit" className="notification-dot" aria-label={`${t.markRead}: ${n.text}`} title={t.markRead} />
        </reader.Form>
      )}
    </li>
  );
}

function NotificationPicture({ notification: n }: { notification: ShownNotification }) {
  const mediaSrc = useMediaSrc();
  if (n.person) {
    return (
      <span className="notification-picture">
        <Avatar url={n.person.avatarUrl} size={36} />
        {n.person.isVerified ? (
          <span className={`verified-badge ${n.person.tier === "PREMIUM" ? "verified-premium" : ""}`}>
            <span aria-hidden="true">✓</span>
            <span className="visually-hidden">{n.person.tier === "PREMIUM" ? "Premium" : "Verified"}</span>
          </span>
        ) : null}
      </span>
    );
  }
  const imageSrc = mediaSrc(n.imageUrl);
  return imageSrc ? (
    <img className="notification-picture avatar" src={imageSrc} alt="" width={36} height={36} loading="lazy" />
  ) : (
    <span className="notification-picture avatar avatar-initials" aria-hidden="true">
      •
    </span>
  );
}
