// Impersonation may read and act as the member, but never change what signs in or proves
// identity; every impersonated action is on the audit trail with its outcome.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { impersonationAudit, users } from "../../db/schema.js";
import { accountMessages } from "../../../contract/account/messages.js";
import { createEvent, createVerifiedUser, TEST_PASSWORD } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

async function impersonation(member: { phoneNumber?: string } = {}) {
  const support = await createVerifiedUser(api);
  const target = await createVerifiedUser(api, member);
  await api.platform.deps.db.update(users).set({ role: "SUPPORT" }).where(eq(users.id, support.userId));
  const answer = await api.post("/auth/password/im-sign-in", { userName: target.email }, { token: support.token });
  expect(answer.status).toBe(200);
  return { support, member: target, token: answer.body.token as string };
}

const byAction = (a: { action: string; outcome: string | null }, b: { action: string; outcome: string | null }) =>
  `${a.action} ${a.outcome}`.localeCompare(`${b.action} ${b.outcome}`);

async function trail(actorUserId: string) {
  const rows = await api.platform.deps.db
    .select()
    .from(impersonationAudit)
    .where(eq(impersonationAudit.actorUserId, actorUserId));
  // The test clock stands still, so the entries share one time: compared as a sorted list.
  return rows.map((row) => ({ action: row.action, outcome: row.outcome })).sort(byAction);
}

