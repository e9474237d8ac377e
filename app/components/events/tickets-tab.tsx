// The editor's Tickets tab: the event's ticket types, and the form that adds or changes one.
// Plain links and a plain form: it works without JavaScript.
import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import { TICKET_LIMITS } from "../../../contract/events/editor";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import type { EventTicketsForEditingQuery } from "~/graphql/generated";
import { formatMoney } from "~/lib/format";
import { ticketFormSchema, type TicketForm } from "~/lib/events/ticket-form";

type ManagedTicket = EventTicketsForEditingQuery["event"]["bySlugOrId"]["managedTickets"][number];

function amountText(ticket: ManagedTicket): string {
  const { limitedAmount, availableAmount, releasedAmount } = ticket.balance;
  if (limitedAmount === null || limitedAmount === undefined) return `${releasedAmount} taken, no limit`;
  return `${releasedAmount} taken, ${availableAmount ?? 0} of ${limitedAmount} left`;
}

export function TicketList({ tickets, basePath }: { tickets: ManagedTicket[]; basePath: string }) {
  if (tickets.length === 0) return <p className="muted">No tickets yet: add one below so guests can RSVP.</p>;
  return (
    <ul className="ticket-admin-list">
      {tickets.map((ticket) => (
        <li key={ticket.eventTicketId} className="ticket-admin">
          <div>
            <strong>{ticket.ticketType}</strong>
            <span className="muted"> · {ticket.kind === "PAID" ? formatMoney(ticket.price, ticket.currency) : "Free"}</span>
            <div className="muted">{amountText(ticket)}</div>
            <div className="ticket-admin-flags">
              {ticket.isRequiredApproval ? <span className="pill">Requires approval</span> : null}
              {ticket.isPrivate ? <span className="pill">Private</span> : null}
              {ticket.isActive ? null : <span className="pill">Inactive</span>}
            </div>
          </div>
          <Link to={`${basePath}?tab=guest&ticket=${ticket.eventTicketId}`} className="button button-secondary button-small">
            Edit<span className="visually-hidden"> {ticket.ticketType}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The extra options start open when any is set or has an error. */
function hasMoreOptions(defaults: Partial<TicketForm>, errors: Record<string, string[]>): boolean {
  const extra = ["saleStart", "saleEnd", "gratuityPercentage", "color"] as const;
  return extra.some((name) => Boolean(defaults[name]) || Boolean(errors[name]?.length));
}

interface FormProps {
  /** The event's zone: the sale window is typed in it. */
  timeZone: string;
  defaults: Partial<TicketForm>;
  lastResult: SubmissionResult<string[]> | undefined;
  /** The ticket being changed, or null for a new one. */
  editing: { eventTicketId: string; ticketType: string } | null;
  basePath: string;
}

export function TicketEditor({ timeZone, defaults, lastResult, editing, basePath }: FormProps) {
  const [form, fields] = useForm({
    id: editing ? `ticket-${editing.eventTicketId}` : "ticket-new",
    lastResult,
    defaultValue: defaults,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ticketFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const formError = form.errors?.[0];
  return (
    <Form method="post" action={`${basePath}?tab=guest`} {...getFormProps(form)} className="stack card ticket-form">
      <h2>{editing ? `Edit ${editing.ticketType}` : "Add a ticket"}</h2>
      {formError ? <Alert kind="danger">{formError}</Alert> : null}
      {editing ? <input type="hidden" name={fields.eventTicketId.name} value={editing.eventTicketId} /> : null}
      <Field label="Ticket name" errors={fields.ticketType.errors}>
        {({ id, describedBy, invalid }) => (
          <input {...getInputProps(fields.ticketType, { type: "text" })} id={id} maxLength={TICKET_LIMITS.name} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
        )}
      </Field>
      <fieldset className="stack">
        <legend>Price</legend>
        <label className="checkbox">
          <input {...getInputProps(fields.kind, { type: "radio", value: "FREE" })} />
          Free
        </label>
        <label className="checkbox">
          <input {...getInputProps(fields.kind, { type: "radio", value: "PAID" })} />
          Paid
        </label>
        <Field label="Price in US dollars (paid tickets)" errors={fields.price.errors}>
          {({ id, describedBy, invalid }) => (
            <input {...getInputProps(fields.price, { type: "text" })} id={id} inputMode="decimal" placeholder="25.00" aria-describedby={describedBy} aria-invalid={invalid || undefined} />
          )}
        </Field>
      </fieldset>
      <div className="field-row">
        <Field label="Number of tickets" errors={fields.limitedAmount.errors} hint="Leave empty for no limit.">
          {({ id, describedBy, invalid }) => (
            <input {...getInputProps(fields.limitedAmount, { type: "number" })} id={id} min={1} max={TICKET_LIMITS.maxAmount} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
          )}
        </Field>
        <Field label="Additional guests per ticket" errors={fields.additionalGuests.errors}>
          {({ id, describedBy, invalid }) => (
            <input {...getInputProps(fields.additionalGuests, { type: "number" })} id={id} min={0} max={TICKET_LIMITS.maxAdditionalGuests} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
          )}
        </Field>
      </div>
      <label className="checkbox">
        <input {...getInputProps(fields.isRequiredApproval, { type: "checkbox" })} />
        Requires approval: guests ask, you choose
      </label>
      <label className="checkbox">
        <input {...getInputProps(fields.isPrivate, { type: "checkbox" })} />
        Private: not offered on the event page
      </label>
      <label className="checkbox">
        <input {...getInputProps(fields.optInShowTicketAmount, { type: "checkbox" })} />
        Show how many are left
      </label>
      <label className="checkbox">
        <input {...getInputProps(fields.isActive, { type: "checkbox" })} />
        Active: on sale now
      </label>
      <Field label="Note" errors={fields.note.errors}>
        {({ id, describedBy, invalid }) => (
          <textarea {...getTextareaProps(fields.note)} id={id} rows={2} maxLength={TICKET_LIMITS.note} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
        )}
      </Field>
      <details className="stack" open={hasMoreOptions(defaults, form.allErrors) || undefined}>
        <summary>More options</summary>
        <div className="field-row">
          <Field label={`On sale from (${timeZone})`} errors={fields.saleStart.errors} hint="Empty: on sale now.">
            {({ id, describedBy, invalid }) => (
              <input {...getInputProps(fields.saleStart, { type: "datetime-local" })} id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
            )}
          </Field>
          <Field label={`On sale until (${timeZone})`} errors={fields.saleEnd.errors} hint="Empty: until the event ends.">
            {({ id, describedBy, invalid }) => (
              <input {...getInputProps(fields.saleEnd, { type: "datetime-local" })} id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
            )}
          </Field>
        </div>
        <div className="field-row">
          <Field label="Gratuity (% of the price)" errors={fields.gratuityPercentage.errors}>
            {({ id, describedBy, invalid }) => (
              <input {...getInputProps(fields.gratuityPercentage, { type: "number" })} id={id} min={0} max={TICKET_LIMITS.maxGratuityPercent} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
            )}
          </Field>
          <Field label="Colour" errors={fields.color.errors}>
            {({ id, describedBy, invalid }) => (
              <input {...getInputProps(fields.color, { type: "text" })} id={id} placeholder="#3366ff" pattern="#[0-9a-fA-F]{6}" aria-describedby={describedBy} aria-invalid={invalid || undefined} />
            )}
          </Field>
        </div>
      </details>
      <div className="form-actions">
        <StatusButton name="intent" value="save-ticket" pendingText="Saving…">
          {editing ? "Save ticket" : "Add ticket"}
        </StatusButton>
        {editing ? (
          <Link to={`${basePath}?tab=guest`} className="button button-ghost">
            Cancel
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
