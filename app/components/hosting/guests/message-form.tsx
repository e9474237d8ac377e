// The message-attendees form. With JavaScript the unsent subject and text are kept in the
// browser per event (spec 1 §9 "send-event-message" keys): restored on return, dropped once
// sent and on sign-out.
import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { MESSAGE_STATES, messageDraftKey, messageFormSchema, messageTexts as t } from "~/lib/hosting/guests/message-form";

interface Props {
  eventId: string;
  justSent: boolean;
  lastResult?: SubmissionResult<string[]>;
}

export function MessageForm({ eventId, justSent, lastResult }: Props) {
  const [form, fields] = useForm({
    id: "send-message",
    lastResult,
    defaultValue: { states: ["APPROVED"], channels: ["EMAIL"] },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: messageFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const noticeId = `${form.id}-draft`;
  const key = messageDraftKey(eventId);
  useEffect(() => {
    const element = document.getElementById(form.id);
    if (element instanceof HTMLFormElement) return attachDraft(element, document.getElementById(noticeId), key, justSent);
  }, [form.id, noticeId, key, justSent]);
  const selected = (values: unknown, value: string) => (Array.isArray(values) ? values.includes(value) : values === value);
  return (
    <Form method="post" {...getFormProps(form)} className="stack">
      {form.errors?.[0] ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
      <div id={noticeId} hidden>
        <Alert kind="info">{t.draftRestored}</Alert>
      </div>
      <fieldset className="stack-sm" aria-describedby={`${form.id}-states-error`}>
        <legend>{t.recipients}</legend>
        {MESSAGE_STATES.map((state) => (
          <label key={state.value} className="checkbox">
            <input type="checkbox" name="states" value={state.value} defaultChecked={selected(fields.states.initialValue, state.value)} />
            {state.label}
          </label>
        ))}
        <div id={`${form.id}-states-error`} className="field-error" aria-live="polite">
          {fields.states.errors?.[0]}
        </div>
      </fieldset>
      <fieldset className="stack-sm" aria-describedby={`${form.id}-channels-error`}>
        <legend>{t.channels}</legend>
        <label className="checkbox">
          <input type="checkbox" name="channels" value="EMAIL" defaultChecked={selected(fields.channels.initialValue, "EMAIL")} />
          E-mail
        </label>
        <label className="checkbox">
          <input type="checkbox" name="channels" value="SMS" defaultChecked={selected(fields.channels.initialValue, "SMS")} />
          SMS
        </label>
        <div id={`${form.id}-channels-error`} className="field-error" aria-live="polite">
          {fields.channels.errors?.[0]}
        </div>
      </fieldset>
      <Field label={t.subject} errors={fields.subject.errors}>
        {({ id, describedBy, invalid }) => <input {...getInputProps(fields.subject, { type: "text" })} id={id} maxLength={120} aria-describedby={describedBy} aria-invalid={invalid || undefined} />}
      </Field>
      <Field label={t.body} errors={fields.body.errors} hint={t.unsubscribedNote}>
        {({ id, describedBy, invalid }) => <textarea {...getTextareaProps(fields.body)} id={id} rows={6} maxLength={2000} aria-describedby={describedBy} aria-invalid={invalid || undefined} />}
      </Field>
      <div className="form-actions">
        <StatusButton pendingText="Sending…">Send message</StatusButton>
      </div>
    </Form>
  );
}

/**
 * Keeps the subject and text in localStorage while typing, and puts an earlier draft back
 * (showing the notice). Plain DOM work on the rendered form; returns the clean-up.
 */
function attachDraft(form: HTMLFormElement, notice: HTMLElement | null, key: string, justSent: boolean): () => void {
  const subject = form.elements.namedItem("subject") as HTMLInputElement | null;
  const body = form.elements.namedItem("body") as HTMLTextAreaElement | null;
  try {
    if (justSent) window.localStorage.removeItem(key);
    const draft = JSON.parse(window.localStorage.getItem(key) ?? "null") as { subject?: string; body?: string } | null;
    if (draft && subject && body && !subject.value && !body.value) {
      subject.value = draft.subject ?? "";
      body.value = draft.body ?? "";
      if (notice) notice.hidden = !(draft.subject || draft.body);
    }
  } catch {
    // Storage off or a broken draft: start empty.
  }
  const save = () => {
    try {
      if (!subject?.value && !body?.value) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, JSON.stringify({ subject: subject?.value ?? "", body: body?.value ?? "" }));
    } catch {
      // Storage full or off: the form still works.
    }
  };
  form.addEventListener("input", save);
  return () => form.removeEventListener("input", save);
}
