import { href, redirect, type RouterContextProvider } from "react-router";
import { socialMessages } from "~/lib/access/messages";
import { ApiError } from "~/.server/platform/api-errors.server";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { readCookie, serializeCookie } from "~/.server/platform/cookies.server";
import { webEnv } from "~/.server/platform/env.server";
import type { AuthInfo } from "~/.server/platform/session.server";
import { signInAndRedirect } from "./sign-in.server";

type Ctx = Readonly<RouterContextProvider>;

export const SOCIAL_PROVIDERS = ["google", "apple"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Every provider the server configured, sign-in or connect-only (server/social.ts). */
export function configuredProviderNames(): string[] {
  return webEnv().socialProviders;
}

/** The sign-in providers the server configured; the sign-in buttons follow it. */
export function configuredSocialProviders(): SocialProvider[] {
  const names = configuredProviderNames();
  return SOCIAL_PROVIDERS.filter((p) => names.includes(p));
}

/** The cookie the API set when the round trip started (api/access/http/social-router.ts). */
function bindingCookieName(): string {
  return webEnv().publicUrl.startsWith("https://") ? "__Host-social_binding" : "social_binding";
}

function clearBinding(): string {
  // Same attributes as the API's cookie so the browser replaces it.
  return serializeCookie(bindingCookieName(), "", { maxAgeSeconds: 0, secure: webEnv().secureCookies });
}

function backToLogin(context: Ctx, url: URL, message: string) {
  getSession(context).flash({ kind: "danger", message: socialMessages.failed + message });
  const to = url.searchParams.get("to");
  return redirect(`${href("/auth/login")}${to ? `?to=${encodeURIComponent(to)}` : ""}`, { headers: { "Set-Cookie": clearBinding() } });
}

/**
 * /auth/process: trades the API's one-time code, with this browser's binding cookie,
 * for a session, server-side, then sends the browser on (a redirect, so the URL with
 * the code never stays in history).
 */
export async function completeSocialSignIn(context: Ctx, request: Request, url: URL) {
  const error = url.searchParams.get("error");
  if (error) return backToLogin(context, url, socialMessages.errors[error] ?? socialMessages.errors.provider_failed);
  const code = url.searchParams.get("code") ?? "";
  const binding = readCookie(request, bindingCookieName());
  if (!binding) return backToLogin(context, url, socialMessages.errors.state_mismatch);
  let info: AuthInfo;
  try {
    info = await getApi(context).auth("social/exchange", { code, binding });
  } catch (failure) {
    const message = failure instanceof ApiError && failure.status < 500 ? failure.message : socialMessages.errors.unavailable;
    return backToLogin(context, url, message);
  }
  // Onward with `to` only: the spent code stays out of every later URL.
  const onward = new URL(url);
  onward.searchParams.delete("code");
  const response = signInAndRedirect(context, info, onward);
  response.headers.append("Set-Cookie", clearBinding());
  return response;
}
