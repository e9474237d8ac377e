// Account life cycle over HTTP: recover/reset, signed-in password change, deactivate and
// reactivate (90 days by the injected clock), impersonation and its audit trail, e-mail change.
import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { impersonationAudit, passwordResetTokens, users } from "../../db/schema.js";
import { REACTIVATION_WINDOW_MS } from "../domain/lifecycle.js";
import { PASSWORD_RESET_TTL_MS } from "../domain/password-reset.js";
import { authMessages } from "../../../contract/access/messages.js";
import { accountMessages } from "../../../contract/account/messages.js";
import { createEvent, createVerifiedUser, TEST_PASSWORD, uniqueEmail } from "../../test/fixtures.js";
import { startTestApi, TEST_PUBLIC_URL, type TestApi } from "../../test/support.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const NEW_PASSWORD = "Fresh#Start99";
const ME = "{ user { me { userId emailAddress verifiedEmailAddress } } }";

async function setRole(userId: string, role: "MEMBER" | "SUPPORT" | "ADMIN") {
  await api.platform.deps.db.update(users).set({ role }).where(eq(users.id, userId));
}

async function signIn(userName: string, password = TEST_PASSWORD) {
  return api.post("/auth/password/sign-in", { userName, password });
}

async function resetTokenFor(email: string): Promise<string> {
  const [message] = await api.outbox(email);
  const link = message?.links.find((url) => url.includes("/auth/reset-password?token="));
  if (!link) throw new Error(`No reset link was e-mailed to ${email}.`);
  expect(link.startsWith(`${TEST_PUBLIC_URL}/auth/reset-password?token=`)).toBe(true);
  return new URL(link).searchParams.get("token")!;
}

describe("POST /auth/password/recover", () => {
  test("e-mails a reset link to an existing account and answers the neutral message", async () => {
    const user = await createVerifiedUser(api);
    const answer = await api.post("/auth/password/recover", { email: user.email.toUpperCase() });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: accountMessages.recoverNeutral });
    const [message] = await api.outbox(user.email);
    expect(message.subject).toBe("Reset your Events Platform password");
    // Stored hashed: the raw token is not in the table.
    const token = await resetTokenFor(user.email);
    const rows = await api.platform.deps.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toBe(token);
  });

  test("answers an unknown address the same way, sends nothing, and takes as long", async () => {
    const email = uniqueEmail("nobody");
    const started = Date.now();
    const answer = await api.post("/auth/password/recover", { email });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: accountMessages.recoverNeutral });
    expect(await api.outbox(email)).toEqual([]);
  });

  test("refuses an invalid address with the spec's message", async () => {
    const answer = await api.post("/auth/password/recover", { email: "not-an-email" });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ email: authMessages.emailInvalid });
  });

  test("sends at most 3 links per address in 15 minutes, still answering neutrally", async () => {
    const user = await createVerifiedUser(api);
    for (let i = 0; i < 4; i++) {
      const answer = await api.post("/auth/password/recover", { email: user.email }, { ip: "203.0.113.40" });
      expect(answer.body).toEqual({ message: accountMessages.recoverNeutral });
    }
    expect(await api.outbox(user.email)).toHaveLength(1 + 3); // the confirmation mail and 3 reset mails
  });
});

