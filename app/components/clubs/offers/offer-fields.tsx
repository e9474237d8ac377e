import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { Field } from "~/components/ui/field";
import { ImageFileField } from "~/components/ui/image-file-field";
import { requirementRows, requirementTypeName, requirementValueName } from "~/lib/clubs/offer-forms";
import { mediaMessages } from "../../../../contract/media/messages";
import {
  OFFER_ACCESS,
  OFFER_ACCESS_LABELS,
  OFFER_CURRENCIES,
  OFFER_ACTION_NETWORKS,
  OFFER_ACTION_NETWORK_LABELS,
  OFFER_STATUSES,
  OFFER_STATUS_LABELS,
  RECURRENCE_PERIODS,
  RECURRENCE_PERIOD_LABELS,
  REDEMPTION_TYPES,
  REDEMPTION_TYPE_LABELS,
  REQUIREMENT_LABELS,
  REQUIREMENT_LIMITS,
  REQUIREMENT_TYPES,
  REQUIREMENT_VALUE_HINTS,
  type OfferCategory,
} from "../../../../contract/clubs/offer-messages";
import { programFields, type SettingField } from "../../../../contract/clubs/offers";

// conform's fields proxy: any name gives its metadata.
type Fields = Record<string, FieldMetadata<unknown>>;
const ids = (id: string, describedBy: string | undefined, invalid: boolean) => ({ id, "aria-describedby": describedBy, "aria-invalid": invalid || undefined });
const asString = (field: FieldMetadata<unknown>) => field as FieldMetadata<string>;

function Options({ values, labels, blank }: { values: readonly string[]; labels: Record<string, string>; blank?: string }) {
  return (
    <>
      {blank !== undefined ? <option value="">{blank}</option> : null}
      {values.map((value) => (
        <option key={value} value={value}>
          {labels[value] ?? value}
        </option>
      ))}
    </>
  );
}

const CHOICES: Partial<Record<SettingField["kind"], { values: readonly string[]; labels: Record<string, string> }>> = {
  period: { values: RECURRENCE_PERIODS, labels: RECURRENCE_PERIOD_LABELS },
  provider: { values: OFFER_ACTION_NETWORKS, labels: OFFER_ACTION_NETWORK_LABELS },
  redemption: { values: REDEMPTION_TYPES, labels: REDEMPTION_TYPE_LABELS },
  currency: { values: OFFER_CURRENCIES, labels: Object.fromEntries(OFFER_CURRENCIES.map((c) => [c, c])) },
};

/** One programme setting's input, by its kind. */
function SettingInput({ setting, field }: { setting: SettingField; field: FieldMetadata<string> }) {
  const label = setting.required ? setting.label : `${setting.label} (optional)`;
  const choices = CHOICES[setting.kind];
  return (
    <Field label={label} errors={field.errors} hint={setting.hint}>
      {({ id, describedBy, invalid }) => {
        if (choices) {
          return (
            <select {...getSelectProps(field)} {...ids(id, describedBy, invalid)}>
              <Options values={choices.values} labels={choices.labels} blank="Choose…" />
            </select>
          );
        }
        if (setting.kind === "text" || setting.kind === "url") {
          return <input {...getInputProps(field, { type: setting.kind === "url" ? "url" : "text" })} {...ids(id, describedBy, invalid)} maxLength={500} />;
        }
        if (setting.kind === "price") return <input {...getInputProps(field, { type: "text" })} {...ids(id, describedBy, invalid)} inputMode="decimal" placeholder="0.00" />;
        if (setting.kind === "multiplier") return <input {...getInputProps(field, { type: "number" })} {...ids(id, describedBy, invalid)} min={0.1} max={100} step={0.1} />;
        return <input {...getInputProps(field, { type: "number" })} {...ids(id, describedBy, invalid)} min={1} step={1} inputMode="numeric" />;
      }}
    </Field>
  );
}

