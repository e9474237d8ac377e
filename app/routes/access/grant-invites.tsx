import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, href, Link, redirect, useActionData } from "react-router";
import type { Route } from "./+types/grant-invites";
import { guardStaffPage, requireStaffPage } from "~/.server/access/staff-pages.server";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { refusalOrThrow, refusalReply, refusalStatus } from "~/.server/platform/responses.server";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { GrantInvitesDocument } from "~/graphql/generated";
import { grantInvitesMessages as m } from "~/lib/access/messages";
import { grantInvitesSchema } from "~/lib/access/schemas";

export const meta: Route.MetaFunction = () => [{ title: "Give invites" }, { name: "robots", content: "noindex" }];

/** /support/invites: support and admin staff give a member 1 to 100 more invites (the API checks the role on every call). */
export async function loader({ context, url }: Route.LoaderArgs) {
  await requireStaffPage(context, url);
  return null;
}

export async function action({ request, context, url }: Route.ActionArgs) {
  guardStaffPage(context, url);
  const submission = parseWithZod(await request.formData(), { schema: grantInvitesSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { userName, count } = submission.value;
  try {
    const answer = await getApi(context).query(GrantInvitesDocument, { input: { userName, count } });
    getSession(context).flash({ kind: "success", message: m.granted(count, userName, answer.invite.grantInvites) });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    // No such member: said beside the user name, which keeps what was typed.
    const result = refusal.code === "NOT_FOUND" ? submission.reply({ fieldErrors: { userName: [refusal.message] } }) : refusalReply(submission, refusal);
    return data({ result }, { status: refusalStatus(refusal) });
  }
  return redirect(href("/support/invites"));
}

export default function GrantInvites() {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "grant-invites",
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: grantInvitesSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: { count: "1" },
  });
  return (
    <section className="stack">
      <h1>Give invites</h1>
      <p>The member can share each invite with someone they want to bring in. They are notified of the invites you give.</p>
      {form.errors?.length ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
      <Form method="post" {...getFormProps(form)} className="stack">
        <Field label="User name of the member" errors={fields.userName.errors}>
          {({ id, describedBy, invalid }) => (
            <input
              {...getInputProps(fields.userName, { type: "text" })}
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              autoCapitalize="none"
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </Field>
        <Field label="Number of invites (1 to 100)" errors={fields.count.errors}>
          {({ id, describedBy, invalid }) => (
            <input {...getInputProps(fields.count, { type: "number" })} id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} inputMode="numeric" />
          )}
        </Field>
        <StatusButton pendingText="Giving…">Give invites</StatusButton>
      </Form>
      <p className="auth-links">
        <Link to={href("/auth/im-login")}>Impersonate a member</Link> · <Link to={href("/support/payouts")}>Payout queue</Link>
      </p>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
