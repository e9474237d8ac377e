import type { Route } from "./+types/guests-csv";
import { getApi } from "~/.server/platform/request-context.server";
import { loadOrThrow } from "~/.server/platform/responses.server";

/** The guest list as CSV, streamed from the API as it is written (spec 2 §3 guest list export). */
export async function loader({ context, url, params, request }: Route.LoaderArgs) {
  return loadOrThrow(context, () => getApi(context).stream(`hosting/events/${encodeURIComponent(params.id)}/guests.csv`, { signal: request.signal, accept: "text/csv" }), url);
}
