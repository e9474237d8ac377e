import { Form, href, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { eventMessages } from "../../../contract/events/messages";
import type { Route } from "./+types/checkout";
import { loadCheckout, purchaseAction } from "~/.server/events/checkout.server";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { StatusButton } from "~/components/ui/status-button";
import { DisclosureConsent } from "~/components/events/disclosure-consent";
import { GiftRecipientField } from "~/components/events/gift-recipient";
import { CostLines, IncludedTaxNote } from "~/components/events/cost-lines";
import { ReferralCodeField } from "~/components/events/referral-code-field";
import { SocialRequirements } from "~/components/events/social-requirements";
import { QuestionFields } from "~/components/events/question-fields";
import { quantityChoices } from "~/lib/events/order";
import { answerFieldErrors, publicTicketQuestions } from "~/lib/events/questions";
import { formatEventDay, formatEventTimeRange, formatMoney } from "~/lib/format";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Checkout" };

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: loaderData ? `Checkout: ${loaderData.event.displayName}` : "Checkout" },
  { name: "robots", content: "noindex" },
];

/** /events/{slug}/checkout?ticket=&quantity= : what the order costs, and Pay. */
export function loader({ context, params, url }: Route.LoaderArgs) {
  return loadCheckout(context, params.slug, url);
}

export function action({ context, request, params, url }: Route.ActionArgs) {
  return purchaseAction(context, request, params.slug, url);
}

export default function Checkout() {
  const { event, order, cost, refusal: quoteRefusal } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const refusal = answer?.refusal ?? quoteRefusal;
  const navigation = useNavigation();
  const paidTickets = event.tickets.filter((ticket) => ticket.kind === "PAID");
  const ticket = paidTickets.find((t) => t.eventTicketId === order.ticket);
  const choices = quantityChoices(ticket?.balance.availableAmount);
  const quantityError = refusal?.fields.quantity ?? refusal?.fields.eventTicketId;
  const plusOnesError = refusal?.fields.additionalGuests;
  const maxPlusOnes = ticket?.additionalGuests ?? 0;
  const eventPage = href("/events/:slug", { slug: event.slug });
  const updating = navigation.state === "loading" && navigation.location?.pathname === href("/events/:slug/checkout", { slug: event.slug });

  return (
    <section className="page-narrow stack-lg checkout">
      <div className="stack-sm">
        <p className="muted small">
          <Link to={eventPage}>{event.displayName}</Link>
        </p>
        <h1>Checkout</h1>
        <p className="muted">
          {formatEventDay(event.startDate, event.timeZone)} · {formatEventTimeRange(event.startDate, event.endDate, event.timeZone)}
        </p>
      </div>
      {refusal &&
      !quantityError &&
      !plusOnesError &&
      !Object.keys(refusal.fields).some((key) => key.startsWith("answers") || key === "acceptDisclosure" || key === "socialAccounts" || key === "referralCode") ? (
        <Alert kind="danger">{refusal.message}</Alert>
      ) : null}

      <Form method="get" className="card stack order-choice" aria-label="Your order">
        <div className="field">
          <label htmlFor="checkout-ticket">Ticket</label>
          <select id="checkout-ticket" name="ticket" defaultValue={order.ticket}>
            {paidTickets.map((t) => (
              <option key={t.eventTicketId} value={t.eventTicketId} disabled={t.isFull}>
                {t.ticketType} · {formatMoney(t.price, t.currency)}
                {t.isFull ? " · Sold out" : ""}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="checkout-quantity">Quantity</label>
          <select
            id="checkout-quantity"
            name="quantity"
            defaultValue={String(Math.min(order.quantity, choices.at(-1) ?? 1))}
            aria-invalid={quantityError ? true : undefined}
            aria-describedby={quantityError ? "checkout-quantity-error" : undefined}
          >
            {(choices.length ? choices : [order.quantity]).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <div id="checkout-quantity-error" className="field-error" aria-live="polite">
            {quantityError ?? null}
          </div>
        </div>
        {maxPlusOnes > 0 || plusOnesError ? (
          <div className="field">
            <label htmlFor="checkout-plus-ones">{eventMessages.plusOnesLabel}</label>
            <select
              id="checkout-plus-ones"
              name="additionalGuests"
              defaultValue={String(Math.min(order.additionalGuests, maxPlusOnes))}
              aria-invalid={plusOnesError ? true : undefined}
              aria-describedby={plusOnesError ? "checkout-plus-ones-error" : undefined}
            >
              {Array.from({ length: maxPlusOnes + 1 }, (_, n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
            <div id="checkout-plus-ones-error" className="field-error" aria-live="polite">
              {plusOnesError ?? null}
            </div>
          </div>
        ) : null}
        <button type="submit" className="button button-secondary">
          Update order
        </button>
      </Form>

      {cost ? (
        <div className={`card stack ${updating ? "is-loading" : ""}`} aria-busy={updating || undefined}>
          <h2>Order summary</h2>
          <table className="cost-table">
            <caption className="visually-hidden">What you pay</caption>
            <tbody>
              {cost.items.map((item) => (
                <tr key={item.eventTicketId}>
                  <th scope="row">
                    {item.quantity} × {item.name}
                  </th>
                  <td>{formatMoney(item.price * item.quantity, cost.currency)}</td>
                </tr>
              ))}
              <CostLines cost={cost} />
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total ({cost.currency})</th>
                <td>{formatMoney(cost.total, cost.currency)}</td>
              </tr>
            </tfoot>
          </table>
          {cost.isAllInPricing ? <p className="muted small">Fees are included in the price.</p> : null}
          <IncludedTaxNote cost={cost} />
          <Form method="post" className="stack">
            <input type="hidden" name="ticket" value={order.ticket} />
            <input type="hidden" name="quantity" value={order.quantity} />
            <input type="hidden" name="additionalGuests" value={order.additionalGuests} />
            <QuestionFields questions={publicTicketQuestions(event)} answers={answer?.answers ?? event.my?.answers ?? []} errors={answerFieldErrors(refusal?.fields ?? {})} />
            <SocialRequirements event={event} error={refusal?.fields.socialAccounts} idPrefix="checkout" />
            <DisclosureConsent event={event} error={refusal?.fields.acceptDisclosure} idPrefix="checkout" ticked={answer?.acceptDisclosure} />
            <GiftRecipientField error={refusal?.fields.recipient} value={answer?.giftRecipient} />
            <ReferralCodeField error={refusal?.fields.referralCode} value={answer?.referralCode} />
            <StatusButton pendingText="Opening payment…">Pay {formatMoney(cost.total, cost.currency)}</StatusButton>
            {ticket?.isRequiredApproval && !event.my?.isGoing ? (
              <p className="muted small">
                This ticket needs the host&apos;s approval. Paying only holds the amount on your card; you are charged when the host approves, and
                nothing is charged if the host declines.
              </p>
            ) : (
              <p className="muted small">
                Your tickets are held for 30 minutes while you pay. You are charged only when the payment succeeds.
              </p>
            )}
          </Form>
        </div>
      ) : null}
      <p>
        <Link to={eventPage}>Back to the event</Link>
      </p>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
