import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, redirect, useActionData } from "react-router";
import type { Route } from "./+types/email";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireOwner } from "~/.server/platform/page-guards.server";
import { refusalOrThrow, refusalWithCode } from "~/.server/platform/responses.server";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { ChangeEmailSection } from "~/components/account/settings/change-email";
import { UpdateEmailDocument } from "~/graphql/generated";
import { accountMessages as a } from "~/lib/account/messages";
import type { RouteHandle } from "~/lib/route-handle";
import { changeEmailSchema } from "~/lib/account/schemas";

export const handle: RouteHandle = { title: "Profile/Settings/Change email", backTo: href("/profile/settings") };
export const meta: Route.MetaFunction = () => [{ title: "Change email" }, { name: "robots", content: "noindex" }];

export function loader({ context, url }: Route.LoaderArgs) {
  requireOwner(context, url);
  return null;
}

/** Sends the confirmation link to the new address (updateEmail). */
export async function action({ request, context, url }: Route.ActionArgs) {
  requireOwner(context, url);
  const submission = parseWithZod(await request.formData(), { schema: changeEmailSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await getApi(context).query(UpdateEmailDocument, { email: submission.value.email });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, refusalWithCode("BAD_USER_INPUT", "CONFLICT", "AUTH_NOT_AUTHORIZED"));
    const fieldErrors = refusal.fields?.email ? { email: [refusal.fields.email] } : undefined;
    return data({ result: submission.reply({ fieldErrors, formErrors: fieldErrors ? [] : [refusal.message] }) }, { status: 400 });
  }
  getSession(context).flash({ kind: "success", message: a.emailChangeSent(submission.value.email) });
  return redirect(href("/profile/settings"));
}

/** Without JavaScript the form lands here when it has errors. */
export default function ChangeEmail() {
  const actionData = useActionData<typeof action>();
  return <ChangeEmailSection lastResult={actionData?.result} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