describe("POST /auth/password/reset", () => {
  test("sets the new password once, ends every session of the account, and the old password stops working", async () => {
    const user = await createVerifiedUser(api);
    const other = await signIn(user.email);
    await api.post("/auth/password/recover", { email: user.email });
    const token = await resetTokenFor(user.email);

    const answer = await api.post("/auth/password/reset", { token, password: NEW_PASSWORD });
    expect(answer.status).toBe(200);

    // Both earlier sessions (the confirmation's and the sign-in's) are over.
    for (const session of [user, other.body]) {
      expect((await api.graphql(ME, {}, { token: session.token })).status).toBe(401);
      expect((await api.post("/auth/refresh", { refreshToken: session.refreshToken })).status).toBe(401);
    }
    expect((await signIn(user.email)).status).toBe(401);
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);

    // Single use.
    const again = await api.post("/auth/password/reset", { token, password: "Another#Pass1" });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(accountMessages.resetLinkInvalid);
  });

  test("refuses a link after an hour (by the clock)", async () => {
    const user = await createVerifiedUser(api);
    await api.post("/auth/password/recover", { email: user.email });
    const token = await resetTokenFor(user.email);
    api.clock.advance(PASSWORD_RESET_TTL_MS + 1000);
    try {
      const answer = await api.post("/auth/password/reset", { token, password: NEW_PASSWORD });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(accountMessages.resetLinkInvalid);
    } finally {
      api.clock.set(new Date());
    }
    expect((await signIn(user.email)).status).toBe(200);
  });

  test("applies the password rule of spec 1 §5 and keeps the link usable", async () => {
    const user = await createVerifiedUser(api);
    await api.post("/auth/password/recover", { email: user.email });
    const token = await resetTokenFor(user.email);
    const weak = await api.post("/auth/password/reset", { token, password: "alllowercase" });
    expect(weak.status).toBe(400);
    expect(weak.body.fields).toEqual({ password: authMessages.passwordRule });
    expect((await api.post("/auth/password/reset", { token, password: NEW_PASSWORD })).status).toBe(200);
  });

  test("refuses an unknown token", async () => {
    const answer = await api.post("/auth/password/reset", { token: "x".repeat(43), password: NEW_PASSWORD });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(accountMessages.resetLinkInvalid);
  });
});

