import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { Form, href, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/manage";
import { grantAction, loadClubPoints } from "~/.server/clubs/points/points.server";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { formatPoints, grantPointsSchema, managerPointsPath, pointsTexts as t } from "~/lib/clubs/points-forms";
import { formatMoney } from "~/lib/format";
import type { RouteHandle } from "~/lib/route-handle";
import { purchaseMessages as pm } from "../../../../contract/clubs/purchases-messages";

export const handle: RouteHandle = { title: "Club/Rep Points" };
export const meta: Route.MetaFunction = ({ data }) => [{ title: data ? `${data.club.name}: Rep Points` : "Rep Points" }, { name: "robots", content: "noindex" }];

/**
 * /my/rep-clubs/{club_id}/rep-points (spec 3 §2 manager area rep-points): where the club's points
 * are, each member's balance, and a form to grant points. MANAGE_REWARDS; 404 for anyone else.
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  return loadClubPoints(context, url, params.club_id);
}

export function action({ context, request, url, params }: Route.ActionArgs) {
  return grantAction(context, request, url, params.club_id);
}

export default function ClubRepPoints() {
  const { club, overview, sales, idempotencyKey } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const totals = [
    [t.issued, overview.issued],
    [t.sold, overview.sold],
    [t.redeemed, overview.redeemed],
    [t.inEscrow, overview.inEscrow],
    [t.heldByMembers, overview.heldByMembers],
  ] as const;
  return (
    <section className="stack-lg">
      <p>
        <Link to={href("/my/rep-clubs/:id", { id: club.clubId })}>← {club.name}</Link>
      </p>
      <h1>
        {club.name}: {t.managerTitle}
      </h1>
      <section className="card stack-sm" aria-labelledby="totals-title">
        <h2 id="totals-title">{t.totalsTitle}</h2>
        <dl className="points-totals">
          {totals.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{formatPoints(value)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="card stack-sm" aria-labelledby="sales-title">
        <h2 id="sales-title">{pm.salesTitle}</h2>
        {sales.length === 0 ? (
          <p className="empty">{pm.noSales}</p>
        ) : (
          <dl className="points-totals">
            {sales.map((row) => (
              <div key={row.currency}>
                <dt>
                  {pm.salesCount(row.orders)} · {pm.points(row.points)}
                </dt>
                <dd>{formatMoney(row.amountCents, row.currency)}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <GrantForm action={managerPointsPath(club.clubId)} idempotencyKey={idempotencyKey} lastResult={actionData?.result} />
      <section className="stack" aria-labelledby="members-title">
        <h2 id="members-title">{t.membersTitle}</h2>
        {overview.members.length === 0 ? (
          <p className="empty">{t.noMembers}</p>
        ) : (
          <table className="data-table points-members">
            <thead>
              <tr>
                <th scope="col">{t.member}</th>
                <th scope="col">{t.balance}</th>
                <th scope="col">{t.tier}</th>
              </tr>
            </thead>
            <tbody>
              {overview.members.map((row) => (
                <tr key={row.user.userId}>
                  <th scope="row">
                    {row.user.name}
                    {row.user.userName ? <span className="muted"> @{row.user.userName}</span> : null}
                  </th>
                  <td>{formatPoints(row.balance)}</td>
                  <td>
                    {row.tier?.name ?? t.noTier}
                    <span className="muted">
                      {" "}
                      ({formatPoints(row.pointsEarned)} {t.earned.toLowerCase()})
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </section>
  );
}

function GrantForm({ action, idempotencyKey, lastResult }: { action: string; idempotencyKey: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useForm<z.input<typeof grantPointsSchema>>({
    id: "grant-points",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: grantPointsSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="card stack" aria-labelledby="grant-title">
      <h2 id="grant-title">{t.grantTitle}</h2>
      {form.errors?.length ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <Field label={t.userName} errors={fields.userName.errors} hint={t.userNameHint}>
        {({ id, describedBy, invalid }) => (
          <input {...getInputProps(fields.userName, { type: "text" })} id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} autoCapitalize="none" spellCheck={false} autoComplete="off" />
        )}
      </Field>
      <Field label={t.points} errors={fields.points.errors}>
        {({ id, describedBy, invalid }) => (
          <input {...getInputProps(fields.points, { type: "number" })} id={id} min={1} step={1} inputMode="numeric" aria-describedby={describedBy} aria-invalid={invalid || undefined} />
        )}
      </Field>
      <Field label={t.reason} errors={fields.reason.errors} hint={t.reasonHint}>
        {({ id, describedBy, invalid }) => <textarea {...getTextareaProps(fields.reason)} id={id} rows={2} aria-describedby={describedBy} aria-invalid={invalid || undefined} />}
      </Field>
      <div>
        <StatusButton pendingText={t.granting}>{t.grant}</StatusButton>
      </div>
    </Form>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
