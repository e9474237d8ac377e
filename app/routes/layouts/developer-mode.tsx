import { data, redirect } from "react-router";
import type { Route } from "./+types/developer-mode";
import { webEnv } from "~/.server/platform/env.server";
import { DEVELOPER_MODE_COOKIE } from "~/lib/feature-flags";
import { safeRedirect } from "~/lib/safe-redirect";

const YEAR_S = 365 * 24 * 3600;

/**
 * The side panel's developer-mode toggle (spec 1 §2.4), outside production only (where the
 * development tools are on: a trial, or DEV_OUTBOX=true). It sets a cookie for this browser.
 */
export async function action({ request }: Route.ActionArgs) {
  const env = webEnv();
  if (!env.devOutbox) throw data("Not found", { status: 404 });
  const form = await request.formData();
  const on = form.get("mode") === "on";
  const cookie = [`${DEVELOPER_MODE_COOKIE}=${on ? "on" : "off"}`, "Path=/", "SameSite=Lax", "HttpOnly", `Max-Age=${on ? YEAR_S : 0}`];
  if (env.secureCookies) cookie.push("Secure");
  return redirect(safeRedirect(form.get("back"), "/events"), { headers: { "Set-Cookie": cookie.join("; ") } });
}

export function loader() {
  throw data("Not found", { status: 404 });
}
