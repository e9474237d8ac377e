// The invite page's four ways to invite (spec 2 §4 sources), each one form with the
// optional gift or private ticket and how many.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { EmailPicker } from "./email-picker";
import { Alert } from "~/components/ui/alert";
import { StatusButton } from "~/components/ui/status-button";
import { inviteFormSchema, inviteTexts as t } from "~/lib/hosting/guests/invite-form";

type Source = "DIRECT" | "CONTACT" | "PREVIOUS_EVENT" | "SAVED_LIST";
type Ticket = { eventTicketId: string; ticketType: string; isPrivate: boolean };

interface Common {
  tickets: Ticket[];
  results: Partial<Record<Source, SubmissionResult<string[]>>>;
}

function useInviteForm(source: Source, lastResult: SubmissionResult<string[]> | undefined) {
  return useForm({
    id: `invite-${source.toLowerCase()}`,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: inviteFormSchema }),
    shouldValidate: "onSubmit",
  });
}

function TicketChoice({ id, tickets, quantityErrors }: { id: string; tickets: Ticket[]; quantityErrors?: string[] }) {
  if (!tickets.length) return null;
  return (
    <div className="row-2">
      <div className="field">
        <label htmlFor={`${id}-ticket`}>{t.ticketLabel}</label>
        <select id={`${id}-ticket`} name="eventTicketId" defaultValue="">
          <option value="">No ticket</option>
          {tickets.map((ticket) => (
            <option key={ticket.eventTicketId} value={ticket.eventTicketId}>
              {ticket.ticketType}
              {ticket.isPrivate ? " (private)" : ""}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-quantity`}>{t.quantityLabel}</label>
        <input id={`${id}-quantity`} name="quantity" type="number" min={1} max={1000} defaultValue={1} inputMode="numeric" aria-describedby={`${id}-quantity-error`} aria-invalid={quantityErrors?.length ? true : undefined} />
        <div id={`${id}-quantity-error`} className="field-error" aria-live="polite">
          {quantityErrors?.[0]}
        </div>
      </div>
    </div>
  );
}

function Frame({ source, title, form, children, tickets, quantityErrors }: { source: Source; title: string; form: ReturnType<typeof useInviteForm>[0]; children: React.ReactNode; tickets: Ticket[]; quantityErrors?: string[] }) {
  return (
    <section className="card stack" aria-labelledby={`${form.id}-title`}>
      <h2 id={`${form.id}-title`}>{title}</h2>
      <Form method="post" {...getFormProps(form)} className="stack">
        <input type="hidden" name="source" value={source} />
        {form.errors?.[0] ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
        {children}
        <TicketChoice id={form.id} tickets={tickets} quantityErrors={quantityErrors} />
        <div className="form-actions">
          <StatusButton name="intent" value="invite" pendingText="Sending…">
            Send invitations
          </StatusButton>
        </div>
      </Form>
    </section>
  );
}

export function InviteByEmail({ tickets, results, lookupPath }: Common & { lookupPath: string }) {
  const [form, fields] = useInviteForm("DIRECT", results.DIRECT);
  const errorId = `${form.id}-emails-error`;
  const posted = (results.DIRECT?.initialValue?.emails as string | undefined) ?? "";
  return (
    <Frame source="DIRECT" title={t.byEmail} form={form} tickets={tickets} quantityErrors={fields.quantity.errors}>
      <EmailPicker lookupPath={lookupPath} defaultEmails={posted} errorId={errorId} invalid={Boolean(fields.emails.errors)} />
      <div id={errorId} className="field-error" aria-live="polite">
        {fields.emails.errors?.[0]}
      </div>
    </Frame>
  );
}

export function InviteFromContacts({ tickets, results, contacts }: Common & { contacts: { contactId: string; name: string; emailAddress?: string | null }[] }) {
  const [form, fields] = useInviteForm("CONTACT", results.CONTACT);
  return (
    <Frame source="CONTACT" title={t.fromContacts} form={form} tickets={tickets} quantityErrors={fields.quantity.errors}>
      {contacts.length ? (
        <fieldset className="stack-sm contact-choices" aria-describedby={`${form.id}-contacts-error`}>
          <legend>Contacts with an e-mail address</legend>
          {contacts.map((contact) => (
            <label key={contact.contactId} className="checkbox">
              <input type="checkbox" name="contactIds" value={contact.contactId} />
              <span>
                {contact.name} <span className="muted small">{contact.emailAddress}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="muted">No contacts with an e-mail address yet.</p>
      )}
      <div id={`${form.id}-contacts-error`} className="field-error" aria-live="polite">
        {fields.contactIds.errors?.[0]}
      </div>
    </Frame>
  );
}

export function InviteFromChoice({ tickets, results, source, options }: Common & { source: "PREVIOUS_EVENT" | "SAVED_LIST"; options: { value: string; label: string }[] }) {
  const [form, fields] = useInviteForm(source, results[source]);
  const name = source === "PREVIOUS_EVENT" ? "previousEventId" : "savedGuestListId";
  const field = source === "PREVIOUS_EVENT" ? fields.previousEventId : fields.savedGuestListId;
  const title = source === "PREVIOUS_EVENT" ? t.fromPreviousEvent : t.fromSavedList;
  if (!options.length) return null;
  return (
    <Frame source={source} title={title} form={form} tickets={tickets} quantityErrors={fields.quantity.errors}>
      <div className="field">
        <label htmlFor={`${form.id}-choice`}>{source === "PREVIOUS_EVENT" ? "Event" : "Saved list"}</label>
        <select id={`${form.id}-choice`} name={name} aria-describedby={`${form.id}-choice-error`}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <div id={`${form.id}-choice-error`} className="field-error" aria-live="polite">
          {field.errors?.[0]}
        </div>
      </div>
    </Frame>
  );
}
