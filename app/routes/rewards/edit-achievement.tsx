import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, href, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/edit-achievement";
import { loadManagedAchievement, updateClubAchievement } from "~/.server/rewards/club-achievements.server";
import { AchievementFields } from "~/components/rewards/achievement-fields";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { StatusButton } from "~/components/ui/status-button";
import { achievementSchema, formDaysOf } from "~/lib/rewards/achievement-schemas";
import { achievementTexts as t } from "~/lib/rewards/achievement-texts";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Club/Achievement/Edit" };
export const meta: Route.MetaFunction = () => [{ title: "Edit achievement" }, { name: "robots", content: "noindex" }];

/** Changing a club's badge (spec 1 §2.2 /rep-club/{club_id}/achievement/{achievementId}/edit), for its reward managers. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  return data({ achievement: await loadManagedAchievement(context, url, params.club_id, params.achievementId) });
}

export function action({ context, request, url, params }: Route.ActionArgs) {
  return updateClubAchievement(context, request, url, params.club_id, params.achievementId);
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
  const back = href("/rep-club/:club_id/achievement/:achievementId", { club_id: a.club!.clubId, achievementId: a.achievementId });
  return (
    <section className="stack-lg">
      <p>
        <Link to={back}>← {a.displayName}</Link>
      </p>
      <h1>{t.editTitle}</h1>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="card stack">
        {form.errors?.length ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
        <AchievementFields fields={fields} editing />
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
