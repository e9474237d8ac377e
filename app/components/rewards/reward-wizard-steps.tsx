// The pie reward wizard's steps (spec 3 §2: Details, Requirements, Time Frame, Settings,
// Redemption, Achievement; Preview is the route's): each step's fields, as conform fields.
import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { PresignedImageInput } from "~/components/media/presigned-image-input";
import { Field } from "~/components/ui/field";
import {
  GEO_UNITS,
  MAX_BOOST_EXTRA_ENTRIES,
  REDEEM_TYPE_LABELS,
  REDEEM_TYPES,
  REWARD_CATEGORIES,
  REWARD_CATEGORY_LABELS,
  REWARD_DELIVERIES,
  REWARD_DELIVERY_LABELS,
  REWARD_STATUS_LABELS,
  REWARD_STATUSES,
  REWARD_TYPE_LABELS,
  REWARD_TYPES,
} from "../../../contract/rewards/pie-rewards";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyField = FieldMetadata<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type WizardFields = Record<string, FieldMetadata<any>>;
export type Badge = { achievementId: string; displayName: string };

const describe = (id: string, describedBy: string | undefined, invalid: boolean) => ({ id, "aria-describedby": describedBy, "aria-invalid": invalid || undefined });

function TextInput({ label, field, type = "text", hint, ...rest }: { label: string; field: AnyField; type?: "text" | "number" | "date"; hint?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} errors={field.errors} hint={hint}>
      {({ id, describedBy, invalid }) => <input {...getInputProps(field, { type })} {...describe(id, describedBy, invalid)} {...rest} />}
    </Field>
  );
}

