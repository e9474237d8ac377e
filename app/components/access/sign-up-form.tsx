// The sign-up form, shared by the sign-up page and the auth modal (see FormTarget).
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useMemo } from "react";
import { DateOfBirthField, GenderField, NameFields, PhoneField } from "~/components/account/profile-fields";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { useHydrated } from "~/hooks/use-hydrated";
import { authMessages as m } from "~/lib/access/messages";
import { signUpSchema } from "~/lib/access/sign-up-schemas";
import type { PhoneCountry } from "~/lib/phone";
import { EmailStatus, useEmailAvailability } from "./email-availability";
import type { FormTarget } from "./form-target";
import { IntentSubmitButton } from "./submit-button";
import { TermsNotice } from "./terms-notice";

export function SignUpForm({
  target,
  lastResult,
  attempt,
  prefillEmail,
  countries,
}: {
  target: FormTarget;
  lastResult: SubmissionResult<string[]> | undefined;
  /** Changes with every refused submission, so the password field starts empty again. */
  attempt: number;
  prefillEmail: string;
  countries: PhoneCountry[];
}) {
  const hydrated = useHydrated();
  const schema = useMemo(() => signUpSchema(), []);
  const [form, fields] = useForm({
    id: `${target.idPrefix}sign-up`,
    lastResult,
    defaultValue: { email: prefillEmail, phoneCountry: "US" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const values = form.value as Record<string, unknown> | undefined;
  const email = typeof values?.email === "string" ? values.email : String(fields.email.initialValue ?? prefillEmail);
  const formValid = useMemo(() => schema.safeParse(values ?? {}).success, [schema, values]);
  const availability = useEmailAvailability(email);

  // Continue is enabled only when the form is valid and the e-mail is known to be available (spec 1 §5).
  // If the check itself failed ("unknown": rate limit, API hiccup) the server's check on submit decides.
  const blocked = hydrated && (!formValid || availability === "checking" || availability === "taken" || availability === "idle");
  const emailErrors = fields.email.errors ?? (availability === "taken" ? [m.emailTaken] : undefined);

  return (
    <target.Form method="post" action={target.action} {...getFormProps(form)} className="stack">
      {form.errors?.length ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
      <Field label="Email address" errors={emailErrors}>
        {({ id, describedBy, invalid }) => (
          <div className="input-with-status">
            <input
              {...getInputProps(fields.email, { type: "email" })}
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              autoComplete="email"
            />
            <EmailStatus availability={availability} />
          </div>
        )}
      </Field>
      <Field label="Password" errors={fields.password.errors} hint={m.passwordRule}>
        {({ id, describedBy, invalid }) => (
          <input
            {...getInputProps(fields.password, { type: "password" })}
            key={attempt}
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            autoComplete="new-password"
          />
        )}
      </Field>
      <NameFields firstName={fields.firstName} lastName={fields.lastName} />
      <div className="row-2">
        <GenderField field={fields.gender} />
        <DateOfBirthField field={fields.dateOfBirth} />
      </div>
      <PhoneField country={fields.phoneCountry} number={fields.phoneNumber} countries={countries} />
      <TermsNotice />
      <IntentSubmitButton target={target} intent="sign-up" pendingText="Creating your account…" disabled={blocked}>
        Continue
      </IntentSubmitButton>
    </target.Form>
  );
}
