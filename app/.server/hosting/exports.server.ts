// The CSV exports, passed through from the API as they stream (EXPORT_ATTENDEES).
import type { RouterContextProvider } from "react-router";
import { getApi } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { loadOrThrow } from "~/.server/platform/responses.server";

export type ExportKind = "attendees" | "tickets";

export async function exportResponse(context: Readonly<RouterContextProvider>, request: Request, url: URL, id: string, kind: ExportKind) {
  requireUser(context, url);
  return loadOrThrow(
    context,
    () => getApi(context).stream(`hosting/events/${encodeURIComponent(id)}/${kind}.csv`, { signal: request.signal, accept: "text/csv" }),
    url,
  );
}
