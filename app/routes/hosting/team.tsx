import { Form, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/team";
import { loadTeam, teamAction } from "~/.server/hosting/team.server";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { StatusButton } from "~/components/ui/status-button";
import { TEAM_ROLE_LABELS } from "~/lib/hosting/team";
import { approvalMessages } from "../../../contract/hosting/messages";

export const meta: Route.MetaFunction = () => [{ title: "Team" }, { name: "robots", content: "noindex" }];

/** /rep-club/events/{id}/team?q= (spec 2 §1, §6): the team with its labels, and adding people to roles. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  return loadTeam(context, url, params.id);
}

/** intent=add (invite userId to role), remove (userId, role), revoke (inviteId) or link (role). */
export async function action({ context, request, url, params }: Route.ActionArgs) {
  return teamAction(context, request, url, params.id);
}

const labelOf = (role: string) => TEAM_ROLE_LABELS[role as keyof typeof TEAM_ROLE_LABELS] ?? role;

export default function Team() {
  const { q, team, people } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const addable: readonly string[] = team.addableRoles;
  return (
    <div className="stack-lg">
      {actionData?.error ? <Alert>{actionData.error}</Alert> : null}
      {actionData?.link ? (
        <Alert kind="success" title={`Invite link for ${actionData.link.label}`}>
          <p>Send this link to one person; it works once. It is shown only now.</p>
          <label htmlFor="invite-link" className="visually-hidden">
            Invite link
          </label>
          <input id="invite-link" className="invite-link" readOnly value={actionData.link.url} />
        </Alert>
      ) : null}
      <section className="stack-sm" aria-labelledby="team-heading">
        <h2 id="team-heading">Team</h2>
        <ul className="team-list">
          {team.members.map((member) => (
            <li key={member.user.userId} className="team-member">
              <span className="team-name">{member.user.name}</span>
              <span className="role-labels">
                {member.labels.map((label) => (
                  <span key={label} className="pill pill-brand">
                    {label}
                  </span>
                ))}
              </span>
              {member.roles
                .filter((role) => addable.includes(role))
                .map((role) => (
                  <Form method="post" key={role} className="team-remove">
                    <input type="hidden" name="userId" value={member.user.userId} />
                    <input type="hidden" name="role" value={role} />
                    <input type="hidden" name="name" value={member.user.name} />
                    <StatusButton name="intent" value="remove" variant="ghost" className="button-small" pendingText="Removing…">
                      Remove {labelOf(role)}
                      <span className="visually-hidden"> role of {member.user.name}</span>
                    </StatusButton>
                  </Form>
                ))}
            </li>
          ))}
        </ul>
      </section>
      {team.pendingInvites.length ? (
        <section className="stack-sm" aria-labelledby="invites-heading">
          <h2 id="invites-heading">Pending invitations</h2>
          <ul className="team-list">
            {team.pendingInvites.map((invite) => {
              const who = invite.user?.name ?? "Invite link";
              return (
                <li key={invite.inviteId} className="team-member">
                  <span className="team-name">{who}</span>
                  <span className="pill pill-warn">{invite.label}</span>
                  {addable.includes(invite.role) ? (
                    <Form method="post" className="team-remove">
                      <input type="hidden" name="inviteId" value={invite.inviteId} />
                      <StatusButton name="intent" value="revoke" variant="ghost" className="button-small" pendingText="Removing…">
                        Remove invitation<span className="visually-hidden"> of {who} as {invite.label}</span>
                      </StatusButton>
                    </Form>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {addable.length ? (
        <section className="stack-sm" aria-labelledby="add-heading">
          <h2 id="add-heading">Invite to the team</h2>
          <Form method="get" className="inline-search" role="search">
            <label htmlFor="people-search" className="visually-hidden">
              Search members by name or user name
            </label>
            <input id="people-search" type="search" name="q" defaultValue={q} maxLength={100} placeholder="Name or user name" />
            <button type="submit" className="button button-secondary">
              Search
            </button>
          </Form>
          {q && people.length === 0 ? <p className="muted">{approvalMessages.noData}</p> : null}
          <ul className="team-list">
            {people.map((person) => (
              <li key={person.userId} className="team-member">
                <Form method="post" className="team-add">
                  <span className="team-name">
                    {person.name}
                    {person.userName ? <span className="muted small"> @{person.userName}</span> : null}
                  </span>
                  <input type="hidden" name="userId" value={person.userId} />
                  <input type="hidden" name="name" value={person.name} />
                  <label htmlFor={`role-${person.userId}`} className="visually-hidden">
                    Role for {person.name}
                  </label>
                  <select id={`role-${person.userId}`} name="role" defaultValue={addable[0]}>
                    {addable.map((role) => (
                      <option key={role} value={role}>
                        {labelOf(role)}
                      </option>
                    ))}
                  </select>
                  <StatusButton name="intent" value="add" className="button-small" pendingText="Inviting…">
                    Invite<span className="visually-hidden"> {person.name}</span>
                  </StatusButton>
                </Form>
              </li>
            ))}
          </ul>
          <Form method="post" className="team-add">
            <label htmlFor="link-role">Invite link for</label>
            <select id="link-role" name="role" defaultValue={addable[0]}>
              {addable.map((role) => (
                <option key={role} value={role}>
                  {labelOf(role)}
                </option>
              ))}
            </select>
            <StatusButton name="intent" value="link" variant="secondary" className="button-small" pendingText="Creating…">
              Create invite link
            </StatusButton>
          </Form>
        </section>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
