import { Form, href, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/accounts";
import { clubAccountsAction, loadClubAccounts } from "~/.server/clubs/accounts/accounts.server";
import { Alert } from "~/components/ui/alert";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { StatusButton } from "~/components/ui/status-button";
import { formatEventDay, formatMoney } from "~/lib/format";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Club/Accounts" };
export const meta: Route.MetaFunction = ({ data }) => [{ title: data ? `${data.club.name}: Accounts` : "Accounts" }, { name: "robots", content: "noindex" }];

/**
 * /my/rep-clubs/{club_id}/accounts (spec 3 §2 "accounts (payout and payment accounts of the
 * club)"; ADR 0061): where the club's money is paid out, and the fees on its payments. For the
 * owner and account managers (MANAGE_ACCOUNTS); 404 for anyone else.
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  return loadClubAccounts(context, url, params.club_id);
}

export function action({ context, request, url, params }: Route.ActionArgs) {
  return clubAccountsAction(context, request, url, params.club_id);
}

const percent = (value: number) => `${value.toLocaleString("en-US", { maximumFractionDigits: 2 })} %`;

export default function ClubAccounts() {
  const { club, available } = useLoaderData<typeof loader>();
  const account = club.payoutAccount;
  const fees = club.paymentFees;
  return (
    <section className="stack-lg">
      <p>
        <Link to={href("/my/rep-clubs/:id", { id: club.clubId })}>← {club.name}</Link>
      </p>
      <h1>{club.name}: Accounts</h1>
      <section className="card stack" aria-labelledby="payout-account-title">
        <h2 id="payout-account-title">Payout account</h2>
        <p className="muted">Where the club's money is paid out: its ticket sales and, once sold, its points.</p>
        {account ? (
          <>
            <p>
              <strong>{account.label}</strong> <span className="pill pill-success">Connected</span>
            </p>
            <p className="muted">
              Connected {formatEventDay(account.connectedUtc, "UTC")}
              {account.connectedBy ? ` by ${account.connectedBy.name}` : ""}.
            </p>
            <Form method="post">
              <StatusButton name="intent" value="disconnect" variant="danger" pendingText="Disconnecting…">
                Disconnect
              </StatusButton>
            </Form>
          </>
        ) : available ? (
          <>
            <p>
              <span className="pill pill-warn">Not connected</span>
            </p>
            <Form method="post">
              <StatusButton name="intent" value="connect" pendingText="Connecting…">
                Connect payout account
              </StatusButton>
            </Form>
          </>
        ) : (
          <Alert kind="info">Payout accounts are not available here.</Alert>
        )}
      </section>
      <section className="card stack" aria-labelledby="payment-fees-title">
        <h2 id="payment-fees-title">Payment transaction fees</h2>
        <dl className="stack-sm">
          <div>
            <dt>Service fee</dt>
            <dd>
              {percent(fees.serviceFeePercent)} of the tickets before tax, plus {formatMoney(fees.serviceFeePerTicketCents)} per paid ticket
            </dd>
          </div>
          <div>
            <dt>Processing fee</dt>
            <dd>
              {percent(fees.processingFeePercent)} of what is charged, plus {formatMoney(fees.processingFeeFixedCents)}
            </dd>
          </div>
        </dl>
      </section>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
