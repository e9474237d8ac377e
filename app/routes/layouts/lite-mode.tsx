import { data } from "react-router";
import type { Route } from "./+types/lite-mode";
import { answerSwitch } from "~/.server/platform/cookies.server";
import { webEnv } from "~/.server/platform/env.server";
import { LITE_MODE_COOKIE } from "~/lib/lite-mode";

/** The profile menu's lite-mode switch: a cookie for this browser, then back to the page. */
export function action({ request }: Route.ActionArgs) {
  return answerSwitch(request, LITE_MODE_COOKIE, { secure: webEnv().secureCookies });
}

export function loader() {
  throw data("Not found", { status: 404 });
}
