import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { href, useFetcher } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { changeEmailSchema } from "~/lib/account/schemas";

export const CHANGE_EMAIL_PATH = href("/profile/settings/email");

type Answer = { result?: SubmissionResult<string[]> };

/** Change e-mail: a link goes to the new address; the address switches when it is opened (/tabs/profile/confirm-email). */
export function ChangeEmailSection({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const fetcher = useFetcher<Answer>({ key: "change-email" });
  const [form, fields] = useForm({
    id: "change-email",
    lastResult: fetcher.data?.result ?? lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changeEmailSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const busy = fetcher.state !== "idle";
  return (
    <section className="card stack" aria-labelledby="change-email-title">
      <h2 id="change-email-title">Change email</h2>
      {form.errors?.length ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
      <fetcher.Form method="post" action={CHANGE_EMAIL_PATH} {...getFormProps(form)} className="stack">
        <Field label="New email address" errors={fields.email.errors}>
          {({ id, describedBy, invalid }) => (
            <input
              {...getInputProps(fields.email, { type: "email" })}
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </Field>
        <div>
          <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy || undefined}>
            {busy ? "Sending…" : "Send confirmation link"}
          </button>
        </div>
      </fetcher.Form>
    </section>
  );
}
