import { data, redirect } from "react-router";
import type { Route } from "./+types/lite-mode";
import { webEnv } from "~/.server/platform/env.server";
import { LITE_MODE_COOKIE } from "~/lib/lite-mode";
import { safeRedirect } from "~/lib/safe-redirect";

const YEAR_S = 365 * 24 * 3600;

/** The profile menu's lite-mode switch: a cookie for this browser, then back to the page. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const on = form.get("mode") === "on";
  const cookie = [`${LITE_MODE_COOKIE}=${on ? "on" : "off"}`, "Path=/", "SameSite=Lax", "HttpOnly", `Max-Age=${on ? YEAR_S : 0}`];
  if (webEnv().secureCookies) cookie.push("Secure");
  return redirect(safeRedirect(form.get("back"), "/events"), { headers: { "Set-Cookie": cookie.join("; ") } });
}

export function loader() {
  throw data("Not found", { status: 404 });
}
