import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useActionData, useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import { ApiError } from "~/.server/api-errors.server";
import { getApi } from "~/.server/auth.server";
import { toResponse } from "~/.server/responses.server";
import { signInAndRedirect } from "~/.server/sign-in.server";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { EditIcon } from "~/components/icons";
import { PasskeyLogin } from "~/components/passkey-login";
import { SocialButtons } from "~/components/social-buttons";
import { looksLikePhone, toE164 } from "~/lib/phone";
import { loginIdentifySchema, loginPasswordSchema } from "~/lib/schemas/login";

export const meta: Route.MetaFunction = () => [
  { title: "Log in" },
  { name: "robots", content: "noindex" },
];

type Step = "identify" | "password";

/**
 * Two-step login (spec 1 §2.1): who you are, then your password. Every step is
 * a server round trip, so it works the same without JavaScript.
 */
export async function action({ request, context, url }: Route.ActionArgs) {
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "edit") {
    return data({ step: "identify" as Step, userName: String(formData.get("userName") ?? ""), result: undefined, attempt: 0 });
  }

  if (intent === "identify") {
    const submission = parseWithZod(formData, { schema: loginIdentifySchema });
    if (submission.status !== "success") {
      return data({ step: "identify" as Step, userName: "", result: submission.reply(), attempt: 0 }, { status: 400 });
    }
    return data({ step: "password" as Step, userName: submission.value.userName, result: undefined, attempt: 0 });
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
    const info = await getApi(context).auth<Parameters<typeof signInAndRedirect>[1]>("password/sign-in", {
      userName: identifier,
      password,
    });
    return signInAndRedirect(context, info, url);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && error.code !== "NOT_FOUND") {
      const status = error.code === "RATE_LIMITED" ? 429 : 400;
      return data(
        { step: "password" as Step, userName, result: submission.reply({ formErrors: [error.message], hideFields: ["password"] }), attempt: Date.now() },
        { status },
      );
    }
    throw toResponse(context, error, url);
  }
}

export default function Login() {
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const step: Step = actionData?.step ?? "identify";
  const to = searchParams.get("to");
  const query = to ? `?to=${encodeURIComponent(to)}` : "";

  return (
    <>
      <h1>Log in</h1>
      {step === "identify" ? (
        <IdentifyStep key="identify" defaultUserName={actionData?.userName ?? ""} lastResult={actionData?.result} />
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
        <Link to="/auth/forgot-password">Forgot your password?</Link>
        <span>
          Don't have an account? <Link to={`/auth/sign-up${query}`}>Sign up</Link>
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
      <Form method="post" className="identity-chip">
        <span>{userName}</span>
        <input type="hidden" name="userName" value={userName} />
        <button type="submit" name="intent" value="edit" className="icon-button" aria-label="Edit">
          <EditIcon />
        </button>
      </Form>
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
