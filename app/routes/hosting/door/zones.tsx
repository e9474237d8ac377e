import { href, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/zones";
import { deleteZoneAction, loadZones, saveZoneAction } from "~/.server/hosting/door/zones.server";
import { ZoneEditor } from "~/components/hosting/door/zone-form";
import { ZoneList } from "~/components/hosting/door/zone-list";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { doorTexts } from "~/lib/hosting/door/texts";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Events/Scanning zones", backTo: href("/events") };
export const meta: Route.MetaFunction = () => [{ title: doorTexts.zonesTitle }, { name: "robots", content: "noindex" }];

/** Spec 2 §3 scanning zones: the event's editors add, change and delete them. */
export function loader({ context, url, params }: Route.LoaderArgs) {
  return loadZones(context, url, params.id);
}

export async function action({ request, context, url, params }: Route.ActionArgs) {
  const formData = await request.formData();
  if (formData.get("intent") === "delete") return deleteZoneAction(context, formData, url, params.id);
  return saveZoneAction(context, formData, url, params.id);
}

export default function DoorZonesPage() {
  const { door, zones, editing } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const lastResult = actionData && "result" in actionData ? actionData.result : undefined;
  const path = href("/rep-club/events/:id/door/zones", { id: door.eventId });
  return (
    <section className="stack door-page">
      <header className="stack-sm">
        <h2>{doorTexts.zonesTitle}</h2>
        <p className="muted">{door.displayName}</p>
      </header>
      <ZoneList zones={zones} ticketTypes={door.ticketTypes} editPath={(zoneId) => `${path}?zone=${encodeURIComponent(zoneId)}`} />
      <ZoneEditor
        key={`${editing?.zoneId ?? "new"}-${zones.length}`}
        ticketTypes={door.ticketTypes}
        editing={editing}
        lastResult={lastResult}
        cancelPath={path}
      />
      <nav className="row door-links" aria-label="Door pages">
        <Link to={href("/rep-club/events/:id/door", { id: door.eventId })}>{doorTexts.doorLink}</Link>
      </nav>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
