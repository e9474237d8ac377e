import type { RouterContextProvider } from "react-router";
import { ApiError } from "~/.server/platform/api-errors.server";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import type { PhoneCodeState } from "~/.server/platform/session.server";

type Ctx = Readonly<RouterContextProvider>;

/**
 * Asks the API to send a code (phone sign-in, or verification of the profile's number)
 * and keeps the attempt's times in the session cookie. An early resend the API refuses
 * keeps the code already sent (spec 1 §8: treated as sent).
 */
export async function sendPhoneCode(
  context: Ctx,
  purpose: PhoneCodeState["purpose"],
  phoneNumber: string,
): Promise<{ state: PhoneCodeState; resendRefused: boolean }> {
  const session = getSession(context);
  const api = getApi(context);
  try {
    const status =
      purpose === "sign-in"
        ? await api.auth("phone/start", { phoneNumber })
        : await api.auth("phone/verify-number/start", {}, { bearer: true });
    const state: PhoneCodeState = { purpose, phoneNumber, ...status };
    session.setPhoneCode(state);
    return { state, resendRefused: false };
  } catch (error) {
    const current = session.phoneCode;
    if (error instanceof ApiError && error.code === "RATE_LIMITED" && typeof error.details.nextResend === "string") {
      const state: PhoneCodeState = {
        purpose,
        phoneNumber,
        nextResend: error.details.nextResend,
        expiredDate: typeof error.details.expiredDate === "string" ? error.details.expiredDate : (current?.expiredDate ?? null),
        blockedUntil: null,
      };
      session.setPhoneCode(state);
      return { state, resendRefused: true };
    }
    throw error;
  }
}

/** After a refused code: a block the API reports is kept so the page shows it. */
export function recordCodeError(context: Ctx, error: ApiError): void {
  const session = getSession(context);
  const current = session.phoneCode;
  if (error.code === "CODE_BLOCKED" && current && typeof error.details.blockedUntil === "string") {
    session.setPhoneCode({ ...current, blockedUntil: error.details.blockedUntil, nextResend: null });
  }
}

/**
 * The attempt as the page should show it: a block that has ended is dropped from the
 * session and reported once, so the page can say "You can now try again."
 */
export function currentPhoneCode(
  context: Ctx,
  purpose: PhoneCodeState["purpose"],
  now = Date.now(),
): { state: PhoneCodeState; unblocked: boolean } | null {
  const session = getSession(context);
  const state = session.phoneCode;
  if (!state || state.purpose !== purpose) return null;
  if (state.blockedUntil && Date.parse(state.blockedUntil) <= now) {
    const lifted = { ...state, blockedUntil: null };
    session.setPhoneCode(lifted);
    return { state: lifted, unblocked: true };
  }
  return { state, unblocked: false };
}
