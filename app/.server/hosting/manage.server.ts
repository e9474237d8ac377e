// The management pages' reads: the events a member manages and one of them (the layout).
// The API decides who is on an event's team; unknown ids and outsiders get the 404 page.
import type { RouterContextProvider } from "react-router";
import { getApi } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { loadOrThrow } from "~/.server/platform/responses.server";
import { ManagedEventDocument, ManagedEventsDocument } from "~/graphql/generated";

type Ctx = Readonly<RouterContextProvider>;

export async function loadManagedEvents(context: Ctx, url: URL) {
  requireUser(context, url);
  const { event } = await loadOrThrow(context, () => getApi(context).query(ManagedEventsDocument, {}), url);
  return event.managed;
}

export async function loadManagedEvent(context: Ctx, url: URL, id: string) {
  requireUser(context, url);
  const { event } = await loadOrThrow(context, () => getApi(context).query(ManagedEventDocument, { slugOrId: id }), url);
  return event.managedEvent;
}

/** What the management layout's loader gives its pages (useRouteLoaderData(MANAGE_LAYOUT_ID)). */
export type ManageLayoutData = { managed: Awaited<ReturnType<typeof loadManagedEvent>> };
