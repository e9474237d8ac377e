import { Form, href, Link } from "react-router";
import { ConfirmLink } from "~/components/ui/confirm-link";
import { LOGOUT_CONFIRM } from "~/lib/messages";
import { clearDraftsOnSignOut } from "~/lib/hosting/guests/local-drafts";

/**
 * "Log Out" with its confirmation (spec 1 §2.4). With JavaScript a dialog opens
 * in place; without it the link leads to the same question on its own page.
 */
export function LogoutMenuItem() {
  return (
    <ConfirmLink to={href("/auth/logout")} className="menu-item" labelledBy="logout-title" question={(close) => <LogoutConfirm onCancel={close} />}>
      Log Out
    </ConfirmLink>
  );
}

export function LogoutConfirm({ onCancel }: { onCancel?: () => void }) {
  return (
    <Form method="post" action={href("/auth/logout")} className="confirm" onSubmit={clearDraftsOnSignOut}>
      <h2 id="logout-title">{LOGOUT_CONFIRM}</h2>
      <div className="confirm-actions">
        {onCancel ? (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : (
          <Link to={href("/events")} className="button button-secondary">
            Cancel
          </Link>
        )}
        <button type="submit" className="button button-primary" autoFocus>
          Yes
        </button>
      </div>
    </Form>
  );
}
