// Adding or changing a scanning zone (spec 2 §3): its name, the tickets it admits, and how
// many times each ticket may enter. A plain form: it works without JavaScript.
import { getCollectionProps, getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { zoneFormSchema, type ZoneForm } from "~/lib/hosting/door/forms";
import { doorTexts, SCANNING_LIMITS } from "~/lib/hosting/door/texts";

interface Props {
  ticketTypes: { eventTicketId: string; ticketType: string }[];
  editing: { zoneId?: string | null; name: string; eventTicketIds?: string[] | null; maxScans: number } | null;
  lastResult: SubmissionResult<string[]> | undefined;
  cancelPath: string;
}

export function ZoneEditor({ ticketTypes, editing, lastResult, cancelPath }: Props) {
  const defaultValue: Partial<ZoneForm> = editing
    ? { zoneId: editing.zoneId ?? undefined, name: editing.name, eventTicketIds: editing.eventTicketIds ?? [], maxScans: editing.maxScans }
    : { maxScans: 1, eventTicketIds: ticketTypes.map((ticket) => ticket.eventTicketId) };
  const [form, fields] = useForm({
    id: editing ? `zone-${editing.zoneId}` : "zone-new",
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: zoneFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const formError = form.errors?.[0];
  const choices = getCollectionProps(fields.eventTicketIds, { type: "checkbox", options: ticketTypes.map((ticket) => ticket.eventTicketId) });
  const nameOf = (id: string) => ticketTypes.find((ticket) => ticket.eventTicketId === id)?.ticketType ?? id;
  const ticketsErrorId = `${form.id}-tickets-error`;
  return (
    <Form method="post" {...getFormProps(form)} className="stack card door-zone-form">
      <h2>{editing ? doorTexts.editZone(editing.name) : doorTexts.addZone}</h2>
      {formError ? <Alert kind="danger">{formError}</Alert> : null}
      {editing?.zoneId ? <input type="hidden" name={fields.zoneId.name} value={editing.zoneId} /> : null}
      <Field label={doorTexts.zoneName} errors={fields.name.errors}>
        {({ id, describedBy, invalid }) => (
          <input {...getInputProps(fields.name, { type: "text" })} id={id} maxLength={SCANNING_LIMITS.zoneName} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
        )}
      </Field>
      <fieldset className="stack-sm" aria-describedby={fields.eventTicketIds.errors?.length ? ticketsErrorId : undefined}>
        <legend>{doorTexts.zoneTickets}</legend>
        {choices.length === 0 ? <p className="muted">{doorTexts.noTickets}</p> : null}
        {choices.map(({ key, ...props }) => (
          <label key={key} className="checkbox">
            <input {...props} />
            {nameOf(props.value)}
          </label>
        ))}
        <div id={ticketsErrorId} className="field-error" aria-live="polite">
          {fields.eventTicketIds.errors?.[0] ?? null}
        </div>
      </fieldset>
      <Field label={doorTexts.maxScans} errors={fields.maxScans.errors}>
        {({ id, describedBy, invalid }) => (
          <input {...getInputProps(fields.maxScans, { type: "number" })} id={id} min={1} max={SCANNING_LIMITS.maxScans} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
        )}
      </Field>
      <div className="row">
        <StatusButton name="intent" value="save" pendingText={doorTexts.saving}>
          {doorTexts.saveZone}
        </StatusButton>
        {editing ? <Link to={cancelPath}>Cancel</Link> : null}
      </div>
    </Form>
  );
}
