// Who may impersonate whom over HTTP, and what support may and may not do as a member
// (the token's claim, refused changes, the audit of every act).
import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { impersonationAudit, users } from "../../db/schema.js";
import { accountMessages } from "../../../contract/account/messages.js";
import { createVerifiedUser, TEST_PASSWORD, uniqueEmail } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const NEW_PASSWORD = "Fresh#Start99";
const ME = "{ user { me { userId emailAddress verifiedEmailAddress } } }";
const DEACTIVATE = "mutation Delete { user { deactivate } }";
const ACCOUNT = "{ user { account { isDeleted deletedAt reactivatableUntil role impersonatedByUserId } } }";

async function setRole(userId: string, role: "MEMBER" | "SUPPORT" | "ADMIN") {
  await api.platform.deps.db.update(users).set({ role }).where(eq(users.id, userId));
}

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
