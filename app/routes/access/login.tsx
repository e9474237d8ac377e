import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, href, Link, useActionData, useLoaderData, useSearchParams } from "react-router";
import type { ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/login";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { refusalExcept, refusalOrThrow, refusalStatus } from "~/.server/platform/responses.server";
import { currentPhoneCode, recordCodeError, sendPhoneCode } from "~/.server/access/phone-code.server";
import { signInAndRedirect } from "~/.server/access/sign-in.server";
import { PhoneCodeForm } from "~/components/access/phone-code-form";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { EditIcon } from "~/components/ui/icons";
import { PasskeyLogin } from "~/components/access/passkey-login";
import { SocialButtons } from "~/components/access/social-buttons";
import { looksLikePhone, toE164 } from "~/lib/phone";
import { codeMessages } from "~/lib/access/messages";
import { loginIdentifySchema, loginPasswordSchema, verifyPhoneCodeSchema } from "~/lib/access/schemas";

export const meta: Route.MetaFunction = () => [
  { title: "Log in" },
  { name: "robots", content: "noindex" },
];

type Step = "identify" | "password" | "code";

/** The phone-code attempt in progress (kept in the session cookie), so reloads and no-JS pages show it. */
export function loader({ context }: Route.LoaderArgs) {
  const phone = currentPhoneCode(context, "sign-in");
  return { phone: phone ? { view: phone.state, unblocked: phone.unblocked } : null, serverNow: Date.now() };
}

/**
 * Two-step login (spec 1 §2.1): who you are, then your password — or, when the
 * input looks like a phone number, a 6-digit code sent by SMS. Every step is a
 * server round trip, so it works the same without JavaScript.
 */
/**
 * The phone-code state lives in the session and reaches the page through the loader:
 * refresh it after every submission, refused ones (4xx) included.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" ? true : defaultShouldRevalidate;

export async function action({ request, context, url }: Route.ActionArgs) {
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "edit") {
    getSession(context).setPhoneCode(undefined);
    return data({ step: "identify" as Step, userName: String(formData.get("userName") ?? ""), result: undefined, attempt: 0 });
  }

  if (intent === "identify") {
    const submission = parseWithZod(formData, { schema: loginIdentifySchema });
    if (submission.status !== "success") {
      return data({ step: "identify" as Step, userName: "", result: submission.reply(), attempt: 0 }, { status: 400 });
    }
    const { userName } = submission.value;
    if (!looksLikePhone(userName)) return data({ step: "password" as Step, userName, result: undefined, attempt: 0 });
    // Step 2 by phone: the code is sent on the way in.
    return sendSignInCode(context, url, toE164(userName) ?? userName, submission, codeMessages.codeSent);
  }

  if (intent === "resend" || intent === "verify-code") {
    const phone = getSession(context).phoneCode;
    if (!phone || phone.purpose !== "sign-in") return data({ step: "identify" as Step, userName: "", result: undefined, attempt: 0 });
    if (intent === "resend") {
      const submission = parseWithZod(formData, { schema: loginIdentifySchema });
      return sendSignInCode(context, url, phone.phoneNumber, submission, codeMessages.codeResent);
    }
    return verifySignInCode(context, url, formData, phone.phoneNumber);
  }

  const submission = parseWithZod(formData, { schema: loginPasswordSchema });
  if (submission.status !== "success") {
    const userName = String(formData.get("userName") ?? "");
    return data({ step: "password" as Step, userName, result: submission.reply({ hideFields: ["password"] }), attempt: Date.now() }, { status: 400 });
  }
  const { userName, password } = submission.value;
  // A phone number signs in by its E.164 form, whatever way it was typed.
  const identifier = looksLikePhone(userName) ? (toE164(userName) ?? userName) : userName;
  try {
    const info = await getApi(context).auth("password/sign-in", {
      userName: identifier,
      password,
    });
    return signInAndRedirect(context, info, url);
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, refusalExcept("NOT_FOUND"));
    return data(
      { step: "password" as Step, userName, result: submission.reply({ formErrors: [refusal.message], hideFields: ["password"] }), attempt: Date.now() },
      { status: refusal.code === "RATE_LIMITED" ? 429 : 400 },
    );
  }
}

/** What a step's reply needs of a conform submission. */
type Submission = { reply(options?: { formErrors?: string[] }): SubmissionResult<string[]> };

async function sendSignInCode(context: Route.ActionArgs["context"], url: URL, phoneNumber: string, submission: Submission, notice: string) {
  try {
    const { resendRefused } = await sendPhoneCode(context, "sign-in", phoneNumber);
    // An early resend is refused by the API; the code already sent stays valid.
    // Entering step 2 again within the wait keeps the code already sent (spec 1 §8: treated as
    // sent); an early Resend is refused by the API and says so.
    const refusedResend = resendRefused && notice === codeMessages.codeResent;
    return data({
      step: "code" as Step,
      userName: phoneNumber,
      result: undefined,
      attempt: Date.now(),
      notice: refusedResend ? null : notice,
      warning: refusedResend ? codeMessages.resendTooSoon : null,
    });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, refusalExcept("NOT_FOUND"));
    return data(
      { step: "identify" as Step, userName: phoneNumber, result: submission.reply({ formErrors: [refusal.message] }), attempt: 0 },
      { status: refusalStatus(refusal) },
    );
  }
}

