import { href, redirect, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";

type Ctx = Readonly<RouterContextProvider>;

/** The second factor is owed by this browser's session; otherwise there is nothing to do here. */
export function requirePendingSecondFactor(context: Ctx, url: URL) {
  const session = getSession(context);
  if (!session.auth || !session.user?.mfaPending) {
    const to = url.searchParams.get("to");
    throw redirect(to ? `${href("/auth/login")}?to=${encodeURIComponent(to)}` : href("/auth/login"));
  }
  return session.auth;
}

/** "Contact us" and "Sign Up" on the second-factor page: end the half-open session, then to login. */
export async function abandonSecondFactor(context: Ctx) {
  const session = getSession(context);
  await getApi(context)
    .auth("sign-out", {}, { bearer: true })
    .catch(() => undefined);
  session.signOut();
  return redirect("/auth/login");
}
