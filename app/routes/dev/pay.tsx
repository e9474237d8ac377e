import { Form, useActionData, useLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/pay";
import { loadSandboxCheckout, sandboxAction } from "~/.server/events/sandbox-checkout.server";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { formatMoney } from "~/lib/format";

export const meta: Route.MetaFunction = () => [{ title: "Sandbox checkout" }, { name: "robots", content: "noindex" }];

/** Test cards of the sandbox (the same numbers as Stripe's test mode). */
const TEST_CARDS = [
  { number: "4242 4242 4242 4242", outcome: "Paid" },
  { number: "4000 0025 0000 3155", outcome: "Asks for authentication, then paid" },
  { number: "4000 0000 0000 0002", outcome: "Declined" },
  { number: "4000 0000 0000 9995", outcome: "Declined: insufficient funds" },
];

/** The local sandbox payment provider's hosted checkout (a local trial only; docs/decisions/0018). */
export function loader({ params }: Route.LoaderArgs) {
  return loadSandboxCheckout(params.checkoutId);
}

export function action({ request, params }: Route.ActionArgs) {
  return sandboxAction(request, params.checkoutId);
}

// A refused step changes the checkout (back to the card form): read it again even after a 400.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" || defaultShouldRevalidate;
}

export default function SandboxPay() {
  const { checkout, productName } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const fields = answer?.fields ?? {};
  const total = formatMoney(checkout.amountCents, checkout.currency);
  return (
    <main className="page-narrow stack-lg sandbox-pay">
      <p className="pill pill-warn">Sandbox: test mode, no real money moves</p>
      <div className="stack-sm">
        <p className="muted">Pay {productName}</p>
        <h1>{total}</h1>
      </div>
      <div className="card">
        <table className="cost-table">
          <caption className="visually-hidden">What you pay for</caption>
          <tbody>
            {checkout.lines.map((line) => (
              <tr key={line.name}>
                <th scope="row">{line.quantity > 1 ? `${line.quantity} × ${line.name}` : line.name}</th>
                <td>{formatMoney(line.unitAmountCents * line.quantity, checkout.currency)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total due</th>
              <td>{total}</td>
            </tr>
          </tfoot>
        </table>
      </div>

      {checkout.status === "open" ? (
        <Form method="post" className="card stack" aria-label="Card details">
          {answer?.message ? <Alert kind="danger">{answer.message}</Alert> : null}
          {checkout.customerEmail ? <p className="muted small">Receipt to {checkout.customerEmail}</p> : null}
          <Field label="Card number" errors={fields.number ? [fields.number] : undefined}>
            {({ id, describedBy, invalid }) => (
              <input id={id} name="number" inputMode="numeric" autoComplete="cc-number" placeholder="1234 1234 1234 1234" aria-describedby={describedBy} aria-invalid={invalid || undefined} required />
            )}
          </Field>
          <div className="row field-row">
            <Field label="Expiry (MM/YY)" errors={fields.expiry ? [fields.expiry] : undefined}>
              {({ id, describedBy, invalid }) => (
                <input id={id} name="expiry" inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" defaultValue={answer?.typed?.expiry} aria-describedby={describedBy} aria-invalid={invalid || undefined} required />
              )}
            </Field>
            <Field label="Security code" errors={fields.cvc ? [fields.cvc] : undefined}>
              {({ id, describedBy, invalid }) => (
                <input id={id} name="cvc" inputMode="numeric" autoComplete="cc-csc" placeholder="CVC" aria-describedby={describedBy} aria-invalid={invalid || undefined} required />
              )}
            </Field>
          </div>
          <Field label="Name on card" errors={fields.name ? [fields.name] : undefined}>
            {({ id, describedBy, invalid }) => (
              <input id={id} name="name" autoComplete="cc-name" defaultValue={answer?.typed?.name} aria-describedby={describedBy} aria-invalid={invalid || undefined} required />
            )}
          </Field>
          <StatusButton name="intent" value="pay" pendingText="Paying…">
            Pay {total}
          </StatusButton>
        </Form>
      ) : null}

      {checkout.status === "requires_action" ? (
        <Form method="post" className="card stack" aria-label="Authentication">
          <h2>Authenticate this payment</h2>
          {answer?.message ? <Alert kind="danger">{answer.message}</Alert> : null}
          <p>Your bank asks you to confirm this payment of {total}. In the sandbox, choose what the bank would answer.</p>
          <div className="row">
            <StatusButton name="intent" value="authenticate" pendingText="Confirming…">
              Complete authentication
            </StatusButton>
            <StatusButton name="intent" value="refuse" variant="secondary" pendingText="Refusing…">
              Fail authentication
            </StatusButton>
          </div>
        </Form>
      ) : null}

      {checkout.status === "complete" || checkout.status === "authorized" || checkout.status === "canceled" ? (
        <div className="card stack">
          <h2>{checkout.status === "complete" ? "Paid" : checkout.status === "authorized" ? "Authorised: the money is held, not taken" : "Authorisation released: nothing was charged"}</h2>
          <a className="button button-primary" href={checkout.successUrl}>
            Return to {productName}
          </a>
        </div>
      ) : null}
      {checkout.status === "expired" ? (
        <div className="card stack">
          <h2>This checkout has ended</h2>
          <a className="button button-secondary" href={checkout.cancelUrl}>
            Return to {productName}
          </a>
        </div>
      ) : null}

      {checkout.status === "open" || checkout.status === "requires_action" ? (
        <Form method="post">
          <StatusButton name="intent" value="cancel" variant="ghost" pendingText="Leaving…" formNoValidate>
            Cancel and return to {productName}
          </StatusButton>
        </Form>
      ) : null}

      <details className="card">
        <summary>Test cards</summary>
        <p className="muted small">Any future expiry date, any 3-digit code and any name.</p>
        <ul>
          {TEST_CARDS.map((card) => (
            <li key={card.number}>
              <code>{card.number}</code> {card.outcome}
            </li>
          ))}
        </ul>
      </details>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
