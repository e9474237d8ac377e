import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, href, Link, redirect, useActionData } from "react-router";
import type { Route } from "./+types/im-login";
import { startImpersonation } from "~/.server/account/impersonation.server";
import { guardStaffPage, requireStaffPage } from "~/.server/access/staff-pages.server";
import { getSession } from "~/.server/platform/request-context.server";
import { refusalOrThrow, refusalStatus } from "~/.server/platform/responses.server";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { accountMessages as a } from "~/lib/account/messages";
import { impersonateSchema } from "~/lib/account/schemas";

export const meta: Route.MetaFunction = () => [{ title: "Impersonate a member" }, { name: "robots", content: "noindex" }];

/** Impersonation sign-in (spec 1 §2.1): staff only; the API decides who may act as whom. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const role = await requireStaffPage(context, url);
  return { role };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  guardStaffPage(context, url);
  const submission = parseWithZod(await request.formData(), { schema: impersonateSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    const info = await startImpersonation(context, submission.value.userName);
    getSession(context).flash({ kind: "info", message: a.impersonationStarted(info.userName ? `@${info.userName}` : info.email) });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    return data({ result: submission.reply({ formErrors: [refusal.message] }) }, { status: refusalStatus(refusal) });
  }
  return redirect(href("/events"));
}

export default function ImpersonationLogin() {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "im-login",
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: impersonateSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <section className="stack">
      <h1>Impersonate a member</h1>
      <p>
        You will see the product as this member sees it. Everything you do is recorded under your name. Changes of password,
        email and two-factor settings are not possible while impersonating.
      </p>
      <p>
        <Link to={href("/support/payouts")}>Payout queue</Link>: hosts&apos; payout requests to carry out and record.
      </p>
      <p>
        <Link to={href("/support/invites")}>Give invites</Link>: more invites for a member to share.
      </p>
      {form.errors?.length ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
      <Form method="post" {...getFormProps(form)} className="stack">
        <Field label="Email or username of the member" errors={fields.userName.errors}>
          {({ id, describedBy, invalid }) => (
            <input
              {...getInputProps(fields.userName, { type: "text" })}
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              autoCapitalize="none"
              spellCheck={false}
              autoFocus
            />
          )}
        </Field>
        <StatusButton pendingText="Signing in…">Impersonate</StatusButton>
      </Form>
      <p className="auth-links">
        <Link to={href("/events")}>Back to events</Link>
      </p>
    </section>
  );
}
