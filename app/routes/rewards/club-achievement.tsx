import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, href, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/club-achievement";
import { awardClubAchievement, loadManagedAchievement } from "~/.server/rewards/club-achievements.server";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { awardSchema } from "~/lib/rewards/achievement-schemas";
import { achievementTexts as t, categoryLabel, DEFAULT_BADGE_IMAGE, statusLabel, supplyLabel } from "~/lib/rewards/achievement-texts";
import { formatEventDay } from "~/lib/format";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Club/Achievement" };
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.achievement.displayName ?? "Achievement" }, { name: "robots", content: "noindex" }];

/** A club's badge for its reward managers (spec 1 §2.2 /rep-club/{id}/achievement/{achievementId}), with the award form. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  return data({ achievement: await loadManagedAchievement(context, url, params.club_id, params.achievementId) });
}

export function action({ context, request, url, params }: Route.ActionArgs) {
  return awardClubAchievement(context, request, url, params.club_id, params.achievementId);
}

/** The window ends at the start of the day after its last day. */
const lastDay = (endIso: string) => new Date(Date.parse(endIso) - 1).toISOString();

export default function ClubAchievement() {
  const { achievement: a } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "award-achievement",
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: awardSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const activeWindowText = [a.activeFromUtc ? `from ${formatEventDay(a.activeFromUtc, "UTC")}` : null, a.activeToUtc ? `through ${formatEventDay(lastDay(a.activeToUtc), "UTC")}` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <section className="stack-lg">
      <p>
        <Link to={href("/my/rep-clubs/:club_id/achievements", { club_id: a.club!.clubId })}>← {a.club!.name}: achievements</Link>
      </p>
      <div className="profile-head">
        <img className="badge-image" src={a.imageSrc ?? DEFAULT_BADGE_IMAGE} alt="" width={96} height={96} />
        <div className="stack-sm">
          <h1>
            {a.displayName}
            {a.isHidden ? <span className="pill">{t.hidden}</span> : null}
          </h1>
          {a.bio ? <p>{a.bio}</p> : null}
          <p>
            <Link to={href("/rep-club/:club_id/achievement/:achievementId/edit", { club_id: a.club!.clubId, achievementId: a.achievementId })} className="button button-secondary">
              {t.edit}
            </Link>
          </p>
        </div>
      </div>
      <dl className="details card">
        <div>
          <dt>{t.category}</dt>
          <dd>{categoryLabel(a.category, a.tier)}</dd>
        </div>
        <div>
          <dt>{t.status}</dt>
          <dd>{statusLabel(a.status)}</dd>
        </div>
        <div>
          <dt>{t.supply}</dt>
          <dd>{supplyLabel(a.awardedCount, a.maxSupply)}</dd>
        </div>
        {activeWindowText ? (
          <div>
            <dt>Active</dt>
            <dd>{activeWindowText}</dd>
          </div>
        ) : null}
      </dl>
      <Form method="post" {...getFormProps(form)} className="card stack" aria-labelledby="award-title">
        <h2 id="award-title">{t.awardTitle}</h2>
        {form.errors?.length ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
        <Field label="User name" errors={fields.userName.errors} hint="The member's user name, as @name or name.">
          {({ id, describedBy, invalid }) => (
            <input {...getInputProps(fields.userName, { type: "text" })} id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} autoCapitalize="none" spellCheck={false} autoComplete="off" />
          )}
        </Field>
        <div>
          <StatusButton pendingText="Awarding…">{t.awardButton}</StatusButton>
        </div>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
