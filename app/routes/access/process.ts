import { redirect } from "react-router";
import type { Route } from "./+types/process";
import { getSession } from "~/.server/platform/request-context.server";
import { completeSocialSignIn } from "~/.server/access/social.server";
import { decideSocialReturn } from "~/lib/guards";

/** The social sign-in return (spec 1 §2.1 "process"): no screen, only the exchange and a redirect onward. */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const session = getSession(context);
  const target = decideSocialReturn({ user: session.user, signedUpBefore: session.signedUpBefore, url });
  if (target) throw redirect(target);
  return completeSocialSignIn(context, request, url);
}
