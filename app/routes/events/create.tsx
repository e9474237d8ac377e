import { href, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/create";
import { loadNewEventForm, saveEventInfo } from "~/.server/events/editor.server";
import { guardClubEvents } from "~/.server/clubs/club-events.server";
import { EventInfoForm } from "~/components/events/event-info-form";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Events/Create event", backTo: href("/events") };
export const meta: Route.MetaFunction = () => [{ title: "Create event" }, { name: "robots", content: "noindex" }];

/**
 * The event editor for a new event (spec 2 §2, `?tab=info`): saving creates a draft. Also in a
 * club's manager area (/my/rep-clubs/{club_id}/events/create): the event then belongs to the club.
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  await guardClubEvents(context, url, clubOf(params));
  return loadNewEventForm(context, url);
}

export async function action({ request, context, url, params }: Route.ActionArgs) {
  const clubId = clubOf(params);
  await guardClubEvents(context, url, clubId);
  return saveEventInfo(context, request, url, null, clubId);
}

function clubOf(params: Route.LoaderArgs["params"]): string | undefined {
  return "club_id" in params ? params.club_id : undefined;
}

export default function CreateEvent() {
  const { defaults, imageUrl, timeZones } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>()?.result;
  return (
    <section className="stack card narrow">
      <h1>Create event</h1>
      <p className="muted">Your event is saved as a draft that only you and your co-hosts see, until you publish it.</p>
      <EventInfoForm defaults={defaults} imageUrl={imageUrl} timeZones={timeZones} lastResult={result} isNew submitLabel="Create event" />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
