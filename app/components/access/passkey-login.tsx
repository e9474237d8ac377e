import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Alert } from "~/components/ui/alert";
import { passkeyMessages } from "~/lib/access/messages";
import { signInWithPasskey, usePasskeySupport } from "~/lib/access/passkey-client";

/**
 * "Sign in with a passkey" on login step 1 (spec 1 §2.1). Shown only when the browser
 * supports passkeys, so never without JavaScript. Without a typed name the browser
 * offers the passkeys it holds for this site (discoverable credentials).
 */
export function PasskeyLogin({ userNameField }: { userNameField?: string }) {
  const support = usePasskeySupport();
  const navigate = useNavigate();
  const location = useLocation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (support !== "supported") return null;

  async function start(event: React.MouseEvent<HTMLButtonElement>) {
    setPending(true);
    setError(null);
    const input = userNameField ? event.currentTarget.form?.elements.namedItem(userNameField) : null;
    const typed = input instanceof HTMLInputElement ? input.value.trim() : "";
    try {
      // A typed phone number is not a passkey account name; leave the choice to the browser.
      const userName = typed && /[a-z@]/i.test(typed) ? typed : undefined;
      const to = await signInWithPasskey(userName, location.pathname + location.search);
      await navigate(to, { replace: true });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : passkeyMessages.loginFailed);
      setPending(false);
    }
  }

  return (
    <div className="stack">
      {error ? <Alert kind="danger">{error}</Alert> : null}
      <button type="button" className="button button-secondary" onClick={start} disabled={pending} aria-busy={pending || undefined}>
        {pending ? "Waiting for your passkey…" : passkeyMessages.signIn}
      </button>
    </div>
  );
}
