import { data, redirect, type RouterContextProvider } from "react-router";
import { signInPath, wantedPath } from "~/lib/guards";
import { ApiError, ApiUnavailableError } from "./api-errors.server";
import { getSession } from "./auth.server";

/**
 * Runs a loader's API call and turns what the API says no to into the right
 * page: 404 for unknown or hidden things, sign-in for a lost session, 403,
 * 429, and a friendly 503 when the API is down (the session is kept).
 */
export async function loadOrThrow<T>(
  context: Readonly<RouterContextProvider>,
  call: () => Promise<T>,
  url?: URL,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toResponse(context, error, url);
  }
}

export function toResponse(context: Readonly<RouterContextProvider>, error: unknown, url?: URL): unknown {
  if (error instanceof ApiUnavailableError) {
    return data("Please try again in a moment. You are still signed in.", { status: 503 });
  }
  if (!(error instanceof ApiError)) return error;
  switch (error.code) {
    case "NOT_FOUND":
      return data("The link may be broken, or the page may have been removed or made private.", { status: 404 });
    case "AUTH_NOT_AUTHENTICATED":
      return redirect(signInPath(getSession(context).signedUpBefore, url ? wantedPath(url) : "/"));
    case "AUTH_NOT_AUTHORIZED":
      return data("You don't have access to this page.", { status: 403 });
    case "RATE_LIMITED":
      return data(error.message, { status: 429 });
    default:
      return error;
  }
}
