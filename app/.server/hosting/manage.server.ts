// The management pages' reads: the events a member manages and one of them (the layout).
// The API decides who is on an event's team; unknown ids and outsiders get the 404 page.
import type { RouterContextProvider } from "react-router";
import { getApi } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { loadOrThrow } from "~/.server/platform/responses.server";
import { ManagedEventDocument, ManagedEventsDocument } from "~/graphql/generated";

type Ctx = Readonly<RouterContextProvider>;

/** With a club (the club manager area, ADR 0028): the club's events; 404 unless the viewer may manage them. */
export async function loadManagedEvents(context: Ctx, url: URL, clubId?: string) {
  requireUser(context, url);
  const { event } = await loadOrThrow(context, () => getApi(context).query(ManagedEventsDocument, { clubId: clubId ?? null }), url);
  return event.managed;
}

/** With a club: 404 unless the event is the club's and the viewer may manage the club's events. */
export async function loadManagedEvent(context: Ctx, url: URL, id: string, clubId?: string) {
  requireUser(context, url);
  const { event } = await loadOrThrow(context, () => getApi(context).query(ManagedEventDocument, { slugOrId: id, clubId: clubId ?? null }), url);
  return event.managedEvent;
}

/** What the management layout's loader gives its pages (useRouteLoaderData(MANAGE_LAYOUT_ID)). */
export type ManageLayoutData = { managed: Awaited<ReturnType<typeof loadManagedEvent>> };
