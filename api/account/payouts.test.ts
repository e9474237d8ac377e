// Payout accounts against a real database, through the local sandbox provider: the
// connection's state is single use and the starter's own, even under concurrent returns;
// only the owner sees and disconnects their accounts.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { payoutMessages } from "../../contract/account/profile.js";
import { createVerifiedUser } from "../test/fixtures.js";
import { BOOTS_AN_API, startTestApi, TEST_PUBLIC_URL, type TestApi } from "../test/support.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const START = `mutation { user { startPayoutConnection } }`;
const COMPLETE = `mutation ($input: CompletePayoutConnectionInput!) { user { completePayoutConnection(input: $input) { payoutAccountId provider label } } }`;
const DISCONNECT = `mutation ($id: ID!) { user { disconnectPayoutAccount(payoutAccountId: $id) { payoutAccounts { payoutAccountId } } } }`;
const MINE = `{ user { payoutConnectionAvailable me { payoutAccounts { payoutAccountId provider label connectedAt } } } }`;

async function start(token: string): Promise<{ code: string; state: string }> {
  const answer = await api.graphql(START, {}, { token });
  const url = new URL(answer.body.data.user.startPayoutConnection);
  expect(`${url.origin}${url.pathname}`).toBe(`${TEST_PUBLIC_URL}/payout/process`);
  return { code: url.searchParams.get("code")!, state: url.searchParams.get("state")! };
}

describe("payout accounts", () => {
  test("connect through the sandbox, listed for the owner, then disconnected", async () => {
    const user = await createVerifiedUser(api);
    expect((await api.graphql(MINE, {}, { token: user.token })).body.data.user).toEqual({ payoutConnectionAvailable: true, me: { payoutAccounts: [] } });

    const answer = await api.graphql(COMPLETE, { input: await start(user.token) }, { token: user.token });
    expect(answer.body.errors).toBeUndefined();
    const account = answer.body.data.user.completePayoutConnection;
    expect(account).toMatchObject({ provider: "sandbox", label: expect.stringMatching(/^Sandbox bank ••••\d{4}$/) });
    const listed = (await api.graphql(MINE, {}, { token: user.token })).body.data.user.me.payoutAccounts;
    expect(listed).toEqual([expect.objectContaining({ payoutAccountId: account.payoutAccountId, label: account.label })]);

    const other = await createVerifiedUser(api);
    const foreign = await api.graphql(DISCONNECT, { id: account.payoutAccountId }, { token: other.token });
    expect(foreign.body.errors[0]).toMatchObject({ message: payoutMessages.notFound, extensions: { code: "NOT_FOUND" } });

    const removed = await api.graphql(DISCONNECT, { id: account.payoutAccountId }, { token: user.token });
    expect(removed.body.data.user.disconnectPayoutAccount.payoutAccounts).toEqual([]);
  });

  test("a state works once, and only for the member who started it", async () => {
    const user = await createVerifiedUser(api);
    const other = await createVerifiedUser(api);
    const trip = await start(user.token);

    const stolen = await api.graphql(COMPLETE, { input: trip }, { token: other.token });
    expect(stolen.body.errors[0]).toMatchObject({ message: payoutMessages.linkInvalid, extensions: { code: "BAD_USER_INPUT" } });

    expect((await api.graphql(COMPLETE, { input: trip }, { token: user.token })).body.errors).toBeUndefined();
    const again = await api.graphql(COMPLETE, { input: trip }, { token: user.token });
    expect(again.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect((await api.graphql(MINE, {}, { token: user.token })).body.data.user.me.payoutAccounts).toHaveLength(1);
  });

  test("two returns of the same trip at once link one account", async () => {
    const user = await createVerifiedUser(api);
    const trip = await start(user.token);
    const answers = await Promise.all([1, 2, 3].map(() => api.graphql(COMPLETE, { input: trip }, { token: user.token })));
    expect(answers.filter((answer) => !answer.body.errors)).toHaveLength(1);
    expect((await api.graphql(MINE, {}, { token: user.token })).body.data.user.me.payoutAccounts).toHaveLength(1);
  });

  test("a made-up code or state is refused", async () => {
    const user = await createVerifiedUser(api);
    const trip = await start(user.token);
    const answer = await api.graphql(COMPLETE, { input: { ...trip, code: "not-a-code" } }, { token: user.token });
    expect(answer.body.errors[0]).toMatchObject({ message: payoutMessages.linkInvalid });
    const unknown = await api.graphql(COMPLETE, { input: { code: trip.code, state: "nope" } }, { token: user.token });
    expect(unknown.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });

  test("signed out, nothing happens", async () => {
    expect((await api.graphql(START)).body.errors[0].extensions.code).toBe("AUTH_NOT_AUTHENTICATED");
  });
});

describe("a deployment's payout accounts", () => {
  test("none are offered without Stripe Connect; with it, members are sent to Stripe's onboarding with a state of their own", async () => {
    const bare = await startTestApi({ trial: false });
    const withConnect = await startTestApi({ trial: false, stripeConnect: { secretKey: "sk_test_local", clientId: "ca_platform" } });
    try {
      const member = await createVerifiedUser(bare);
      expect((await bare.graphql(MINE, {}, { token: member.token })).body.data.user.payoutConnectionAvailable).toBe(false);

      const host = await createVerifiedUser(withConnect);
      expect((await withConnect.graphql(MINE, {}, { token: host.token })).body.data.user.payoutConnectionAvailable).toBe(true);
      const onboarding = new URL((await withConnect.graphql(START, {}, { token: host.token })).body.data.user.startPayoutConnection);
      expect(`${onboarding.origin}${onboarding.pathname}`).toBe("https://connect.stripe.com/oauth/authorize");
      expect(onboarding.searchParams.get("client_id")).toBe("ca_platform");
      expect(onboarding.searchParams.get("redirect_uri")).toBe(`${TEST_PUBLIC_URL}/payout/process`);
      expect(onboarding.searchParams.get("state")).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    } finally {
      await bare.close();
      await withConnect.close();
    }
  }, BOOTS_AN_API);
});
