// The pie edit page's Manage tab (spec 3 §2 pie edit tabs; §3 moderators, isTransfering; §6 pie
// roles; ADR 0073): the team with each member's role, adding a moderator by user name with a
// role the viewer may assign, removing one, and handing the pie to another member. What the
// viewer's permissions do not allow is not shown; the API refuses it anyway.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import type { PieManageData } from "~/.server/pies/team.server";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { grantModeratorSchema, transferPieSchema } from "~/lib/pies/team-forms";
import { PIE_ROLE_LABELS } from "../../../contract/pies/permissions";
import { assignableRoles, PIE_ROLE_ASSIGN_PERMISSION, pieTeamMessages as m } from "../../../contract/pies/team-messages";

export interface PieManageAnswer {
  intent?: string;
  result?: SubmissionResult<string[]>;
  error?: string;
}

type Pie = PieManageData["pie"];

const ids = (invalid: boolean, describedBy: string | undefined) => ({ "aria-describedby": describedBy, "aria-invalid": invalid || undefined });
const shownName = (user: { name?: string | null; userName?: string | null }) => user.name || (user.userName ? `@${user.userName}` : "Unknown");

export function PieManage({ pie, answer }: { pie: Pie; answer: PieManageAnswer | undefined }) {
  const roles = assignableRoles(pie.userPermissions);
  const mayTransfer = pie.userPermissions.includes("CAN_TRANSFER_OWNERSHIP");
  return (
    <div className="stack">
      {answer?.error ? <Alert kind="danger">{answer.error}</Alert> : null}
      <section className="stack-sm" aria-labelledby="pie-team-heading">
        <h2 id="pie-team-heading">{m.teamTitle}</h2>
        <p className="muted">{m.teamIntro}</p>
        {pie.moderators.length === 0 ? (
          <p>{m.noModerators}</p>
        ) : (
          <ul className="team-list">
            {pie.moderators.map((moderator) => {
              const who = shownName(moderator.user);
              const role = PIE_ROLE_LABELS[moderator.pieRole];
              return (
                <li key={moderator.moderatorId} className="team-member">
                  <span className="team-name">
                    {who}
                    {moderator.user.userName ? <span className="muted small"> @{moderator.user.userName}</span> : null}
                  </span>
                  <span className="pill">{role}</span>
                  {pie.userPermissions.includes(PIE_ROLE_ASSIGN_PERMISSION[moderator.pieRole]) ? (
                    <Form method="post" className="team-remove">
                      <input type="hidden" name="moderatorId" value={moderator.moderatorId} />
                      <StatusButton name="intent" value="remove" variant="ghost" className="button-small" pendingText={m.removing} pendingFor={{ moderatorId: moderator.moderatorId }}>
                        {m.remove}
                        <span className="visually-hidden">
                          {" "}
                          {who} as {role}
                        </span>
                      </StatusButton>
                    </Form>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
        {roles.length ? <GrantForm roles={roles} answer={answer?.intent === "grant" ? answer : undefined} /> : null}
      </section>
      {mayTransfer || pie.pendingTransfer ? (
        <section className="stack-sm" aria-labelledby="pie-ownership-heading">
          <h2 id="pie-ownership-heading">{m.ownershipTitle}</h2>
          {pie.pendingTransfer ? (
            <>
              <Alert kind="info">{m.transferPending(pie.pendingTransfer.to.userName ?? "")}</Alert>
              <Form method="post">
                <StatusButton name="intent" value="cancel-transfer" variant="secondary" pendingText={m.cancelling}>
                  {m.cancelTransfer}
                </StatusButton>
              </Form>
            </>
          ) : (
            <TransferForm answer={answer?.intent === "transfer" ? answer : undefined} />
          )}
        </section>
      ) : null}
    </div>
  );
}

function GrantForm({ roles, answer }: { roles: readonly (keyof typeof PIE_ROLE_LABELS)[]; answer: PieManageAnswer | undefined }) {
  const [form, fields] = useForm({
    id: "pie-grant",
    lastResult: answer?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: grantModeratorSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="stack-sm" aria-labelledby="pie-grant-heading">
      <h3 id="pie-grant-heading">{m.grantTitle}</h3>
      {form.errors?.[0] ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
      <Field label={m.userName} errors={fields.userName.errors}>
        {({ id, describedBy, invalid }) => <input {...getInputProps(fields.userName, { type: "text" })} autoComplete="off" id={id} {...ids(invalid, describedBy)} />}
      </Field>
      <Field label={m.role} errors={fields.pieRole.errors}>
        {({ id, describedBy, invalid }) => (
          <select name={fields.pieRole.name} defaultValue={(fields.pieRole.initialValue as string | undefined) ?? roles[0]} id={id} {...ids(invalid, describedBy)}>
            {roles.map((role) => (
              <option key={role} value={role}>
                {PIE_ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <StatusButton name="intent" value="grant" pendingText={m.granting}>
        {m.grant}
      </StatusButton>
    </Form>
  );
}

function TransferForm({ answer }: { answer: PieManageAnswer | undefined }) {
  const [form, fields] = useForm({
    id: "pie-transfer",
    lastResult: answer?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: transferPieSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="stack-sm">
      <p className="muted">{m.transferIntro}</p>
      {form.errors?.[0] ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
      <Field label={m.transferTo} errors={fields.userName.errors}>
        {({ id, describedBy, invalid }) => <input {...getInputProps(fields.userName, { type: "text" })} autoComplete="off" id={id} {...ids(invalid, describedBy)} />}
      </Field>
      <StatusButton name="intent" value="transfer" variant="secondary" pendingText={m.requesting}>
        {m.requestTransfer}
      </StatusButton>
    </Form>
  );
}
