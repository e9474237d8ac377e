import { data } from "react-router";
import type { Route } from "./+types/developer-mode";
import { answerSwitch } from "~/.server/platform/cookies.server";
import { webEnv } from "~/.server/platform/env.server";
import { DEVELOPER_MODE_COOKIE } from "~/lib/feature-flags";

/**
 * The side panel's developer-mode toggle (spec 1 §2.4), outside production only (where the
 * development tools are on: a trial, or DEV_OUTBOX=true). It sets a cookie for this browser.
 */
export async function action({ request }: Route.ActionArgs) {
  const env = webEnv();
  if (!env.devOutbox) throw data("Not found", { status: 404 });
  return answerSwitch(request, DEVELOPER_MODE_COOKIE, { secure: env.secureCookies });
}

export function loader() {
  throw data("Not found", { status: 404 });
}
