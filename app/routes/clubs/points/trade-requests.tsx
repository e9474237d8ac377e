import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { Form, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/trade-requests";
import { loadTradeRequests, tradeRequestsAction } from "~/.server/clubs/points/points.server";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { formatEventDay } from "~/lib/format";
import { formatPoints, pointsTexts as t, tradeRequestSchema, tradeRequestsPath } from "~/lib/clubs/points-forms";

export const meta: Route.MetaFunction = () => [{ title: "Trade Requests" }, { name: "robots", content: "noindex" }];

/** /rep-points/trade-requests (spec 3 §2 "Trade Requests"): trades offered to the member and by them, and the send form. */
export async function loader({ context, url }: Route.LoaderArgs) {
  return loadTradeRequests(context, url);
}

export function action({ context, request, url }: Route.ActionArgs) {
  return tradeRequestsAction(context, request, url);
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;
type Trade = Loaded["requests"]["incoming"][number];

export default function TradeRequests() {
  const { clubs, requests, idempotencyKey } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="stack-lg">
      {actionData?.intent === "settle" ? <Alert kind="danger">{actionData.error}</Alert> : null}
      <section className="stack" aria-labelledby="incoming-title">
        <h2 id="incoming-title">{t.incomingTitle}</h2>
        {requests.incoming.length === 0 ? (
          <p className="empty">{t.noIncoming}</p>
        ) : (
          <ul className="stack-sm points-trades">
            {requests.incoming.map((trade) => (
              <TradeRow key={trade.tradeId} trade={trade} idempotencyKey={idempotencyKey}>
                <StatusButton name="intent" value="accept" pendingText={t.accepting} pendingFor={{ tradeId: trade.tradeId }}>
                  {t.accept}
                </StatusButton>
                <StatusButton name="intent" value="reject" variant="secondary" pendingText={t.rejecting} pendingFor={{ tradeId: trade.tradeId }}>
                  {t.reject}
                </StatusButton>
              </TradeRow>
            ))}
          </ul>
        )}
      </section>
      <section className="stack" aria-labelledby="outgoing-title">
        <h2 id="outgoing-title">{t.outgoingTitle}</h2>
        {requests.outgoing.length === 0 ? (
          <p className="empty">{t.noOutgoing}</p>
        ) : (
          <ul className="stack-sm points-trades">
            {requests.outgoing.map((trade) => (
              <TradeRow key={trade.tradeId} trade={trade} idempotencyKey={idempotencyKey}>
                <StatusButton name="intent" value="cancel" variant="secondary" pendingText={t.cancelling} pendingFor={{ tradeId: trade.tradeId }}>
                  {t.cancel}
                </StatusButton>
              </TradeRow>
            ))}
          </ul>
        )}
      </section>
      <SendForm clubs={clubs} idempotencyKey={idempotencyKey} lastResult={actionData?.intent === "request" ? actionData.result : undefined} />
    </div>
  );
}

/** A pending trade, with its own form holding the buttons the viewer may press. */
function TradeRow({ trade, idempotencyKey, children }: { trade: Trade; idempotencyKey: string; children: React.ReactNode }) {
  const other = trade.incoming ? trade.from : trade.to;
  return (
    <li className="card stack-sm points-trade">
      <p>
        <strong>{formatPoints(trade.points)} points</strong> {trade.incoming ? "from" : "to"} {other.name}
        {other.userName ? <span className="muted"> @{other.userName}</span> : null}
      </p>
      <p className="muted">
        {trade.club.name} · {formatEventDay(trade.createdAt, "UTC")}
      </p>
      <Form method="post" action={tradeRequestsPath} className="row">
        <input type="hidden" name="tradeId" value={trade.tradeId} />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        {children}
      </Form>
    </li>
  );
}

function SendForm({ clubs, idempotencyKey, lastResult }: { clubs: Loaded["clubs"]; idempotencyKey: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useForm<z.input<typeof tradeRequestSchema>>({
    id: "send-trade-request",
    lastResult,
    defaultValue: { clubId: clubs[0]?.club.clubId },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: tradeRequestSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" action={tradeRequestsPath} {...getFormProps(form)} className="card stack" aria-labelledby="send-title">
      <h2 id="send-title">{t.sendTitle}</h2>
      {form.errors?.length ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
      {clubs.length === 0 ? (
        <p className="muted">{t.noClubs}</p>
      ) : (
        <>
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <Field label={t.club} errors={fields.clubId.errors}>
            {({ id, describedBy, invalid }) => (
              <select {...getSelectProps(fields.clubId)} id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined}>
                {clubs.map((standing) => (
                  <option key={standing.club.clubId} value={standing.club.clubId}>
                    {standing.club.name} ({formatPoints(standing.balance)} points)
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t.userName} errors={fields.userName.errors} hint={t.userNameHint}>
            {({ id, describedBy, invalid }) => (
              <input {...getInputProps(fields.userName, { type: "text" })} id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} autoCapitalize="none" spellCheck={false} autoComplete="off" />
            )}
          </Field>
          <Field label={t.points} errors={fields.points.errors}>
            {({ id, describedBy, invalid }) => (
              <input {...getInputProps(fields.points, { type: "number" })} id={id} min={1} step={1} inputMode="numeric" aria-describedby={describedBy} aria-invalid={invalid || undefined} />
            )}
          </Field>
          <div>
            <StatusButton name="intent" value="request" pendingText={t.sending}>
              {t.send}
            </StatusButton>
          </div>
        </>
      )}
    </Form>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
