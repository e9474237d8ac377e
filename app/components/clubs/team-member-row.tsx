import { useId } from "react";
import { Form, Link } from "react-router";
import { Alert } from "~/components/ui/alert";
import { StatusButton } from "~/components/ui/status-button";
import { formatEventDay } from "~/lib/format";
import { kindLabel, roleLabel, roleOptions, teamTexts as t } from "~/lib/clubs/team-forms";
import { clubTeamMessages as m } from "../../../contract/clubs/messages";
import type { ClubMemberKind, ClubRole } from "../../../contract/clubs/permissions";

export interface TeamMemberView {
  user: { userId: string; name: string; userName?: string | null };
  role: ClubRole;
  kind: ClubMemberKind;
  assignedAt: string;
}

/**
 * One member of the team: who, their role and kind, since when; a role change and a Remove that
 * asks first (a link to ?remove={userId}, so the confirm step needs no JavaScript).
 */
export function TeamMemberRow({ member, confirmingRemoval, removePath, cancelPath, error }: { member: TeamMemberView; confirmingRemoval: boolean; removePath: string; cancelPath: string; error?: string }) {
  const nameId = useId();
  const roleId = useId();
  const { user } = member;
  return (
    <li className="card stack-sm team-member" aria-labelledby={nameId}>
      <div className="row row-between">
        <div className="team-member-who">
          <strong id={nameId}>{user.name}</strong>
          {user.userName ? <span className="muted">@{user.userName}</span> : null}
        </div>
        <div>
          <span className="pill pill-brand">{roleLabel(member.role)}</span>
          <span className="pill">{kindLabel(member.kind)}</span>
        </div>
      </div>
      <p className="muted">
        {t.assigned} {formatEventDay(member.assignedAt, "UTC")}
      </p>
      {error ? <Alert kind="danger">{error}</Alert> : null}
      {confirmingRemoval ? (
        <Form method="post" action={cancelPath} className="stack-sm">
          <Alert kind="warning">{m.confirmRemove(user.name)}</Alert>
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="userId" value={user.userId} />
          <div className="row">
            <StatusButton pendingFor={{ intent: "remove", userId: user.userId }} pendingText={t.removing} variant="danger">
              {t.confirmRemoveButton}
            </StatusButton>
            <Link to={cancelPath}>{t.cancel}</Link>
          </div>
        </Form>
      ) : (
        <div className="row">
          <Form method="post" action={cancelPath} className="row">
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="userId" value={user.userId} />
            <label htmlFor={roleId}>Role</label>
            <select id={roleId} name="role" defaultValue={member.role} key={member.role}>
              {roleOptions(member.kind).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            <StatusButton pendingFor={{ intent: "update", userId: user.userId }} pendingText={t.saving} variant="secondary">
              {t.changeRole}
            </StatusButton>
          </Form>
          <Link to={removePath} className="button button-ghost" aria-label={`${t.remove} ${user.name}`}>
            {t.remove}
          </Link>
        </div>
      )}
    </li>
  );
}
