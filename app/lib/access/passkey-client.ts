// Browser side of the passkey ceremonies: ask the web app for options, let the browser's
// authenticator answer, hand the answer back. @simplewebauthn/browser is loaded only when
// a ceremony starts, so pages that merely show the button stay light.
import { useSyncExternalStore } from "react";
import { passkeyMessages } from "~/lib/access/messages";

const subscribe = () => () => {};

/** True once JavaScript runs in a browser with WebAuthn; false on the server and without JS. */
export function usePasskeySupport(): "unknown" | "supported" | "unsupported" {
  return useSyncExternalStore(
    subscribe,
    () => (typeof window.PublicKeyCredential === "function" && typeof navigator.credentials?.get === "function" ? "supported" : "unsupported"),
    () => "unknown",
  );
}

export class PasskeyError extends Error {}

async function postJson<T>(url: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    throw new PasskeyError("The network is unavailable. Please try again.");
  }
  const json = (await response.json().catch(() => null)) as (T & { error?: string }) | null;
  if (!response.ok || !json) throw new PasskeyError(json?.error ?? passkeyMessages.registrationFailed);
  return json;
}

/** Creates a passkey for the signed-in user. Throws PasskeyError with a ready-to-show message. */
export async function addPasskey(): Promise<void> {
  try {
    const { options } = await postJson<{ options: Parameters<typeof import("@simplewebauthn/browser").startRegistration>[0]["optionsJSON"] }>(
      "/resources/passkey/register-options",
      {},
    );
    const { startRegistration } = await import("@simplewebauthn/browser");
    let attestationResponse;
    try {
      attestationResponse = await startRegistration({ optionsJSON: options });
    } catch {
      throw new PasskeyError(passkeyMessages.createFailed);
    }
    await postJson("/resources/passkey/register", { attestationResponse });
  } catch (error) {
    throw new PasskeyError(passkeyMessages.registrationFailed + (error instanceof PasskeyError ? error.message : passkeyMessages.createFailed));
  }
}

/** Signs in with a passkey; answers where to go next. `userName` is optional (discoverable credentials). */
export async function signInWithPasskey(userName: string | undefined, from: string): Promise<string> {
  try {
    const { options } = await postJson<{ options: Parameters<typeof import("@simplewebauthn/browser").startAuthentication>[0]["optionsJSON"] }>(
      "/resources/passkey/login-options",
      userName ? { userName } : {},
    );
    const { startAuthentication } = await import("@simplewebauthn/browser");
    let assertionResponse;
    try {
      assertionResponse = await startAuthentication({ optionsJSON: options });
    } catch {
      throw new PasskeyError(passkeyMessages.getFailed);
    }
    const { redirectTo } = await postJson<{ redirectTo: string }>("/resources/passkey/login", { assertionResponse, from });
    return redirectTo;
  } catch (error) {
    throw new PasskeyError(passkeyMessages.loginFailed + (error instanceof PasskeyError ? error.message : passkeyMessages.getFailed));
  }
}
