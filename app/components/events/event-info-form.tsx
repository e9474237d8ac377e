// The event editor's Info tab: a plain form that saves without JavaScript. With it, the
// fields are checked as they are typed, a new event's times move to the visitor's own
// zone, and an end left before a moved start follows it (spec 2 §2).
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { EVENT_TEXT_LIMITS, EVENT_TIME_STEP_MINUTES } from "../../../contract/events/editor";
import { ImageFileField } from "~/components/ui/image-file-field";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { defaultEventTimes, eventInfoSchema, eventTypeOptions, instantOf, localTimeOf, type EventInfoForm } from "~/lib/events/editor";
import { useMediaSrc } from "~/hooks/use-media-src";

interface Props {
  defaults: Partial<Omit<EventInfoForm, "image">>;
  /** The event's current image (/media/<id>.webp), shown as a preview; null without one. */
  imageUrl: string | null;
  timeZones: readonly string[];
  lastResult: SubmissionResult<string[]> | undefined;
  /** A new event: its times may move to the visitor's zone. */
  isNew: boolean;
  submitLabel: string;
}

const STEP_SECONDS = EVENT_TIME_STEP_MINUTES * 60;

export function EventInfoForm({ defaults, imageUrl, timeZones, lastResult, isNew, submitLabel }: Props) {
  const imageSrc = useMediaSrc()(imageUrl);
  const [form, fields] = useForm<EventInfoForm>({
    id: "event-info",
    lastResult,
    defaultValue: defaults,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: eventInfoSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const startRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLInputElement>(null);
  const zoneRef = useRef<HTMLSelectElement>(null);

  // A new event untouched by the server's answer starts in the visitor's own zone, at the default times there.
  useEffect(() => {
    if (!isNew || lastResult) return;
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone || zone === defaults.timeZone || !timeZones.includes(zone)) return;
    const times = defaultEventTimes(new Date(), zone);
    form.update({ name: fields.timeZone.name, value: zone });
    form.update({ name: fields.start.name, value: times.start });
    form.update({ name: fields.end.name, value: times.end });
  }, [isNew, lastResult, defaults.timeZone, timeZones, form, fields.timeZone.name, fields.start.name, fields.end.name]);

  /** Spec 2 §2: if the start moves after the end, the end is set to the start and its error cleared. */
  function onStartChange() {
    const zone = zoneRef.current?.value ?? defaults.timeZone ?? "UTC";
    const start = startRef.current && instantOf(startRef.current.value, zone);
    const end = endRef.current && instantOf(endRef.current.value, zone);
    if (start && end && start > end) {
      form.update({ name: fields.end.name, value: localTimeOf(start, zone) });
    }
  }

  const formError = form.errors?.[0];
  return (
    // Multipart: the event's image travels with the other fields, with or without JavaScript.
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="stack event-form">
      {formError ? <Alert kind="danger">{formError}</Alert> : null}
      <Field label="Event type" errors={fields.eventType.errors}>
        {({ id, describedBy, invalid }) => (
          <select {...getSelectProps(fields.eventType)} id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined}>
            {eventTypeOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Event name" errors={fields.displayName.errors}>
        {({ id, describedBy, invalid }) => (
          <input {...getInputProps(fields.displayName, { type: "text" })} id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} maxLength={EVENT_TEXT_LIMITS.displayName} />
        )}
      </Field>
      <Field label="Description" errors={fields.description.errors}>
        {({ id, describedBy, invalid }) => (
          <textarea {...getTextareaProps(fields.description)} id={id} rows={6} aria-describedby={describedBy} aria-invalid={invalid || undefined} maxLength={EVENT_TEXT_LIMITS.description} />
        )}
      </Field>

      <fieldset className="stack">
        <legend>Image</legend>
        {imageSrc ? (
          <div className="event-image-current">
            <img src={imageSrc} alt="The event's current image" width={160} height={160} className="event-image-preview" />
            <label className="checkbox">
              <input {...getInputProps(fields.removeImage, { type: "checkbox" })} />
              Remove image
            </label>
          </div>
        ) : null}
        <ImageFileField field={fields.image} label="Event image" />
      </fieldset>

      <fieldset className="stack">
        <legend>When</legend>
        <div className="field-row">
          <Field label="Starts" errors={fields.start.errors}>
            {({ id, describedBy, invalid }) => (
              <input
                {...getInputProps(fields.start, { type: "datetime-local" })}
                ref={startRef}
                id={id}
                step={STEP_SECONDS}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                onChange={onStartChange}
              />
            )}
          </Field>
          <Field label="Ends" errors={fields.end.errors}>
            {({ id, describedBy, invalid }) => (
              <input {...getInputProps(fields.end, { type: "datetime-local" })} ref={endRef} id={id} step={STEP_SECONDS} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
            )}
          </Field>
        </div>
        <Field label="Time zone" errors={fields.timeZone.errors} hint="The times above are in this zone; guests see them in it too.">
          {({ id, describedBy, invalid }) => (
            <select {...getSelectProps(fields.timeZone)} ref={zoneRef} id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined}>
              {timeZones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll("_", " ")}
                </option>
              ))}
            </select>
          )}
        </Field>
      </fieldset>

      <fieldset className="stack">
        <legend>Where</legend>
        <Field label="Address" errors={fields.address.errors}>
          {({ id, describedBy, invalid }) => (
            <input {...getInputProps(fields.address, { type: "text" })} id={id} autoComplete="street-address" aria-describedby={describedBy} aria-invalid={invalid || undefined} maxLength={EVENT_TEXT_LIMITS.address} />
          )}
        </Field>
        <label className="checkbox">
          <input {...getInputProps(fields.locationOnlyForApproved, { type: "checkbox" })} />
          Only visible to approved attendees
        </label>
      </fieldset>

      <fieldset className="stack">
        <legend>Who can find it</legend>
        <label className="checkbox">
          <input {...getInputProps(fields.isListed, { type: "checkbox" })} />
          Listed: shown in Explore and search
        </label>
        <label className="checkbox">
          <input {...getInputProps(fields.isPrivate, { type: "checkbox" })} />
          Private: only invited guests can open it
        </label>
      </fieldset>

      <Field label="Terms" errors={fields.terms.errors}>
        {({ id, describedBy, invalid }) => (
          <textarea {...getTextareaProps(fields.terms)} id={id} rows={3} aria-describedby={describedBy} aria-invalid={invalid || undefined} maxLength={EVENT_TEXT_LIMITS.terms} />
        )}
      </Field>
      <Field label="FAQs" errors={fields.faqs.errors}>
        {({ id, describedBy, invalid }) => (
          <textarea {...getTextareaProps(fields.faqs)} id={id} rows={3} aria-describedby={describedBy} aria-invalid={invalid || undefined} maxLength={EVENT_TEXT_LIMITS.faqs} />
        )}
      </Field>
      <Field label="Note" errors={fields.note.errors}>
        {({ id, describedBy, invalid }) => (
          <textarea {...getTextareaProps(fields.note)} id={id} rows={2} aria-describedby={describedBy} aria-invalid={invalid || undefined} maxLength={EVENT_TEXT_LIMITS.note} />
        )}
      </Field>

      <StatusButton name="intent" value="save" pendingText="Saving…">
        {submitLabel}
      </StatusButton>
    </Form>
  );
}
