// The second factor's code step (spec 1 §2.1): the code from the e-mail or SMS, and Resend.
// The /auth/mfa page posts it to itself; the auth modal posts it to that page's action through
// a fetcher (spec 1 §2.3), so both get the page's rules, messages and redirect.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { mfaCodeSchema } from "~/lib/access/schemas";
import type { FormTarget } from "./form-target";
import { IntentSubmitButton } from "./submit-button";

/** The /auth/mfa action's answer to a code or a resend. */
export interface MfaAnswer {
  notice?: string | null;
  error?: string | null;
  result?: SubmissionResult<string[]>;
}

export function MfaCodeForm({ target, answer }: { target: FormTarget; answer: MfaAnswer | undefined }) {
  const [form, fields] = useForm({
    id: `${target.idPrefix}mfa`,
    lastResult: answer?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: mfaCodeSchema }),
    shouldValidate: "onInput",
    shouldRevalidate: "onInput",
  });
  const error = form.errors?.[0] ?? answer?.error;
  return (
    <div className="stack">
      <p>We sent a verification code to your email (and to your phone when it is verified).</p>
      {answer?.notice ? <Alert kind="success">{answer.notice}</Alert> : null}
      {error ? <Alert kind="danger">{error}</Alert> : null}
      <target.Form method="post" action={target.action} {...getFormProps(form)} className="stack">
        <Field label="Verification code" errors={fields.otp.errors}>
          {({ id, describedBy, invalid }) => (
            <input
              {...getInputProps(fields.otp, { type: "text" })}
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
            />
          )}
        </Field>
        <IntentSubmitButton target={target} intent="verify" pendingText="Verifying…">
          Continue
        </IntentSubmitButton>
      </target.Form>
      <target.Form method="post" action={target.action}>
        <IntentSubmitButton target={target} intent="resend" variant="ghost" pendingText="Sending…">
          Resend
        </IntentSubmitButton>
      </target.Form>
    </div>
  );
}
