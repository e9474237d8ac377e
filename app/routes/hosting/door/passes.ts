import type { Route } from "./+types/passes";
import { offlinePasses } from "~/.server/hosting/door/passes.server";

/** GET: the zone's passes (hashes) for scanning offline, as JSON for the door page's script. */
export function loader({ context, url, params }: Route.LoaderArgs) {
  return offlinePasses(context, url, params.id);
}
