import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, href, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/create-achievement";
import { createClubAchievement, loadRewardClub } from "~/.server/rewards/club-achievements.server";
import { AchievementFields } from "~/components/rewards/achievement-fields";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { StatusButton } from "~/components/ui/status-button";
import { achievementSchema } from "~/lib/rewards/achievement-schemas";
import { achievementTexts as t } from "~/lib/rewards/achievement-texts";
import type { RouteHandle } from "~/lib/route-handle";

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
  return (
    <section className="stack-lg">
      <p>
        <Link to={href("/my/rep-clubs/:club_id/achievements", { club_id: club.clubId })}>← {club.name}: achievements</Link>
      </p>
      <h1>{t.createTitle}</h1>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="card stack">
        {form.errors?.length ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
        <AchievementFields fields={fields} />
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
