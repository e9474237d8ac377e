import { href, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/offer-order";
import { loadOfferOrder } from "~/.server/clubs/redemptions/redemptions.server";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { formatMoney } from "~/lib/format";
import type { RouteHandle } from "~/lib/route-handle";
import { useRefreshWhile } from "~/hooks/use-refresh-while";
import { offerOrderMessages as m } from "../../../../contract/clubs/offer-orders-messages";
import { shortCode } from "../../../../contract/account/profile";

export const handle: RouteHandle = { title: m.orderTitle };

/** Seconds between looks at an order still waiting for the payment's confirmation. */
const PENDING_REFRESH_SECONDS = 3;

export const meta: Route.MetaFunction = ({ data }) => {
  const tags: Route.MetaDescriptors = [{ title: m.orderTitle }, { name: "robots", content: "noindex" }];
  // Without JavaScript, the page looks again by itself while the payment is being confirmed.
  if (data?.order.status === "PENDING") tags.push({ httpEquiv: "refresh", content: String(PENDING_REFRESH_SECONDS) });
  return tags;
};

/** /offers/orders/{orderId} (ADR 0080): where the payment provider sends the buyer of a paid offer back. */
export function loader({ context, request, url, params }: Route.LoaderArgs) {
  return loadOfferOrder(context, request, url, params.orderId);
}

export default function OfferOrder() {
  const { order, cancelledNow } = useLoaderData<typeof loader>();
  const pending = order.status === "PENDING";
  useRefreshWhile(pending, PENDING_REFRESH_SECONDS);
  const clubOffers = href("/rep-clubs/:id/offers", { id: order.offer.club.slug });

  return (
    <section className="page-narrow stack-lg">
      <div className="stack-sm" aria-live="polite">
        <p className="muted small">
          <Link to={clubOffers}>{order.offer.club.name}</Link>
        </p>
        <h1>{m.orderTitle}</h1>
        <p>
          <span className={`pill ${order.status === "COMPLETED" ? "pill-success" : pending ? "" : "pill-danger"}`}>{m.status[order.status]}</span>
        </p>
        {pending ? <p>{m.pendingHelp}</p> : null}
        {order.status === "COMPLETED" ? <p>{m.completedHelp}</p> : null}
        {order.status === "REFUNDED" ? <Alert kind="danger">{m.refundedHelp(order.refusal ?? "")}</Alert> : null}
        {order.status === "CANCELLED" ? <Alert kind={cancelledNow ? "info" : "danger"}>{m.cancelledHelp}</Alert> : null}
        {order.status === "FAILED" ? <Alert kind="danger">{m.failedHelp}</Alert> : null}
      </div>
      <div className="card stack-sm">
        <dl className="points-totals">
          <div>
            <dt>{order.offerTitle}</dt>
            <dd>{formatMoney(order.amountCents, order.currency)}</dd>
          </div>
          {order.redemption ? (
            <div>
              <dt>What you get</dt>
              <dd>{order.redemption.revealed}</dd>
            </div>
          ) : null}
        </dl>
        <p className="muted small">Order {shortCode(order.orderId)}</p>
      </div>
      <div className="row">
        {order.status === "COMPLETED" ? (
          <Link className="button button-primary" to="/offers/redeemed">
            {m.seeRedeemed}
          </Link>
        ) : null}
        {pending ? (
          <Link className="button button-secondary" to=".">
            {m.refresh}
          </Link>
        ) : null}
        <Link className="button button-secondary" to={clubOffers}>
          {m.backToOffers}
        </Link>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
