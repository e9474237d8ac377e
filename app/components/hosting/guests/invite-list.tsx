// The invite list with its status filter (spec 2 §4: ALL, INVITED, INVITE_PENDING, NOT_INVITED).
import { Link } from "react-router";
import type { InvitePageQuery } from "~/graphql/generated";
import { INVITATION_STATE_LABELS, INVITE_STATUS_FILTERS, inviteTexts as t, type InviteStatusFilter } from "~/lib/hosting/guests/invite-form";
import { PROFILE_DEFAULTS } from "../../../../contract/account/profile";

const STATE_PILL = { INVITED: "pill", INVITEE_ACCEPTED: "pill pill-success", INVITEE_DECLINED: "pill pill-danger" } as const;

export function InviteList({ status, invitations }: { status: InviteStatusFilter; invitations: InvitePageQuery["event"]["invitations"] }) {
  return (
    <section className="stack" aria-labelledby="invite-list-title">
      <h2 id="invite-list-title">{t.listTitle}</h2>
      <nav className="tabs" aria-label="Filter the invite list">
        {INVITE_STATUS_FILTERS.map((filter) => (
          <Link key={filter.value} to={`?status=${filter.value}`} className={`tab ${filter.value === status ? "tab-active" : ""}`} aria-current={filter.value === status ? "page" : undefined}>
            {filter.label}
          </Link>
        ))}
      </nav>
      {invitations.nodes.length ? (
        <ul className="stack-sm invite-list">
          {invitations.nodes.map((entry) => (
            <li key={entry.invitationId ?? entry.contactId} className="row-between invite-entry">
              <span>
                <strong>{entry.name || entry.emailAddress || PROFILE_DEFAULTS.name}</strong>
                <span className="muted small block">
                  {[entry.name ? entry.emailAddress : null, entry.isMember ? "Member" : null, entry.ticketName ? `${entry.ticketName} × ${entry.quantity}` : null].filter(Boolean).join(" · ")}
                </span>
              </span>
              {entry.state ? <span className={STATE_PILL[entry.state]}>{INVITATION_STATE_LABELS[entry.state]}</span> : <span className="pill">{t.notInvited}</span>}
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty">{t.emptyList}</p>
      )}
      {invitations.pageInfo.hasNextPage && invitations.pageInfo.endCursor ? (
        <Link className="button button-secondary" to={`?${new URLSearchParams({ status, after: invitations.pageInfo.endCursor })}`}>
          Next page
        </Link>
      ) : null}
    </section>
  );
}
