import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import type { z } from "zod";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, href, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/team";
import { loadClubTeam, teamAction, teamPath } from "~/.server/clubs/team.server";
import { TeamMemberRow } from "~/components/clubs/team-member-row";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { inviteTeamMemberSchema, kindLabel, kindOptions, roleLabel, roleOptions, teamTexts as t } from "~/lib/clubs/team-forms";
import { formatEventDay } from "~/lib/format";
import { clubTeamMessages as m } from "../../../contract/clubs/messages";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Club/Team" };
export const meta: Route.MetaFunction = ({ data }) => [{ title: data ? `${data.club.name}: Team` : "Team" }, { name: "robots", content: "noindex" }];

/**
 * /my/rep-clubs/{club_id}/team (spec 3 §2 team): the club's team members and collaborators for
 * those who may manage the team (404 for anyone else). ?remove={userId} and ?transfer={userId}
 * are the confirm steps of removing a member and of transferring ownership.
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const club = await loadClubTeam(context, url, params.club_id);
  const onTeam = (userId: string | null) => (userId && club.team.some((member) => member.user.userId === userId) ? userId : null);
  return {
    club,
    teamPath: teamPath(club.clubId),
    removing: onTeam(url.searchParams.get("remove")),
    transferringTo: club.myPermissions.includes("TRANSFER_OWNERSHIP") ? onTeam(url.searchParams.get("transfer")) : null,
  };
}

export function action({ context, request, url, params }: Route.ActionArgs) {
  return teamAction(context, request, url, params.club_id);
}

export default function ClubTeam() {
  const { club, teamPath: path, removing, transferringTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const changeError = actionData?.intent === "change" ? actionData : null;
  const errorRowId = changeError && club.team.some((member) => member.user.userId === changeError.userId) ? changeError.userId : null;
  return (
    <section className="stack-lg">
      <p>
        <Link to={href("/my/rep-clubs/:id", { id: club.clubId })}>← {club.name}</Link>
      </p>
      <h1>
        {club.name}: {t.title}
      </h1>
      <p>
        {t.owner}: <strong>{club.owner.name}</strong>
        {club.owner.userName ? <span className="muted"> @{club.owner.userName}</span> : null}
      </p>
      {changeError && !errorRowId ? <Alert kind="danger">{changeError.error}</Alert> : null}
      <section className="stack" aria-labelledby="team-members-title">
        <h2 id="team-members-title">Members and collaborators</h2>
        {club.team.length === 0 ? (
          <p className="empty">{t.empty}</p>
        ) : (
          <ul className="team-list stack-sm">
            {club.team.map((member) => (
              <TeamMemberRow
                key={member.user.userId}
                member={member}
                confirmingRemoval={removing === member.user.userId}
                removePath={`${path}?remove=${member.user.userId}`}
                cancelPath={path}
                error={errorRowId === member.user.userId ? changeError!.error : undefined}
              />
            ))}
          </ul>
        )}
      </section>
      <PendingInvitations invitations={club.pendingTeamInvitations} path={path} />
      <InviteMemberForm action={path} lastResult={actionData?.intent === "invite" ? actionData.result : undefined} />
      {club.myPermissions.includes("TRANSFER_OWNERSHIP") ? <TransferOwnership team={club.team} path={path} transferringTo={transferringTo} /> : null}
    </section>
  );
}

function InviteMemberForm({ action, lastResult }: { action: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useForm<z.input<typeof inviteTeamMemberSchema>>({
    id: "invite-team-member",
    lastResult,
    defaultValue: { kind: "TEAM", role: "ADMIN" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: inviteTeamMemberSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="card stack" aria-labelledby="add-member-title">
      <h2 id="add-member-title">{t.addTitle}</h2>
      {form.errors?.length ? <Alert kind="danger">{form.errors[0]}</Alert> : null}
      <p className="muted">{t.inviteHint}</p>
      {/* The button carries intent=invite, pressed or by Enter (the form's default button). */}
      <Field label="User name" errors={fields.userName.errors} hint={t.userNameHint}>
        {({ id, describedBy, invalid }) => (
          <input {...getInputProps(fields.userName, { type: "text" })} id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} autoCapitalize="none" spellCheck={false} autoComplete="off" />
        )}
      </Field>
      <Field label="Kind" errors={fields.kind.errors} hint={t.kindHint}>
        {({ id, describedBy, invalid }) => (
          <select {...getSelectProps(fields.kind)} id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined}>
            {kindOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Role" errors={fields.role.errors}>
        {({ id, describedBy, invalid }) => (
          <select {...getSelectProps(fields.role)} id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined}>
            {roleOptions("COLLABORATOR").map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div>
        <StatusButton name="intent" value="invite" pendingText={t.adding}>
          {t.addButton}
        </StatusButton>
      </div>
    </Form>
  );
}

type TeamList = ReturnType<typeof useLoaderData<typeof loader>>["club"]["team"];
type InvitationList = ReturnType<typeof useLoaderData<typeof loader>>["club"]["pendingTeamInvitations"];

/** The invitations waiting for an answer, each with its role, kind and expiry, and a Revoke. */
function PendingInvitations({ invitations, path }: { invitations: InvitationList; path: string }) {
  return (
    <section className="stack" aria-labelledby="team-invitations-title">
      <h2 id="team-invitations-title">{t.pendingTitle}</h2>
      {invitations.length === 0 ? (
        <p className="empty">{t.noPending}</p>
      ) : (
        <ul className="team-list stack-sm">
          {invitations.map((invitation) => (
            <li key={invitation.invitationId} className="card stack-sm team-member" aria-label={`Invitation: ${invitation.invitee.name}`}>
              <div className="row row-between">
                <div className="team-member-who">
                  <strong>{invitation.invitee.name}</strong>
                  {invitation.invitee.userName ? <span className="muted">@{invitation.invitee.userName}</span> : null}
                </div>
                <div>
                  <span className="pill pill-brand">{roleLabel(invitation.role)}</span>
                  <span className="pill">{kindLabel(invitation.kind)}</span>
                </div>
              </div>
              <p className="muted">
                {t.expires} {formatEventDay(invitation.expiresUtc, "UTC")}
              </p>
              <Form method="post" action={path}>
                <input type="hidden" name="invitationId" value={invitation.invitationId} />
                <StatusButton name="intent" value="revoke" variant="secondary" pendingFor={{ intent: "revoke", invitationId: invitation.invitationId }} pendingText={t.revoking}>
                  {t.revoke}
                </StatusButton>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The owner's transfer: choose a team member (a GET form, so the confirm step needs no JavaScript), then confirm. */
function TransferOwnership({ team, path, transferringTo }: { team: TeamList; path: string; transferringTo: string | null }) {
  const heir = team.find((member) => member.user.userId === transferringTo);
  return (
    <section className="card stack" aria-labelledby="transfer-title">
      <h2 id="transfer-title">{t.transferTitle}</h2>
      {team.length === 0 ? (
        <p className="muted">{t.noOneToTransferTo}</p>
      ) : heir ? (
        <Form method="post" action={path} className="stack-sm">
          <Alert kind="warning">
            {heir.user.name}
            {heir.user.userName ? ` (@${heir.user.userName})` : ""}: {m.confirmTransfer}
          </Alert>
          <input type="hidden" name="userId" value={heir.user.userId} />
          <div className="row">
            <StatusButton name="intent" value="transfer" variant="danger" pendingText={t.transferring}>
              {t.confirmTransferButton}
            </StatusButton>
            <Link to={path}>{t.cancel}</Link>
          </div>
        </Form>
      ) : (
        <Form method="get" action={path} className="stack-sm">
          <p className="muted">{t.transferHint}</p>
          <Field label="New owner">
            {({ id }) => (
              <select id={id} name="transfer">
                {team.map((member) => (
                  <option key={member.user.userId} value={member.user.userId}>
                    {member.user.name}
                    {member.user.userName ? ` (@${member.user.userName})` : ""}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div>
            <button type="submit" className="button button-secondary">
              {t.transferNext}
            </button>
          </div>
        </Form>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
