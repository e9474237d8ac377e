import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useActionData, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/sign-up";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { anyRefusal, fieldErrorsOf, refusalOrThrow, refusalStatus } from "~/.server/platform/responses.server";
import { Alert } from "~/components/ui/alert";
import { StatusButton } from "~/components/ui/status-button";
import { loginLink } from "~/lib/access/links";
import { authMessages as m } from "~/lib/access/messages";
import { phoneCountries } from "~/lib/phone";
import { safeRedirect } from "~/lib/safe-redirect";
import { signUpSchema, toRegistrationPayload } from "~/lib/access/sign-up-schemas";
import { SocialButtons } from "~/components/access/social-buttons";
import { usePageFormTarget } from "~/components/access/form-target";
import { SignUpForm } from "~/components/access/sign-up-form";

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
  return pendingEmail ? <CheckInbox email={pendingEmail} /> : <SignUpPage />;
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

function SignUpPage() {
  const { countries, prefillEmail, heldInviteId } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const target = usePageFormTarget();
  const loginHref = loginLink(searchParams.get("to"), heldInviteId);
  return (
    <>
      <h1>Sign up</h1>
      <SignUpForm
        target={target}
        lastResult={actionData?.result}
        attempt={actionData && "attempt" in actionData ? actionData.attempt : 0}
        prefillEmail={prefillEmail}
        countries={countries}
      />
      <SocialButtons />
      <p className="auth-links">
        Already have an account? <Link to={loginHref}>Login</Link>
      </p>
    </>
  );
}
