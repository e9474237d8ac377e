// The pie's Details and Appearance forms, shared by the creation wizard (ADR 0063) and the edit
// page's tabs (ADR 0074): the same fields, rules and messages; the caller names the submit.
import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState, type ReactNode } from "react";
import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { pieAppearanceSchema, pieDetailsSchema } from "~/lib/pies/forms";
import { PieImage } from "~/components/pies/pie-parts";
import { useFullMediaSrc } from "~/hooks/use-media-src";
import {
  PIE_LAYER_LABELS,
  PIE_LAYERS,
  PIE_TEXT_LIMITS,
  REQUIRED_PIE_LAYERS,
  UPLOADED_ASSET_PREFIX,
  uploadedAssetValue,
  type PieLayer,
} from "../../../contract/pies/messages";

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

/** A layer's choices: the catalogue's (by priority, as the API lists them) and the pie's ACTIVE uploads (ADR 0085). */
export interface PieAppearanceChoices {
  individual: readonly { category: string; value: string; label: string; imageUrl: string }[];
  uploads: readonly { uploadedAssetId: string; target: string; url?: string | null }[];
}

function choicesOf(options: PieAppearanceChoices, layer: PieLayer) {
  return [
    ...options.individual.filter((asset) => asset.category === layer).map((asset) => ({ value: asset.value, label: asset.label, imageUrl: asset.imageUrl })),
    ...options.uploads
      .filter((asset) => asset.target === layer && asset.url)
      .map((asset, index) => ({ value: uploadedAssetValue(asset.uploadedAssetId), label: `Your picture ${index + 1}`, imageUrl: asset.url! })),
  ];
}

export function PieAppearanceForm({ pie, lastResult, submit, children, options, name }: FormProps & { options: PieAppearanceChoices; name: string }) {
  const saved = Object.fromEntries(pie.appearance.map((layer) => [layer.layer, layer.value]));
  const [form, fields] = useForm({
    id: "pie-appearance",
    lastResult,
    defaultValue: saved,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: pieAppearanceSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  // What the preview stacks: the choices as they are picked (the saved ones until then).
  const [picked, setPicked] = useState<Record<string, string>>(saved);
  const mediaSrc = useFullMediaSrc();
  const preview = PIE_LAYERS.flatMap((layer) => {
    const choice = choicesOf(options, layer).find((candidate) => candidate.value === picked[layer]);
    return choice ? [{ layer, imageUrl: choice.imageUrl }] : [];
  });
  return (
    <div className="stack">
      <PieImage layers={preview} name={name} />
      <Form
        method="post"
        {...getFormProps(form)}
        className="stack"
        onChange={(event) => {
          const input = event.target as unknown as HTMLInputElement;
          if (input.type === "radio") setPicked((current) => ({ ...current, [input.name]: input.value }));
        }}
      >
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
                  <input type="radio" name={field.name} value="" defaultChecked={!saved[layer]} /> None
                </label>
              )}
              {choicesOf(options, layer).map((choice) => (
                <label key={choice.value} className="pie-layer-choice">
                  <input type="radio" name={field.name} value={choice.value} defaultChecked={saved[layer] === choice.value} />
                  <img src={choice.value.startsWith(UPLOADED_ASSET_PREFIX) ? (mediaSrc(choice.imageUrl) ?? choice.imageUrl) : choice.imageUrl} alt="" width={40} height={40} />
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
    </div>
  );
}
