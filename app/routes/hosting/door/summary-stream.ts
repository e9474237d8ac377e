import type { Route } from "./+types/summary-stream";
import { summaryStream } from "~/.server/hosting/door/summary.server";

/** GET: the checked-in summary as server-sent events, passed through from the API. */
export function loader({ context, url, params, request }: Route.LoaderArgs) {
  return summaryStream(context, url, params.id, request.signal);
}
