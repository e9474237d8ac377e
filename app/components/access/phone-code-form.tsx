import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useSyncExternalStore } from "react";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { useHydrated } from "~/hooks/use-hydrated";
import { useNow } from "~/hooks/use-now";
import { formatHms, formatMmSs, remainingMs } from "~/lib/countdown";
import { codeMessages as m } from "~/lib/access/messages";
import { verifyPhoneCodeSchema } from "~/lib/access/schemas";
import { usePageFormTarget, type FormTarget } from "./form-target";
import { IntentSubmitButton } from "./submit-button";

export interface PhoneCodeView {
  phoneNumber: string;
  nextResend: string | null;
  expiredDate: string | null;
  blockedUntil: string | null;
}

const EXPIRY_KEY = "phone-code-expiry";
const noSubscription = () => () => {};

/**
 * The code's expiry survives reloads in localStorage (spec 1 §4) and is cleared when it
 * reaches zero. The server's value (from the session cookie) wins when it has one.
 */
function useStoredExpiry(phoneNumber: string, fromServer: string | null, now: number): string | null {
  const saved = useSyncExternalStore(
    noSubscription,
    () => localStorage.getItem(EXPIRY_KEY),
    () => null,
  );
  useEffect(() => {
    if (fromServer) localStorage.setItem(EXPIRY_KEY, JSON.stringify({ phoneNumber, expiredDate: fromServer }));
  }, [phoneNumber, fromServer]);
  let stored: string | null = null;
  try {
    const parsed = JSON.parse(saved ?? "null") as { phoneNumber: string; expiredDate: string } | null;
    stored = parsed?.phoneNumber === phoneNumber ? parsed.expiredDate : null;
  } catch {
    stored = null;
  }
  const expiry = fromServer ?? stored;
  useEffect(() => {
    if (expiry && remainingMs(expiry, now) === 0) localStorage.removeItem(EXPIRY_KEY);
  }, [expiry, now]);
  return expiry;
}

/**
 * Step 2 of a phone code: the code, "Verify Code", resend, and the countdowns. With
 * JavaScript the times tick (mm:ss; the block in h/m/s); without it they render as text
 * from the server, which also refuses early resends. It posts to the page's own action,
 * or to `target` (the auth modal's fetcher posting to the login page's action).
 */
export function PhoneCodeForm({
  target,
  view,
  serverNow,
  unblocked,
  lastResult,
  attempt,
  hiddenFields = {},
}: {
  target?: FormTarget;
  view: PhoneCodeView;
  serverNow: number;
  unblocked: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
  attempt: number;
  hiddenFields?: Record<string, string>;
}) {
  const pageTarget = usePageFormTarget();
  const { Form, action, idPrefix } = target ?? pageTarget;
  const hydrated = useHydrated();
  const now = useNow(serverNow);
  const [form, fields] = useForm({
    id: `${idPrefix}phone-code`,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: verifyPhoneCodeSchema }),
    shouldValidate: "onInput",
    shouldRevalidate: "onInput",
  });

  const blockedMs = remainingMs(view.blockedUntil, now);
  const blocked = blockedMs > 0;
  // The server sent a block that has ended while the page was open.
  const liftedHere = Boolean(view.blockedUntil) && !blocked;

  const expiry = useStoredExpiry(view.phoneNumber, view.expiredDate, now);
  const expiresMs = remainingMs(expiry, now);
  const resendMs = remainingMs(view.nextResend, now);
  const formError = form.errors?.[0];

  return (
    <div className="stack">
      {formError ? <Alert kind="danger">{formError}</Alert> : null}
      {!blocked && (unblocked || liftedHere) && !formError ? <Alert kind="info">{m.unblocked}</Alert> : null}
      <Form method="post" action={action} {...getFormProps(form)} className="stack">
        {Object.entries(hiddenFields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Field
          label="Verification code"
          errors={fields.code.errors}
          hint={
            blocked ? null : expiry && expiresMs > 0 ? (
              <span data-testid="code-expiry">Code expires in {formatMmSs(expiresMs)}</span>
            ) : expiry ? (
              <span data-testid="code-expiry">The code has expired. Send a new one.</span>
            ) : null
          }
        >
          {({ id, describedBy, invalid }) => (
            <input
              {...getInputProps(fields.code, { type: "text" })}
              key={attempt}
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              disabled={blocked}
              autoFocus
            />
          )}
        </Field>
        <IntentSubmitButton target={target ?? pageTarget} intent="verify-code" pendingText="Verifying…" disabled={blocked}>
          {blocked ? `Blocked (${formatHms(blockedMs)})` : "Verify Code"}
        </IntentSubmitButton>
      </Form>
      <Form method="post" action={action} className="resend-row">
        {Object.entries(hiddenFields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {!blocked && resendMs > 0 ? (
          <span className="muted" data-testid="resend-countdown">
            You can resend the code in {formatMmSs(resendMs)}
          </span>
        ) : null}
        <IntentSubmitButton
          target={target ?? pageTarget}
          intent="resend"
          variant="ghost"
          pendingText="Sending…"
          // With JavaScript the wait is enforced here too; without it the server refuses early resends.
          disabled={blocked || (hydrated && resendMs > 0)}
        >
          Resend code
        </IntentSubmitButton>
      </Form>
    </div>
  );
}
