import type { Route } from "./+types/invite-people";
import { pickerLookup } from "~/.server/hosting/guests/invite.server";
import { loadOrThrow } from "~/.server/platform/responses.server";
import { guardClubEvent } from "~/.server/clubs/club-events.server";

/** JSON for the e-mail picker dialog: ?email= checks an address, ?q= searches members by name. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  await guardClubEvent(context, url, params);
  const answer = await loadOrThrow(context, () => pickerLookup(context, url, params.id), url);
  return Response.json(answer, { headers: { "Cache-Control": "private, no-store" } });
}
