import { data, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/index";
import { loadNotifications, notificationAction } from "~/.server/account/notifications/notifications.server";
import { NotificationList } from "~/components/account/notifications/notification-list";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { notificationsPath, notificationTabs, notificationTexts as t } from "~/lib/account/notifications/forms";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: t.title };

export const meta: Route.MetaFunction = () => [{ title: t.title }, { name: "robots", content: "noindex" }];

/** The member's notifications, newest first, by activity tab, ten a page (spec 1 §2.4, §4, §9). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = await loadNotifications(context, url);
  return data({ ...page, nowMs: Date.now(), back: url.pathname + url.search }, { headers: { "Cache-Control": "private, no-store" } });
}

/** Every notification form posts here: open, read (the dot, or hovering), read all. */
export function action({ request, context, url }: Route.ActionArgs) {
  return notificationAction(context, request, url);
}

export default function NotificationsPage() {
  const { tab, after, notifications, unreadCount, nextCursor, nowMs, back } = useLoaderData<typeof loader>();
  return (
    <div className="page notifications-page">
      <h1>{t.title}</h1>
      <nav aria-label={t.activity} className="tabs notification-tabs">
        {notificationTabs.map((name) => (
          <Link key={name} to={notificationsPath(name)} className={`tab ${name === tab ? "tab-active" : ""}`} aria-current={name === tab ? "page" : undefined}>
            {name}
          </Link>
        ))}
      </nav>
      <NotificationList
        notifications={notifications}
        unreadCount={unreadCount}
        nowMs={nowMs}
        back={back}
        emptyText={tab === "All" && !after ? t.empty : t.emptyTab}
      />
      {after || nextCursor ? (
        <nav aria-label="Pages" className="pager notification-pager">
          {after ? <Link to={notificationsPath(tab)}>{t.newer}</Link> : null}
          {nextCursor ? (
            <Link to={notificationsPath(tab, nextCursor)} rel="next">
              {t.older}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
