import type { RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { refreshTokens } from "~/.server/platform/refresh.server";
import type { AuthInfo } from "~/.server/platform/session.server";
import { serverContext } from "~/context";

type Ctx = Readonly<RouterContextProvider>;

/** Starts acting as a member: the API opens an impersonation session; the staff session is put aside. */
export async function startImpersonation(context: Ctx, userName: string): Promise<AuthInfo> {
  const info = await getApi(context).auth("password/im-sign-in", { userName }, { bearer: true });
  getSession(context).startImpersonation(info);
  return info;
}

/**
 * Stops impersonating: ends the impersonation session upstream, then resumes the staff
 * member's own session with its kept refresh token (a fresh token pair). Answers false
 * when that session is gone, leaving the visitor signed out.
 */
export async function stopImpersonation(context: Ctx): Promise<boolean> {
  const session = getSession(context);
  if (!session.impersonator) return false;
  await getApi(context)
    .auth("sign-out", {}, { bearer: true })
    .catch(() => undefined);
  const impersonator = session.takeImpersonator();
  if (!impersonator) return false;
  const outcome = await refreshTokens(impersonator.refreshToken, context.get(serverContext).clientIp);
  if (outcome.kind !== "refreshed") return false;
  session.signIn(outcome.info);
  return true;
}
