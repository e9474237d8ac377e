import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { BellIcon } from "~/components/ui/icons";
import { useHydrated } from "~/hooks/use-hydrated";
import { notificationTexts as t, NOTIFICATIONS_PATH } from "~/lib/account/notifications/forms";
import { NOTIFICATION_POLL_MS } from "../../../../contract/account/notifications-messages";
import type { loader as notificationsLoader } from "~/routes/account/notifications/index";

// The list is fetched with its data when the bell is first opened: pages whose bell stays
// closed (and every signed-out page, which has no bell) do not download it.
const loadNotificationList = () => import("./notification-list");
const NotificationList = lazy(() => loadNotificationList().then((module) => ({ default: module.NotificationList })));

const LIVE_PATH = "/notifications/live";

/**
 * The header's bell (spec 1 §2.4, §4). Without JavaScript: a link to /notifications with the
 * unread count. With it: a button opening the latest 10 in a popover, the count kept live by
 * server-sent events, or by polling every 5 s when the stream cannot be opened.
 */
export function NotificationBell({ unreadCount }: { unreadCount: number }) {
  const hydrated = useHydrated();
  const live = useLiveCount(unreadCount, hydrated);
  const count = Math.max(0, live);
  const label = t.bell(count);
  const badge = count > 0 ? <span className="bell-count" aria-hidden="true">{count > 99 ? "99+" : count}</span> : null;
  if (!hydrated) {
    return (
      <Link to={NOTIFICATIONS_PATH} className="icon-button bell" aria-label={label}>
        <BellIcon />
        {badge}
      </Link>
    );
  }
  return <BellPopover label={label} badge={badge} count={count} />;
}

function BellPopover({ label, badge, count }: { label: string; badge: React.ReactNode; count: number }) {
  const location = useLocation();
  // Open for one location only: any navigation (opening a notification) closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const setOpen = (value: boolean) => setOpenAt(value ? location.key : null);
  const list = useFetcher<typeof notificationsLoader>();
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  // Load (again) when opened and whenever the count changes while open.
  useEffect(() => {
    if (!open) return;
    // The list's code comes while its data does, not after.
    void loadNotificationList();
    void list.load(NOTIFICATIONS_PATH);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, count]);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !root.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener("keydown", close);
    document.addEventListener("pointerdown", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("pointerdown", close);
    };
  }, [open]);

  return (
    <div className="bell-wrap" ref={root}>
      <button type="button" className="icon-button bell" aria-label={label} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <BellIcon />
        {badge}
      </button>
      {open ? (
        <section id={panelId} className="bell-panel" aria-label={t.title}>
          <h2 className="bell-title">{t.title}</h2>
          <Suspense fallback={<p className="muted">Loading…</p>}>
            {list.data ? (
              <NotificationList
                notifications={list.data.notifications}
                unreadCount={list.data.unreadCount}
                nowMs={list.data.nowMs}
                back={location.pathname + location.search}
              />
            ) : (
              <p className="muted">Loading…</p>
            )}
          </Suspense>
          <Link to={NOTIFICATIONS_PATH} className="bell-all">
            {t.seeAll}
          </Link>
        </section>
      ) : null}
    </div>
  );
}

/** The server's count, replaced by what the stream (or the polling) says since. */
function useLiveCount(serverCount: number, hydrated: boolean): number {
  const [live, setLive] = useState<{ count: number; base: number } | null>(null);
  const server = useRef(serverCount);
  useEffect(() => {
    server.current = serverCount;
  }, [serverCount]);
  useEffect(() => {
    if (!hydrated) return;
    let poll: ReturnType<typeof setInterval> | undefined;
    const update = (count: number) => setLive({ count, base: server.current });
    const startPolling = () => {
      if (poll) return;
      poll = setInterval(async () => {
        const answer = await fetch(LIVE_PATH, { headers: { Accept: "application/json" } }).catch(() => null);
        const body = answer?.ok ? ((await answer.json()) as { unreadCount: number | null }) : null;
        if (typeof body?.unreadCount === "number") update(body.unreadCount);
      }, NOTIFICATION_POLL_MS);
    };
    if (typeof EventSource === "undefined") {
      startPolling();
      return () => clearInterval(poll);
    }
    const source = new EventSource(LIVE_PATH);
    source.addEventListener("unread", (event) => update(JSON.parse((event as MessageEvent<string>).data).unreadCount));
    // A stream that cannot be (re)opened: poll instead (spec 1 §7).
    source.addEventListener("error", () => {
      if (source.readyState === EventSource.CLOSED) startPolling();
    });
    return () => {
      source.close();
      clearInterval(poll);
    };
  }, [hydrated]);
  // A newer server count (after a revalidation) wins over an older live one.
  return live && live.base === serverCount ? live.count : serverCount;
}
