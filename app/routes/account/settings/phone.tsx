import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, redirect, useActionData } from "react-router";
import type { Route } from "./+types/phone";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireOwner } from "~/.server/platform/page-guards.server";
import { fieldErrorsOf, refusalOrThrow, refusalStatus } from "~/.server/platform/responses.server";
import { ChangePhoneSection } from "~/components/account/settings/change-phone";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { UpdateProfileDocument } from "~/graphql/generated";
import { changePhoneSchema } from "~/lib/account/profile-schemas";
import { phoneCountries } from "~/lib/phone";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Profile/Settings/Phone number", backTo: href("/profile/settings") };
export const meta: Route.MetaFunction = () => [{ title: "Change phone number" }, { name: "robots", content: "noindex" }];

export function loader({ context, url }: Route.LoaderArgs) {
  requireOwner(context, url);
  return { countries: phoneCountries() };
}

/** Saves the new number (unverified), then sends the member to verify it with a code. */
export async function action({ request, context, url }: Route.ActionArgs) {
  requireOwner(context, url);
  const submission = parseWithZod(await request.formData(), { schema: changePhoneSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await getApi(context).query(UpdateProfileDocument, { input: { phoneNumber: submission.value.phoneE164! } });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    const fieldErrors = fieldErrorsOf(refusal);
    return data({ result: submission.reply({ fieldErrors, formErrors: Object.keys(fieldErrors).length ? [] : [refusal.message] }) }, { status: refusalStatus(refusal) });
  }
  getSession(context).updateUser({ isPhoneNumberVerified: false });
  return redirect(`${href("/auth/verify-phone-number")}?to=${encodeURIComponent(href("/profile/settings"))}`);
}

/** Without JavaScript the form lands here when it has errors. */
export default function ChangePhone({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  return <ChangePhoneSection current={null} verified={false} countries={loaderData.countries} lastResult={actionData?.result} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
