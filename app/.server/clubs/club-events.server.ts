// The club manager area's guard for the shared event pages (ADR 0028): with a club_id in the
// URL, the viewer must be allowed to manage the club's events and the event must be the club's;
// otherwise the page (and its action) answers 404. Without a club_id, nothing is checked here:
// the host's pages keep their own guards.
import type { RouterContextProvider } from "react-router";
import { loadManagedEvent } from "~/.server/hosting/manage.server";
import { getApi } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { loadOrThrow, toResponse } from "~/.server/platform/responses.server";
import { ApiError } from "~/.server/platform/api-errors.server";
import { ClubByIdDocument } from "~/graphql/generated";
import { clubMessages } from "../../../contract/clubs/messages";

type Ctx = Readonly<RouterContextProvider>;

/** An event page in a club's manager area: 404 unless the event is the club's and the viewer manages its events. */
export async function guardClubEvent(context: Ctx, url: URL, params: { club_id?: string; id?: string }): Promise<void> {
  if (!params.club_id || !params.id) return;
  await loadManagedEvent(context, url, params.id, params.club_id);
}

/** A page of the club's events as a whole (the list, create, revenue): 404 unless the viewer may manage the club's events. */
export async function guardClubEvents(context: Ctx, url: URL, clubId: string | undefined): Promise<void> {
  if (!clubId) return;
  requireUser(context, url);
  const { club } = await loadOrThrow(context, () => getApi(context).query(ClubByIdDocument, { clubId }), url);
  if (!club.byId.myPermissions.includes("MANAGE_EVENTS")) {
    throw toResponse(context, new ApiError("NOT_FOUND", clubMessages.notFound, 404), url);
  }
}