function Choice({ label, field, options, empty }: { label: string; field: AnyField; options: readonly (readonly [string, string])[]; empty?: string }) {
  return (
    <Field label={label} errors={field.errors}>
      {({ id, describedBy, invalid }) => (
        <select {...getSelectProps(field)} {...describe(id, describedBy, invalid)}>
          {empty !== undefined ? <option value="">{empty}</option> : null}
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function Check({ label, field }: { label: string; field: AnyField }) {
  return (
    <label className="checkbox">
      <input {...getInputProps(field, { type: "checkbox" })} /> {label}
    </label>
  );
}

function LongText({ label, field, rows = 3 }: { label: string; field: AnyField; rows?: number }) {
  return (
    <Field label={label} errors={field.errors}>
      {({ id, describedBy, invalid }) => <textarea {...getTextareaProps(field)} {...describe(id, describedBy, invalid)} rows={rows} />}
    </Field>
  );
}

function FileInput({ label, name, accept, errors, hint }: { label: string; name: string; accept: string; errors?: string[]; hint?: string }) {
  return (
    <Field label={label} errors={errors} hint={hint}>
      {({ id, describedBy, invalid }) => <input type="file" name={name} accept={accept} {...describe(id, describedBy, invalid)} />}
    </Field>
  );
}

const Hidden = ({ field }: { field: AnyField }) => <input type="hidden" name={field.name} defaultValue={(field.initialValue as string | undefined) ?? ""} />;

export function DetailsStep({ fields, avatarSrc, avatarErrors }: { fields: WizardFields; avatarSrc: string | null; avatarErrors?: string[] }) {
  return (
    <>
      <TextInput label="Reward name" field={fields.displayName!} maxLength={80} />
      <TextInput label="Reward address" field={fields.slug!} maxLength={60} hint="Lower-case letters, digits and hyphens; left blank, it is made from the name." />
      <LongText label="Description" field={fields.bio!} />
      <PresignedImageInput
        label={avatarSrc ? "Replace the picture" : "Picture"}
        name="avatar"
        imageIdName={fields.avatarImageId!.name}
        imageId={(fields.avatarImageId!.initialValue as string | undefined) ?? ""}
        currentSrc={avatarSrc}
        alt="The reward's picture"
        errors={avatarErrors}
        hint="JPEG, PNG, WEBP, GIF or AVIF, at most 10 MB; shown as a 1000 × 1000 square."
      />
      <Choice label="Campaign type" field={fields.type!} options={REWARD_TYPES.map((value) => [value, REWARD_TYPE_LABELS[value]] as const)} />
      <Choice label="Category" field={fields.category!} options={REWARD_CATEGORIES.map((value) => [value, REWARD_CATEGORY_LABELS[value]] as const)} />
      <Choice label="Delivery" field={fields.delivery!} options={REWARD_DELIVERIES.map((value) => [value, REWARD_DELIVERY_LABELS[value]] as const)} />
    </>
  );
}

export function RequirementsStep({ fields }: { fields: WizardFields }) {
  return (
    <>
      <TextInput label="Slices to hold" field={fields.slicesAmount!} inputMode="numeric" hint="Leave empty to ask for none." />
      <TextInput label="Slices acquired from" field={fields.slicesFrom!} type="date" />
      <TextInput label="Slices acquired before" field={fields.slicesTo!} type="date" />
      <Check label="Only slices bought from the pie count (not those sent by others)" field={fields.needNewSlices!} />
      <TextInput label="Age limit" field={fields.ageLimit!} inputMode="numeric" hint="The youngest age that may take part; empty for none." />
      <TextInput label="Area: address" field={fields.geoAddress!} />
      <TextInput label="Area: latitude" field={fields.geoLatitude!} inputMode="decimal" />
      <TextInput label="Area: longitude" field={fields.geoLongitude!} inputMode="decimal" />
      <TextInput label="Area: radius" field={fields.geoRadius!} inputMode="decimal" />
      <Choice label="Area: unit" field={fields.geoUnit!} options={GEO_UNITS.map((unit) => [unit, unit === "KM" ? "Kilometres" : "Miles"] as const)} />
    </>
  );
}

export function TimeFrameStep({ fields }: { fields: WizardFields }) {
  return (
    <>
      <TextInput label="Start date" field={fields.startDate!} type="date" />
      <TextInput label="End date" field={fields.endDate!} type="date" />
      <TextInput label="Expires on" field={fields.expiresAt!} type="date" />
    </>
  );
}

export function SettingsStep({ fields, badges, privacyFileErrors }: { fields: WizardFields; badges: readonly Badge[]; privacyFileErrors?: string[] }) {
  const fileUrl = fields.privacyFileUrl!.initialValue as string | undefined;
  const extra = `1 to ${MAX_BOOST_EXTRA_ENTRIES}`;
  return (
    <>
      <TextInput label="Number of winners" field={fields.maxWinners!} inputMode="numeric" />
      <Choice label="Status" field={fields.status!} options={REWARD_STATUSES.map((value) => [value, REWARD_STATUS_LABELS[value]] as const)} />
      <Check label="Hidden (only the pie's team sees it)" field={fields.isHidden!} />
      <Check label="Participants may share it" field={fields.canShareByParticipants!} />
      <LongText label="Notes (the team's only)" field={fields.notes!} />
      <fieldset className="stack-sm">
        <legend>Winning boosts (draws only)</legend>
        <p className="muted">Extra entries in the draw, so that bigger fans win more often; the draw stays verifiable.</p>
        <TextInput label="Boost: slices held, at least" field={fields.boostSlices!} inputMode="numeric" />
        <TextInput label="Boost: extra entries for those slices" field={fields.boostSlicesExtra!} inputMode="numeric" hint={extra} />
        <Choice label="Boost: badge held" field={fields.boostBadgeId!} empty="None" options={badges.map((badge) => [badge.achievementId, badge.displayName] as const)} />
        <TextInput label="Boost: extra entries for the badge" field={fields.boostBadgeExtra!} inputMode="numeric" hint={extra} />
      </fieldset>
      <fieldset className="stack-sm">
        <legend>Privacy policy (participants accept it to take part)</legend>
        <TextInput label="Privacy policy title" field={fields.privacyTitle!} />
        <LongText label="Privacy policy" field={fields.privacyContent!} rows={4} />
        <Hidden field={fields.privacyFileUrl!} />
        {fileUrl ? (
          <p>
            <a href={fileUrl} target="_blank" rel="noreferrer">
              The privacy policy&apos;s PDF
            </a>{" "}
            (stamped with the platform&apos;s watermark)
          </p>
        ) : null}
        <FileInput
          label={fileUrl ? "Replace the PDF" : "Privacy policy (PDF)"}
          name="privacyFile"
          accept="application/pdf"
          errors={privacyFileErrors}
          hint="At most 10 MB and 200 pages; every page is stamped with the platform's watermark."
        />
      </fieldset>
    </>
  );
}

export function RedemptionStep({ fields }: { fields: WizardFields }) {
  return (
    <>
      <Choice label="Redeem type" field={fields.redeemType!} empty="None" options={REDEEM_TYPES.map((value) => [value, REDEEM_TYPE_LABELS[value]] as const)} />
      <TextInput label="Redeem code" field={fields.redeemCode!} hint="Shown to winners only." />
      <LongText label="How to redeem" field={fields.redeemDescription!} />
    </>
  );
}

export function AchievementStep({ fields, badges }: { fields: WizardFields; badges: readonly Badge[] }) {
  if (badges.length === 0) return <p className="muted">You have issued no badges to ask for.</p>;
  const chosen = new Set((fields.achievementIds!.initialValue as string[] | undefined) ?? []);
  return (
    <>
      <fieldset className="stack-sm">
        <legend>Badges to hold (any one of them unless all are required)</legend>
        {badges.map((badge) => (
          <label key={badge.achievementId} className="checkbox">
            <input type="checkbox" name={fields.achievementIds!.name} value={badge.achievementId} defaultChecked={chosen.has(badge.achievementId)} /> {badge.displayName}
          </label>
        ))}
        {fields.achievementIds!.errors ? <p className="field-error">{fields.achievementIds!.errors[0]}</p> : null}
      </fieldset>
      <Check label="Require all of these badges" field={fields.requireAllAchievements!} />
      <Choice label="Bonus badge for winners" field={fields.bonusAchievementId!} empty="None" options={badges.map((badge) => [badge.achievementId, badge.displayName] as const)} />
    </>
  );
}
