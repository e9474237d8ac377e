import { Form, href, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/checkout-status";
import { cancelBookingAction, loadBooking } from "~/.server/events/checkout.server";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { StatusButton } from "~/components/ui/status-button";
import { formatEventDay, formatMoney } from "~/lib/format";
import type { RouteHandle } from "~/lib/route-handle";
import { refundStatusLabels } from "../../../contract/hosting/money-messages";
import { checkoutMessages } from "../../../contract/events/messages";
import { shortCode } from "../../../contract/account/profile";
import { useRefreshWhile } from "~/hooks/use-refresh-while";

export const handle: RouteHandle = { title: "Your order" };

/** Seconds between looks at an order still waiting for the provider's word. */
const PENDING_REFRESH_SECONDS = 3;

export const meta: Route.MetaFunction = ({ data: loaderData }) => {
  const tags: Route.MetaDescriptors = [{ title: "Your order" }, { name: "robots", content: "noindex" }];
  // Without JavaScript, the page looks again by itself while the payment is being confirmed.
  if (loaderData?.booking.transactionStatus === "PENDING") tags.push({ httpEquiv: "refresh", content: String(PENDING_REFRESH_SECONDS) });
  return tags;
};

/** Where the payment provider sends the buyer back: /events/{slug}/checkout/{bookingId}. */
export function loader({ context, params, url }: Route.LoaderArgs) {
  return loadBooking(context, params.slug, params.bookingId, url);
}

/** "Cancel order" of a pending one. */
export function action({ context, params, url }: Route.ActionArgs) {
  return cancelBookingAction(context, params.slug, params.bookingId, url);
}

export default function CheckoutStatus() {
  const { booking, cancelledNow } = useLoaderData<typeof loader>();
  const { event } = booking;
  const eventPage = href("/events/:slug", { slug: event.slug });
  const pending = booking.transactionStatus === "PENDING";
  useRefreshWhile(pending, PENDING_REFRESH_SECONDS);

  return (
    <section className="page-narrow stack-lg">
      <div className="stack-sm" aria-live="polite">
        <p className="muted small">
          <Link to={eventPage}>{event.displayName}</Link> · {formatEventDay(event.startDate, event.timeZone)}
          {event.status === "CANCELLED" ? (
            <>
              {" "}
              <span className="pill pill-danger">Cancelled</span>
            </>
          ) : null}
        </p>
        <h1>{headingOf(booking.transactionStatus, booking.refunds.length > 0, booking.failureMessage)}</h1>
        {event.status === "CANCELLED" ? <p>The host cancelled this event. Your tickets no longer admit anyone, and your payment is refunded.</p> : null}
        {booking.transactionStatus === "COMPLETED" ? (
          <p>
            Payment received{booking.paymentMethod ? ` (${booking.paymentMethod})` : ""}. Your tickets are on the event page.
          </p>
        ) : null}
        {booking.transactionStatus === "AUTHORIZED" ? (
          <p>
            {checkoutMessages.awaitingApproval} We hold {formatMoney(booking.totalPrice, booking.currency)}
            {booking.paymentMethod ? ` on ${booking.paymentMethod}` : ""}; if the host declines, the hold is released and nothing is charged.
          </p>
        ) : null}
        {pending ? <p>We are waiting for the payment provider to confirm your payment. This page updates by itself.</p> : null}
        {cancelledNow ? <Alert kind="info">You left the checkout. Nothing was charged and the tickets were released.</Alert> : null}
        {booking.failureMessage && !pending && booking.transactionStatus !== "COMPLETED" ? <Alert kind="danger">{booking.failureMessage}</Alert> : null}
        {(booking.transactionStatus === "REFUND_PENDING" || booking.transactionStatus === "CRASHED") && booking.refunds.length === 0 ? (
          <p>Your payment could not be turned into tickets. It will be refunded in full; no action is needed.</p>
        ) : null}
      </div>

      <div className="card stack">
        <h2>Order</h2>
        <table className="cost-table">
          <caption className="visually-hidden">Your order</caption>
          <tbody>
            {booking.items.map((item) => (
              <tr key={item.entityId}>
                <th scope="row">
                  {item.quantity} × {item.name}
                </th>
                <td>{formatMoney(item.price * item.quantity, booking.currency)}</td>
              </tr>
            ))}
            {booking.totalGratuity > 0 ? (
              <tr>
                <th scope="row">Gratuity</th>
                <td>{formatMoney(booking.totalGratuity, booking.currency)}</td>
              </tr>
            ) : null}
            {booking.isAllInPricing ? null : (
              <tr>
                <th scope="row">Fees</th>
                <td>{formatMoney(booking.serviceFee + booking.processingFee, booking.currency)}</td>
              </tr>
            )}
            {booking.totalTaxes > 0 && !booking.isTaxInclusive ? (
              <tr>
                <th scope="row">Taxes</th>
                <td>{formatMoney(booking.totalTaxes, booking.currency)}</td>
              </tr>
            ) : null}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{booking.transactionStatus === "COMPLETED" ? "Paid" : booking.transactionStatus === "AUTHORIZED" ? "Held, not charged" : "Total"}</th>
              <td>{formatMoney(booking.totalPrice, booking.currency)}</td>
            </tr>
          </tfoot>
        </table>
        <p className="muted small">Order {shortCode(booking.transactionId)}</p>
      </div>

      {booking.refunds.length > 0 ? (
        <div className="card stack-sm">
          <h2>Refunds</h2>
          <ul className="stack-sm">
            {booking.refunds.map((refund) => (
              <li key={refund.refundId}>
                <span className={`pill ${refund.status === "REFUNDED" ? "pill-success" : ""}`}>{refundStatusLabels[refund.status]}</span>{" "}
                {formatMoney(refund.amount, refund.currency)}
                {refund.quantity ? ` for ${refund.quantity} ticket(s)` : ""}
              </li>
            ))}
          </ul>
          <p className="muted small">Refunds go back to the card you paid with. Banks usually take 5 to 10 days to show them.</p>
        </div>
      ) : null}

      <div className="row">
        <Link to={eventPage} className={`button ${booking.transactionStatus === "COMPLETED" ? "button-primary" : "button-secondary"}`}>
          {booking.transactionStatus === "COMPLETED" ? "See your tickets" : "Back to the event"}
        </Link>
        {pending ? (
          <Form method="post">
            <StatusButton variant="ghost" pendingText="Cancelling…">
              Cancel order
            </StatusButton>
          </Form>
        ) : null}
      </div>
    </section>
  );
}

function headingOf(status: string, refunded: boolean, failureMessage: string | null | undefined): string {
  if (status === "AUTHORIZED") return "Awaiting the host's approval";
  if (status === "CANCELLED" && failureMessage === checkoutMessages.requestDeclined) return "Your request was not approved";
  if (refunded) return status === "REFUNDED" ? "Your payment was refunded" : status === "COMPLETED" ? "Part of your order was refunded" : "Your refund is on its way";
  switch (status) {
    case "COMPLETED":
      return "You're going!";
    case "PENDING":
      return "Confirming your payment…";
    case "REFUND_PENDING":
    case "CRASHED":
      return "Your payment will be refunded";
    default:
      return "This order was cancelled";
  }
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
