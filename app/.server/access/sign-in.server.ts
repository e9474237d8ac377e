import { href, redirect, type RouterContextProvider } from "react-router";
import { decideGuestOnly } from "~/lib/guards";
import { getSession } from "~/.server/platform/request-context.server";
import type { AuthInfo } from "~/.server/platform/session.server";

/**
 * Starts the session from an auth answer and sends the user on: the guest
 * guard decides (complete profile, held invite, `to`, or home).
 */
export function signInAndRedirect(context: Readonly<RouterContextProvider>, info: AuthInfo, url: URL, fallback = "/events") {
  const session = getSession(context);
  session.signIn(info);
  if (session.user?.mfaPending) return redirect(`${href("/auth/mfa")}${url.search}`);
  const target = decideGuestOnly({ user: session.user, signedUpBefore: true, url, inviteId: session.heldInviteId });
  return redirect(!target || target === "/" ? fallback : target);
}
