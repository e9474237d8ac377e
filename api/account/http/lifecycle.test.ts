// Account life cycle over HTTP: deactivate and reactivate (90 days by the injected clock),
// a deleted account hidden from others, and the e-mail change while signed in.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { REACTIVATION_WINDOW_MS } from "../domain/lifecycle.js";
import { authMessages } from "../../../contract/access/messages.js";
import { accountMessages } from "../../../contract/account/messages.js";
import { createEvent, createVerifiedUser, TEST_PASSWORD, uniqueEmail } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const ME = "{ user { me { userId emailAddress verifiedEmailAddress } } }";
const DEACTIVATE = "mutation Delete { user { deactivate } }";
const REACTIVATE = "mutation Recover { user { reactivate { isDeleted } } }";
const ACCOUNT = "{ user { account { isDeleted deletedAt reactivatableUntil role impersonatedByUserId } } }";

async function signIn(userName: string, password = TEST_PASSWORD) {
  return api.post("/auth/password/sign-in", { userName, password });
}

describe("deactivate and reactivate", () => {
  test("deleting ends the sessions; signing in within 90 days says isDeleted; the account may only reactivate", async () => {
    const user = await createVerifiedUser(api);
    const deleted = await api.graphql(DEACTIVATE, {}, { token: user.token });
    expect(deleted.body).toEqual({ data: { user: { deactivate: true } } });
    expect((await api.graphql(ME, {}, { token: user.token })).status).toBe(401);

    api.clock.advance(REACTIVATION_WINDOW_MS - 3600_000);
    try {
      const again = await signIn(user.email);
      expect(again.status).toBe(200);
      expect(again.body.isDeleted).toBe(true);
      const status = await api.graphql(ACCOUNT, {}, { token: again.body.token });
      expect(status.body.data.user.account).toMatchObject({ isDeleted: true, role: "MEMBER", impersonatedByUserId: null });
      const until = new Date(status.body.data.user.account.reactivatableUntil).getTime();
      expect(until - new Date(status.body.data.user.account.deletedAt).getTime()).toBe(REACTIVATION_WINDOW_MS);

      // A deleted account cannot act.
      const acting = await api.graphql('mutation { user { updateProfile(input: { bio: "hi" }) { userId } } }', {}, { token: again.body.token });
      expect(acting.body.errors[0]).toMatchObject({ message: accountMessages.accountDeleted, extensions: { code: "AUTH_NOT_AUTHORIZED" } });

      const reactivated = await api.graphql(REACTIVATE, {}, { token: again.body.token });
      expect(reactivated.body).toEqual({ data: { user: { reactivate: { isDeleted: false } } } });
      expect((await signIn(user.email)).body.isDeleted).toBe(false);
    } finally {
      api.clock.set(new Date());
    }
  });

  test("after 90 days the deletion is permanent: no sign-in, no refresh, no reactivation", async () => {
    const user = await createVerifiedUser(api);
    await api.graphql(DEACTIVATE, {}, { token: user.token });
    const within = await signIn(user.email);
    expect(within.body.isDeleted).toBe(true);

    api.clock.advance(REACTIVATION_WINDOW_MS + 1000);
    try {
      const late = await signIn(user.email);
      expect(late.status).toBe(401);
      expect(late.body.message).toBe(authMessages.invalidCredentials);
      // The session opened within the window no longer works either.
      expect((await api.post("/auth/refresh", { refreshToken: within.body.refreshToken })).status).toBe(401);
      expect((await api.graphql(REACTIVATE, {}, { token: within.body.token })).status).toBe(401);
      // Nor does a password reset bring it back.
      await api.post("/auth/password/recover", { email: user.email });
      expect((await api.outbox(user.email)).some((m) => m.subject.startsWith("Reset"))).toBe(false);
    } finally {
      api.clock.set(new Date());
    }
  });
});