describe("signed-in password change", () => {
  test("needs the current password, then changes it and can sign out the other sessions", async () => {
    const user = await createVerifiedUser(api);
    const other = await signIn(user.email);

    const wrong = await api.post("/auth/password/start-update-password", { currentPassword: "Wrong#Pass1" }, { token: user.token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ currentPassword: accountMessages.currentPasswordWrong });

    const started = await api.post("/auth/password/start-update-password", { currentPassword: TEST_PASSWORD }, { token: user.token });
    expect(started.status).toBe(200);
    // A ticket is bound to its session: another session cannot spend it.
    const stolen = await api.post(
      "/auth/password/update-password",
      { ticket: started.body.ticket, newPassword: NEW_PASSWORD },
      { token: other.body.token },
    );
    expect(stolen.status).toBe(400);

    const updated = await api.post(
      "/auth/password/update-password",
      { ticket: started.body.ticket, newPassword: NEW_PASSWORD, signOutOtherSessions: true },
      { token: user.token },
    );
    expect(updated.status).toBe(200);
    // The registration's session and the second sign-in.
    expect(updated.body).toEqual({ signedOutSessions: 2 });
    expect((await api.graphql(ME, {}, { token: user.token })).status).toBe(200);
    expect((await api.graphql(ME, {}, { token: other.body.token })).status).toBe(401);
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  test("needs a session", async () => {
    expect((await api.post("/auth/password/start-update-password", { currentPassword: TEST_PASSWORD })).status).toBe(401);
  });
});

const DEACTIVATE = "mutation Delete { user { deactivate } }";
const REACTIVATE = "mutation Recover { user { reactivate { isDeleted } } }";
const ACCOUNT = "{ user { account { isDeleted deletedAt reactivatableUntil role impersonatedByUserId } } }";

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
  const EVENT = `query ($slug: String!) { event { bySlugOrId(slugOrId: $slug) { approvedAttendees guestPreview { userId } } } }`;
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
    expect((await seen()).data.event.bySlugOrId).toEqual({ approvedAttendees: 1, guestPreview: [{ userId: guest.userId }] });

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

describe("impersonation", () => {
  test("a member may not impersonate", async () => {
    const member = await createVerifiedUser(api);
    const target = await createVerifiedUser(api);
    const answer = await api.post("/auth/password/im-sign-in", { userName: target.email }, { token: member.token });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(accountMessages.impersonationNotAllowed);
  });

  test("support may not impersonate someone with the same or more rights", async () => {
    const support = await createVerifiedUser(api);
    const admin = await createVerifiedUser(api);
    const peer = await createVerifiedUser(api);
    await setRole(support.userId, "SUPPORT");
    await setRole(admin.userId, "ADMIN");
    await setRole(peer.userId, "SUPPORT");
    for (const target of [admin, peer]) {
      const answer = await api.post("/auth/password/im-sign-in", { userName: target.email }, { token: support.token });
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(accountMessages.impersonationTargetNotAllowed);
    }
  });

  test("support acts as a member: the token carries the claim, changes of password and e-mail are refused, and every act is audited", async () => {
    const support = await createVerifiedUser(api);
    const member = await createVerifiedUser(api);
    await setRole(support.userId, "SUPPORT");

    const answer = await api.post("/auth/password/im-sign-in", { userName: member.email }, { token: support.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ userId: member.userId, email: member.email, impersonatedByUserId: support.userId });
    const token = answer.body.token;
    expect(decodeJwt(token)).toMatchObject({ sub: member.userId, "impersonated-by-user-id": support.userId });
    expect(answer.body.refreshToken).not.toBe(member.refreshToken);

    // Refused while impersonating: password, e-mail.
    const start = await api.post("/auth/password/start-update-password", { currentPassword: TEST_PASSWORD }, { token });
    expect(start.status).toBe(403);
    expect(start.body.message).toBe(accountMessages.refusedWhileImpersonating);
    const update = await api.post("/auth/password/update-password", { ticket: "x", newPassword: NEW_PASSWORD }, { token });
    expect(update.status).toBe(403);
    const email = await api.graphql('mutation ChangeEmail { user { updateEmail(email: "new@example.test") } }', {}, { token });
    expect(email.body.errors[0]).toMatchObject({ message: accountMessages.refusedWhileImpersonating, extensions: { code: "AUTH_NOT_AUTHORIZED" } });
    const deleted = await api.graphql(DEACTIVATE, {}, { token });
    expect(deleted.body.errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");
    // Nested impersonation is refused too.
    expect((await api.post("/auth/password/im-sign-in", { userName: member.email }, { token })).status).toBe(403);

    // An allowed mutation, a query (not audited) and the sign-out.
    const bio = await api.graphql('mutation Bio { user { updateProfile(input: { bio: "Set by support" }) { userId } } }', {}, { token });
    expect(bio.status).toBe(200);
    await api.graphql(ME, {}, { token });
    const status = await api.graphql(ACCOUNT, {}, { token });
    expect(status.body.data.user.account.impersonatedByUserId).toBe(support.userId);
    expect((await api.post("/auth/sign-out", {}, { token })).status).toBe(204);

    const rows = await api.platform.deps.db
      .select()
      .from(impersonationAudit)
      .where(eq(impersonationAudit.actorUserId, support.userId))
      .orderBy(impersonationAudit.createdAt);
    expect(rows.every((row) => row.subjectUserId === member.userId && row.sessionId === decodeJwt(token).sid)).toBe(true);
    expect(rows.map((row) => row.action).sort()).toEqual(
      [
        "POST /api/auth/password/start-update-password",
        "POST /api/auth/password/update-password",
        "graphql mutation ChangeEmail user{updateEmail}",
        "graphql mutation Delete user{deactivate}",
        "POST /api/auth/password/im-sign-in",
        "graphql mutation Bio user{updateProfile}",
        "POST /api/auth/sign-out",
      ].sort(),
    );
    // The staff member's own session is untouched.
    expect((await api.graphql(ME, {}, { token: support.token })).status).toBe(200);
  });

  test("the second-factor setting cannot be changed while impersonating", async () => {
    const support = await createVerifiedUser(api);
    const member = await createVerifiedUser(api);
    await setRole(support.userId, "SUPPORT");
    const { token } = (await api.post("/auth/password/im-sign-in", { userName: member.email }, { token: support.token })).body;
    const mfa = await api.graphql(
      "mutation Mfa { user { setMultiFactorAuthentication(enabled: false) { isSkipMultiFactorAuthentication } } }",
      {},
      { token },
    );
    expect(mfa.body.errors[0]).toMatchObject({ message: accountMessages.refusedWhileImpersonating, extensions: { code: "AUTH_NOT_AUTHORIZED" } });
    const own = await api.graphql(
      "mutation Mfa { user { setMultiFactorAuthentication(enabled: false) { isSkipMultiFactorAuthentication } } }",
      {},
      { token: member.token },
    );
    expect(own.body.errors).toBeUndefined();
  });

  test("an unknown or deleted target is not found", async () => {
    const admin = await createVerifiedUser(api);
    await setRole(admin.userId, "ADMIN");
    const answer = await api.post("/auth/password/im-sign-in", { userName: uniqueEmail("ghost") }, { token: admin.token });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(accountMessages.impersonationUnknownUser);
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
