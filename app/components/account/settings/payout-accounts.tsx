import { Form, href } from "react-router";
import { StatusButton } from "~/components/ui/status-button";
import { formatShortDate } from "~/lib/account/profile-dates";

export interface PayoutSectionData {
  /** A payout provider is configured here. */
  available: boolean;
  accounts: { payoutAccountId: string; provider: string; label: string; connectedAt: string }[];
}

const PAYOUT_PATH = href("/profile/settings/payout");

/** Settings section: where earnings are paid out; connect through the provider, disconnect here. */
export function PayoutAccountsSection({ data }: { data: PayoutSectionData }) {
  return (
    <section className="card stack" aria-labelledby="payout-title">
      <h2 id="payout-title">Payout accounts</h2>
      {data.accounts.length === 0 ? (
        <p className="muted">No payout account connected.</p>
      ) : (
        <ul className="social-list payout-list" aria-label="Payout accounts">
          {data.accounts.map((account) => (
            <li key={account.payoutAccountId} className="social-row">
              <div className="stack-sm">
                <strong>{account.label}</strong>
                <span className="muted small">Connected {formatShortDate(account.connectedAt)}</span>
              </div>
              <Form method="post" action={PAYOUT_PATH}>
                <input type="hidden" name="payoutAccountId" value={account.payoutAccountId} />
                <StatusButton name="intent" value="disconnect" variant="secondary" className="button-small" pendingText="Disconnecting…">
                  Disconnect<span className="visually-hidden"> {account.label}</span>
                </StatusButton>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {data.available ? (
        <Form method="post" action={PAYOUT_PATH}>
          <StatusButton name="intent" value="connect" pendingText="Connecting…">
            Connect a payout account
          </StatusButton>
        </Form>
      ) : (
        <p className="muted">Payout accounts are not available yet.</p>
      )}
    </section>
  );
}
