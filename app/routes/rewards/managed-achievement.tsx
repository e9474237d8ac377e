import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useRef } from "react";
import { data, Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/managed-achievement";
import { awardManagedAchievement, badgeHomeOf, deleteManagedAchievement, loadAchievementStatistics, loadManagedAchievement } from "~/.server/rewards/managed-achievements.server";
import { HolderStatisticsSection } from "~/components/rewards/holder-statistics";
import { Alert } from "~/components/ui/alert";
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
      <DeleteSection awarded={a.awardedCount > 0} confirmStep={confirmDelete} error={deleteError} />
    </section>
  );
}

/**
 * Delete, for a badge nobody holds (the API refuses the others: members keep what they were
 * given). Without JavaScript "Delete" opens the `?delete` step, which asks on the page; with it
 * the same question opens in a dialog.
 */
function DeleteSection({ awarded, confirmStep, error }: { awarded: boolean; confirmStep: boolean; error: string | null }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { issuer } = useLoaderData<typeof loader>();
  return (
    <section className="card stack" aria-labelledby="delete-title">
      <h2 id="delete-title">{t.deleteTitle}</h2>
      {error ? <Alert kind="danger">{error}</Alert> : null}
      {awarded ? (
        <p>{m.deleteAwarded}</p>
      ) : confirmStep ? (
        <DeleteConfirm />
      ) : (
        <>
          <p>{t.deleteExplain}</p>
          <div>
            <Link
              to={withHubPie("?delete", issuer.chosen)}
              className="button button-danger"
              preventScrollReset
              onClick={(event) => {
                if (!dialog.current?.showModal) return;
                event.preventDefault();
                dialog.current.showModal();
              }}
            >
              {t.deleteButton}
            </Link>
          </div>
          <dialog ref={dialog} className="dialog" aria-labelledby="delete-confirm-title">
            <DeleteConfirm onCancel={() => dialog.current?.close()} />
          </dialog>
        </>
      )}
    </section>
  );
}

function DeleteConfirm({ onCancel }: { onCancel?: () => void }) {
  const navigation = useNavigation();
  const { pathname: path } = useLocation();
  const { issuer } = useLoaderData<typeof loader>();
  const pathname = withHubPie(path, issuer.chosen);
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete";
  return (
    <Form method="post" action={pathname} className="confirm">
      <h3 id="delete-confirm-title">{t.deleteConfirm}</h3>
      <p>{t.deleteExplain}</p>
      <div className="confirm-actions">
        {onCancel ? (
          <button type="button" className="button button-secondary" onClick={onCancel} autoFocus>
            {t.cancel}
          </button>
        ) : (
          <Link to={pathname} className="button button-secondary">
            {t.cancel}
          </Link>
        )}
        <button type="submit" name="intent" value="delete" className="button button-danger" disabled={pending} aria-busy={pending || undefined}>
          {pending ? t.deleting : t.deleteConfirmButton}
        </button>
      </div>
    </Form>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
