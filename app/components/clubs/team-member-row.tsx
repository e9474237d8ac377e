import { useId } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
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

/** A submit button showing its pending state while this row's form of this intent is in flight. */
function RowButton({ intent, userId, pendingText, variant = "secondary", children }: { intent: string; userId: string; pendingText: string; variant?: "secondary" | "danger"; children: React.ReactNode }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === intent && navigation.formData?.get("userId") === userId;
  return (
    <button type="submit" className={`button button-${variant}`} disabled={pending} aria-busy={pending || undefined}>
      {pending ? pendingText : children}
    </button>
  );
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
            <RowButton intent="remove" userId={user.userId} pendingText={t.removing} variant="danger">
              {t.confirmRemoveButton}
            </RowButton>
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
            <RowButton intent="update" userId={user.userId} pendingText={t.saving}>
              {t.changeRole}
            </RowButton>
          </Form>
          <Link to={removePath} className="button button-ghost" aria-label={`${t.remove} ${user.name}`}>
            {t.remove}
          </Link>
        </div>
      )}
    </li>
  );
}
