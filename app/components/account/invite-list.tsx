import { Form } from "react-router";
import type { ProfileInvitesSentQuery } from "~/graphql/generated";
import { formatShortDate } from "~/lib/account/profile-dates";
import { PROFILE_DEFAULTS } from "../../../contract/account/profile";

/** An invite as the Invites tab reads it (received and sent have the same fields). */
export type InviteRow = ProfileInvitesSentQuery["invite"]["mine"]["nodes"][number];

type Action = { intent: "accept" | "decline" | "revoke"; label: string; variant: string };

function stateOf(invite: InviteRow): string {
  if (invite.isRevoked) return "Revoked";
  if (invite.isUsedByMe || invite.myResponse === "ACCEPTED") return "Accepted";
  if (invite.myResponse === "DECLINED") return "Declined";
  if (invite.isExpired) return "Expired";
  if (invite.isInviteUsed) return "Used";
  return `Expires ${formatShortDate(invite.expiredAt)}`;
}

/** One list of invites (received or sent) with the buttons each may take. */
export function InviteList({ invites, empty, actionsFor, label }: { invites: InviteRow[]; empty: string; actionsFor: (invite: InviteRow) => Action[]; label: string }) {
  if (invites.length === 0) return <p className="empty">{empty}</p>;
  return (
    <ul className="invite-list" aria-label={label}>
      {invites.map((invite) => (
        <li key={invite.inviteId} className="invite-row">
          <div className="stack-sm">
            <strong>Invite {invite.formattedInviteId}</strong>
            <span className="muted small">
              From {invite.inviter.name || PROFILE_DEFAULTS.name}
              {invite.inviter.userName ? ` (@${invite.inviter.userName})` : ""} · {stateOf(invite)}
            </span>
            {invite.memo ? <span>{invite.memo}</span> : null}
          </div>
          <div className="button-row">
            {actionsFor(invite).map((action) => (
              <Form key={action.intent} method="post">
                <input type="hidden" name="inviteId" value={invite.inviteId} />
                <button type="submit" name="intent" value={action.intent} className={`button button-small button-${action.variant}`}>
                  {action.label}
                  <span className="visually-hidden"> invite {invite.formattedInviteId}</span>
                </button>
              </Form>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
