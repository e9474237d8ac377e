import { Form, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/slices";
import { loadSlices } from "~/.server/pies/fans.server";
import { piePath, tradePath, PieAreaNav } from "~/components/pies/pie-cards";
import { PiePicture } from "~/components/pies/pie-parts";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { formatEventDay } from "~/lib/format";
import type { RouteHandle } from "~/lib/route-handle";
import { formatDollars } from "../../../../contract/pies/messages";
import { HOLDING_SORTS, SLICES_PAGE, pieFanTexts as t } from "../../../../contract/pies/fans-messages";

export const handle: RouteHandle = { title: t.slicesTitle };
export const meta: Route.MetaFunction = () => [{ title: t.slicesTitle }, { name: "robots", content: "noindex" }];

/**
 * /legacy/slices (spec 3 §2; §7 holding pies with paging, sorting and keyword; ADR 0069): the pies
 * the member holds slices of, their balances read from the slice ledger. A GET form sorts and
 * narrows; the next page is ?after=.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  return loadSlices(context, url);
}

export default function Slices() {
  const { sort, keyword, after, holdings } = useLoaderData<typeof loader>();
  const query = (values: Record<string, string>) => `${SLICES_PAGE}?${new URLSearchParams(values)}`;
  const kept = { sort, ...(keyword ? { q: keyword } : {}) };
  return (
    <section className="stack-lg">
      <h1>{t.slicesTitle}</h1>
      <PieAreaNav />
      <Form method="get" action={SLICES_PAGE} role="search" className="row search-form">
        <div className="stack-sm">
          <label htmlFor="slices-keyword">{t.keyword}</label>
          <input id="slices-keyword" type="search" name="q" defaultValue={keyword} maxLength={100} />
        </div>
        <div className="stack-sm">
          <label htmlFor="slices-sort">{t.sortBy}</label>
          <select id="slices-sort" name="sort" defaultValue={sort}>
            {HOLDING_SORTS.map((entry) => (
              <option key={entry.value} value={entry.value}>
                {entry.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          {t.search}
        </button>
      </Form>
      <p aria-live="polite">
        {holdings.totalCount.toLocaleString("en-US")} {holdings.totalCount === 1 ? "pie" : "pies"}
      </p>
      {holdings.nodes.length === 0 ? (
        <p className="empty">{t.noData}</p>
      ) : (
        <div className="table-scroll" role="region" aria-label={t.slicesTitle} tabIndex={0}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Pie</th>
                <th scope="col">Slices</th>
                <th scope="col">Price per slice</th>
                <th scope="col">Value</th>
                <th scope="col">Last received</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {holdings.nodes.map((node) => (
                <tr key={node.pie.pieId}>
                  <td>
                    <span className="row">
                      <PiePicture pieId={node.pie.pieId} appearanceVersion={node.pie.appearanceVersion} name={node.pie.displayName ?? ""} small />
                      <Link to={piePath(node.pie)}>{node.pie.displayName}</Link>
                    </span>
                  </td>
                  <td>{node.slices.toLocaleString("en-US")}</td>
                  <td>{node.pie.slicePrice ? formatDollars(node.pie.slicePrice.cents) : "---"}</td>
                  <td>{node.value ? formatDollars(node.value.cents) : "---"}</td>
                  <td>
                    <time dateTime={node.lastReceivedUtc}>{formatEventDay(node.lastReceivedUtc, "UTC")}</time>
                  </td>
                  <td>
                    {node.pie.operationalState === "ACTIVE" ? (
                      <Link to={tradePath(node.pie)} aria-label={`${t.buy} or ${t.send.toLowerCase()}: ${node.pie.displayName}`}>
                        {t.buy} or {t.send.toLowerCase()}
                      </Link>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="row">
        {after ? <Link to={query(kept)}>First page</Link> : null}
        {holdings.pageInfo.hasNextPage && holdings.pageInfo.endCursor ? <Link to={query({ ...kept, after: holdings.pageInfo.endCursor })}>Next page</Link> : null}
      </p>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
