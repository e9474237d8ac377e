import type { Route } from "./+types/attendees-csv";
import { exportResponse } from "~/.server/hosting/exports.server";

/** GET: the attendees of the event as CSV (spec 2 §3 Export), streamed; for those who may export. */
export function loader({ context, request, url, params }: Route.LoaderArgs) {
  return exportResponse(context, request, url, params.id, "attendees");
}
