import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/edit-achievement";
import { badgeHomeOf, loadManagedAchievement, updateManagedAchievement } from "~/.server/rewards/managed-achievements.server";
import { AchievementFields } from "~/components/rewards/achievement-fields";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { StatusButton } from "~/components/ui/status-button";
import { achievementSchema, formDaysOf } from "~/lib/rewards/achievement-schemas";
import { achievementTexts as t, issuerCrumb } from "~/lib/rewards/achievement-texts";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: (data) => issuerCrumb(data, "Achievement/Edit") };
export const meta: Route.MetaFunction = () => [{ title: "Edit achievement" }, { name: "robots", content: "noindex" }];

/**
 * Changing a badge: a club's (spec 1 §2.2 /rep-club/{club_id}/achievement/{achievementId}/edit),
 * for its reward managers, or the pie's (spec 3 §2 /legacy/pie-hub/achievements/edit/{id}), for its owner.
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const achievement = await loadManagedAchievement(context, url, badgeHomeOf(params), params.achievementId);
  return data({ achievement, issuer: achievement.issuer });
}

export function action({ context, request, url, params }: Route.ActionArgs) {
  return updateManagedAchievement(context, request, url, badgeHomeOf(params), params.achievementId);
}

export default function EditAchievement() {
  const { achievement: a } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "edit-achievement",
    lastResult: actionData?.result,
    defaultValue: {
      displayName: a.displayName,
      bio: a.bio ?? "",
      category: a.category,
      tier: a.tier ?? "",
      maxSupply: a.maxSupply ?? "",
      conditionEvents: a.condition?.count ?? "",
      isHidden: a.isHidden ? "on" : undefined,
      ...formDaysOf(a),
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: achievementSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const back = a.paths.page;
  return (
    <section className="stack-lg">
      <p>
        <Link to={back}>← {a.displayName}</Link>
      </p>
      <h1>{t.editTitle}</h1>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="card stack">
        {form.errors?.length ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
        <AchievementFields fields={fields} uploadFor={`achievement:${a.achievementId}`} editing withCondition={a.issuer.conditions} />
        <div>
          <StatusButton pendingText="Saving…">{t.save}</StatusButton>
        </div>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
