import { formatUtcDay } from "~/lib/format";
import { useState } from "react";
import { Form, href, useRevalidator } from "react-router";
import { Alert } from "~/components/ui/alert";
import { StatusButton } from "~/components/ui/status-button";
import { passkeyMessages } from "~/lib/access/messages";
import { addPasskey, usePasskeySupport } from "~/lib/access/passkey-client";

export interface PasskeyItem {
  id: string;
  deviceName: string;
  backedUp: boolean;
  createdAt: string;
  lastUsedAt?: string | null;
}

/**
 * Settings → Passkeys (spec 1 §7): the member's passkeys, each deletable by a plain
 * form, and "Add a passkey", which needs the browser's WebAuthn and so JavaScript.
 */
export function PasskeysSection({ passkeys }: { passkeys: PasskeyItem[] }) {
  const support = usePasskeySupport();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function add() {
    setPending(true);
    setError(null);
    try {
      await addPasskey();
      await revalidator.revalidate();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : passkeyMessages.registrationFailed);
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="card stack" aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading">Passkeys</h2>
      {passkeys.length === 0 ? (
        <p className="muted">{passkeyMessages.none}</p>
      ) : (
        <ul className="stack" aria-label="Your passkeys">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="row row-between">
              <div>
                <strong>{passkey.deviceName}</strong>
                {passkey.backedUp ? <span className="pill">Synced</span> : null}
                <div className="muted small">
                  Added {formatUtcDay(passkey.createdAt)} · {passkey.lastUsedAt ? `Last used ${formatUtcDay(passkey.lastUsedAt)}` : "Never used"}
                </div>
              </div>
              <Form method="post" action={href("/profile/settings/passkeys")}>
                <input type="hidden" name="passkeyId" value={passkey.id} />
                <StatusButton
                  name="intent"
                  value="delete-passkey"
                  variant="secondary"
                  pendingText="Deleting…"
                  aria-label={`Delete passkey ${passkey.deviceName}`}
                >
                  Delete
                </StatusButton>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {error ? <Alert kind="danger">{error}</Alert> : null}
      {support === "unknown" ? (
        <p className="muted">{passkeyMessages.needsJavaScript}</p>
      ) : support === "unsupported" ? (
        <Alert kind="warning">{passkeyMessages.notSupported}</Alert>
      ) : (
        <div>
          <button type="button" className="button button-primary" onClick={add} disabled={pending} aria-busy={pending || undefined}>
            {pending ? "Waiting for your device…" : passkeyMessages.add}
          </button>
        </div>
      )}
    </section>
  );
}
