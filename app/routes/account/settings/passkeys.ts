import { href, redirect } from "react-router";
import type { Route } from "./+types/passkeys";
import { deletePasskey } from "~/.server/account/passkeys.server";
import { requireUser } from "~/.server/platform/page-guards.server";

export function loader() {
  return redirect(href("/profile/settings"));
}

/** The passkeys settings section's form: delete one passkey, then back to settings. */
export async function action({ request, context, url }: Route.ActionArgs) {
  requireUser(context, url);
  const formData = await request.formData();
  if (formData.get("intent") !== "delete-passkey") return new Response("Unknown action", { status: 400 });
  return deletePasskey(context, formData, url);
}
