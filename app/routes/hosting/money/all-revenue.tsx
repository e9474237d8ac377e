import { href, Link, useLoaderData } from "react-router";
import { allRevenuePath, manageEventPath } from "~/lib/clubs/event-paths";
import type { Route } from "./+types/all-revenue";
import { loadAllRevenue } from "~/.server/hosting/money/revenue.server";
import { DateRangeForm } from "~/components/hosting/money/date-range-form";
import { EarningsSummary } from "~/components/hosting/money/earnings-summary";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { formatEventDay, formatMoney } from "~/lib/format";
import { ALL_EVENTS_ZONE } from "~/lib/hosting/money/filter";
import { moneyTexts as t } from "~/lib/hosting/money/texts";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = {
  title: "Events/Revenue",
  backTo: (data) => {
    const clubId = (data as { clubId?: string } | undefined)?.clubId;
    return clubId ? href("/my/rep-clubs/:id", { id: clubId }) : href("/events");
  },
};

export const meta: Route.MetaFunction = () => [{ title: "Revenue" }, { name: "robots", content: "noindex" }];

/**
 * /rep-club/events/revenue (spec 2 §2): earnings across the events the viewer created or co-hosts.
 * /my/rep-clubs/{club_id}/events/revenue: across the club's events (spec 3 §2).
 */
export function loader({ context, url, params }: Route.LoaderArgs) {
  return loadAllRevenue(context, url, "club_id" in params ? params.club_id : undefined);
}

export default function AllRevenue() {
  const { clubId, range, rangeErrors, earnings } = useLoaderData<typeof loader>();
  return (
    <section className="stack-lg money-page">
      <h1>{t.allRevenueTitle}</h1>
      <DateRangeForm range={range} errors={rangeErrors} hint={t.rangeHint(ALL_EVENTS_ZONE)} clearTo={allRevenuePath(clubId)} />
      <EarningsSummary totals={earnings.totals} />
      <div className="card stack">
        <h2>By event</h2>
        {earnings.events.length === 0 ? (
          <p className="muted">{t.noSales}</p>
        ) : (
          <table className="cost-table money-table">
            <caption className="visually-hidden">Earnings by event</caption>
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col" className="money-number">Sold</th>
                <th scope="col" className="money-number">Net</th>
              </tr>
            </thead>
            <tbody>
              {earnings.events.map((row) => (
                <tr key={`${row.eventId}-${row.currency}`}>
                  <th scope="row">
                    <Link to={manageEventPath(clubId, row.eventId, "revenue")}>{row.displayName}</Link>
                    <span className="muted small money-sub"> {formatEventDay(row.startDate, ALL_EVENTS_ZONE)}</span>
                  </th>
                  <td>{row.ticketsSold}</td>
                  <td>{formatMoney(row.net, row.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
