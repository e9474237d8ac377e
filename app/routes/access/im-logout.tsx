import { href, redirect } from "react-router";
import type { Route } from "./+types/im-logout";
import { stopImpersonation } from "~/.server/account/impersonation.server";
import { getSession } from "~/.server/platform/request-context.server";
import { accountMessages as a } from "~/lib/account/messages";

/** "Stop impersonating": back to the staff member's own session (POST only). */
export function loader() {
  throw redirect("/");
}

export async function action({ context }: Route.ActionArgs) {
  const session = getSession(context);
  if (!session.user?.impersonatedBy) return redirect("/");
  if (await stopImpersonation(context)) {
    session.flash({ kind: "info", message: a.impersonationStopped });
    return redirect(href("/auth/im-login"));
  }
  return redirect(href("/auth/login"));
}
