import { data } from "react-router";
import type { Route } from "./+types/live";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { ApiError } from "~/.server/platform/api-errors.server";
import { NotificationCountDocument } from "~/graphql/generated";

/**
 * The bell's live count. EventSource asks for text/event-stream: the API's stream passed
 * through (api/account/notifications/http/router.ts). Anything else (the 5 s polling that
 * stands in when the stream fails, spec 1 §7) gets { unreadCount } as JSON.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const noStore = { "Cache-Control": "private, no-store" };
  if (!getSession(context).user) return data({ unreadCount: null }, { status: 401, headers: noStore });
  const api = getApi(context);
  try {
    if (request.headers.get("Accept")?.includes("text/event-stream")) {
      return await api.stream("notifications/stream", { signal: request.signal, accept: "text/event-stream" });
    }
    const { notification } = await api.query(NotificationCountDocument);
    return data({ unreadCount: notification.unreadCount }, { headers: noStore });
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 503;
    return data({ unreadCount: null }, { status, headers: noStore });
  }
}
