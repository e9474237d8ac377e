import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/hub-send";
import { hubSendAction, loadHubSend } from "~/.server/pies/trade.server";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { sendSchema } from "~/lib/pies/trade-forms";
import type { RouteHandle } from "~/lib/route-handle";
import { tradeMessages as m } from "../../../contract/pies/trade-messages";

export const handle: RouteHandle = { title: "Pie hub/Send slices", backTo: "/legacy/pie-hub/overview" };
export const meta: Route.MetaFunction = () => [{ title: "Send slices" }, { name: "robots", content: "noindex" }];

/**
 * /legacy/pie-hub/send/{id} (spec 3 §2; ADR 0070): the pie's team sends slices for sale to a
 * member by user name (CAN_SEND_SLICES). {id} is the hub's pie (its id or address); the layout's
 * guard decided access.
 */
export function loader({ context, url, params }: Route.LoaderArgs) {
  return loadHubSend(context, url, params.id);
}

export function action({ context, request, url, params }: Route.ActionArgs) {
  return hubSendAction(context, request, url, params.id);
}

const ids = (invalid: boolean, describedBy: string | undefined) => ({ "aria-describedby": describedBy, "aria-invalid": invalid || undefined });

export default function HubSend() {
  const { pie, backTo, idempotencyKey } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as { result?: SubmissionResult<string[]> } | undefined;
  const [form, fields] = useForm({
    id: "hub-send",
    lastResult: answer?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: sendSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <section className="stack card narrow">
      <p>
        <Link to={backTo}>← {pie.displayName}</Link>
      </p>
      <h1>Send slices of {pie.displayName}</h1>
      <p className="muted">Slices for sale go to the member at no charge.</p>
      <Form method="post" {...getFormProps(form)} className="stack">
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        {form.errors?.[0] ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
        <Field label={m.recipient} errors={fields.userName.errors}>
          {({ id, describedBy, invalid }) => <input {...getInputProps(fields.userName, { type: "text" })} autoComplete="off" id={id} {...ids(invalid, describedBy)} />}
        </Field>
        <Field label={m.numberOfSlices} errors={fields.slices.errors} hint={`${m.slices(pie.availableSlices)} for sale.`}>
          {({ id, describedBy, invalid }) => <input {...getInputProps(fields.slices, { type: "text" })} inputMode="numeric" id={id} {...ids(invalid, describedBy)} />}
        </Field>
        <StatusButton pendingText={m.sending}>{m.send}</StatusButton>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
