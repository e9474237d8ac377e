import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useMemo } from "react";
import { data, Form, Link, redirect, useActionData, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/sign-up";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { anyRefusal, fieldErrorsOf, refusalOrThrow, refusalStatus } from "~/.server/platform/responses.server";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { DateOfBirthField, GenderField, NameFields, PhoneField } from "~/components/account/profile-fields";
import { EmailStatus, useEmailAvailability } from "~/components/access/email-availability";
import { TermsNotice } from "~/components/access/terms-notice";
import { loginLink } from "~/lib/access/links";
import { useHydrated } from "~/hooks/use-hydrated";
import { authMessages as m } from "~/lib/access/messages";
import { phoneCountries } from "~/lib/phone";
import { safeRedirect } from "~/lib/safe-redirect";
import { signUpSchema, toRegistrationPayload } from "~/lib/access/schemas";
import { SocialButtons } from "~/components/access/social-buttons";

export const meta: Route.MetaFunction = () => [{ title: "Sign up" }, { name: "robots", content: "noindex" }];

export function loader({ context, url }: Route.LoaderArgs) {
  const session = getSession(context);
  const pending = session.pendingSignUp;
  return {
    heldInviteId: session.heldInviteId,
    pendingEmail: pending?.email ?? null,
    prefillEmail: url.searchParams.get("email") ?? "",
    countries: pending ? [] : phoneCountries(),
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  const session = getSession(context);
  const api = getApi(context);

  if (intent === "restart") {
    session.clearPendingSignUp();
    return redirect(url.pathname + url.search);
  }

  if (intent === "resend") {
    const pending = session.pendingSignUp;
    if (!pending) return redirect(url.pathname + url.search);
    try {
      await api.auth("password/resend-register-email", { userName: pending.email, refreshToken: pending.refreshToken });
      return data({ resent: true, result: undefined, error: null });
    } catch (error) {
      const refusal = refusalOrThrow(context, error, url, anyRefusal);
      return data({ resent: false, result: undefined, error: refusal.message }, { status: refusalStatus(refusal) });
    }
  }

  const submission = parseWithZod(formData, { schema: signUpSchema() });
  if (submission.status !== "success") {
    return data({ resent: false, result: submission.reply({ hideFields: ["password"] }), error: null, attempt: Date.now() }, { status: 400 });
  }
  const rejectWith = (fieldErrors: Record<string, string[]>, formErrors?: string[]) =>
    data({ resent: false, result: submission.reply({ fieldErrors, formErrors, hideFields: ["password"] }), error: null, attempt: Date.now() }, { status: 400 });

  try {
    // Availability is always checked on submit, whatever the live check said.
    const { available } = await api.auth("password/check-email-availability", {
      email: submission.value.email,
    });
    if (!available) return rejectWith({ email: [m.emailTaken] });
    const info = await api.auth("password/register", toRegistrationPayload(submission.value));
    session.setPendingSignUp({
      email: submission.value.email,
      refreshToken: info.refreshToken,
      returnTo: safeRedirect(url.searchParams.get("to"), "/events"),
    });
    return redirect(url.pathname + url.search);
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, anyRefusal);
    if (refusal.code === "CONFLICT") return rejectWith({ email: [m.emailTaken] });
    const fields = fieldErrorsOf(refusal, { userName: "email" });
    return rejectWith(fields, Object.keys(fields).length ? undefined : [refusal.message]);
  }
}

export default function SignUp() {
  const { pendingEmail } = useLoaderData<typeof loader>();
  return pendingEmail ? <CheckInbox email={pendingEmail} /> : <SignUpForm />;
}

function CheckInbox({ email }: { email: string }) {
  const actionData = useActionData<typeof action>();
  const resent = actionData?.resent;
  return (
    <section className="stack" aria-live="polite">
      <h1>{resent ? m.resentTitle : m.checkInboxTitle}</h1>
      <p>{resent ? m.resentText : m.checkInboxText}</p>
      <p className="muted">
        We sent it to <strong>{email}</strong>.
      </p>
      {actionData?.error ? <Alert kind="danger">{actionData.error}</Alert> : null}
      <Form method="post" className="row">
        <StatusButton name="intent" value="resend" variant="secondary" pendingText="Sending…">
          Resend email
        </StatusButton>
        <StatusButton name="intent" value="restart" variant="ghost">
          Use a different email
        </StatusButton>
      </Form>
    </section>
  );
}

function SignUpForm() {
  const { countries, prefillEmail, heldInviteId } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const schema = useMemo(() => signUpSchema(), []);
  const [form, fields] = useForm({
    id: "sign-up",
    lastResult: actionData?.result,
    defaultValue: { email: prefillEmail, phoneCountry: "US" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const values = form.value as Record<string, unknown> | undefined;
  const email = typeof values?.email === "string" ? values.email : String(fields.email.initialValue ?? prefillEmail);
  const formValid = useMemo(() => schema.safeParse(values ?? {}).success, [schema, values]);
  const availability = useEmailAvailability(email);
  const to = searchParams.get("to");
  const loginHref = loginLink(to, heldInviteId);

  // Continue is enabled only when the form is valid and the e-mail is known to be available (spec 1 §5).
  // If the check itself failed ("unknown": rate limit, API hiccup) the server's check on submit decides.
  const blocked = hydrated && (!formValid || availability === "checking" || availability === "taken" || availability === "idle");
  const emailErrors =
    fields.email.errors ?? (availability === "taken" ? [m.emailTaken] : undefined);

  return (
    <>
      <h1>Sign up</h1>
      <Form method="post" {...getFormProps(form)} className="stack">
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
              key={actionData && "attempt" in actionData ? actionData.attempt : 0}
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
        <StatusButton name="intent" value="sign-up" pendingText="Creating your account…" disabled={blocked}>
          Continue
        </StatusButton>
      </Form>
      <SocialButtons />
      <p className="auth-links">
        Already have an account? <Link to={loginHref}>Login</Link>
      </p>
    </>
  );
}
