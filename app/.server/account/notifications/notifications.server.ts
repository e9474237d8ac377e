// The notifications page and every notification form (the bell's too) go through here.
// Without JavaScript a form redirects (back, or to the opened notification's page); with it
// (a fetcher) the answer is data and the page revalidates.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { loadOrThrow, refusalOrThrow, refusalStatus } from "~/.server/platform/responses.server";
import { MarkAllNotificationsReadDocument, MarkNotificationReadDocument, NotificationsDocument } from "~/graphql/generated";
import { notificationTexts, NOTIFICATIONS_PATH, tabOf } from "~/lib/account/notifications/forms";
import { notificationFormSchema } from "~/lib/account/notifications/schema";
import { presentNotification, propertiesOf } from "~/lib/account/notifications/present";
import { safeRedirect } from "~/lib/safe-redirect";
import { NOTIFICATION_FILTERS, NOTIFICATION_PAGE_SIZE } from "../../../../contract/account/notifications-messages";

type Ctx = Readonly<RouterContextProvider>;

/** A page of the viewer's notifications for the tab and cursor in the URL, ready to show. */
export async function loadNotifications(context: Ctx, url: URL) {
  const tab = tabOf(url);
  const after = url.searchParams.get("after") || null;
  const types = NOTIFICATION_FILTERS[tab];
  const { notification } = await loadOrThrow(
    context,
    () => getApi(context).query(NotificationsDocument, { first: NOTIFICATION_PAGE_SIZE, after, types: types ? [...types] : null }),
    url,
  );
  return {
    tab,
    after,
    unreadCount: notification.unreadCount,
    nextCursor: notification.list.pageInfo.hasNextPage ? notification.list.pageInfo.endCursor : null,
    notifications: notification.list.nodes.map((node) => ({
      id: node.notificationId,
      isRead: node.isRead,
      createdAt: node.createdAt,
      ...presentNotification(node.type, propertiesOf(node.customProperties)),
    })),
  };
}
export type LoadedNotification = Awaited<ReturnType<typeof loadNotifications>>["notifications"][number];

export async function notificationAction(context: Ctx, request: Request, url: URL) {
  const formData = await request.formData();
  const viaFetcher = formData.get("js") === "1";
  const submission = parseWithZod(formData, { schema: notificationFormSchema });
  if (submission.status !== "success") return data({ ok: false as const, error: "Please try again." }, { status: 400 });
  const form = submission.value;
  const api = getApi(context);
  const back = safeRedirect("back" in form ? form.back : undefined, NOTIFICATIONS_PATH);
  try {
    if (form.intent === "read-all") {
      await api.query(MarkAllNotificationsReadDocument);
      if (viaFetcher) return data({ ok: true as const, error: null });
      getSession(context).flash({ kind: "success", message: notificationTexts.allMarkedRead });
      return redirect(back);
    }
    await api.query(MarkNotificationReadDocument, { notificationId: form.notificationId });
    if (form.intent === "open") return redirect(safeRedirect(form.to, NOTIFICATIONS_PATH));
    return viaFetcher ? data({ ok: true as const, error: null }) : redirect(back);
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    if (viaFetcher) return data({ ok: false as const, error: refusal.message }, { status: refusalStatus(refusal) });
    getSession(context).flash({ kind: "danger", message: refusal.message });
    return redirect(back);
  }
}
