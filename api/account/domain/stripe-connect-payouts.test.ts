// Stripe Connect as the payout-account provider: the onboarding address it sends members to,
// and the code traded for the connected account. Stripe's OAuth host (connect.stripe.com) is
// fixed in its client, so a stand-in answers as Stripe does for the token and the account.
import Stripe from "stripe";
import { describe, expect, test } from "vitest";
import { PayoutProviderError } from "./payout-provider.js";
import { createStripeConnectPayoutProvider } from "./stripe-connect-payouts.js";

const real = new Stripe("sk_test_local");

function standIn(answers: { token: () => Promise<{ stripe_user_id?: string }>; account?: Record<string, unknown> }) {
  const calls: unknown[] = [];
  const client = {
    oauth: {
      authorizeUrl: real.oauth.authorizeUrl.bind(real.oauth),
      token: async (params: unknown) => {
        calls.push(params);
        return answers.token();
      },
      deauthorize: real.oauth.deauthorize.bind(real.oauth),
    },
    accounts: { retrieve: async (id: string) => ({ id, ...(answers.account ?? {}) }) },
  } as unknown as Pick<Stripe, "oauth" | "accounts">;
  return { client, calls };
}

describe("Stripe Connect payout accounts", () => {
  test("sends the member to Stripe's OAuth onboarding with the state and our return address", () => {
    const provider = createStripeConnectPayoutProvider({ secretKey: "sk_test_local", clientId: "ca_platform", client: standIn({ token: async () => ({}) }).client });
    const url = new URL(provider.authorizationUrl({ state: "opaque-state", returnUrl: "https://events.example.test/payout/process" }));
    expect(url.origin + url.pathname).toBe("https://connect.stripe.com/oauth/authorize");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: "code",
      client_id: "ca_platform",
      scope: "read_write",
      state: "opaque-state",
      redirect_uri: "https://events.example.test/payout/process",
    });
  });

  test("trades the code for the connected account, labelled by its business name", async () => {
    const { client, calls } = standIn({ token: async () => ({ stripe_user_id: "acct_1Host" }), account: { business_profile: { name: "Maya Chen Events" } } });
    const provider = createStripeConnectPayoutProvider({ secretKey: "sk_test_local", clientId: "ca_platform", client });
    await expect(provider.exchange("ac_code")).resolves.toEqual({ externalAccountId: "acct_1Host", label: "Stripe · Maya Chen Events" });
    expect(calls).toEqual([{ grant_type: "authorization_code", code: "ac_code" }]);
  });

  test("a code Stripe refuses, or an answer naming no account, is a provider error", async () => {
    const refused = createStripeConnectPayoutProvider({
      secretKey: "sk_test_local",
      clientId: "ca_platform",
      client: standIn({ token: async () => Promise.reject(new Error("invalid_grant: Authorization code does not exist")) }).client,
    });
    await expect(refused.exchange("ac_used")).rejects.toBeInstanceOf(PayoutProviderError);
    const empty = createStripeConnectPayoutProvider({ secretKey: "sk_test_local", clientId: "ca_platform", client: standIn({ token: async () => ({}) }).client });
    await expect(empty.exchange("ac_code")).rejects.toBeInstanceOf(PayoutProviderError);
  });
});
