// Payout accounts on Stripe Connect (a deployment with STRIPE_SECRET_KEY and
// STRIPE_CONNECT_CLIENT_ID): the member is sent to Stripe's OAuth onboarding with the round
// trip's state and comes back to /payout/process with a code, which is traded for their
// connected account (acct_…) with the platform's secret key. The payouts themselves are made
// by the team (docs/decisions/0022); this only links where they go.
import Stripe from "stripe";
import { PayoutProviderError, type LinkedPayoutAccount, type PayoutProvider } from "./payout-provider.js";

export interface StripeConnectOptions {
  secretKey: string;
  /** The platform's Connect client id (ca_…), from the Connect settings of the Stripe dashboard. */
  clientId: string;
  /** Tests answer in Stripe's place; default Stripe's API. */
  client?: Pick<Stripe, "oauth" | "accounts">;
}

export function createStripeConnectPayoutProvider(options: StripeConnectOptions): PayoutProvider {
  const stripe = options.client ?? new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  return {
    name: "stripe",
    authorizationUrl({ state, returnUrl }) {
      return stripe.oauth.authorizeUrl({ response_type: "code", client_id: options.clientId, scope: "read_write", state, redirect_uri: returnUrl });
    },
    async exchange(code): Promise<LinkedPayoutAccount> {
      let accountId: string | undefined;
      try {
        accountId = (await stripe.oauth.token({ grant_type: "authorization_code", code })).stripe_user_id;
      } catch (error) {
        throw new PayoutProviderError(`Stripe refused the code: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!accountId) throw new PayoutProviderError("Stripe named no connected account");
      // What the member sees on their profile: the account's business or e-mail, never a bank number.
      const account = await stripe.accounts.retrieve(accountId).catch(() => null);
      const name = account?.business_profile?.name ?? account?.settings?.dashboard?.display_name ?? account?.email ?? null;
      return { externalAccountId: accountId, label: name ? `Stripe · ${name}` : `Stripe account ${accountId}` };
    },
  };
}
