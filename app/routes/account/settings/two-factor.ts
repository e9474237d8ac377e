import { href, redirect } from "react-router";
import type { Route } from "./+types/two-factor";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { anyRefusal, refusalOrThrow } from "~/.server/platform/responses.server";
import { SetMultiFactorAuthenticationDocument } from "~/graphql/generated";
import { decideVerifiedPhone } from "~/lib/guards";
import { codeMessages as m } from "~/lib/access/messages";

const SETTINGS = href("/profile/settings");

export function loader() {
  return redirect(SETTINGS);
}

/** The two-factor settings section's form: on (needs a verified phone) or off, then back to settings. */
export async function action({ request, context, url }: Route.ActionArgs) {
  requireUser(context, url);
  const enabled = (await request.formData()).get("intent") === "enable";
  const session = getSession(context);
  if (enabled) {
    const target = decideVerifiedPhone({ user: session.user, signedUpBefore: session.signedUpBefore, url: new URL(SETTINGS, url) });
    if (target) throw redirect(target);
  }
  try {
    await getApi(context).query(SetMultiFactorAuthenticationDocument, { enabled });
    session.flash({ kind: "success", message: enabled ? m.mfaOn : m.mfaOff });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, anyRefusal);
    session.flash({ kind: "danger", message: refusal.message });
  }
  return redirect(SETTINGS);
}
