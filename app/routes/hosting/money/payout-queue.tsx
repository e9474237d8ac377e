import { Form, href, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/payout-queue";
import { PAYOUT_STATUS_LABELS, PAYOUT_STATUSES, payoutQueueMessages as m } from "../../../../contract/hosting/money-messages";
import { loadPayoutQueue, settlePayoutAction } from "~/.server/hosting/money/payout-queue.server";
import { Pager } from "~/components/hosting/pager";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { StatusButton } from "~/components/ui/status-button";
import { formatEventMoment, formatMoney } from "~/lib/format";
import { pageCount } from "~/lib/hosting/pager";
import { PAYOUT_OUTCOME_LABELS } from "~/lib/hosting/money/payout-queue";

export const meta: Route.MetaFunction = () => [{ title: "Payout queue" }, { name: "robots", content: "noindex" }];

const PAGE_SIZE = 50;

/** /support/payouts: hosts' payout requests for the team to carry out and record (support and admin staff; 403 for others). */
export function loader({ context, url }: Route.LoaderArgs) {
  return loadPayoutQueue(context, url);
}

export function action({ context, request, url }: Route.ActionArgs) {
  return settlePayoutAction(context, request, url);
}

export default function PayoutQueue() {
  const { status, page, queue } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const base = href("/support/payouts");
  const linkTo = (next: { status?: string; page?: number }) => {
    const params = new URLSearchParams();
    const nextStatus = next.status ?? status;
    if (nextStatus !== "PENDING") params.set("status", nextStatus);
    if ((next.page ?? 1) > 1) params.set("page", String(next.page));
    const query = params.toString();
    return query ? `${base}?${query}` : base;
  };
  return (
    <section className="stack-lg payout-queue">
      <div className="stack-sm">
        <h1>Payout queue</h1>
        <p className="muted">
          Hosts&apos; payout requests. Pay each one to the host&apos;s payout account outside the app, then record what happened: the host is e-mailed, and a failed or
          cancelled payout goes back to the event&apos;s balance. <Link to={href("/auth/im-login")}>Impersonate a member</Link>
        </p>
      </div>
      <nav aria-label="Payout requests by status">
        <ul className="tabs">
          {PAYOUT_STATUSES.map((value) => (
            <li key={value}>
              <Link to={linkTo({ status: value, page: 1 })} className={`tab${status === value ? " tab-active" : ""}`} aria-current={status === value ? "page" : undefined}>
                {PAYOUT_STATUS_LABELS[value]}
                {status === value ? ` (${queue.totalCount})` : ""}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {queue.nodes.length === 0 ? <p className="muted">{m.empty}</p> : null}
      <ul className="stack payout-queue-list">
        {queue.nodes.map(({ request, eventName, eventSlug, requesterName, requesterEmail }) => {
          const mine = answer?.requestId === request.requestId ? answer.result : undefined;
          const errors = mine?.error ?? {};
          const noteId = `note-${request.requestId}`;
          const noteError = errors.note?.[0];
          const formError = errors[""]?.[0] ?? errors.outcome?.[0];
          const amount = formatMoney(request.amount, request.currency);
          return (
            <li key={request.requestId} className="card stack-sm">
              <h2 className="payout-queue-title">
                {amount} · <Link to={href("/events/:slug", { slug: eventSlug })}>{eventName}</Link>
              </h2>
              <p className="small">
                Requested by {requesterName} ({requesterEmail}) on {formatEventMoment(request.requestedAt, "UTC")} UTC
                {request.paidDate ? ` · paid ${formatEventMoment(request.paidDate, "UTC")} UTC` : ""}
              </p>
              {request.note ? <p className="small">Note: {request.note}</p> : null}
              {request.status === "PENDING" ? (
                <Form method="post" className="stack-sm" aria-label={`Record the payout of ${amount} for ${eventName}`}>
                  {formError ? <Alert kind="danger">{formError}</Alert> : null}
                  <input type="hidden" name="requestId" value={request.requestId} />
                  <fieldset className="row">
                    <legend>What happened</legend>
                    {(Object.keys(PAYOUT_OUTCOME_LABELS) as (keyof typeof PAYOUT_OUTCOME_LABELS)[]).map((outcome) => (
                      <label key={outcome} className="checkbox">
                        <input type="radio" name="outcome" value={outcome} defaultChecked={(mine?.initialValue?.outcome ?? "PAID") === outcome} />
                        {PAYOUT_OUTCOME_LABELS[outcome]}
                      </label>
                    ))}
                  </fieldset>
                  <div className="field">
                    <label htmlFor={noteId}>Note for the host</label>
                    <textarea
                      id={noteId}
                      name="note"
                      rows={2}
                      maxLength={500}
                      defaultValue={typeof mine?.initialValue?.note === "string" ? mine.initialValue.note : ""}
                      aria-invalid={noteError ? true : undefined}
                      aria-describedby={`${noteId}-hint${noteError ? ` ${noteId}-error` : ""}`}
                    />
                    <span id={`${noteId}-hint`} className="muted small">
                      Required when the payout failed or was cancelled.
                    </span>
                    {noteError ? (
                      <span id={`${noteId}-error`} className="field-error">
                        {noteError}
                      </span>
                    ) : null}
                  </div>
                  <div className="row">
                    <StatusButton pendingText="Recording…">Record</StatusButton>
                  </div>
                </Form>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Pager current={page} totalPages={pageCount(queue.totalCount, PAGE_SIZE)} hrefFor={(n) => linkTo({ page: n })} />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
