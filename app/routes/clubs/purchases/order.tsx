import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/order";
import { loadPointsOrder } from "~/.server/clubs/purchases/purchases.server";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { buyPointsPath } from "~/lib/clubs/purchase-forms";
import { formatMoney } from "~/lib/format";
import type { RouteHandle } from "~/lib/route-handle";
import { purchaseMessages as m } from "../../../../contract/clubs/purchases-messages";
import { shortCode } from "../../../../contract/account/profile";
import { useRefreshWhile } from "~/hooks/use-refresh-while";

export const handle: RouteHandle = { title: m.orderTitle };

/** Seconds between looks at an order still waiting for the payment's confirmation. */
const PENDING_REFRESH_SECONDS = 3;

export const meta: Route.MetaFunction = ({ data }) => {
  const tags: Route.MetaDescriptors = [{ title: m.orderTitle }, { name: "robots", content: "noindex" }];
  // Without JavaScript, the page looks again by itself while the payment is being confirmed.
  if (data?.order.status === "PENDING") tags.push({ httpEquiv: "refresh", content: String(PENDING_REFRESH_SECONDS) });
  return tags;
};

/** /rep-clubs/{id}/buy-points/{orderId} (ADR 0065): where the payment provider sends the buyer back. */
export function loader({ context, url, params }: Route.LoaderArgs) {
  return loadPointsOrder(context, url, params.id, params.orderId);
}

export default function PointsOrder() {
  const { order, cancelledNow } = useLoaderData<typeof loader>();
  const pending = order.status === "PENDING";
  useRefreshWhile(pending, PENDING_REFRESH_SECONDS);

  return (
    <section className="page-narrow stack-lg">
      <div className="stack-sm" aria-live="polite">
        <p className="muted small">
          <Link to={buyPointsPath(order.club.slug)}>{order.club.name}</Link>
        </p>
        <h1>{m.orderTitle}</h1>
        <p>
          <span className={`pill ${order.status === "COMPLETED" ? "pill-success" : order.status === "PENDING" ? "" : "pill-danger"}`}>{m.status[order.status]}</span>
        </p>
        {pending ? <p>{m.pendingHelp}</p> : null}
        {order.status === "COMPLETED" ? <p>{m.completedHelp(order.points)}</p> : null}
        {order.status === "CANCELLED" ? <Alert kind={cancelledNow ? "info" : "danger"}>{m.cancelledHelp}</Alert> : null}
        {order.status === "FAILED" ? <Alert kind="danger">{m.failedHelp}</Alert> : null}
      </div>
      <div className="card stack-sm">
        <dl className="points-totals">
          <div>
            <dt>{order.offerTitle}</dt>
            <dd>{m.points(order.points)}</dd>
          </div>
          <div>
            <dt>{order.status === "COMPLETED" ? "Paid" : "Total"}</dt>
            <dd>{formatMoney(order.amountCents, order.currency)}</dd>
          </div>
          <div>
            <dt>{m.balance}</dt>
            <dd data-testid="points-balance">{m.points(order.balance)}</dd>
          </div>
        </dl>
        <p className="muted small">Order {shortCode(order.orderId)}</p>
      </div>
      <div className="row">
        {order.status === "COMPLETED" ? (
          <Link className="button button-primary" to="/rep-points/my-points">
            {m.seeHistory}
          </Link>
        ) : null}
        {pending ? (
          <Link className="button button-secondary" to=".">
            {m.refresh}
          </Link>
        ) : null}
        <Link className="button button-secondary" to={buyPointsPath(order.club.slug)}>
          {m.backToPackages}
        </Link>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
