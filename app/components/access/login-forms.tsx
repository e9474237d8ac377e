// The login steps' forms, shared by the login page and the auth modal (see FormTarget).
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { EditIcon } from "~/components/ui/icons";
import { loginIdentifySchema, loginPasswordSchema } from "~/lib/access/schemas";
import type { FormTarget } from "./form-target";
import { PhoneCodeForm, type PhoneCodeView } from "./phone-code-form";
import { IntentSubmitButton } from "./submit-button";

type LastResult = SubmissionResult<string[]> | undefined;

/** Step 1: who is signing in. `children` go inside the form, after Continue (the page's passkey button). */
export function LoginIdentifyForm({
  target,
  defaultUserName,
  lastResult,
  children,
}: {
  target: FormTarget;
  defaultUserName: string;
  lastResult: LastResult;
  children?: React.ReactNode;
}) {
  const [form, fields] = useForm({
    id: `${target.idPrefix}login-identify`,
    lastResult,
    defaultValue: { userName: defaultUserName },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginIdentifySchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <target.Form method="post" action={target.action} {...getFormProps(form)} className="stack">
      {/* What the API says no to before a code is sent (an invalid number, too many codes): a danger notice (spec 1 §8). */}
      {form.errors?.length ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
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
      <IntentSubmitButton target={target} intent="identify" pendingText="Continuing…">
        Continue
      </IntentSubmitButton>
      {children}
    </target.Form>
  );
}

/** Step 2 by password: the identity chip, then the password. */
export function LoginPasswordForm({
  target,
  userName,
  lastResult,
  attempt,
}: {
  target: FormTarget;
  userName: string;
  lastResult: LastResult;
  attempt: number | undefined;
}) {
  const [form, fields] = useForm({
    id: `${target.idPrefix}login-password`,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginPasswordSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <div className="stack">
      {form.errors?.length ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
      <IdentityChip target={target} userName={userName} />
      <target.Form method="post" action={target.action} {...getFormProps(form)} className="stack">
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
        <IntentSubmitButton target={target} intent="sign-in" pendingText="Signing in…">
          Sign In
        </IntentSubmitButton>
      </target.Form>
    </div>
  );
}

/** Who is signing in, with the edit icon that returns to step 1. */
export function IdentityChip({ target, userName }: { target: FormTarget; userName: string }) {
  return (
    <target.Form method="post" action={target.action} className="identity-chip">
      <span>{userName}</span>
      <input type="hidden" name="userName" value={userName} />
      <button type="submit" name="intent" value="edit" className="icon-button" aria-label="Edit">
        <EditIcon />
      </button>
    </target.Form>
  );
}

/**
 * Step 2 by phone (spec 1 §2.1 "Verify Code"): what the last answer said (code sent, or
 * resent too soon), the identity chip, and the code form with its countdowns. The phone
 * code's state comes from the login page's loader (it lives in the session cookie).
 */
export function LoginCodeStep({
  target,
  phone,
  serverNow,
  answer,
}: {
  target: FormTarget;
  phone: { view: PhoneCodeView; unblocked: boolean };
  serverNow: number;
  /** The login action's last answer, if any. */
  answer: { step: string; result?: LastResult; attempt?: number; notice?: unknown; warning?: unknown } | undefined;
}) {
  const notice = typeof answer?.notice === "string" ? answer.notice : null;
  const warning = typeof answer?.warning === "string" ? answer.warning : null;
  return (
    <div className="stack">
      {notice ? <Alert kind="success">{notice}</Alert> : null}
      {warning ? <Alert kind="warning">{warning}</Alert> : null}
      <IdentityChip target={target} userName={phone.view.phoneNumber} />
      <PhoneCodeForm
        key={phone.view.phoneNumber}
        target={target}
        view={phone.view}
        serverNow={serverNow}
        unblocked={phone.unblocked}
        lastResult={answer?.step === "code" ? answer.result : undefined}
        attempt={answer?.attempt ?? 0}
      />
    </div>
  );
}
