// The wizard's Details step, also the club's edit page: a plain form that saves without
// JavaScript; with it, fields are checked as they are typed and the button shows it is saving.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { clubDetailsSchema, clubTexts as t, type ClubDetailsForm } from "~/lib/clubs/forms";
import { CLUB_ACCESS, CLUB_ACCESS_LABELS, CLUB_TEXT_LIMITS } from "../../../contract/clubs/messages";

interface Props {
  defaults: Partial<ClubDetailsForm>;
  lastResult: SubmissionResult<string[]> | undefined;
  submitLabel: string;
}

export function ClubDetailsForm({ defaults, lastResult, submitLabel }: Props) {
  const [form, fields] = useForm<ClubDetailsForm>({
    id: "club-details",
    lastResult,
    defaultValue: defaults,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: clubDetailsSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const formError = form.errors?.[0];
  const ids = (invalid: boolean, describedBy: string | undefined) => ({ "aria-describedby": describedBy, "aria-invalid": invalid || undefined });
  return (
    <Form method="post" {...getFormProps(form)} className="stack">
      {formError ? <Alert kind="danger">{formError}</Alert> : null}
      <input type="hidden" name="intent" value="details" />
      <Field label="Club name" errors={fields.name.errors}>
        {({ id, describedBy, invalid }) => (
          <input {...getInputProps(fields.name, { type: "text" })} id={id} {...ids(invalid, describedBy)} maxLength={CLUB_TEXT_LIMITS.name} />
        )}
      </Field>
      <Field label="Club address" errors={fields.slug.errors} hint={t.slugHint}>
        {({ id, describedBy, invalid }) => <input {...getInputProps(fields.slug, { type: "text" })} id={id} {...ids(invalid, describedBy)} maxLength={60} />}
      </Field>
      <Field label="Description" errors={fields.description.errors}>
        {({ id, describedBy, invalid }) => (
          <textarea {...getTextareaProps(fields.description)} id={id} {...ids(invalid, describedBy)} rows={4} maxLength={CLUB_TEXT_LIMITS.description} />
        )}
      </Field>
      <Field label="Who may join" errors={fields.access.errors}>
        {({ id, describedBy, invalid }) => (
          <select {...getSelectProps(fields.access)} id={id} {...ids(invalid, describedBy)}>
            {CLUB_ACCESS.map((access) => (
              <option key={access} value={access}>
                {CLUB_ACCESS_LABELS[access]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Brand colour" errors={fields.brandColor.errors} hint={t.colorHint}>
        {({ id, describedBy, invalid }) => (
          <input {...getInputProps(fields.brandColor, { type: "text" })} id={id} {...ids(invalid, describedBy)} placeholder="#3D1277" maxLength={7} />
        )}
      </Field>
      <StatusButton name="intent" value="details" pendingText="Saving…">
        {submitLabel}
      </StatusButton>
    </Form>
  );
}
