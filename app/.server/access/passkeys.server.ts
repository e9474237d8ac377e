import { data, href, type RouterContextProvider } from "react-router";
import { decideGuestOnly, decideProtected } from "~/lib/guards";
import { deviceNameFrom } from "../../../contract/access/device-name";
import { passkeyMessages } from "~/lib/access/messages";
import { safeRedirect } from "~/lib/safe-redirect";
import { ApiError } from "~/.server/platform/api-errors.server";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { readCookie, serializeCookie } from "~/.server/platform/cookies.server";
import { webEnv } from "~/.server/platform/env.server";
import { seal, unseal } from "~/.server/platform/seal.server";

/**
 * The passkey ceremonies between browser, web app and API. The browser gets the
 * WebAuthn options only; the token the API binds the challenge to stays in a short
 * sealed cookie, so the browser never holds an API credential of any kind.
 */
type Ctx = Readonly<RouterContextProvider>;
type Purpose = "register" | "login";

const CHALLENGE_COOKIE = "passkey_challenge";
const CHALLENGE_MAX_AGE_S = 5 * 60;
const SEAL_PURPOSE = "passkey-challenge-v1";

function challengeCookie(purpose: Purpose, token: string): string {
  const { sessionSecrets, secureCookies } = webEnv();
  return serializeCookie(CHALLENGE_COOKIE, seal(JSON.stringify({ purpose, token }), sessionSecrets, SEAL_PURPOSE), {
    maxAgeSeconds: CHALLENGE_MAX_AGE_S,
    secure: secureCookies,
  });
}

function clearChallengeCookie(): string {
  return serializeCookie(CHALLENGE_COOKIE, "", { maxAgeSeconds: 0, secure: webEnv().secureCookies });
}

function challengeToken(request: Request, purpose: Purpose): string | null {
  const raw = readCookie(request, CHALLENGE_COOKIE);
  const json = raw ? unseal(raw, webEnv().sessionSecrets, SEAL_PURPOSE) : null;
  if (!json) return null;
  try {
    const parsed = JSON.parse(json) as { purpose: Purpose; token: string };
    return parsed.purpose === purpose ? parsed.token : null;
  } catch {
    return null;
  }
}

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const body = await request.json();
    return body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const noStore = { "Cache-Control": "private, no-store" };

/** An API refusal as `{ error }` JSON; anything else (API down) as a generic failure. */
function failure(error: unknown, headers: HeadersInit = {}) {
  if (error instanceof ApiError && error.status < 500) {
    return data({ error: error.message }, { status: error.status === 429 ? 429 : 400, headers: { ...noStore, ...headers } });
  }
  return data({ error: "The service is unavailable. Please try again in a moment." }, { status: 503, headers: { ...noStore, ...headers } });
}


/** Registration is for fully signed-in members: the protected guard, answered as JSON. */
function signedInRefusal(context: Ctx, request: Request) {
  const session = getSession(context);
  const target = decideProtected({ user: session.user, signedUpBefore: session.signedUpBefore, url: new URL(request.url) });
  return target ? data({ error: "Please sign in to continue." }, { status: 401, headers: noStore }) : null;
}

export async function registrationOptions(context: Ctx, request: Request) {
  const refusal = signedInRefusal(context, request);
  if (refusal) return refusal;
  const user = getSession(context).user!;
  const body = await jsonBody(request);
  const displayName = typeof body.displayName === "string" ? body.displayName.slice(0, 100) : undefined;
  try {
    const answer = await getApi(context).auth(
      "passkey/register/options",
      { userName: user.email, displayName: displayName || user.userName || user.email },
      { bearer: true },
    );
    return data({ options: answer.options }, { headers: { ...noStore, "Set-Cookie": challengeCookie("register", answer.token) } });
  } catch (error) {
    return failure(error);
  }
}

export async function register(context: Ctx, request: Request) {
  const refusal = signedInRefusal(context, request);
  if (refusal) return refusal;
  const token = challengeToken(request, "register");
  const body = await jsonBody(request);
  const clear = { "Set-Cookie": clearChallengeCookie() };
  if (!token) return failure(new ApiError("BAD_USER_INPUT", "The request has expired or was already used. Please try again.", 400), clear);
  try {
    await getApi(context).auth(
      "passkey/register",
      { attestationResponse: body.attestationResponse, token, deviceName: deviceNameFrom(request.headers.get("user-agent")) },
      { bearer: true },
    );
    getSession(context).flash({ kind: "success", message: passkeyMessages.added });
    return data({ ok: true }, { headers: { ...noStore, ...clear } });
  } catch (error) {
    return failure(error, clear);
  }
}

export async function loginOptions(context: Ctx, request: Request) {
  const body = await jsonBody(request);
  const userName = typeof body.userName === "string" ? body.userName.slice(0, 254) : undefined;
  try {
    const answer = await getApi(context).auth("passkey/login/options", userName ? { userName } : {});
    return data({ options: answer.options }, { headers: { ...noStore, "Set-Cookie": challengeCookie("login", answer.token) } });
  } catch (error) {
    return failure(error);
  }
}

/**
 * Finishes a passkey sign-in and answers where the page should go next: the same
 * decision a password sign-in makes (second factor, complete profile, `to`, home).
 */
export async function login(context: Ctx, request: Request) {
  const token = challengeToken(request, "login");
  const body = await jsonBody(request);
  const clear = { "Set-Cookie": clearChallengeCookie() };
  if (!token) return failure(new ApiError("BAD_USER_INPUT", "The request has expired or was already used. Please try again.", 400), clear);
  try {
    const info = await getApi(context).auth("passkey/login", { assertionResponse: body.assertionResponse, token });
    const session = getSession(context);
    session.signIn(info);
    // The page the button was on, for its `to` query; only its path and query are used.
    const from = new URL(safeRedirect(typeof body.from === "string" ? body.from : "/auth/login", "/auth/login"), "http://local.invalid");
    const target = session.user?.mfaPending
      ? `${href("/auth/mfa")}${from.search}`
      : (decideGuestOnly({ user: session.user, signedUpBefore: true, url: from }) ?? "/");
    return data({ redirectTo: target === "/" ? "/events" : target }, { headers: { ...noStore, ...clear } });
  } catch (error) {
    return failure(error, clear);
  }
}
