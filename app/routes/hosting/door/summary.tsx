import { href, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/summary";
import { loadSummary } from "~/.server/hosting/door/summary.server";
import { SummaryTable } from "~/components/hosting/door/summary-table";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { doorTexts } from "~/lib/hosting/door/texts";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Events/Checked in", backTo: href("/events") };
export const meta: Route.MetaFunction = () => [{ title: doorTexts.summaryTitle }, { name: "robots", content: "noindex" }];

/** Spec 2 §7 checked-in summary: per zone and in all, live with JavaScript; door staff only. */
export function loader({ context, url, params }: Route.LoaderArgs) {
  return loadSummary(context, url, params.id);
}

export default function DoorSummaryPage() {
  const { door, summary } = useLoaderData<typeof loader>();
  const base = { id: door.eventId };
  return (
    <section className="stack door-page">
      <header className="stack-sm">
        <h2>{doorTexts.summaryTitle}</h2>
        <p className="muted">{door.displayName}</p>
      </header>
      <SummaryTable
        initial={summary}
        streamPath={href("/rep-club/events/:id/door/summary/stream", base)}
        refreshPath={href("/rep-club/events/:id/door/summary", base)}
        headingLevel={3}
      />
      <nav className="row door-links" aria-label="Door pages">
        <Link to={href("/rep-club/events/:id/door", base)}>{doorTexts.doorLink}</Link>
      </nav>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
