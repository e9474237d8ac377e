import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, href, Link, useActionData } from "react-router";
import type { Route } from "./+types/forgot-password";
import { getApi } from "~/.server/platform/request-context.server";
import { refusalOrThrow, refusalWithCode } from "~/.server/platform/responses.server";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { accountMessages as a } from "~/lib/account/messages";
import { forgotPasswordSchema } from "~/lib/account/schemas";

export const meta: Route.MetaFunction = () => [{ title: "Forgot your password?" }, { name: "robots", content: "noindex" }];

/** Asks for a reset link. The answer is the same whether or not the account exists (spec 1 §8). */
export async function action({ request, context, url }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: forgotPasswordSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), sent: false }, { status: 400 });
  try {
    await getApi(context).auth("password/recover", { email: submission.value.email });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, refusalWithCode("BAD_USER_INPUT", "RATE_LIMITED"));
    return data(
      { result: submission.reply({ formErrors: [refusal.message] }), sent: false },
      { status: refusal.code === "RATE_LIMITED" ? 429 : 400 },
    );
  }
  return data({ result: submission.reply({ resetForm: true }), sent: true });
}

export default function ForgotPassword() {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <section className="stack">
      <h1>Forgot your password?</h1>
      {actionData?.sent ? (
        <Alert kind="success">{a.forgotNeutral}</Alert>
      ) : (
        <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
      )}
      {form.errors?.length ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
      <Form method="post" {...getFormProps(form)} className="stack">
        <Field label="Email address" errors={fields.email.errors}>
          {({ id, describedBy, invalid }) => (
            <input
              {...getInputProps(fields.email, { type: "email" })}
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              autoFocus
            />
          )}
        </Field>
        <StatusButton pendingText="Sending…">Send reset link</StatusButton>
      </Form>
      <p className="auth-links">
        <Link to={href("/auth/login")}>Back to login</Link>
      </p>
    </section>
  );
}
