import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, href, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/create-achievement";
import { createClubAchievement, loadRewardClub } from "~/.server/rewards/club-achievements.server";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { achievementSchema } from "~/lib/rewards/achievement-schemas";
import { achievementTexts as t } from "~/lib/rewards/achievement-texts";
import type { RouteHandle } from "~/lib/route-handle";
import { ACCEPTED_IMAGE_TYPES } from "../../../contract/media/messages";
import { ACHIEVEMENT_CATEGORY_LABELS, ACHIEVEMENT_TIERS, ACHIEVEMENT_TIER_LABELS, PICKER_CATEGORIES } from "../../../contract/rewards/messages";

export const handle: RouteHandle = { title: "Club/Achievements/Create" };
export const meta: Route.MetaFunction = () => [{ title: "Create achievement" }, { name: "robots", content: "noindex" }];

/** A new badge of the club (spec 3 §2 /my/rep-clubs/{club_id}/achievements/create), for its reward managers. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  return data({ club: await loadRewardClub(context, url, params.club_id) });
}

export function action({ context, request, url, params }: Route.ActionArgs) {
  return createClubAchievement(context, request, url, params.club_id);
}

export default function CreateAchievement() {
  const { club } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "create-achievement",
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: achievementSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const input = (id: string, describedBy: string | undefined, invalid: boolean) => ({ id, "aria-describedby": describedBy, "aria-invalid": invalid || undefined });
  return (
    <section className="stack-lg">
      <p>
        <Link to={href("/my/rep-clubs/:club_id/achievements", { club_id: club.clubId })}>← {club.name}: achievements</Link>
      </p>
      <h1>{t.createTitle}</h1>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="card stack">
        {form.errors?.length ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
        <Field label="Name" errors={fields.displayName.errors}>
          {({ id, describedBy, invalid }) => <input {...getInputProps(fields.displayName, { type: "text" })} {...input(id, describedBy, invalid)} maxLength={80} />}
        </Field>
        <Field label="Description" errors={fields.bio.errors}>
          {({ id, describedBy, invalid }) => <textarea {...getTextareaProps(fields.bio)} {...input(id, describedBy, invalid)} rows={3} maxLength={1000} />}
        </Field>
        <Field label="Image" errors={fields.image.errors} hint="JPEG, PNG, WEBP, GIF or AVIF, up to 10 MB. It is cropped to a 1000×1000 square.">
          {({ id, describedBy, invalid }) => <input {...getInputProps(fields.image, { type: "file" })} {...input(id, describedBy, invalid)} accept={ACCEPTED_IMAGE_TYPES.join(",")} />}
        </Field>
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
        <Field label="First day" errors={fields.activeFrom.errors} hint="Optional: the first day it may be awarded (UTC).">
          {({ id, describedBy, invalid }) => <input {...getInputProps(fields.activeFrom, { type: "date" })} {...input(id, describedBy, invalid)} />}
        </Field>
        <Field label="Last day" errors={fields.activeTo.errors} hint="Optional: the last day it may be awarded (UTC).">
          {({ id, describedBy, invalid }) => <input {...getInputProps(fields.activeTo, { type: "date" })} {...input(id, describedBy, invalid)} />}
        </Field>
        <label className="checkbox-row">
          <input {...getInputProps(fields.isHidden, { type: "checkbox" })} />
          Hidden (only the club's managers and its holders see it)
        </label>
        <div>
          <StatusButton pendingText="Creating…">{t.create}</StatusButton>
        </div>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
