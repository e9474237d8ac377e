// The checked-in summary on the server: figures at load, and the live stream passed through from the API.
import type { RouterContextProvider } from "react-router";
import { getApi } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { loadOrThrow } from "~/.server/platform/responses.server";
import { DoorSummaryDocument } from "~/graphql/generated";

type Ctx = Readonly<RouterContextProvider>;

export async function loadSummary(context: Ctx, url: URL, eventId: string) {
  requireUser(context, url);
  const { event } = await loadOrThrow(context, () => getApi(context).query(DoorSummaryDocument, { eventId }), url);
  return { door: event.door, summary: event.checkedInSummary };
}

/** The API's server-sent events of the summary, passed through to the browser; ends when the browser goes. */
export async function summaryStream(context: Ctx, url: URL, eventId: string, signal: AbortSignal): Promise<Response> {
  requireUser(context, url);
  const response = await loadOrThrow(
    context,
    () => getApi(context).stream(`hosting/door/${encodeURIComponent(eventId)}/summary/stream`, { signal, accept: "text/event-stream" }),
    url,
  );
  response.headers.set("Cache-Control", "no-store");
  return response;
}
