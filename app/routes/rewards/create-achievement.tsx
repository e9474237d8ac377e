import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/create-achievement";
import { badgeHomeOf, createManagedAchievement, loadIssuer, SEND_BADGE_FLAGS } from "~/.server/rewards/managed-achievements.server";
import { AchievementFields } from "~/components/rewards/achievement-fields";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { StatusButton } from "~/components/ui/status-button";
import { achievementSchema } from "~/lib/rewards/achievement-schemas";
import { achievementTexts as t, issuerCrumb } from "~/lib/rewards/achievement-texts";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: (data) => issuerCrumb(data, "Achievements/Create") };
export const meta: Route.MetaFunction = () => [{ title: "Create achievement" }, { name: "robots", content: "noindex" }];

/**
 * A new badge (spec 3 §2 achievements/create): a club's (/my/rep-clubs/{club_id}/achievements/create),
 * for its reward managers, or the pie's (/legacy/pie-hub/achievements/create), for its owner.
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  return data({ issuer: await loadIssuer(context, url, badgeHomeOf(params), SEND_BADGE_FLAGS) });
}

export function action({ context, request, url, params }: Route.ActionArgs) {
  return createManagedAchievement(context, request, url, badgeHomeOf(params));
}

export default function CreateAchievement() {
  const { issuer } = useLoaderData<typeof loader>();
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
        <Link to={issuer.listPath}>← {issuer.name}: achievements</Link>
      </p>
      <h1>{t.createTitle}</h1>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="card stack">
        {form.errors?.length ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
        <AchievementFields fields={fields} uploadFor={`achievement-${issuer.kind}:${issuer.id}`} withCondition={issuer.conditions} />
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
