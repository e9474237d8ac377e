// The zone's passes for scanning offline (hashes, never passes), as JSON for the door page's script.
import { data, type RouterContextProvider } from "react-router";
import { getApi } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { loadOrThrow } from "~/.server/platform/responses.server";
import { DoorPassesDocument } from "~/graphql/generated";
import { ZONE_PARAM } from "~/lib/hosting/door/paths";

export async function offlinePasses(context: Readonly<RouterContextProvider>, url: URL, eventId: string) {
  requireUser(context, url);
  const zoneId = url.searchParams.get(ZONE_PARAM) || null;
  const { event } = await loadOrThrow(context, () => getApi(context).query(DoorPassesDocument, { eventId, zoneId }), url);
  return data({ passes: event.doorPasses }, { headers: { "Cache-Control": "no-store" } });
}
