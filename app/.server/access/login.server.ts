import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { refusalExcept, refusalOrThrow, refusalStatus } from "~/.server/platform/responses.server";
import { currentPhoneCode, recordCodeError, sendPhoneCode } from "./phone-code.server";
import { signInAndRedirect } from "./sign-in.server";
import { looksLikePhone, toE164 } from "~/lib/phone";
import { codeMessages } from "~/lib/access/messages";
import { loginIdentifySchema, loginPasswordSchema, verifyPhoneCodeSchema } from "~/lib/access/schemas";

type Ctx = Readonly<RouterContextProvider>;

export type LoginStep = "identify" | "password" | "code" | "second-factor";

/** The auth modal's login posts with ?modal=1: its second factor is asked in the modal, not on /auth/mfa (spec 1 §2.3). */
export const MODAL_PARAM = "modal";

/**
 * Signed in: where the page goes. A second factor still asked for by a login in the auth modal
 * stays in the modal (its next step); any other goes to /auth/mfa.
 */
function signedIn(context: Ctx, info: Parameters<typeof signInAndRedirect>[1], url: URL, userName: string) {
  const response = signInAndRedirect(context, info, url);
  if (getSession(context).user?.mfaPending && url.searchParams.get(MODAL_PARAM) === "1") {
    return data({ step: "second-factor" as LoginStep, userName, result: undefined, attempt: 0 });
  }
  return response;
}

/** The phone-code attempt in progress (kept in the session cookie), so reloads and no-JS pages show it. */
export function loadLoginPage(context: Ctx) {
  const phone = currentPhoneCode(context, "sign-in");
  return { phone: phone ? { view: phone.state, unblocked: phone.unblocked } : null, serverNow: Date.now() };
}

/**
 * Two-step login (spec 1 §2.1): who you are, then your password — or, when the
 * input looks like a phone number, a 6-digit code sent by SMS. Every step is a
 * server round trip, so it works the same without JavaScript.
 */
export async function loginAction(context: Ctx, request: Request, url: URL) {
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "edit") {
    getSession(context).setPhoneCode(undefined);
    return data({ step: "identify" as LoginStep, userName: String(formData.get("userName") ?? ""), result: undefined, attempt: 0 });
  }

  if (intent === "identify") {
    const submission = parseWithZod(formData, { schema: loginIdentifySchema });
    if (submission.status !== "success") {
      return data({ step: "identify" as LoginStep, userName: "", result: submission.reply(), attempt: 0 }, { status: 400 });
    }
    const { userName } = submission.value;
    if (!looksLikePhone(userName)) return data({ step: "password" as LoginStep, userName, result: undefined, attempt: 0 });
    // Step 2 by phone: the code is sent on the way in.
    return sendSignInCode(context, url, toE164(userName) ?? userName, submission, codeMessages.codeSent, userName);
  }

  if (intent === "resend" || intent === "verify-code") {
    const phone = getSession(context).phoneCode;
    if (!phone || phone.purpose !== "sign-in") return data({ step: "identify" as LoginStep, userName: "", result: undefined, attempt: 0 });
    if (intent === "resend") {
      const submission = parseWithZod(formData, { schema: loginIdentifySchema });
      return sendSignInCode(context, url, phone.phoneNumber, submission, codeMessages.codeResent);
    }
    return verifySignInCode(context, url, formData, phone.phoneNumber);
  }

  const submission = parseWithZod(formData, { schema: loginPasswordSchema });
  if (submission.status !== "success") {
    const userName = String(formData.get("userName") ?? "");
    return data({ step: "password" as LoginStep, userName, result: submission.reply({ hideFields: ["password"] }), attempt: Date.now() }, { status: 400 });
  }
  const { userName, password } = submission.value;
  // A phone number signs in by its E.164 form, whatever way it was typed.
  const identifier = looksLikePhone(userName) ? (toE164(userName) ?? userName) : userName;
  try {
    const info = await getApi(context).auth("password/sign-in", {
      userName: identifier,
      password,
    });
    return signedIn(context, info, url, userName);
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, refusalExcept("NOT_FOUND"));
    return data(
      { step: "password" as LoginStep, userName, result: submission.reply({ formErrors: [refusal.message], hideFields: ["password"] }), attempt: Date.now() },
      { status: refusal.code === "RATE_LIMITED" ? 429 : 400 },
    );
  }
}

/** What a step's reply needs of a conform submission. */
type Submission = { reply(options?: { formErrors?: string[] }): SubmissionResult<string[]> };

/** `typed`: the number as the person wrote it, kept in the field when the API refuses it. */
async function sendSignInCode(context: Ctx, url: URL, phoneNumber: string, submission: Submission, notice: string, typed = phoneNumber) {
  try {
    const { resendRefused } = await sendPhoneCode(context, "sign-in", phoneNumber);
    // An early resend is refused by the API; the code already sent stays valid.
    // Entering step 2 again within the wait keeps the code already sent (spec 1 §8: treated as
    // sent); an early Resend is refused by the API and says so.
    const refusedResend = resendRefused && notice === codeMessages.codeResent;
    return data({
      step: "code" as LoginStep,
      userName: phoneNumber,
      result: undefined,
      attempt: Date.now(),
      notice: refusedResend ? null : notice,
      warning: refusedResend ? codeMessages.resendTooSoon : null,
    });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, refusalExcept("NOT_FOUND"));
    return data(
      { step: "identify" as LoginStep, userName: typed, result: submission.reply({ formErrors: [refusal.message] }), attempt: 0 },
      { status: refusalStatus(refusal) },
    );
  }
}

async function verifySignInCode(context: Ctx, url: URL, formData: FormData, phoneNumber: string) {
  const submission = parseWithZod(formData, { schema: verifyPhoneCodeSchema });
  if (submission.status !== "success") {
    return data({ step: "code" as LoginStep, userName: phoneNumber, result: submission.reply({ hideFields: ["code"] }), attempt: Date.now() }, { status: 400 });
  }
  try {
    const info = await getApi(context).auth("phone/verify", {
      phoneNumber,
      code: submission.value.code,
    });
    getSession(context).setPhoneCode(undefined);
    return signedIn(context, info, url, phoneNumber);
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, refusalExcept("NOT_FOUND"));
    recordCodeError(context, refusal);
    return data(
      { step: "code" as LoginStep, userName: phoneNumber, result: submission.reply({ formErrors: [refusal.message], hideFields: ["code"] }), attempt: Date.now() },
      { status: refusalStatus(refusal) },
    );
  }
}
