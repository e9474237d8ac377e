import { href, redirect } from "react-router";
import type { Route } from "./+types/payout";
import { answerPayoutAction } from "~/.server/account/payouts.server";

export function loader() {
  return redirect(href("/profile/settings"));
}

/** The payout accounts section's forms: connect or disconnect, then back to settings (or off to the provider). */
export function action({ request, context, url }: Route.ActionArgs) {
  return answerPayoutAction(context, request, url);
}