/** The outcome is written once the answer has gone; give it a moment. */
async function settledTrail(actorUserId: string, expected: number) {
  for (let i = 0; i < 50; i++) {
    const rows = await trail(actorUserId);
    if (rows.length >= expected && rows.every((row) => row.outcome !== null)) return rows;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return trail(actorUserId);
}

const attackerPhone = "+14155550123";

describe("impersonation", () => {
  test("cannot take the account over: the phone number cannot be changed, so a phone code cannot sign in as the member", async () => {
    const { member, token } = await impersonation({ phoneNumber: "+14155550197" });
    await api.platform.deps.db.update(users).set({ phoneVerifiedAt: api.clock.now() }).where(eq(users.id, member.userId));
    const changed = await api.graphql(
      "mutation Phone($input: UpdateProfileInput!) { user { updateProfile(input: $input) { phoneNumber } } }",
      { input: { phoneNumber: attackerPhone } },
      { token },
    );
    expect(changed.body.errors[0]).toMatchObject({ message: accountMessages.refusedWhileImpersonating, extensions: { code: "AUTH_NOT_AUTHORIZED" } });
    const [row] = await api.platform.deps.db.select().from(users).where(eq(users.id, member.userId));
    expect(row).toMatchObject({ phoneNumber: "+14155550197", phoneVerifiedAt: expect.any(Date) });

    expect((await api.post("/auth/phone/start", { phoneNumber: attackerPhone }, { ip: "10.9.0.1" })).status).toBe(200);
    expect(await api.outbox(attackerPhone)).toEqual([]);
    const guess = await api.post("/auth/phone/verify", { phoneNumber: attackerPhone, code: "123456" }, { ip: "10.9.0.1" });
    expect(guess.status).toBe(400);
    expect(guess.body.token).toBeUndefined();
  });

  test("every change to what signs in or proves identity is refused with one message, and audited as refused", async () => {
    const { support, token } = await impersonation({ phoneNumber: "+14155550199" });
    const refusedGraphQL = [
      'mutation Phone { user { updateProfile(input: { phoneNumber: "+14155550124" }) { userId } } }',
      'mutation Email { user { updateEmail(email: "new@example.test") } }',
      'mutation ConfirmEmail { user { confirmEmailChange(token: "x") { userId } } }',
      "mutation Mfa { user { setMultiFactorAuthentication(enabled: false) { userId } } }",
      'mutation DeletePasskey { user { deletePasskeyCredential(id: "00000000-0000-4000-8000-000000000000") { id } } }',
      "mutation Delete { user { deactivate } }",
    ];
    for (const query of refusedGraphQL) {
      const answer = await api.graphql(query, {}, { token });
      expect(answer.body.errors?.[0], query).toMatchObject({
        message: accountMessages.refusedWhileImpersonating,
        extensions: { code: "AUTH_NOT_AUTHORIZED" },
      });
    }
    const refusedRest: [string, Record<string, unknown>][] = [
      ["/auth/password/start-update-password", { currentPassword: TEST_PASSWORD }],
      ["/auth/password/update-password", { ticket: "x", newPassword: "Fresh#Start99" }],
      ["/auth/passkey/register/options", { userName: "me", displayName: "Me" }],
      ["/auth/passkey/register", { token: "x", attestationResponse: { id: "x", response: {} } }],
      ["/auth/phone/verify-number/start", {}],
      ["/auth/phone/verify-number/confirm", { code: "123456" }],
    ];
    for (const [path, body] of refusedRest) {
      const answer = await api.post(path, body, { token });
      expect({ path, status: answer.status, body: answer.body }).toEqual({
        path,
        status: 403,
        body: { code: "AUTH_NOT_AUTHORIZED", message: accountMessages.refusedWhileImpersonating },
      });
    }

    const rows = await settledTrail(support.userId, refusedGraphQL.length + refusedRest.length);
    expect(rows).toEqual([
      { action: "graphql mutation Phone user{updateProfile}", outcome: "refused" },
      { action: "graphql mutation Email user{updateEmail}", outcome: "refused" },
      { action: "graphql mutation ConfirmEmail user{confirmEmailChange}", outcome: "refused" },
      { action: "graphql mutation Mfa user{setMultiFactorAuthentication}", outcome: "refused" },
      { action: "graphql mutation DeletePasskey user{deletePasskeyCredential}", outcome: "refused" },
      { action: "graphql mutation Delete user{deactivate}", outcome: "refused" },
      ...refusedRest.map(([path]) => ({ action: `POST /api${path}`, outcome: "refused" })),
    ].sort(byAction));
  });

  test("acting as the member is allowed and audited as allowed: other profile fields, an RSVP", async () => {
    const { support, member, token } = await impersonation({ phoneNumber: "+14155550198" });
    const host = await createVerifiedUser(api);
    const { event, tickets } = await createEvent(api, { createdByUserId: host.userId, tickets: [{ ticketType: "Free" }] });

    // The same number, sent back with the rest of the form, is not a change.
    const profile = await api.graphql(
      'mutation Bio { user { updateProfile(input: { bio: "Set by support", phoneNumber: "+14155550198" }) { bio } } }',
      {},
      { token },
    );
    expect(profile.body).toEqual({ data: { user: { updateProfile: { bio: "Set by support" } } } });
    const rsvp = await api.graphql(
      "mutation Rsvp($input: RsvpInput!) { event { rsvp(input: $input) { my { isGoing } } } }",
      { input: { eventId: event.id, eventTicketId: tickets[0].id, response: "ACCEPT" } },
      { token },
    );
    expect(rsvp.body).toEqual({ data: { event: { rsvp: { my: { isGoing: true } } } } });
    const failed = await api.graphql(
      "mutation Rsvp($input: RsvpInput!) { event { rsvp(input: $input) { eventId } } }",
      { input: { eventId: member.userId, response: "ACCEPT" } },
      { token },
    );
    expect(failed.body.errors[0].extensions.code).toBe("NOT_FOUND");

    expect(await settledTrail(support.userId, 3)).toEqual([
      { action: "graphql mutation Bio user{updateProfile}", outcome: "allowed" },
      { action: "graphql mutation Rsvp event{rsvp}", outcome: "allowed" },
      { action: "graphql mutation Rsvp event{rsvp}", outcome: "failed: NOT_FOUND" },
    ].sort(byAction));
  });
});
