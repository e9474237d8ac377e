import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/pie-reward-form";
import { loadRewardForm, saveRewardAction } from "~/.server/rewards/pie-rewards.server";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { pieRewardSchema } from "~/lib/rewards/pie-reward-form";
import type { RouteHandle } from "~/lib/route-handle";
import {
  GEO_UNITS,
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
  REWARD_WIZARD_STEPS,
} from "../../../contract/rewards/pie-rewards";

export const handle: RouteHandle = { title: "Pie hub/Rewards", backTo: "/legacy/pie-hub/rewards" };
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.reward ? `Edit ${loaderData.reward.displayName}` : "Create a reward" }, { name: "robots", content: "noindex" }];

/** The pie hub's reward form (spec 3 §2 create page and rewards/edit/{id}): the owner's pie, CAN_CREATE_REWARDS. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  return data(await loadRewardForm(context, url, params.rewardId ?? null));
}

export async function action({ context, params, request, url }: Route.ActionArgs) {
  return saveRewardAction(context, request, url, params.rewardId ?? null);
}

const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : "");
const describe = (id: string, describedBy: string | undefined, invalid: boolean) => ({ id, "aria-describedby": describedBy, "aria-invalid": invalid || undefined });

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyField = FieldMetadata<any>;

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

export default function PieRewardFormPage() {
  const { pie, badges, reward } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as { result?: SubmissionResult<string[]> } | undefined;
  const conditions = reward?.conditions;
  const [form, fields] = useForm({
    id: "pie-reward",
    lastResult: answer?.result,
    defaultValue: {
      displayName: reward?.displayName ?? "",
      slug: reward?.slug ?? "",
      bio: reward?.bio ?? "",
      type: reward?.type ?? "DRAW",
      delivery: reward?.delivery ?? "DIGITAL",
      category: reward?.category ?? "RAFFLE",
      slicesAmount: conditions?.ownedSlices?.amount?.toString() ?? "",
      slicesFrom: day(conditions?.ownedSlices?.from),
      slicesTo: day(conditions?.ownedSlices?.to),
      needNewSlices: reward?.needNewSlices ? "on" : undefined,
      ageLimit: reward?.ageLimit?.toString() ?? "",
      geoAddress: conditions?.geoRange?.address ?? "",
      geoLatitude: conditions?.geoRange?.latitude?.toString() ?? "",
      geoLongitude: conditions?.geoRange?.longitude?.toString() ?? "",
      geoRadius: conditions?.geoRange?.radius?.toString() ?? "",
      geoUnit: conditions?.geoRange?.unit ?? "KM",
      startDate: day(reward?.startDate),
      endDate: day(reward?.endDate),
      expiresAt: day(reward?.expiresAt),
      maxWinners: reward?.maxWinners?.toString() ?? "1",
      status: reward?.status ?? "OPEN",
      isHidden: reward?.isHidden ? "on" : undefined,
      canShareByParticipants: reward?.canShareByParticipants ? "on" : undefined,
      notes: reward?.notes ?? "",
      privacyTitle: reward?.privacyPolicy?.title ?? "",
      privacyContent: reward?.privacyPolicy?.content ?? "",
      redeemType: reward?.redeemType ?? "",
      redeemCode: reward?.redeemCode ?? "",
      redeemDescription: reward?.redeemDescription ?? "",
      achievementIds: conditions?.achievements.map((badge) => badge.achievementId) ?? [],
      requireAllAchievements: conditions?.requireAllAchievements ? "on" : undefined,
      bonusAchievementId: reward?.bonusAchievement?.achievementId ?? "",
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: pieRewardSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const chosenBadges = new Set(reward?.conditions.achievements.map((badge) => badge.achievementId) ?? []);
  const [details, requirements, timeFrame, settings, redemption, achievement] = REWARD_WIZARD_STEPS;
  return (
    <section className="stack card narrow">
      <h1>{reward ? `Edit ${reward.displayName}` : "Create a reward"}</h1>
      <p>A reward of {pie.displayName}.</p>
      <Form method="post" {...getFormProps(form)} className="stack">
        {form.errors?.[0] ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
        <fieldset className="stack">
          <legend>{details}</legend>
          <TextInput label="Reward name" field={fields.displayName} maxLength={80} />
          <TextInput label="Reward address" field={fields.slug} maxLength={60} hint="Lower-case letters, digits and hyphens; left blank, it is made from the name." />
          <LongText label="Description" field={fields.bio} />
          <Choice label="Campaign type" field={fields.type} options={REWARD_TYPES.map((value) => [value, REWARD_TYPE_LABELS[value]] as const)} />
          <Choice label="Category" field={fields.category} options={REWARD_CATEGORIES.map((value) => [value, REWARD_CATEGORY_LABELS[value]] as const)} />
          <Choice label="Delivery" field={fields.delivery} options={REWARD_DELIVERIES.map((value) => [value, REWARD_DELIVERY_LABELS[value]] as const)} />
        </fieldset>
        <fieldset className="stack">
          <legend>{requirements}</legend>
          <TextInput label="Slices to hold" field={fields.slicesAmount} inputMode="numeric" hint="Leave empty to ask for none." />
          <TextInput label="Slices acquired from" field={fields.slicesFrom} type="date" />
          <TextInput label="Slices acquired before" field={fields.slicesTo} type="date" />
          <Check label="Only slices bought from the pie count (not those sent by others)" field={fields.needNewSlices} />
          <TextInput label="Age limit" field={fields.ageLimit} inputMode="numeric" hint="The youngest age that may take part; empty for none." />
          <TextInput label="Area: address" field={fields.geoAddress} />
          <TextInput label="Area: latitude" field={fields.geoLatitude} inputMode="decimal" />
          <TextInput label="Area: longitude" field={fields.geoLongitude} inputMode="decimal" />
          <TextInput label="Area: radius" field={fields.geoRadius} inputMode="decimal" />
          <Choice label="Area: unit" field={fields.geoUnit} options={GEO_UNITS.map((unit) => [unit, unit === "KM" ? "Kilometres" : "Miles"] as const)} />
        </fieldset>
        <fieldset className="stack">
          <legend>{timeFrame}</legend>
          <TextInput label="Start date" field={fields.startDate} type="date" />
          <TextInput label="End date" field={fields.endDate} type="date" />
          <TextInput label="Expires on" field={fields.expiresAt} type="date" />
        </fieldset>
        <fieldset className="stack">
          <legend>{settings}</legend>
          <TextInput label="Number of winners" field={fields.maxWinners} inputMode="numeric" />
          <Choice label="Status" field={fields.status} options={REWARD_STATUSES.map((value) => [value, REWARD_STATUS_LABELS[value]] as const)} />
          <Check label="Hidden (only the pie's team sees it)" field={fields.isHidden} />
          <Check label="Participants may share it" field={fields.canShareByParticipants} />
          <LongText label="Notes (the team's only)" field={fields.notes} />
          <TextInput label="Privacy policy title" field={fields.privacyTitle} />
          <LongText label="Privacy policy" field={fields.privacyContent} rows={4} />
        </fieldset>
        <fieldset className="stack">
          <legend>{redemption}</legend>
          <Choice label="Redeem type" field={fields.redeemType} empty="None" options={REDEEM_TYPES.map((value) => [value, REDEEM_TYPE_LABELS[value]] as const)} />
          <TextInput label="Redeem code" field={fields.redeemCode} hint="Shown to winners only." />
          <LongText label="How to redeem" field={fields.redeemDescription} />
        </fieldset>
        <fieldset className="stack">
          <legend>{achievement}</legend>
          {badges.length === 0 ? (
            <p className="muted">You have issued no badges to ask for.</p>
          ) : (
            <>
              <p id="badges-hint">Badges to hold (any one of them unless all are required):</p>
              {badges.map((badge) => (
                <label key={badge.achievementId} className="checkbox">
                  <input type="checkbox" name={fields.achievementIds.name} value={badge.achievementId} defaultChecked={chosenBadges.has(badge.achievementId)} /> {badge.displayName}
                </label>
              ))}
              {fields.achievementIds.errors ? <p className="field-error">{fields.achievementIds.errors[0]}</p> : null}
              <Check label="Require all of these badges" field={fields.requireAllAchievements} />
              <Choice
                label="Bonus badge for winners"
                field={fields.bonusAchievementId}
                empty="None"
                options={badges.map((badge) => [badge.achievementId, badge.displayName] as const)}
              />
            </>
          )}
        </fieldset>
        <StatusButton pendingText="Saving…">{reward ? "Save reward" : "Create reward"}</StatusButton>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
