import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, redirect, useActionData } from "react-router";
import type { Route } from "./+types/password";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireOwner } from "~/.server/platform/page-guards.server";
import { fieldErrorsOf, refusalOrThrow, refusalStatus } from "~/.server/platform/responses.server";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { ChangePasswordSection } from "~/components/account/settings/change-password";
import { accountMessages as a } from "~/lib/account/messages";
import type { RouteHandle } from "~/lib/route-handle";
import { changePasswordSchema } from "~/lib/account/schemas";

export const handle: RouteHandle = { title: "Profile/Settings/Change password", backTo: href("/profile/settings") };
export const meta: Route.MetaFunction = () => [{ title: "Change password" }, { name: "robots", content: "noindex" }];

export function loader({ context, url }: Route.LoaderArgs) {
  requireOwner(context, url);
  return null;
}

/** Proves the current password (start-update-password), then sets the new one (update-password). */
export async function action({ request, context, url }: Route.ActionArgs) {
  requireOwner(context, url);
  const submission = parseWithZod(await request.formData(), { schema: changePasswordSchema });
  const hide = { hideFields: ["currentPassword", "newPassword"] };
  if (submission.status !== "success") return data({ result: submission.reply(hide) }, { status: 400 });
  const { currentPassword, newPassword, signOutOtherSessions } = submission.value;
  const api = getApi(context);
  try {
    const { ticket } = await api.auth("password/start-update-password", { currentPassword }, { bearer: true });
    await api.auth("password/update-password", { ticket, newPassword, signOutOtherSessions }, { bearer: true });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    const fieldErrors = fieldErrorsOf(refusal, { password: "newPassword" });
    return data({ result: submission.reply({ ...hide, fieldErrors, formErrors: [] }) }, { status: refusalStatus(refusal) });
  }
  getSession(context).flash({ kind: "success", message: signOutOtherSessions ? a.passwordChangedSignedOut : a.passwordChanged });
  return redirect(href("/profile/settings"));
}

/** Without JavaScript the form lands here when it has errors. */
export default function ChangePassword() {
  const actionData = useActionData<typeof action>();
  return <ChangePasswordSection lastResult={actionData?.result} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
