import { Link, useLoaderData } from "react-router";
import { Pager } from "~/components/hosting/pager";
import { pageCount } from "~/lib/hosting/pager";
import type { Route } from "./+types/sales";
import { loadPieSales } from "~/.server/pies/dashboard.server";
import { PieDashboardTabs } from "~/components/pies/pie-parts";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { formatShortDate } from "~/lib/account/profile-dates";
import { PIE_SALES_PATH } from "~/lib/pies/dashboard-forms";
import type { RouteHandle } from "~/lib/route-handle";
import { formatDollars } from "../../../contract/pies/messages";
import { PIE_SALES_SORTS, dashboardMessages as m, type PieSalesSort } from "../../../contract/pies/dashboard-messages";

export const handle: RouteHandle = { title: "Pie hub/Sales" };
export const meta: Route.MetaFunction = () => [{ title: "Pie sales" }, { name: "robots", content: "noindex" }];

/**
 * /legacy/pie-hub/sales (spec 3 §2 dashboard tab Sales, §7 sales with paging and sorting;
 * ADR 0074): the hub's pie's completed slice sales, newest or largest first, 50 a page.
 */
export function loader({ context, url }: Route.LoaderArgs) {
  return loadPieSales(context, url);
}

const pathOf = (sort: PieSalesSort, page = 1) => {
  const query = new URLSearchParams({ sort: sort.toLowerCase() });
  if (page > 1) query.set("page", String(page));
  return `${PIE_SALES_PATH}?${query}`;
};

export default function PieSales() {
  const { pie, sort, page, sales } = useLoaderData<typeof loader>();
  return (
    <section className="stack card">
      <h1>{pie.displayName}</h1>
      <PieDashboardTabs current="Sales" />
      <h2>{m.salesTitle}</h2>
      <nav aria-label={m.sortBy}>
        <ul className="pie-tabs">
          {PIE_SALES_SORTS.map((entry) => (
            <li key={entry.value}>
              <Link
                to={pathOf(entry.value)}
                className={`wizard-step${entry.value === sort ? " wizard-step-current" : ""}`}
                aria-current={entry.value === sort ? "page" : undefined}
              >
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p aria-live="polite">
        {sales.totalCount.toLocaleString("en-US")} {sales.totalCount === 1 ? "sale" : "sales"}
      </p>
      {sales.nodes.length === 0 ? (
        <p className="empty">{m.noData}</p>
      ) : (
        <div className="table-scroll" role="region" aria-label={m.salesTitle} tabIndex={0}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{m.buyer}</th>
                <th scope="col">{m.slices}</th>
                <th scope="col">{m.amount}</th>
                <th scope="col">{m.date}</th>
              </tr>
            </thead>
            <tbody>
              {sales.nodes.map((sale) => (
                <tr key={sale.saleId}>
                  <td>@{sale.buyerUserName}</td>
                  <td>{sale.slices.toLocaleString("en-US")}</td>
                  <td>{formatDollars(sale.amount.cents)}</td>
                  <td>
                    <time dateTime={sale.soldAt}>{formatShortDate(sale.soldAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager current={page} totalPages={pageCount(sales.totalCount)} hrefFor={(n) => pathOf(sort, n)} />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
