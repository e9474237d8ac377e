import { data, redirect, type RouterContextProvider } from "react-router";
import { signInPath, wantedPath } from "~/lib/guards";
import { ApiError, ApiUnavailableError } from "./api-errors.server";
import { getSession } from "./request-context.server";

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

/** The 404 page's answer, for a loader that finds nothing to show (its words are the error page's). */
export const notFoundResponse = () => data("The link may be broken, or the page may have been removed or made private.", { status: 404 });

export function toResponse(context: Readonly<RouterContextProvider>, error: unknown, url?: URL): unknown {
  if (error instanceof ApiUnavailableError) {
    return data("Please try again in a moment. You are still signed in.", { status: 503 });
  }
  if (!(error instanceof ApiError)) return error;
  switch (error.code) {
    case "NOT_FOUND":
      return notFoundResponse();
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

/** Which of the API's refusals a form shows itself instead of an error page. */
export type ShownRefusal = (error: ApiError) => boolean;

/** Any answer of the API that says no, whatever its status. */
export const anyApiError: ShownRefusal = () => true;
/** Any refusal (status below 500), a lost session included. */
export const anyRefusal: ShownRefusal = (error) => error.status < 500;
/** Any refusal but those with these codes. */
export const refusalExcept =
  (...codes: string[]): ShownRefusal =>
  (error) =>
    error.status < 500 && !codes.includes(error.code);
/** Any refusal but a lost session, which goes to sign-in instead. */
export const refusalKeepingSession = refusalExcept("AUTH_NOT_AUTHENTICATED");
/** Only refusals with one of these codes. */
export const refusalWithCode =
  (...codes: string[]): ShownRefusal =>
  (error) =>
    codes.includes(error.code);

/**
 * The one way an action turns a failed API call into its answer: a refusal the form
 * shows (its message, its field errors) is returned; anything else becomes the page's
 * response (404, sign-in, 403, 429, friendly 503) and is thrown, as loadOrThrow does.
 */
export function refusalOrThrow(
  context: Readonly<RouterContextProvider>,
  error: unknown,
  url: URL | undefined,
  shown: ShownRefusal = refusalKeepingSession,
): ApiError {
  if (error instanceof ApiError && shown(error)) return error;
  throw toResponse(context, error, url);
}

/** The API's field errors in conform's shape; `rename` maps an API field name to the form's. */
export function fieldErrorsOf(error: ApiError, rename: Record<string, string> = {}): Record<string, string[]> {
  return Object.fromEntries(Object.entries(error.fields ?? {}).map(([field, message]) => [rename[field] ?? field, [message]]));
}

/** What refusalReply needs of a conform submission. */
export type RefusableSubmission<Reply> = { reply(options: { fieldErrors: Record<string, string[]>; formErrors: string[] }): Reply };

/**
 * A refused form's conform reply: the API's field messages beside their fields (renamed as
 * fieldErrorsOf does), or, when it names no field, its message above the form.
 */
export function refusalReply<Reply>(
  submission: RefusableSubmission<Reply>,
  refusal: ApiError,
  rename: Record<string, string> = {},
): Reply {
  const fieldErrors = fieldErrorsOf(refusal, rename);
  return submission.reply({ fieldErrors, formErrors: Object.keys(fieldErrors).length > 0 ? [] : [refusal.message] });
}

/** A refusal's status for the form's answer: 429 when it was too many attempts, otherwise 400. */
export function refusalStatus(error: ApiError): 400 | 429 {
  return error.status === 429 ? 429 : 400;
}

/** Whether the client already holds the answer with this ETag (its `If-None-Match`): answer 304. */
export function isNotModified(request: Request, etag: string): boolean {
  return request.headers.get("If-None-Match")?.split(/\s*,\s*/).includes(etag) ?? false;
}
