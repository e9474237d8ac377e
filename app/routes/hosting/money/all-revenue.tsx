import { href, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/all-revenue";
import { loadAllRevenue } from "~/.server/hosting/money/revenue.server";
import { DateRangeForm } from "~/components/hosting/money/date-range-form";
import { EarningsSummary } from "~/components/hosting/money/earnings-summary";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { formatEventDay, formatMoney } from "~/lib/format";
import { ALL_EVENTS_ZONE } from "~/lib/hosting/money/filter";
import { moneyTexts as t } from "~/lib/hosting/money/texts";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Events/Revenue", backTo: href("/events") };

export const meta: Route.MetaFunction = () => [{ title: "Revenue" }, { name: "robots", content: "noindex" }];

/** /rep-club/events/revenue (spec 2 §2): earnings across the events the viewer created or co-hosts. */
export function loader({ context, url }: Route.LoaderArgs) {
  return loadAllRevenue(context, url);
}

export default function AllRevenue() {
  const { range, rangeErrors, earnings } = useLoaderData<typeof loader>();
  return (
    <section className="stack-lg money-page">
      <h1>{t.allRevenueTitle}</h1>
      <DateRangeForm range={range} errors={rangeErrors} hint={t.rangeHint(ALL_EVENTS_ZONE)} clearTo={href("/rep-club/events/revenue")} />
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
                    <Link to={href("/rep-club/events/:id/revenue", { id: row.eventId })}>{row.displayName}</Link>
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
