// The event a management page is about: its name and what the viewer may do on it. Unknown
// or hidden events are the 404 page; events the viewer may see but not manage, 403.
import { data, type RouterContextProvider } from "react-router";
import { getApi } from "~/.server/platform/request-context.server";
import { loadOrThrow } from "~/.server/platform/responses.server";
import { GuestsManagedEventDocument, type GuestsManagedEventQuery } from "~/graphql/generated";

type Ctx = Readonly<RouterContextProvider>;
export type ManagedEvent = GuestsManagedEventQuery["event"]["bySlugOrId"];
type Action = NonNullable<ManagedEvent["my"]>["actions"][number];

export async function loadManagedEvent(context: Ctx, url: URL, eventId: string, ...anyOf: Action[]): Promise<ManagedEvent> {
  const { event } = await loadOrThrow(context, () => getApi(context).query(GuestsManagedEventDocument, { eventId }), url);
  const managed = event.bySlugOrId;
  const actions = managed.my?.actions ?? [];
  if (!anyOf.some((action) => actions.includes(action))) throw data("You don't have access to this page.", { status: 403 });
  return managed;
}
