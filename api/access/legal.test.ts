// Terms versions and e-mail subscriptions against a real database.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { termsMessages } from "../../contract/access/messages.js";
import { subscriptionMessages } from "../../contract/account/messages.js";
import { createVerifiedUser, registrationBody } from "../test/fixtures.js";
import { startTestApi, TEST_PUBLIC_URL, type TestApi } from "../test/support.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const CURRENT = `{ terms { current { version termsAndConditionsUrl privacyPolicyUrl } } }`;
const ME = `{ user { me { termsVersion agreedToCurrentTerms agreeToTermsAndConditions emailSubscriptions { eventUpdates invitations productNews } } } }`;
const ACCEPT = `mutation ($version: String!) { terms { accept(version: $version) { termsVersion agreedToCurrentTerms } } }`;
const BY_TOKEN = `query ($token: String!) { emailSubscription { byToken(token: $token) { email subscriptions { eventUpdates invitations productNews } } } }`;
const UPDATE_BY_TOKEN = `mutation ($token: String!, $input: EmailSubscriptionsInput!) {
  emailSubscription { updateByToken(token: $token, input: $input) { email subscriptions { eventUpdates invitations productNews } } } }`;

describe("terms", () => {
  test("the first version is published at start and pointed at the web app's documents", async () => {
    const current = (await api.graphql(CURRENT)).body.data.terms.current;
    expect(current).toEqual({
      version: "v1",
      termsAndConditionsUrl: `${TEST_PUBLIC_URL}/legal/terms-v1.html`,
      privacyPolicyUrl: `${TEST_PUBLIC_URL}/legal/privacy-v1.html`,
    });
  });

  test("sign-up records the current version; a new version needs a new agreement, which records its version", async () => {
    const user = await createVerifiedUser(api);
    expect(user.termsVersion).toBe("v1");
    expect((await api.graphql(ME, {}, { token: user.token })).body.data.user.me).toMatchObject({ termsVersion: "v1", agreedToCurrentTerms: true });

    const published = await api.post("/dev/terms/publish", { version: "v2-test" });
    expect(published.status).toBe(200);
    expect(published.body.termsAndConditionsUrl).toBe(`${TEST_PUBLIC_URL}/legal/terms-v1.html`);
    expect((await api.graphql(ME, {}, { token: user.token })).body.data.user.me.agreedToCurrentTerms).toBe(false);

    const stale = await api.graphql(ACCEPT, { version: "v1" }, { token: user.token });
    expect(stale.body.errors[0]).toMatchObject({ message: termsMessages.notCurrent, extensions: { code: "BAD_USER_INPUT" } });

    const accepted = await api.graphql(ACCEPT, { version: "v2-test" }, { token: user.token });
    expect(accepted.body.data.terms.accept).toEqual({ termsVersion: "v2-test", agreedToCurrentTerms: true });
    const signIn = await api.post("/auth/password/sign-in", { userName: user.email, password: registrationBody().password });
    expect(signIn.body.termsVersion).toBe("v2-test");
  });

  test("accepting needs a session", async () => {
    const answer = await api.graphql(ACCEPT, { version: "v1" });
    expect(answer.body.errors[0].extensions.code).toBe("AUTH_NOT_AUTHENTICATED");
  });
});

describe("email subscriptions", () => {
  test("every e-mail links to the subscriptions of its address, and the link updates them without a session", async () => {
    const user = await createVerifiedUser(api);
    const [mail] = await api.outbox(user.email);
    const link = mail.links.find((url) => url.startsWith(`${TEST_PUBLIC_URL}/unsubscribe?token=`));
    expect(link).toBeDefined();
    expect(mail.html).toContain("/unsubscribe?token=");
    const token = new URL(link!).searchParams.get("token")!;

    const seen = (await api.graphql(BY_TOKEN, { token })).body.data.emailSubscription.byToken;
    expect(seen).toEqual({ email: user.email, subscriptions: { eventUpdates: true, invitations: true, productNews: true } });

    const updated = await api.graphql(UPDATE_BY_TOKEN, { token, input: { productNews: false, invitations: false } });
    expect(updated.body.data.emailSubscription.updateByToken.subscriptions).toEqual({ eventUpdates: true, invitations: false, productNews: false });
    expect((await api.graphql(ME, {}, { token: user.token })).body.data.user.me.emailSubscriptions).toEqual({
      eventUpdates: true,
      invitations: false,
      productNews: false,
    });
  });

  test("a tampered or forged token is refused", async () => {
    const user = await createVerifiedUser(api);
    const victim = await createVerifiedUser(api);
    const [mail] = await api.outbox(user.email);
    const token = new URL(mail.links.find((url) => url.includes("/unsubscribe?token="))!).searchParams.get("token")!;
    const [, signature] = token.split(".");
    const forged = `${Buffer.from(victim.email).toString("base64url")}.${signature}`;
    for (const bad of [forged, `${token}x`, token.slice(0, -3), "garbage", `${token}.extra`]) {
      const answer = await api.graphql(UPDATE_BY_TOKEN, { token: bad, input: { eventUpdates: false } });
      expect(answer.body.errors?.[0]).toMatchObject({ message: subscriptionMessages.linkInvalid, extensions: { code: "BAD_USER_INPUT" } });
    }
    const victimToken = (await api.graphql(ME, {}, { token: victim.token })).body.data.user.me.emailSubscriptions;
    expect(victimToken.eventUpdates).toBe(true);
  });
});
