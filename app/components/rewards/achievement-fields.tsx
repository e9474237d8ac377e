import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { Field } from "~/components/ui/field";
import { PresignedImageInput } from "~/components/media/presigned-image-input";
import { mediaMessages } from "../../../contract/media/messages";
import { ACHIEVEMENT_CATEGORY_LABELS, ACHIEVEMENT_TIERS, ACHIEVEMENT_TIER_LABELS, PICKER_CATEGORIES } from "../../../contract/rewards/messages";

/** The achievement form's fields, as conform gives them (app/lib/rewards/achievement-schemas.ts). */
export interface AchievementFieldsMetadata {
  displayName: FieldMetadata<string>;
  bio: FieldMetadata<string | undefined>;
  image: FieldMetadata<File | undefined>;
  imageId: FieldMetadata<string | undefined>;
  category: FieldMetadata<string>;
  tier: FieldMetadata<string | undefined>;
  maxSupply: FieldMetadata<number | undefined>;
  conditionEvents: FieldMetadata<number | undefined>;
  activeFrom: FieldMetadata<string | undefined>;
  activeTo: FieldMetadata<string | undefined>;
  isHidden: FieldMetadata<boolean>;
}

const input = (id: string, describedBy: string | undefined, invalid: boolean) => ({ id, "aria-describedby": describedBy, "aria-invalid": invalid || undefined });

/**
 * A badge's fields, for creating and for editing one; editing keeps the picture unless a new one
 * is chosen. The check-in condition is a club's only (a pie has no events). With JavaScript the
 * picture goes by presigned URL as soon as it is chosen, for what `uploadFor` names (docs/decisions/0086).
 */
export function AchievementFields({
  fields,
  uploadFor,
  editing = false,
  withCondition = true,
}: {
  fields: AchievementFieldsMetadata;
  uploadFor: string;
  editing?: boolean;
  withCondition?: boolean;
}) {
  const imageHint = `${mediaMessages.imageHint}${editing ? " Leave empty to keep the current picture." : ""}`;
  return (
    <>
  <Field label="Name" errors={fields.displayName.errors}>
    {({ id, describedBy, invalid }) => <input {...getInputProps(fields.displayName, { type: "text" })} {...input(id, describedBy, invalid)} maxLength={80} />}
  </Field>
  <Field label="Description" errors={fields.bio.errors}>
    {({ id, describedBy, invalid }) => <textarea {...getTextareaProps(fields.bio)} {...input(id, describedBy, invalid)} rows={3} maxLength={1000} />}
  </Field>
  <PresignedImageInput
    label="Image"
    name={fields.image.name}
    imageIdName={fields.imageId.name}
    imageId=""
    currentSrc={null}
    alt="The badge's new picture"
    errors={fields.image.errors}
    hint={imageHint}
    uploadFor={uploadFor}
  />
  <Field label="Category" errors={fields.category.errors}>
    {({ id, describedBy, invalid }) => (
      <select {...getSelectProps(fields.category)} {...input(id, describedBy, invalid)}>
        <option value="">Choose…</option>
        {PICKER_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {ACHIEVEMENT_CATEGORY_LABELS[category]}
          </option>
        ))}
      </select>
    )}
  </Field>
  <Field label="Tier (tier badges only)" errors={fields.tier.errors}>
    {({ id, describedBy, invalid }) => (
      <select {...getSelectProps(fields.tier)} {...input(id, describedBy, invalid)}>
        <option value="">None</option>
        {ACHIEVEMENT_TIERS.map((tier) => (
          <option key={tier} value={tier}>
            {ACHIEVEMENT_TIER_LABELS[tier]}
          </option>
        ))}
      </select>
    )}
  </Field>
  <Field label="Maximum supply" errors={fields.maxSupply.errors} hint="How many members may hold it. Leave empty for no limit.">
    {({ id, describedBy, invalid }) => <input {...getInputProps(fields.maxSupply, { type: "number" })} {...input(id, describedBy, invalid)} min={1} step={1} inputMode="numeric" />}
  </Field>
  {withCondition ? (
    <Field label="Events attended to earn it" errors={fields.conditionEvents.errors} hint="Optional: a member receives it automatically at their check-in at this many of the club's events. Leave empty to award it by hand only.">
      {({ id, describedBy, invalid }) => <input {...getInputProps(fields.conditionEvents, { type: "number" })} {...input(id, describedBy, invalid)} min={1} step={1} inputMode="numeric" />}
    </Field>
  ) : null}
  <Field label="First day" errors={fields.activeFrom.errors} hint="Optional: the first day it may be awarded (UTC).">
    {({ id, describedBy, invalid }) => <input {...getInputProps(fields.activeFrom, { type: "date" })} {...input(id, describedBy, invalid)} />}
  </Field>
  <Field label="Last day" errors={fields.activeTo.errors} hint="Optional: the last day it may be awarded (UTC).">
    {({ id, describedBy, invalid }) => <input {...getInputProps(fields.activeTo, { type: "date" })} {...input(id, describedBy, invalid)} />}
  </Field>
  <label className="checkbox-row">
    <input {...getInputProps(fields.isHidden, { type: "checkbox" })} />
    Hidden (only its managers and its holders see it)
  </label>
    </>
  );
}
