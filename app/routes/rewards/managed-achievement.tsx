import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useActionData, useLoaderData, useLocation } from "react-router";
import type { Route } from "./+types/managed-achievement";
import { awardManagedAchievement, badgeHomeOf, deleteManagedAchievement, loadAchievementStatistics, loadManagedAchievement } from "~/.server/rewards/managed-achievements.server";
import { HolderStatisticsSection } from "~/components/rewards/holder-statistics";
import { Alert } from "~/components/ui/alert";
import { DeleteSection, type DeleteTexts } from "~/components/ui/delete-section";
import { ClaimingRewards } from "~/components/rewards/claiming-rewards";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { awardSchema } from "~/lib/rewards/achievement-schemas";
import { achievementTexts as t, activeWindowLabel, categoryLabel, conditionLabel, DEFAULT_BADGE_IMAGE, issuerCrumb, statusLabel, supplyLabel } from "~/lib/rewards/achievement-texts";
import { achievementMessages as m } from "../../../contract/rewards/messages";
import { formatEventDay } from "~/lib/format";
import type { RouteHandle } from "~/lib/route-handle";
import { withHubPie } from "~/lib/pies/hub-pie";

export const handle: RouteHandle = { title: (data) => issuerCrumb(data, "Achievement") };
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.achievement.displayName ?? "Achievement" }, { name: "robots", content: "noindex" }];

/**
 * A badge for those who manage it, with the award form, its holders' statistics and Delete: a
 * club's (spec 1 §2.2 /rep-club/{id}/achievement/{achievementId}) or the pie hub's (spec 3 §2
 * /legacy/pie-hub/achievements/{id}). `?delete` is the confirmation step without JavaScript;
 * with it the same question opens in a dialog.
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const achievement = await loadManagedAchievement(context, url, badgeHomeOf(params), params.achievementId);
  const statistics = await loadAchievementStatistics(context, url, achievement.achievementId);
  return data({ achievement, issuer: achievement.issuer, statistics, confirmDelete: url.searchParams.has("delete") });
}

export async function action({ context, request, url, params }: Route.ActionArgs) {
  if ((await request.clone().formData()).get("intent") === "delete") return deleteManagedAchievement(context, url, badgeHomeOf(params), params.achievementId);
  return awardManagedAchievement(context, request, url, badgeHomeOf(params), params.achievementId);
}

export default function ManagedAchievement() {
  const { achievement: a, statistics, confirmDelete } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const actionData = useActionData<typeof action>();
  const deleteError = actionData && "intent" in actionData ? actionData.error : null;
  const [form, fields] = useForm({
    id: "award-achievement",
    lastResult: actionData && !("intent" in actionData) ? actionData.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: awardSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const activeWindowText = activeWindowLabel(a.activeFromUtc, a.activeToUtc, (iso) => formatEventDay(iso, "UTC"));
  const earnedBy = conditionLabel(a.condition);
  return (
    <section className="stack-lg">
      <p>
        <Link to={a.issuer.listPath}>← {a.issuer.name}: achievements</Link>
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
            <Link to={a.paths.edit} className="button button-secondary">
              {t.edit}
            </Link>{" "}
            <Link to={a.paths.public}>{t.publicPage}</Link>
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
            <dt>{t.activeWindow}</dt>
            <dd>{activeWindowText}</dd>
          </div>
        ) : null}
        {a.issuer.conditions ? (
          <div>
            <dt>{t.condition}</dt>
            <dd>{earnedBy ?? t.conditionNone}</dd>
          </div>
        ) : null}
        <ClaimingRewards rewards={a.claimedByRewards} />
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
      <HolderStatisticsSection statistics={statistics} />
      <DeleteSection
        texts={DELETE_TEXTS}
        blockedReason={a.awardedCount > 0 ? m.deleteAwarded : null}
        confirmStep={confirmDelete}
        confirmHref={withHubPie("?delete", a.issuer.chosen)}
        pageHref={withHubPie(pathname, a.issuer.chosen)}
        error={deleteError}
      />
    </section>
  );
}

/** Delete, for a badge nobody holds (the API refuses the others: members keep what they were given). */
const DELETE_TEXTS: DeleteTexts = {
  title: t.deleteTitle,
  explain: t.deleteExplain,
  button: t.deleteButton,
  confirmTitle: t.deleteConfirm,
  confirmButton: t.deleteConfirmButton,
  cancel: t.cancel,
  deleting: t.deleting,
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
