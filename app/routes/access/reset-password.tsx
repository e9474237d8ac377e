import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, href, Link, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/reset-password";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { refusalOrThrow, refusalWithCode } from "~/.server/platform/responses.server";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { decideTokenRequired } from "~/lib/guards";
import { accountMessages as a } from "~/lib/account/messages";
import { resetPasswordSchema } from "~/lib/account/schemas";

export const meta: Route.MetaFunction = () => [{ title: "Choose a new password" }, { name: "robots", content: "noindex" }];

function guard(context: Route.LoaderArgs["context"], url: URL) {
  const target = decideTokenRequired({ user: getSession(context).user, signedUpBefore: true, url });
  if (target) throw redirect(target);
}

/**
 * The link in the reset e-mail. Opening it changes nothing (mail scanners open links): the
 * API is asked whether the link can still be used, so a used or expired one is said before a
 * new password is typed. The new password is set on submit, after which every session of the
 * account has ended and the person logs in with the new password.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  guard(context, url);
  const token = url.searchParams.get("token") ?? url.searchParams.get("urlToken") ?? "";
  try {
    await getApi(context).auth("validate-token", { token });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, refusalWithCode("BAD_USER_INPUT"));
    return data({ token, unusable: refusal.message }, { status: 400 });
  }
  return data({ token, unusable: null });
}

export async function action({ request, context, url }: Route.ActionArgs) {
  guard(context, url);
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  try {
    await getApi(context).auth("password/reset", submission.value);
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, refusalWithCode("BAD_USER_INPUT", "RATE_LIMITED"));
    const fields = refusal.fields?.password ? { password: [refusal.fields.password] } : undefined;
    return data(
      { result: submission.reply({ formErrors: fields ? [] : [refusal.message], fieldErrors: fields, hideFields: ["password"] }) },
      { status: refusal.code === "RATE_LIMITED" ? 429 : 400 },
    );
  }
  getSession(context).flash({ kind: "success", message: a.passwordResetDone });
  return redirect(href("/auth/login"));
}

export default function ResetPassword() {
  const { token, unusable } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  if (unusable) {
    return (
      <section className="stack">
        <h1>Choose a new password</h1>
        <UnusableLink message={unusable} />
      </section>
    );
  }
  return (
    <section className="stack">
      <h1>Choose a new password</h1>
      {form.errors?.length ? <UnusableLink message={form.errors[0]!} /> : null}
      <Form method="post" {...getFormProps(form)} className="stack">
        <input type="hidden" name="token" value={token} />
        <Field label="New password" errors={fields.password.errors}>
          {({ id, describedBy, invalid }) => (
            <input
              {...getInputProps(fields.password, { type: "password" })}
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              autoComplete="new-password"
              autoFocus
            />
          )}
        </Field>
        <StatusButton pendingText="Saving…">Reset password</StatusButton>
      </Form>
    </section>
  );
}

/** Why the link cannot set a password, and the way to a new one. */
function UnusableLink({ message }: { message: string }) {
  return (
    <Alert kind="danger">
      {message} <Link to={href("/auth/forgot-password")}>Ask for a new link</Link>
    </Alert>
  );
}
