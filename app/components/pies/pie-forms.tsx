// The pie's Details and Appearance forms, shared by the creation wizard (ADR 0063) and the edit
// page's tabs (ADR 0074): the same fields, rules and messages; the caller names the submit.
import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { pieAppearanceSchema, pieDetailsSchema } from "~/lib/pies/forms";
import { PIE_LAYER_CHOICES, PIE_LAYER_LABELS, PIE_LAYERS, PIE_TEXT_LIMITS, REQUIRED_PIE_LAYERS, pieLayerImage } from "../../../contract/pies/messages";

interface PieFormValues {
  displayName?: string | null;
  slug?: string | null;
  bio?: string | null;
  appearance: readonly { layer: string; value: string }[];
}

interface FormProps {
  pie: PieFormValues;
  lastResult: SubmissionResult<string[]> | undefined;
  /** The submit button's words, and the intent it posts (none in the wizard). */
  submit: { label: string; intent?: string };
  /** More buttons or notes at the end of the form, before the submit. */
  children?: ReactNode;
}

const ids = (invalid: boolean, describedBy: string | undefined) => ({
  "aria-describedby": describedBy,
  "aria-invalid": invalid || undefined,
});

export function PieDetailsForm({ pie, lastResult, submit, children }: FormProps) {
  const [form, fields] = useForm({
    id: "pie-details",
    lastResult,
    defaultValue: {
      displayName: pie.displayName ?? "",
      slug: pie.slug ?? "",
      bio: pie.bio ?? "",
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: pieDetailsSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="stack">
      {form.errors?.[0] ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
      <Field label="Pie name" errors={fields.displayName.errors}>
        {({ id, describedBy, invalid }) => (
          <input {...getInputProps(fields.displayName, { type: "text" })} id={id} {...ids(invalid, describedBy)} maxLength={PIE_TEXT_LIMITS.displayName} />
        )}
      </Field>
      <Field label="Pie address" errors={fields.slug.errors} hint="Lower-case letters, digits and hyphens; left blank, it is made from the name.">
        {({ id, describedBy, invalid }) => <input {...getInputProps(fields.slug, { type: "text" })} id={id} {...ids(invalid, describedBy)} maxLength={60} />}
      </Field>
      <Field label="Bio" errors={fields.bio.errors}>
        {({ id, describedBy, invalid }) => (
          <textarea {...getTextareaProps(fields.bio)} id={id} {...ids(invalid, describedBy)} rows={4} maxLength={PIE_TEXT_LIMITS.bio} />
        )}
      </Field>
      {children}
      <StatusButton name={submit.intent ? "intent" : undefined} value={submit.intent} pendingText="Saving…">
        {submit.label}
      </StatusButton>
    </Form>
  );
}

export function PieAppearanceForm({ pie, lastResult, submit, children }: FormProps) {
  const chosen = Object.fromEntries(pie.appearance.map((layer) => [layer.layer, layer.value]));
  const [form, fields] = useForm({
    id: "pie-appearance",
    lastResult,
    defaultValue: chosen,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: pieAppearanceSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="stack">
      {form.errors?.[0] ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
      {PIE_LAYERS.map((layer) => {
        const field = fields[layer];
        const required = REQUIRED_PIE_LAYERS.includes(layer);
        const errorId = `${field.id}-error`;
        return (
          <fieldset key={layer} className="pie-layer-choices" aria-describedby={field.errors ? errorId : undefined}>
            <legend>
              {PIE_LAYER_LABELS[layer]}
              {required ? " (required)" : ""}
            </legend>
            {required ? null : (
              <label className="pie-layer-choice">
                <input type="radio" name={field.name} value="" defaultChecked={!chosen[layer]} /> None
              </label>
            )}
            {PIE_LAYER_CHOICES[layer].map((choice) => (
              <label key={choice.value} className="pie-layer-choice">
                <input type="radio" name={field.name} value={choice.value} defaultChecked={chosen[layer] === choice.value} />
                <img src={pieLayerImage(layer, choice.value)} alt="" width={40} height={40} />
                {choice.label}
              </label>
            ))}
            {field.errors ? (
              <p id={errorId} className="field-error">
                {field.errors[0]}
              </p>
            ) : null}
          </fieldset>
        );
      })}
      {children}
      <StatusButton name={submit.intent ? "intent" : undefined} value={submit.intent} pendingText="Saving…">
        {submit.label}
      </StatusButton>
    </Form>
  );
}