/** An offer's fields: what it is, who may take it, when, what it takes (requirements) and the programme's settings. */
export function OfferFields({ fields, category, program, editing = false }: { fields: Fields; category: OfferCategory; program: string; editing?: boolean }) {
  const f = (name: string) => asString(fields[name]!);
  const imageHint = `${mediaMessages.imageHint}${editing ? " Leave empty to keep the current picture." : ""}`;
  return (
    <>
      <fieldset className="stack offer-fieldset">
        <legend>The offer</legend>
        <Field label="Title" errors={f("title").errors}>
          {({ id, describedBy, invalid }) => <input {...getInputProps(f("title"), { type: "text" })} {...ids(id, describedBy, invalid)} maxLength={80} />}
        </Field>
        <Field label="Description (optional)" errors={f("description").errors}>
          {({ id, describedBy, invalid }) => <textarea {...getTextareaProps(f("description"))} {...ids(id, describedBy, invalid)} rows={3} maxLength={2000} />}
        </Field>
        <ImageFileField field={fields.image as FieldMetadata<File | undefined>} label="Image (optional)" hint={imageHint} />
      </fieldset>
      <fieldset className="stack offer-fieldset">
        <legend>What the member gets and does</legend>
        {programFields(category, program).map((setting) => (
          <SettingInput key={setting.name} setting={setting} field={f(setting.name)} />
        ))}
      </fieldset>
      <fieldset className="stack offer-fieldset">
        <legend>Who may take it and when</legend>
        <Field label="Access" errors={f("access").errors}>
          {({ id, describedBy, invalid }) => (
            <select {...getSelectProps(f("access"))} {...ids(id, describedBy, invalid)}>
              <Options values={OFFER_ACCESS} labels={OFFER_ACCESS_LABELS} />
            </select>
          )}
        </Field>
        <Field label="Lowest loyalty tier level (tier access only)" errors={f("minTierLevel").errors}>
          {({ id, describedBy, invalid }) => <input {...getInputProps(f("minTierLevel"), { type: "number" })} {...ids(id, describedBy, invalid)} min={1} max={50} step={1} inputMode="numeric" />}
        </Field>
        <Field label="Status" errors={f("status").errors} hint="Pending offers show to members as coming soon.">
          {({ id, describedBy, invalid }) => (
            <select {...getSelectProps(f("status"))} {...ids(id, describedBy, invalid)}>
              <Options values={OFFER_STATUSES} labels={OFFER_STATUS_LABELS} />
            </select>
          )}
        </Field>
        <Field label={program === "time-span" ? "First day" : "First day (optional)"} errors={f("startsOn").errors} hint="UTC.">
          {({ id, describedBy, invalid }) => <input {...getInputProps(f("startsOn"), { type: "date" })} {...ids(id, describedBy, invalid)} />}
        </Field>
        <Field label={program === "time-span" ? "Last day" : "Last day (optional)"} errors={f("endsOn").errors} hint="UTC.">
          {({ id, describedBy, invalid }) => <input {...getInputProps(f("endsOn"), { type: "date" })} {...ids(id, describedBy, invalid)} />}
        </Field>
      </fieldset>
      <fieldset className="stack offer-fieldset" aria-describedby="offer-requirements-help offer-requirements-error">
        <legend>Requirements: what it takes</legend>
        <p id="offer-requirements-help" className="field-hint">
          Leave a row empty for no requirement. At most: {REQUIREMENT_TYPES.map((type) => `${REQUIREMENT_LABELS[type]} ${REQUIREMENT_LIMITS[type]}`).join(", ")}; None stands alone.
        </p>
        <div id="offer-requirements-error" className="field-error" aria-live="polite">
          {fields.requirements?.errors?.[0] ?? null}
        </div>
        {requirementRows.map((row) => (
          <div key={row} className="offer-requirement-row">
            <Field label={`Requirement ${row}`} errors={f(requirementTypeName(row)).errors}>
              {({ id, describedBy, invalid }) => (
                <select {...getSelectProps(f(requirementTypeName(row)))} {...ids(id, describedBy, invalid)}>
                  <Options values={REQUIREMENT_TYPES} labels={REQUIREMENT_LABELS} blank="No requirement" />
                </select>
              )}
            </Field>
            <Field label={`Requirement ${row} value`} errors={f(requirementValueName(row)).errors} hint={`Price: ${REQUIREMENT_VALUE_HINTS.PRICE}; Loyalty Status: ${REQUIREMENT_VALUE_HINTS.LOYALTY_STATUS}; others: the least needed.`}>
              {({ id, describedBy, invalid }) => <input {...getInputProps(f(requirementValueName(row)), { type: "text" })} {...ids(id, describedBy, invalid)} inputMode="decimal" />}
            </Field>
          </div>
        ))}
      </fieldset>
    </>
  );
}
