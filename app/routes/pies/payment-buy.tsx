import { useEffect, useRef } from "react";
import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/payment-buy";
import { loadSliceOrder } from "~/.server/pies/trade.server";
import { PiePicture } from "~/components/pies/pie-parts";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { useHydrated } from "~/hooks/use-hydrated";
import { useRefreshWhile } from "~/hooks/use-refresh-while";
import { tradePath } from "~/lib/pies/trade-forms";
import type { RouteHandle } from "~/lib/route-handle";
import { formatDollars } from "../../../contract/pies/messages";
import { tradeMessages as m } from "../../../contract/pies/trade-messages";

export const handle: RouteHandle = { title: "Pies/Payment" };

/** Seconds between looks at an order still waiting for the payment's confirmation. */
const PENDING_REFRESH_SECONDS = 3;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const tags: Route.MetaDescriptors = [{ title: m.orderTitle }, { name: "robots", content: "noindex" }];
  // Without JavaScript, the page looks again by itself while the payment is being confirmed.
  if (loaderData?.order.status === "PENDING") tags.push({ httpEquiv: "refresh", content: String(PENDING_REFRESH_SECONDS) });
  return tags;
};

/** /legacy/payment/buy/{orderId} (spec 3 §2; ADR 0070): where the payment provider sends the buyer back. */
export function loader({ context, url, params }: Route.LoaderArgs) {
  return loadSliceOrder(context, url, params.id);
}

export default function SliceOrder() {
  const { order, cancelledNow } = useLoaderData<typeof loader>();
  const pending = order.status === "PENDING";
  useRefreshWhile(pending, PENDING_REFRESH_SECONDS);
  const pieKey = order.pie.slug ?? order.pie.pieId;
  return (
    <section className="page-narrow stack-lg">
      <p>
        <Link to={tradePath(pieKey)}>← {order.pie.displayName}</Link>
      </p>
      <div className="stack-sm" aria-live="polite">
        <h1>{m.orderTitle}</h1>
        <p>
          <span className={`pill ${order.status === "COMPLETED" ? "pill-success" : pending ? "" : "pill-danger"}`}>{m.status[order.status]}</span>
        </p>
        {pending ? <p>{m.pending}</p> : null}
        {order.status === "CANCELLED" ? <Alert kind={cancelledNow ? "info" : "danger"}>{m.cancelled}</Alert> : null}
        {order.status === "FAILED" ? <Alert kind="danger">{m.failed}</Alert> : null}
      </div>
      {order.status === "COMPLETED" ? <Congratulations slices={order.slices} pie={order.pie} /> : null}
      <div className="card stack-sm">
        <dl className="points-totals">
          <div>
            <dt>{order.pie.displayName}</dt>
            <dd>{m.slices(order.slices)}</dd>
          </div>
          <div>
            <dt>{order.status === "COMPLETED" ? "Paid" : "Total"}</dt>
            <dd>{formatDollars(order.price.cents)}</dd>
          </div>
          <div>
            <dt>{m.youHold}</dt>
            <dd data-testid="slices-held">{order.slicesHeld.toLocaleString("en-US")}</dd>
          </div>
        </dl>
        <p className="muted small">Order {order.orderId.slice(0, 8).toUpperCase()}</p>
      </div>
      <div className="row">
        {pending ? (
          <Link className="button button-secondary" to=".">
            {m.refresh}
          </Link>
        ) : null}
        <Link className="button button-secondary" to={tradePath(pieKey)}>
          {m.backToPie}
        </Link>
      </div>
    </section>
  );
}

type OrderPie = { pieId: string; slug?: string | null; displayName?: string | null; appearanceVersion: string | null };

/**
 * The congratulations dialog (spec 3 §2): the spec's text and its two buttons. Without
 * JavaScript a plain section of the page; with it, a modal dialog opened at once.
 */
function Congratulations({ slices, pie }: { slices: number; pie: OrderPie }) {
  const enhanced = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (enhanced && dialog.current && !dialog.current.open) dialog.current.showModal?.();
  }, [enhanced]);
  const body = (
    <>
      <PiePicture pieId={pie.pieId} appearanceVersion={pie.appearanceVersion} name={pie.displayName ?? ""} small />
      <p id="congratulations-text">{m.congratulations(slices, pie.displayName ?? "")}</p>
      <div className="row">
        <Link className="button button-primary" to="/home">
          {m.exploreMorePies}
        </Link>
        {/* The spec's /rewards, in the legacy area as its other pie pages are (ADR 0063): the member's rewards. */}
        <Link className="button button-secondary" to="/legacy/rewards">
          {m.exploreRewards}
        </Link>
      </div>
    </>
  );
  if (!enhanced) {
    return (
      <section className="card stack" aria-labelledby="congratulations-title">
        <h2 id="congratulations-title">Congratulations!</h2>
        {body}
      </section>
    );
  }
  return (
    <dialog ref={dialog} className="pie-onboarding stack" aria-labelledby="congratulations-title" aria-describedby="congratulations-text">
      <h2 id="congratulations-title">Congratulations!</h2>
      {body}
      <form method="dialog">
        <button type="submit" className="button button-ghost">
          Close
        </button>
      </form>
    </dialog>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
