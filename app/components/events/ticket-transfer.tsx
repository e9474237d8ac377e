// The ticket page's "Transfer ticket" form and the list of tickets sent on. A plain form that
// posts to the ticket page's action without JavaScript; with it, a fetcher that shows its
// pending state and its answer in place (a success redirects to the page, which then says
// "Transferred to @sam"). The checkbox is the holder's confirmation, with or without JavaScript.
import { useId } from "react";
import { href, useFetcher } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { RECIPIENT_MAX_LENGTH, ticketTransferMessages as m } from "../../../contract/events/messages";

/** What the ticket page's action answers for a refused transfer. */
export interface TransferAnswer {
  ticketId: string;
  result: SubmissionResult<string[]>;
}

export function TicketTransferForm({
  slug,
  ticket,
  lastAnswer,
}: {
  slug: string;
  ticket: { ticketId: string; ticketType: string; count: number };
  /** The action's answer without JavaScript (useActionData). */
  lastAnswer: TransferAnswer | undefined;
}) {
  const fetcher = useFetcher<TransferAnswer>();
  const answer = [fetcher.data, lastAnswer].find((candidate) => candidate?.ticketId === ticket.ticketId);
  const errors = answer?.result.error ?? {};
  const typed = (answer?.result.initialValue as { recipient?: string } | undefined)?.recipient ?? "";
  const pending = fetcher.state !== "idle";
  const confirmId = useId();
  const headingId = `transfer-${ticket.ticketId}`;
  return (
    <section className="card stack no-print ticket-transfer" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {m.formTitle}: {ticket.count > 1 ? `${ticket.count} × ${ticket.ticketType}` : ticket.ticketType}
      </h2>
      <p className="muted">{m.formIntro}</p>
      <fetcher.Form method="post" action={href("/events/:slug/ticket", { slug })} className="stack" noValidate>
        {errors[""]?.[0] ? <Alert kind="danger">{errors[""][0]}</Alert> : null}
        <input type="hidden" name="ticketId" value={ticket.ticketId} />
        <Field label={m.recipientLabel} errors={errors.recipient ?? undefined}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              name="recipient"
              type="text"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={RECIPIENT_MAX_LENGTH}
              defaultValue={typed}
              key={typed}
              required
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
            />
          )}
        </Field>
        <div className="field">
          <label className="checkbox" htmlFor={confirmId}>
            <input
              id={confirmId}
              type="checkbox"
              name="confirm"
              required
              aria-describedby={`${confirmId}-error`}
              aria-invalid={errors.confirm ? true : undefined}
            />{" "}
            {m.confirmLabel}
          </label>
          <div id={`${confirmId}-error`} className="field-error" aria-live="polite">
            {errors.confirm?.[0] ?? null}
          </div>
        </div>
        <button type="submit" className="button button-danger" disabled={pending} aria-busy={pending || undefined}>
          {pending ? m.pendingSubmit : m.submit}
        </button>
      </fetcher.Form>
    </section>
  );
}

/** The viewer's tickets sent on: "Transferred to @sam", no longer valid at the door. */
export function TransferredTickets({ tickets }: { tickets: { ticketId: string; ticketType: string; count: number; label: string }[] }) {
  if (!tickets.length) return null;
  return (
    <section className="card stack" aria-labelledby="transferred-title">
      <h2 id="transferred-title">{m.transferredTitle}</h2>
      <ul className="stack">
        {tickets.map((ticket) => (
          <li key={ticket.ticketId}>
            <strong>{ticket.count > 1 ? `${ticket.count} × ${ticket.ticketType}` : ticket.ticketType}</strong>: {ticket.label}.{" "}
            <span className="muted">{m.noLongerValid}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
