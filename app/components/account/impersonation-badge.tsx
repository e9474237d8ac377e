import { Form, href } from "react-router";
import { PROFILE_DEFAULTS } from "../../../contract/account/profile";

/**
 * "Impersonated" (spec 1 §2.4): shown in the shell while staff acts as this user. Its
 * tooltip (name, user name and e-mail of the impersonated user) is a `title` for the
 * mouse and visually hidden text for screen readers, so it needs no JavaScript.
 */
export function ImpersonationBadge({ name, userName, email }: { name?: string | null; userName?: string | null; email: string }) {
  const who = [name || PROFILE_DEFAULTS.name, userName ? `@${userName}` : null, email].filter(Boolean).join(" · ");
  return (
    <div className="impersonation" role="status">
      <span className="badge badge-warning" title={who} tabIndex={0} aria-describedby="impersonated-who">
        Impersonated
      </span>
      <span id="impersonated-who" className="impersonation-who">
        {who}
      </span>
      <Form method="post" action={href("/auth/im-logout")}>
        <button type="submit" className="button button-secondary button-small">
          Stop impersonating
        </button>
      </Form>
    </div>
  );
}
