import { Form, useLoaderData } from "react-router";
import type { Route } from "./+types/statistics";
import { loadStatistics } from "~/.server/hosting/attendee.server";
import { BarChart } from "~/components/hosting/bar-chart";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { ATTENDEE_FILTERS, FILTER_LABELS } from "~/lib/hosting/approval";
import { approvalMessages } from "../../../contract/hosting/messages";

export const meta: Route.MetaFunction = () => [{ title: "Attendee statistics" }, { name: "robots", content: "noindex" }];

/** /rep-club/events/{id}/statistics?filter= (VIEW_STATISTICS): ages in the buckets of spec 2 §9, and gender. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  return loadStatistics(context, url, params.id);
}

export default function Statistics() {
  const { filter, statistics } = useLoaderData<typeof loader>();
  return (
    <div className="stack-lg">
      <Form method="get" className="inline-search">
        <label htmlFor="statistics-filter">Attendees</label>
        <select id="statistics-filter" name="filter" defaultValue={filter ?? ""}>
          <option value="">All</option>
          {ATTENDEE_FILTERS.map((value) => (
            <option key={value} value={value}>
              {FILTER_LABELS[value]}
            </option>
          ))}
        </select>
        <button type="submit" className="button button-secondary">
          Show
        </button>
      </Form>
      {statistics.total === 0 ? (
        <p className="empty">{approvalMessages.noData}</p>
      ) : (
        <>
          <p>{statistics.total} attendees</p>
          <div className="chart-grid">
            <BarChart title="Age" bars={statistics.ageBuckets} />
            <BarChart title="Gender" bars={statistics.genders} />
          </div>
        </>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
