// Platform invites against a real database: expiry, uses, revocation, answering twice,
// invites addressed to someone else, and the inviter's allowance.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { and, eq } from "drizzle-orm";
import { invites, users } from "../db/schema.js";
import { notifications } from "../account/notifications/db.js";
import { inviteMessages } from "../../contract/access/messages.js";
import { createVerifiedUser } from "../test/fixtures.js";
import { startTestApi, type TestApi } from "../test/support.js";
import type { AuthInfo } from "./domain/auth-info.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const FIELDS = `inviteId formattedInviteId memo role expiredAt isExpired isRevoked usesPerInvite redirectUrl acceptedAt
  validInvitesRemaining isInviteUsed isUsedByMe isInvited isMine myResponse inviter { userId name }
  actions { type disclosure { title description documentUrl acceptButtonTitle } }`;
const CREATE = `mutation ($input: CreateInviteInput!) { invite { create(input: $input) { ${FIELDS} } } }`;
const ACCEPT = `mutation ($id: ID!) { invite { accept(inviteId: $id) { ${FIELDS} } } }`;
const DECLINE = `mutation ($id: ID!) { invite { decline(inviteId: $id) { ${FIELDS} } } }`;
const REVOKE = `mutation ($id: ID!) { invite { revoke(inviteId: $id) { ${FIELDS} } } }`;
const BY_ID = `query ($id: ID!) { invite { byId(inviteId: $id) { ${FIELDS} } } }`;
const BY_USER_NAME = `mutation ($input: InviteByUserNameInput!) { invite { inviteByUserName(input: $input) { ${FIELDS} } } }`;
const REMAINING = `{ user { me { userInvitesRemaining } } }`;

async function create(inviter: AuthInfo, input: Record<string, unknown> = {}) {
  const answer = await api.graphql(CREATE, { input }, { token: inviter.token });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.invite.create;
}

function errorCode(answer: { body: { errors?: { extensions: { code: string }; message: string }[] } }) {
  return [answer.body.errors?.[0]?.extensions.code, answer.body.errors?.[0]?.message];
}

describe("invites", () => {
  test("create costs one invite, carries the disclosure, and is seen by the invitee", async () => {
    const inviter = await createVerifiedUser(api, { name: "Ines Inviter" });
    const guest = await createVerifiedUser(api);
    const before = (await api.graphql(REMAINING, {}, { token: inviter.token })).body.data.user.me.userInvitesRemaining;
    const invite = await create(inviter, {
      memo: "Join me!",
      usesPerInvite: 2,
      redirectUrl: "/events",
      disclosure: { title: "Guidelines", description: "Be kind.", documentUrl: "https://example.test/g.pdf", acceptButtonTitle: "Agree" },
    });
    expect(invite.formattedInviteId).toBe(invite.inviteId.split("-")[0].toUpperCase());
    expect(invite.isMine).toBe(true);
    const after = (await api.graphql(REMAINING, {}, { token: inviter.token })).body.data.user.me.userInvitesRemaining;
    expect(after).toBe(before - 1);

    const seen = (await api.graphql(BY_ID, { id: invite.inviteId }, { token: guest.token })).body.data.invite.byId;
    expect(seen).toMatchObject({
      memo: "Join me!",
      inviter: { name: "Ines Inviter" },
      validInvitesRemaining: 2,
      isInviteUsed: false,
      isUsedByMe: false,
      isInvited: false,
      isMine: false,
      acceptedAt: null,
      actions: [{ type: "JOIN", disclosure: { title: "Guidelines", documentUrl: "https://example.test/g.pdf", acceptButtonTitle: "Agree" } }],
    });
  });

  test("accepting uses the invite once per user; accepting twice is refused; uses run out", async () => {
    const inviter = await createVerifiedUser(api);
    const [first, second, third] = [await createVerifiedUser(api), await createVerifiedUser(api), await createVerifiedUser(api)];
    const invite = await create(inviter, { usesPerInvite: 2 });

    const accepted = await api.graphql(ACCEPT, { id: invite.inviteId }, { token: first.token });
    expect(accepted.body.data.invite.accept).toMatchObject({ isUsedByMe: true, validInvitesRemaining: 1, myResponse: "ACCEPTED" });
    expect(accepted.body.data.invite.accept.acceptedAt).toEqual(expect.any(String));

    expect(errorCode(await api.graphql(ACCEPT, { id: invite.inviteId }, { token: first.token }))).toEqual([
      "CONFLICT",
      inviteMessages.alreadyAccepted,
    ]);

    const secondAccept = await api.graphql(ACCEPT, { id: invite.inviteId }, { token: second.token });
    expect(secondAccept.body.data.invite.accept).toMatchObject({ validInvitesRemaining: 0, isInviteUsed: true });

    expect(errorCode(await api.graphql(ACCEPT, { id: invite.inviteId }, { token: third.token }))).toEqual(["CONFLICT", inviteMessages.used]);

    // The inviter is told of each of the two acceptances, with the invite's short id.
    const told = await api.platform.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientUserId, inviter.userId), eq(notifications.type, "UserInviteAccepted")));
    expect(told).toHaveLength(2);
    expect(told.map((n) => n.properties.FormattedInviteId)).toEqual([invite.formattedInviteId, invite.formattedInviteId]);
  });

  test("an expired invite can't be accepted", async () => {
    const inviter = await createVerifiedUser(api);
    const guest = await createVerifiedUser(api);
    const invite = await create(inviter, { expiresInDays: 1 });
    // A day later (moved in the row, not the clock, so the access tokens stay valid).
    await api.platform.deps.db
      .update(invites)
      .set({ expiresAt: new Date(api.clock.now().getTime() - 1000) })
      .where(eq(invites.id, invite.inviteId));
    const seen = (await api.graphql(BY_ID, { id: invite.inviteId }, { token: guest.token })).body.data.invite.byId;
    expect(seen.isExpired).toBe(true);
    expect(errorCode(await api.graphql(ACCEPT, { id: invite.inviteId }, { token: guest.token }))).toEqual(["CONFLICT", inviteMessages.expired]);
  });

  test("only the inviter may revoke; a revoked invite can't be accepted; an unused one is given back", async () => {
    const inviter = await createVerifiedUser(api);
    const guest = await createVerifiedUser(api);
    const invite = await create(inviter);
    const remaining = (await api.graphql(REMAINING, {}, { token: inviter.token })).body.data.user.me.userInvitesRemaining;

    expect(errorCode(await api.graphql(REVOKE, { id: invite.inviteId }, { token: guest.token }))[0]).toBe("AUTH_NOT_AUTHORIZED");
    const revoked = await api.graphql(REVOKE, { id: invite.inviteId }, { token: inviter.token });
    expect(revoked.body.data.invite.revoke.isRevoked).toBe(true);
    expect((await api.graphql(REMAINING, {}, { token: inviter.token })).body.data.user.me.userInvitesRemaining).toBe(remaining + 1);

    expect(errorCode(await api.graphql(ACCEPT, { id: invite.inviteId }, { token: guest.token }))).toEqual(["CONFLICT", inviteMessages.revoked]);
    expect(errorCode(await api.graphql(REVOKE, { id: invite.inviteId }, { token: inviter.token }))).toEqual(["CONFLICT", inviteMessages.alreadyRevoked]);
  });

  test("an invite by user name is for that user only, and is e-mailed to them", async () => {
    const inviter = await createVerifiedUser(api, { name: "Hana Host" });
    const invitee = await createVerifiedUser(api);
    const stranger = await createVerifiedUser(api);
    const handle = `invitee_${Date.now().toString(36)}`;
    await api.platform.deps.db.update(users).set({ userName: handle }).where(eq(users.id, invitee.userId));

    const sent = await api.graphql(BY_USER_NAME, { input: { userName: handle, memo: "See you there" } }, { token: inviter.token });
    expect(sent.body.errors).toBeUndefined();
    const invite = sent.body.data.invite.inviteByUserName;

    const [mail] = await api.outbox(invitee.email);
    expect(mail.subject).toBe("Hana Host invited you to Events Platform");
    expect(mail.links).toContain(`http://localhost:3000/accept-invite/${invite.inviteId}`);

    // Not yours: a stranger can neither see nor answer it.
    expect(errorCode(await api.graphql(BY_ID, { id: invite.inviteId }, { token: stranger.token }))).toEqual(["NOT_FOUND", inviteMessages.notFound]);
    expect(errorCode(await api.graphql(ACCEPT, { id: invite.inviteId }, { token: stranger.token }))[0]).toBe("NOT_FOUND");

    const seen = (await api.graphql(BY_ID, { id: invite.inviteId }, { token: invitee.token })).body.data.invite.byId;
    expect(seen.isInvited).toBe(true);
    const declined = await api.graphql(DECLINE, { id: invite.inviteId }, { token: invitee.token });
    expect(declined.body.data.invite.decline).toMatchObject({ myResponse: "DECLINED", validInvitesRemaining: 1 });

    expect(errorCode(await api.graphql(BY_USER_NAME, { input: { userName: "nobody_here_x" } }, { token: inviter.token }))[0]).toBe("NOT_FOUND");
  });

  test("the inviter can't answer their own invite, and can't send more than they have", async () => {
    const inviter = await createVerifiedUser(api);
    const invite = await create(inviter);
    expect(errorCode(await api.graphql(ACCEPT, { id: invite.inviteId }, { token: inviter.token }))).toEqual([
      "BAD_USER_INPUT",
      inviteMessages.ownInvite,
    ]);
    await api.platform.deps.db.update(users).set({ userInvitesRemaining: 0 }).where(eq(users.id, inviter.userId));
    expect(errorCode(await api.graphql(CREATE, { input: {} }, { token: inviter.token }))).toEqual(["CONFLICT", inviteMessages.noInvitesLeft]);
  });

  test("refuses signed-out visitors, bad ids and unsafe redirects", async () => {
    const user = await createVerifiedUser(api);
    expect(errorCode(await api.graphql(BY_ID, { id: "00000000-0000-4000-8000-000000000000" }))[0]).toBe("AUTH_NOT_AUTHENTICATED");
    expect(errorCode(await api.graphql(BY_ID, { id: "not-a-uuid" }, { token: user.token }))[0]).toBe("NOT_FOUND");
    const unsafe = await api.graphql(CREATE, { input: { redirectUrl: "//evil.example" } }, { token: user.token });
    expect(errorCode(unsafe)).toEqual(["BAD_USER_INPUT", inviteMessages.redirectInvalid]);
  });
});
