// The ticket limits page's forms: which tickets are on sale on the event page and in what
// order, and raising a limited ticket's limit. Plain forms: they work without JavaScript.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { TICKET_LIMITS } from "../../../../contract/events/editor";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import type { EventTicketLimitsQuery } from "~/graphql/generated";
import { formatMoney } from "~/lib/format";
import { raiseLimitSchema } from "~/lib/hosting/money/ticket-limits-form";

type Ticket = EventTicketLimitsQuery["event"]["bySlugOrId"]["managedTickets"][number];

const priceOf = (ticket: Ticket) => (ticket.kind === "PAID" ? formatMoney(ticket.price, ticket.currency) : "Free");

export function DisplayedTicketsForm({ tickets, error }: { tickets: Ticket[]; error: string | undefined }) {
  return (
    <Form method="post" className="card stack" aria-labelledby="displayed-heading">
      <h2 id="displayed-heading">On the event page</h2>
      <p className="muted small">Tick the tickets offered on the event page and number them in the order guests see them. Unticked tickets are taken off sale; guests who hold them keep them.</p>
      {error ? <Alert kind="danger">{error}</Alert> : null}
      <ul className="money-ticket-list">
        {tickets.map((ticket, index) => (
          <li key={ticket.eventTicketId} className="money-ticket-row">
            <input type="hidden" name="ticketId" value={ticket.eventTicketId} />
            <label className="checkbox">
              <input type="checkbox" name={`shown-${ticket.eventTicketId}`} defaultChecked={ticket.isActive} />
              <span>
                Offer {ticket.ticketType} <span className="muted">· {priceOf(ticket)}{ticket.isPrivate ? " · private" : ""}</span>
              </span>
            </label>
            <div className="field money-position">
              <label htmlFor={`position-${ticket.eventTicketId}`}>Position of {ticket.ticketType}</label>
              <input id={`position-${ticket.eventTicketId}`} type="number" name={`position-${ticket.eventTicketId}`} min={1} max={tickets.length} defaultValue={index + 1} inputMode="numeric" />
            </div>
          </li>
        ))}
      </ul>
      <StatusButton name="intent" value="display" pendingText="Saving…">
        Save tickets on the event page
      </StatusButton>
    </Form>
  );
}

export function RaiseLimitForm({ ticket, lastResult }: { ticket: Ticket; lastResult: SubmissionResult<string[]> | undefined }) {
  const limit = ticket.balance.limitedAmount ?? 0;
  const [form, fields] = useForm({
    id: `raise-${ticket.eventTicketId}`,
    lastResult,
    defaultValue: { eventTicketId: ticket.eventTicketId, limitedAmount: String(limit + 1) },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: raiseLimitSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const taken = ticket.balance.releasedAmount + ticket.balance.lockedAmount;
  return (
    <Form method="post" {...getFormProps(form)} className="money-raise">
      <h3>{ticket.ticketType}</h3>
      <p className="muted small">
        {taken} taken · {ticket.balance.availableAmount ?? 0} of {limit} left
      </p>
      {form.errors?.[0] ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
      <input type="hidden" name={fields.eventTicketId.name} value={ticket.eventTicketId} />
      <Field label={`New limit for ${ticket.ticketType}`} errors={fields.limitedAmount.errors}>
        {({ id, describedBy, invalid }) => (
          <input {...getInputProps(fields.limitedAmount, { type: "number" })} id={id} min={limit + 1} max={TICKET_LIMITS.maxAmount} inputMode="numeric" aria-describedby={describedBy} aria-invalid={invalid || undefined} />
        )}
      </Field>
      <StatusButton name="intent" value="raise" variant="secondary" pendingText="Raising…">
        Raise limit<span className="visually-hidden"> of {ticket.ticketType}</span>
      </StatusButton>
    </Form>
  );
}
