import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData } from "react-router";
import type { Route } from "./+types/grant";
import { grantAction } from "~/.server/hosting/grant.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import type { ManageLayoutData } from "~/.server/hosting/manage.server";
import { useManageLayout } from "~/components/hosting/use-manage-layout";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { GRANT_KIND_LABELS, grantFormSchema, grantMessages as m } from "~/lib/hosting/grant";

export const meta: Route.MetaFunction = () => [{ title: m.title }, { name: "robots", content: "noindex" }];

/** /rep-club/events/{id}/give: the team gives a Complimentary, VIP or Extra ticket; the layout has already checked the viewer is on the team. */
export function loader({ context, url }: Route.LoaderArgs) {
  requireUser(context, url);
  return null;
}

export async function action({ context, request, url, params }: Route.ActionArgs) {
  return grantAction(context, request, url, params.id);
}

export default function GiveTicket() {
  const layout = useManageLayout<ManageLayoutData>();
  const actionData = useActionData<typeof action>();
  const kinds = layout?.managed.grantKinds ?? [];
  const tickets = layout?.managed.ticketTypes ?? [];
  const [form, fields] = useForm({
    id: "give-ticket",
    lastResult: actionData?.result,
    defaultValue: { kind: kinds[0], eventTicketId: tickets[0]?.eventTicketId },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: grantFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  if (!kinds.length) return <Alert kind="danger">{m.notAllowed}</Alert>;
  const chosenKind = fields.kind.initialValue ?? kinds[0];
  const kindError = fields.kind.errors?.[0];
  return (
    <section className="stack" aria-labelledby="give-title">
      <h2 id="give-title">{m.title}</h2>
      <p className="muted">{m.intro}</p>
      <Form method="post" {...getFormProps(form)} className="stack grant-form">
        {form.errors?.[0] ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
        <fieldset aria-describedby={kindError ? `${fields.kind.id}-error` : undefined}>
          <legend>{m.kindLabel}</legend>
          {kinds.map((kind) => (
            <label key={kind} className="checkbox-row">
              <input type="radio" name={fields.kind.name} value={kind} defaultChecked={kind === chosenKind} /> {GRANT_KIND_LABELS[kind]}
            </label>
          ))}
          <div id={`${fields.kind.id}-error`} className="field-error" aria-live="polite">
            {kindError ?? null}
          </div>
        </fieldset>
        <Field label={m.ticketLabel} errors={fields.eventTicketId.errors}>
          {({ id, describedBy, invalid }) => (
            <select {...getSelectProps(fields.eventTicketId)} id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined}>
              {tickets.map((ticket) => (
                <option key={ticket.eventTicketId} value={ticket.eventTicketId}>
                  {ticket.limitedAmount === null ? ticket.ticketType : `${ticket.ticketType} (${ticket.sold} of ${ticket.limitedAmount} taken)`}
                </option>
              ))}
            </select>
          )}
        </Field>
        <fieldset className="stack-sm">
          <legend>{m.toMember}</legend>
          <Field label={m.recipientLabel} errors={fields.recipient.errors}>
            {({ id, describedBy, invalid }) => (
              <input {...getInputProps(fields.recipient, { type: "text" })} id={id} autoComplete="off" aria-describedby={describedBy} aria-invalid={invalid || undefined} />
            )}
          </Field>
        </fieldset>
        <fieldset className="stack-sm">
          <legend>{`Or ${m.toGuest.toLowerCase()}`}</legend>
          <div className="row-2">
            <Field label={m.guestNameLabel} errors={fields.guestName.errors}>
              {({ id, describedBy, invalid }) => (
                <input {...getInputProps(fields.guestName, { type: "text" })} id={id} autoComplete="off" aria-describedby={describedBy} aria-invalid={invalid || undefined} />
              )}
            </Field>
            <Field label={m.guestEmailLabel} errors={fields.guestEmail.errors}>
              {({ id, describedBy, invalid }) => (
                <input {...getInputProps(fields.guestEmail, { type: "email" })} id={id} autoComplete="off" aria-describedby={describedBy} aria-invalid={invalid || undefined} />
              )}
            </Field>
          </div>
        </fieldset>
        <div className="form-actions">
          <StatusButton name="intent" value="give" pendingText={m.pendingSubmit}>
            {m.submit}
          </StatusButton>
        </div>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
