// An event's balance, the form that requests a payout (its creator only), and the requests made.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import { PAYOUT_STATUS_LABELS } from "../../../../contract/hosting/money-messages";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import type { EventRevenueQuery } from "~/graphql/generated";
import { formatEventDay, formatMoney } from "~/lib/format";
import { priceText } from "~/lib/events/ticket-form";
import { payoutFormSchema } from "~/lib/hosting/money/payout-form";
import { moneyTexts as t } from "~/lib/hosting/money/texts";

type Revenue = EventRevenueQuery["event"];

interface Props {
  info: Revenue["payoutInfo"];
  requests: Revenue["payoutRequests"];
  timeZone: string;
  mayRequest: boolean;
  idempotencyKey: string;
  lastResult: SubmissionResult<string[]> | undefined;
  /** This page with ?after= for the next page of requests. */
  olderRequestsTo: string | null;
}

export function PayoutPanel({ info, requests, timeZone, mayRequest, idempotencyKey, lastResult, olderRequestsTo }: Props) {
  const money = (cents: number) => formatMoney(cents, info.currency);
  return (
    <section className="card stack" aria-labelledby="payouts-heading">
      <h2 id="payouts-heading">Payouts</h2>
      <dl className="money-balance">
        <div>
          <dt>Available to pay out</dt>
          <dd>{money(info.totalBalance)}</dd>
        </div>
        <div>
          <dt>Earned (less refunds)</dt>
          <dd>{money(info.totalAmount)}</dd>
        </div>
        <div>
          <dt>Requested, awaiting review</dt>
          <dd>{money(info.pendingAmount)}</dd>
        </div>
        <div>
          <dt>Paid out</dt>
          <dd>{money(info.totalReleasedAmount)}</dd>
        </div>
      </dl>
      {info.lastRequestedTime ? <p className="muted small">Last requested {formatEventDay(info.lastRequestedTime, timeZone)}.</p> : null}
      <p className="muted small">{t.payoutReview}</p>
      {!mayRequest ? (
        <p>{t.onlyProducerRequests}</p>
      ) : info.canRequestPayout || lastResult ? (
        <PayoutForm key={idempotencyKey} idempotencyKey={idempotencyKey} balance={info.totalBalance} currency={info.currency} lastResult={lastResult} />
      ) : (
        <p>{t.nothingToRequest}</p>
      )}
      <h3>Payout requests</h3>
      {requests.nodes.length === 0 ? (
        <p className="muted">{t.noRequests}</p>
      ) : (
        <table className="cost-table money-table">
          <caption className="visually-hidden">Payout requests</caption>
          <thead>
            <tr>
              <th scope="col">Requested</th>
              <th scope="col">Status</th>
              <th scope="col" className="money-number">Amount</th>
            </tr>
          </thead>
          <tbody>
            {requests.nodes.map((request) => (
              <tr key={request.requestId}>
                <th scope="row">{formatEventDay(request.requestedAt, timeZone)}</th>
                <td className="money-status">
                  {PAYOUT_STATUS_LABELS[request.status]}
                  {request.paidDate ? ` ${formatEventDay(request.paidDate, timeZone)}` : ""}
                  {request.note ? <span className="muted small"> · {request.note}</span> : null}
                </td>
                <td>{formatMoney(request.amount, request.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {olderRequestsTo ? <Link to={olderRequestsTo}>Older requests</Link> : null}
    </section>
  );
}

function PayoutForm({ idempotencyKey, balance, currency, lastResult }: { idempotencyKey: string; balance: number; currency: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useForm({
    id: "payout-request",
    lastResult,
    defaultValue: { amount: balance > 0 ? priceText(balance) : "", idempotencyKey },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: payoutFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const formError = form.errors?.[0];
  return (
    <Form method="post" {...getFormProps(form)} className="stack money-payout-form">
      {formError ? <Alert kind="danger">{formError}</Alert> : null}
      <input type="hidden" name={fields.idempotencyKey.name} value={idempotencyKey} />
      <Field label={`Amount (${currency})`} errors={fields.amount.errors} hint={`Up to ${formatMoney(balance, currency)}.`}>
        {({ id, describedBy, invalid }) => (
          <input {...getInputProps(fields.amount, { type: "text" })} id={id} inputMode="decimal" autoComplete="off" aria-describedby={describedBy} aria-invalid={invalid || undefined} />
        )}
      </Field>
      <StatusButton name="intent" value="request-payout" pendingText="Requesting…">
        Request payout
      </StatusButton>
    </Form>
  );
}
