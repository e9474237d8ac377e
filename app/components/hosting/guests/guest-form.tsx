// Adding a guest, or editing one: the same fields. A plain form that works without JavaScript.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { guestFormSchema, type GuestForm } from "~/lib/hosting/guests/guest-form";

interface Props {
  formId: string;
  tickets: { eventTicketId: string; ticketType: string }[];
  defaults?: Partial<GuestForm>;
  lastResult?: SubmissionResult<string[]>;
}

export function GuestFields({ formId, tickets, defaults, lastResult }: Props) {
  const editing = Boolean(defaults?.guestId);
  const [form, fields] = useForm({
    id: formId,
    lastResult,
    defaultValue: { ticketCount: 1, ...defaults },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: guestFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const intent = editing ? "update-guest" : "add-guest";
  return (
    <Form method="post" {...getFormProps(form)} className="stack guest-form">
      <input type="hidden" name="formId" value={formId} />
      {editing ? <input type="hidden" name="guestId" value={defaults?.guestId} /> : null}
      {form.errors?.[0] ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
      <Field label="Full name" errors={fields.fullName.errors}>
        {({ id, describedBy, invalid }) => <input {...getInputProps(fields.fullName, { type: "text" })} id={id} autoComplete="off" aria-describedby={describedBy} aria-invalid={invalid || undefined} />}
      </Field>
      <div className="row-2">
        <Field label="E-mail (optional)" errors={fields.emailAddress.errors}>
          {({ id, describedBy, invalid }) => <input {...getInputProps(fields.emailAddress, { type: "email" })} id={id} autoComplete="off" aria-describedby={describedBy} aria-invalid={invalid || undefined} />}
        </Field>
        <Field label="Phone (optional)" errors={fields.phoneNumber.errors}>
          {({ id, describedBy, invalid }) => <input {...getInputProps(fields.phoneNumber, { type: "tel" })} id={id} autoComplete="off" aria-describedby={describedBy} aria-invalid={invalid || undefined} />}
        </Field>
      </div>
      <div className="row-2">
        <Field label="Tickets" errors={fields.ticketCount.errors} hint="Each gets its own number for the door.">
          {({ id, describedBy, invalid }) => <input {...getInputProps(fields.ticketCount, { type: "number" })} id={id} min={1} max={20} inputMode="numeric" aria-describedby={describedBy} aria-invalid={invalid || undefined} />}
        </Field>
        {tickets.length ? (
          <Field label="Ticket type (optional)" errors={fields.eventTicketId.errors}>
            {({ id, describedBy }) => (
              <select {...getSelectProps(fields.eventTicketId)} id={id} aria-describedby={describedBy}>
                <option value="">None</option>
                {tickets.map((ticket) => (
                  <option key={ticket.eventTicketId} value={ticket.eventTicketId}>
                    {ticket.ticketType}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
      </div>
      <Field label="Note (optional)" errors={fields.note.errors}>
        {({ id, describedBy, invalid }) => <textarea {...getTextareaProps(fields.note)} id={id} rows={2} aria-describedby={describedBy} aria-invalid={invalid || undefined} />}
      </Field>
      <div className="form-actions">
        <StatusButton name="intent" value={intent} pendingText="Saving…">
          {editing ? "Save guest" : "Add guest"}
        </StatusButton>
      </div>
    </Form>
  );
}