async function verifySignInCode(context: Route.ActionArgs["context"], url: URL, formData: FormData, phoneNumber: string) {
  const submission = parseWithZod(formData, { schema: verifyPhoneCodeSchema });
  if (submission.status !== "success") {
    return data({ step: "code" as Step, userName: phoneNumber, result: submission.reply({ hideFields: ["code"] }), attempt: Date.now() }, { status: 400 });
  }
  try {
    const info = await getApi(context).auth("phone/verify", {
      phoneNumber,
      code: submission.value.code,
    });
    getSession(context).setPhoneCode(undefined);
    return signInAndRedirect(context, info, url);
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, refusalExcept("NOT_FOUND"));
    recordCodeError(context, refusal);
    return data(
      { step: "code" as Step, userName: phoneNumber, result: submission.reply({ formErrors: [refusal.message], hideFields: ["code"] }), attempt: Date.now() },
      { status: refusalStatus(refusal) },
    );
  }
}

export default function Login() {
  const actionData = useActionData<typeof action>();
  const { phone, serverNow } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const step: Step = actionData?.step ?? (phone ? "code" : "identify");
  const to = searchParams.get("to");
  const query = to ? `?to=${encodeURIComponent(to)}` : "";

  return (
    <>
      <h1>Log in</h1>
      {step === "identify" ? (
        <IdentifyStep key="identify" defaultUserName={actionData?.userName ?? ""} lastResult={actionData?.result} />
      ) : step === "code" && phone ? (
        <div className="stack">
          {actionData && "notice" in actionData && typeof actionData.notice === "string" ? (
            <Alert kind="success">{actionData.notice}</Alert>
          ) : null}
          {actionData && "warning" in actionData && typeof actionData.warning === "string" ? (
            <Alert kind="warning">{actionData.warning}</Alert>
          ) : null}
          <IdentityChip userName={phone.view.phoneNumber} />
          <PhoneCodeForm
            key={phone.view.phoneNumber}
            view={phone.view}
            serverNow={serverNow}
            unblocked={phone.unblocked}
            lastResult={actionData?.step === "code" ? actionData.result : undefined}
            attempt={actionData?.attempt ?? 0}
          />
        </div>
      ) : (
        <PasswordStep
          key={`password-${actionData?.userName}`}
          userName={actionData!.userName}
          lastResult={actionData?.result}
          attempt={actionData?.attempt ?? 0}
        />
      )}
      <SocialButtons termsNotice />
      <p className="auth-links">
        <Link to={href("/auth/forgot-password")}>Forgot your password?</Link>
        <span>
          Don't have an account? <Link to={`${href("/auth/sign-up")}${query}`}>Sign up</Link>
        </span>
      </p>
    </>
  );
}

type LastResult = SubmissionResult<string[]> | undefined;

function IdentifyStep({ defaultUserName, lastResult }: { defaultUserName: string; lastResult: LastResult }) {
  const [form, fields] = useForm({
    id: "login-identify",
    lastResult,
    defaultValue: { userName: defaultUserName },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginIdentifySchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="stack">
      <Field label="Email, Username, or Phone Number" errors={fields.userName.errors}>
        {({ id, describedBy, invalid }) => (
          <input
            {...getInputProps(fields.userName, { type: "text" })}
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
          />
        )}
      </Field>
      <StatusButton name="intent" value="identify" pendingText="Continuing…">
        Continue
      </StatusButton>
      <PasskeyLogin userNameField="userName" />
    </Form>
  );
}

function PasswordStep({ userName, lastResult, attempt }: { userName: string; lastResult: LastResult; attempt: number }) {
  const [form, fields] = useForm({
    id: "login-password",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginPasswordSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <div className="stack">
      {form.errors?.length ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
      <IdentityChip userName={userName} />
    <Form method="post" {...getFormProps(form)} className="stack">
      <input type="hidden" name="userName" value={userName} />
      <Field label="Password" errors={fields.password.errors}>
        {({ id, describedBy, invalid }) => (
          <input
            {...getInputProps(fields.password, { type: "password" })}
            key={attempt}
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            autoComplete="current-password"
            autoFocus
          />
        )}
      </Field>
      <StatusButton name="intent" value="sign-in" pendingText="Signing in…">
        Sign In
      </StatusButton>
    </Form>
    </div>
  );
}

/** Who is signing in, with the edit icon that returns to step 1. */
function IdentityChip({ userName }: { userName: string }) {
  return (
    <Form method="post" className="identity-chip">
      <span>{userName}</span>
      <input type="hidden" name="userName" value={userName} />
      <button type="submit" name="intent" value="edit" className="icon-button" aria-label="Edit">
        <EditIcon />
      </button>
    </Form>
  );
}