describe("a deleted account is hidden from others", () => {
  const EVENT = `query ($slug: String!) { event { bySlugOrId(slugOrId: $slug) { approvedAttendees guestPreview { user { userId } } } } }`;
  const SEARCH = `query ($keyword: String!) { event { search(first: 10, criteria: { keyword: $keyword }) { totalCount } } }`;
  const RSVP = `mutation ($input: RsvpInput!) { event { rsvp(input: $input) { eventId } } }`;

  test("its attendance is not counted or shown, its events are not found; reactivating brings them back", async () => {
    const host = await createVerifiedUser(api);
    const guest = await createVerifiedUser(api);
    const viewer = await createVerifiedUser(api);
    const keyword = `vanish${Date.now()}`;
    const { event, tickets } = await createEvent(api, {
      createdByUserId: host.userId,
      displayName: `Party ${keyword}`,
      optInShowGuestList: true,
      optInShowGuestCount: true,
      tickets: [{ ticketType: "Free" }],
    });
    const joined = await api.graphql(RSVP, { input: { eventId: event.id, eventTicketId: tickets[0].id, response: "ACCEPT" } }, { token: guest.token });
    expect(joined.body.errors).toBeUndefined();
    const seen = async () => (await api.graphql(EVENT, { slug: event.slug }, { token: viewer.token })).body;
    expect((await seen()).data.event.bySlugOrId).toEqual({ approvedAttendees: 1, guestPreview: [{ user: { userId: guest.userId } }] });

    await api.graphql(DEACTIVATE, {}, { token: guest.token });
    expect((await seen()).data.event.bySlugOrId).toEqual({ approvedAttendees: 0, guestPreview: [] });

    await api.graphql(DEACTIVATE, {}, { token: host.token });
    expect((await seen()).errors[0].extensions.code).toBe("NOT_FOUND");
    expect((await api.graphql(SEARCH, { keyword }, { token: viewer.token })).body.data.event.search.totalCount).toBe(0);

    const back = await signIn(host.email);
    await api.graphql(REACTIVATE, {}, { token: back.body.token });
    expect((await api.graphql(SEARCH, { keyword }, { token: viewer.token })).body.data.event.search.totalCount).toBe(1);
    expect((await seen()).data.event.bySlugOrId.approvedAttendees).toBe(0);
  });
});

describe("e-mail change while signed in", () => {
  const UPDATE = "mutation ($email: String!) { user { updateEmail(email: $email) } }";
  const CONFIRM = "mutation ($token: String!) { user { confirmEmailChange(token: $token) { emailAddress verifiedEmailAddress } } }";

  async function changeTokenFor(email: string) {
    const [message] = await api.outbox(email);
    const link = message?.links.find((url) => url.includes("/tabs/profile/confirm-email?token="));
    if (!link) throw new Error(`No change link to ${email}`);
    return new URL(link).searchParams.get("token")!;
  }

  test("sends the link to the new address; confirming switches the address, once", async () => {
    const user = await createVerifiedUser(api);
    const next = uniqueEmail("moved");
    const asked = await api.graphql(UPDATE, { email: next.toUpperCase() }, { token: user.token });
    expect(asked.body).toEqual({ data: { user: { updateEmail: true } } });
    const token = await changeTokenFor(next);
    // Nothing changes until confirmed.
    expect((await api.graphql(ME, {}, { token: user.token })).body.data.user.me.emailAddress).toBe(user.email);

    const confirmed = await api.graphql(CONFIRM, { token }, { token: user.token });
    expect(confirmed.body).toEqual({ data: { user: { confirmEmailChange: { emailAddress: next, verifiedEmailAddress: next } } } });
    expect((await signIn(next)).status).toBe(200);
    const again = await api.graphql(CONFIRM, { token }, { token: user.token });
    expect(again.body.errors[0].message).toBe(accountMessages.emailChangeLinkInvalid);
  });

  test("refuses a taken address, and a link confirmed by another account", async () => {
    const user = await createVerifiedUser(api);
    const other = await createVerifiedUser(api);
    const taken = await api.graphql(UPDATE, { email: other.email }, { token: user.token });
    expect(taken.body.errors[0]).toMatchObject({ message: authMessages.emailTaken, extensions: { code: "CONFLICT" } });

    const next = uniqueEmail("moved");
    await api.graphql(UPDATE, { email: next }, { token: user.token });
    const token = await changeTokenFor(next);
    const wrongAccount = await api.graphql(CONFIRM, { token }, { token: other.token });
    expect(wrongAccount.body.errors[0].message).toBe(accountMessages.emailChangeOtherAccount);
  });
});
