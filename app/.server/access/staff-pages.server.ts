import { data, redirect, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { loadOrThrow } from "~/.server/platform/responses.server";
import { AccountStatusDocument } from "~/graphql/generated";
import { decideImpersonationLogin } from "~/lib/guards";

/**
 * The staff pages' guard (impersonation sign-in, giving invites): staff acting as themselves
 * only, so signed-out visitors and impersonating staff are sent where decideImpersonationLogin
 * says. Run by the loader and again by the action.
 */
export function guardStaffPage(context: Readonly<RouterContextProvider>, url: URL): void {
  const session = getSession(context);
  const target = decideImpersonationLogin({ user: session.user, signedUpBefore: session.signedUpBefore, url });
  if (target) throw redirect(target);
}

/** The loader's check: members have nothing to do on a staff page, which does not exist for them. Answers the viewer's role. */
export async function requireStaffPage(context: Readonly<RouterContextProvider>, url: URL) {
  guardStaffPage(context, url);
  const { user } = await loadOrThrow(context, () => getApi(context).query(AccountStatusDocument), url);
  if (user.account.role === "MEMBER") throw data("The link may be broken, or the page may have been removed or made private.", { status: 404 });
  return user.account.role;
}
