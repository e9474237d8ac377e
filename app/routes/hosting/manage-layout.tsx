import { NavLink, Outlet, useLoaderData } from "react-router";
import type { Route } from "./+types/manage-layout";
import { loadManagedEvent } from "~/.server/hosting/manage.server";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { sectionsFor } from "~/lib/hosting/manage-nav";
import { CLUB_EVENT_SECTIONS, manageEventPath, managedEventsPath } from "~/lib/clubs/event-paths";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = {
  title: (data) =>
    `Manage/${(data as { managed?: { event: { displayName: string } } } | undefined)?.managed?.event.displayName ?? "Event"}`,
  // The list the event is managed from: the host's, or the club's in its manager area.
  backTo: (data) => managedEventsPath((data as { clubId?: string } | undefined)?.clubId),
};
export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `Manage ${data.managed.event.displayName}` : "Manage event" },
  { name: "robots", content: "noindex" },
];

/**
 * Every /rep-club/events/{id}/* page: the event's name and its sections. 404 unless the viewer is on its team.
 * In a club's manager area (/my/rep-clubs/{club_id}/events/{id}/*): 404 unless the event is the club's and the
 * viewer may manage the club's events; the club registers fewer sections.
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const clubId = "club_id" in params ? params.club_id : undefined;
  return { clubId, managed: await loadManagedEvent(context, url, params.id, clubId) };
}

export default function ManageLayout() {
  const { clubId, managed } = useLoaderData<typeof loader>();
  const id = managed.event.eventId;
  const base = manageEventPath(clubId, id);
  const sections = sectionsFor(managed.actions).filter((section) => !clubId || CLUB_EVENT_SECTIONS.includes(section.path));
  return (
    <section className="stack-lg manage">
      <header className="stack-sm">
        <p className="eyebrow">Manage event</p>
        <h1>{managed.event.displayName}</h1>
      </header>
      <nav aria-label="Event management">
        <ul className="tabs manage-tabs">
          {sections.map((section) => (
            <li key={section.path}>
              <NavLink
                end
                to={section.path ? `${base}/${section.path}` : base}
                className={({ isActive }) => `tab${isActive ? " tab-active" : ""}`}
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
