import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { href, useFetcher } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { changePasswordSchema } from "~/lib/account/schemas";

export const CHANGE_PASSWORD_PATH = href("/profile/settings/password");

type Answer = { result?: SubmissionResult<string[]> };

/**
 * Change password (spec 1 §7 start-update-password + update-password): the current
 * password, the new one, and "sign out other sessions". Posts to its own route, so
 * without JavaScript that route shows the errors; with it they show in place.
 */
export function ChangePasswordSection({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const fetcher = useFetcher<Answer>({ key: "change-password" });
  const [form, fields] = useForm({
    id: "change-password",
    lastResult: fetcher.data?.result ?? lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const busy = fetcher.state !== "idle";
  return (
    <section className="card stack" aria-labelledby="change-password-title">
      <h2 id="change-password-title">Change password</h2>
      {form.errors?.length ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
      <fetcher.Form method="post" action={CHANGE_PASSWORD_PATH} {...getFormProps(form)} className="stack">
        <Field label="Current password" errors={fields.currentPassword.errors}>
          {({ id, describedBy, invalid }) => (
            <input
              {...getInputProps(fields.currentPassword, { type: "password" })}
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              autoComplete="current-password"
            />
          )}
        </Field>
        <Field label="New password" errors={fields.newPassword.errors}>
          {({ id, describedBy, invalid }) => (
            <input
              {...getInputProps(fields.newPassword, { type: "password" })}
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              autoComplete="new-password"
            />
          )}
        </Field>
        <label className="checkbox">
          <input {...getInputProps(fields.signOutOtherSessions, { type: "checkbox" })} value="on" />
          Sign out other sessions
        </label>
        <div>
          <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy || undefined}>
            {busy ? "Saving…" : "Change password"}
          </button>
        </div>
      </fetcher.Form>
    </section>
  );
}
