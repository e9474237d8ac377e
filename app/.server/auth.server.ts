import { redirect, type RouterContextProvider } from "react-router";
import type { AuthUser } from "~/lib/auth-user";
import { decideGuestOnly, decideProtected, type GuardInput } from "~/lib/guards";
import { apiContext, sessionContext } from "~/context";
import type { ApiClient } from "./api.server";
import type { RequestSession } from "./session.server";

type Ctx = Readonly<RouterContextProvider>;

export function getSession(context: Ctx): RequestSession {
  return context.get(sessionContext);
}

export function getApi(context: Ctx): ApiClient {
  return context.get(apiContext);
}

function guardInput(context: Ctx, url: URL): GuardInput {
  const session = getSession(context);
  return { user: session.user, signedUpBefore: session.signedUpBefore, url };
}

/** The protected-page guard; returns the user or throws the redirect. Used by middleware and again by actions. */
export function requireUser(context: Ctx, url: URL): AuthUser {
  const target = decideProtected(guardInput(context, url));
  if (target) throw redirect(target);
  return getSession(context).user!;
}

export function requireGuest(context: Ctx, url: URL): void {
  const target = decideGuestOnly(guardInput(context, url));
  if (target) throw redirect(target);
}
