// Invitations to a club's team through the API (ADR 0061): a manager invites, the member is
// e-mailed and notified, and joins only by accepting; duplicates are refused; two accepts at
// once make one team row; decline, revoke and expiry leave the team as it was; permissions.
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { notifications, users } from "../../db/schema.js";
import { createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";
import { clubTeamMessages as tm } from "../../../contract/clubs/messages.js";
import { clubTeamInvitationMessages as m } from "../../../contract/clubs/team-invitation-messages.js";
import { clubTeamMembers } from "../db.js";
import { clubTeamInvitations } from "./db.js";

type Member = AuthInfo & { handle: string };

let api: TestApi;
let owner: Member;
let rewardManager: Member;
let stranger: Member;
let clubId: string;

const CREATE_CLUB = `mutation ($input: ClubDetailsInput!) { club { create(input: $input) { clubId } } }`;
const INVITE = `mutation ($clubId: ID!, $userName: String!, $role: ClubRole!, $kind: ClubMemberKind!) { club { inviteTeamMember(clubId: $clubId, userName: $userName, role: $role, kind: $kind) { invitationId clubName invitee { userId } invitedBy { userId } role kind createdUtc expiresUtc } } }`;
const RESPOND = `mutation ($invitationId: ID!, $accept: Boolean!) { club { respondToTeamInvitation(invitationId: $invitationId, accept: $accept) { invitationId clubId clubName } } }`;
const REVOKE = `mutation ($clubId: ID!, $invitationId: ID!) { club { revokeTeamInvitation(clubId: $clubId, invitationId: $invitationId) } }`;
const MINE = `{ club { myTeamInvitations { invitationId clubId clubName role kind invitedBy { userId } } } }`;
const PENDING = `query ($clubId: ID!) { club { byId(clubId: $clubId) { pendingTeamInvitations { invitationId invitee { userId } role } team { user { userId } } } } }`;

async function member(): Promise<Member> {
  const user = await createVerifiedUser(api);
  const handle = `i_${randomBytes(4).toString("hex")}`;
  await api.platform.deps.db.update(users).set({ userName: handle }).where(eq(users.id, user.userId));
  return { ...user, handle };
}

const invite = (who: Member, userName: string, role = "ADMIN", kind = "TEAM", club = clubId) => api.graphql(INVITE, { clubId: club, userName, role, kind }, { token: who.token });
const respond = (who: Member, invitationId: string, accept: boolean) => api.graphql(RESPOND, { invitationId, accept }, { token: who.token });
const revoke = (who: Member, invitationId: string, club = clubId) => api.graphql(REVOKE, { clubId: club, invitationId }, { token: who.token });
const codeOf = (answer: { body: { errors?: { extensions: { code: string } }[] } }) => answer.body.errors?.[0]?.extensions.code;
const teamRows = (userId: string, club = clubId) =>
  api.platform.deps.db
    .select()
    .from(clubTeamMembers)
    .where(and(eq(clubTeamMembers.clubId, club), eq(clubTeamMembers.userId, userId)));
const invitationIdOf = (answer: { body: { data: { club: { inviteTeamMember: { invitationId: string } } } } }) => answer.body.data.club.inviteTeamMember.invitationId;

beforeAll(async () => {
  api = await startTestApi();
  [owner, rewardManager, stranger] = [await member(), await member(), await member()];
  clubId = (await api.graphql(CREATE_CLUB, { input: { name: "Invite Club", access: "PUBLIC" } }, { token: owner.token })).body.data.club.create.clubId;
  const invited = await invite(owner, rewardManager.handle, "REWARD_MANAGER", "TEAM");
  expect(codeOf(await respond(rewardManager, invitationIdOf(invited), true))).toBeUndefined();
});
afterAll(async () => {
  await api?.close();
});

describe("inviting to a club's team", () => {
  test("the invitee is e-mailed and notified, sees it among their invitations, and joins with its role only when they accept", async () => {
    const invitee = await member();
    const invited = await invite(owner, `@${invitee.handle}`, "EVENT_MANAGER", "COLLABORATOR");
    expect(codeOf(invited)).toBeUndefined();
    const invitation = invited.body.data.club.inviteTeamMember;
    expect(invitation).toMatchObject({ clubName: "Invite Club", invitee: { userId: invitee.userId }, invitedBy: { userId: owner.userId }, role: "EVENT_MANAGER", kind: "COLLABORATOR" });
    // Fourteen days to answer.
    expect(Date.parse(invitation.expiresUtc) - Date.parse(invitation.createdUtc)).toBe(14 * 24 * 60 * 60_000);
    expect(await teamRows(invitee.userId)).toHaveLength(0);

    const [mail] = await api.outbox(invitee.email);
    expect(mail).toMatchObject({ subject: m.emailSubject("Invite Club") });
    expect(mail!.text).toContain("/profile/invites/clubs");
    const [bell] = await api.platform.deps.db.select().from(notifications).where(eq(notifications.recipientUserId, invitee.userId));
    expect(bell).toMatchObject({ type: "ClubTeamInvitation", properties: { ClubId: clubId, ClubName: "Invite Club", RoleType: "EVENT_MANAGER", InvitationId: invitation.invitationId } });

    const mine = (await api.graphql(MINE, {}, { token: invitee.token })).body.data.club.myTeamInvitations;
    expect(mine).toEqual([{ invitationId: invitation.invitationId, clubId, clubName: "Invite Club", role: "EVENT_MANAGER", kind: "COLLABORATOR", invitedBy: { userId: owner.userId } }]);
    const pending = (await api.graphql(PENDING, { clubId }, { token: owner.token })).body.data.club.byId.pendingTeamInvitations;
    expect(pending).toContainEqual({ invitationId: invitation.invitationId, invitee: { userId: invitee.userId }, role: "EVENT_MANAGER" });

    // Accepted a minute later: the assign date is the moment of acceptance.
    api.clock.advance(60_000);
    const acceptedAt = api.clock.now();
    const accepted = await respond(invitee, invitation.invitationId, true);
    expect(accepted.body.data.club.respondToTeamInvitation).toEqual({ invitationId: invitation.invitationId, clubId, clubName: "Invite Club" });
    const [row] = await teamRows(invitee.userId);
    expect(row).toMatchObject({ role: "EVENT_MANAGER", kind: "COLLABORATOR" });
    expect(row!.assignedAt.getTime()).toBe(acceptedAt.getTime());
    expect((await api.graphql(MINE, {}, { token: invitee.token })).body.data.club.myTeamInvitations).toEqual([]);
    // Answered: no second answer.
    expect(codeOf(await respond(invitee, invitation.invitationId, false))).toBe("NOT_FOUND");
  });

  test("refused: someone already on the team, someone already invited, the owner, an unknown name", async () => {
    const invitee = await member();
    const onTeam = await invite(owner, rewardManager.handle);
    expect(codeOf(onTeam)).toBe("CONFLICT");
    expect(onTeam.body.errors[0].extensions.fields).toEqual({ userName: tm.alreadyOnTeam });
    expect(codeOf(await invite(owner, invitee.handle))).toBeUndefined();
    const twice = await invite(owner, invitee.handle, "REWARD_MANAGER");
    expect(codeOf(twice)).toBe("CONFLICT");
    expect(twice.body.errors[0].extensions.fields).toEqual({ userName: m.alreadyInvited });
    expect(codeOf(await invite(owner, owner.handle))).toBe("CONFLICT");
    expect(codeOf(await invite(owner, "nobody_by_this_name"))).toBe("BAD_USER_INPUT");
    const rows = await api.platform.deps.db.select().from(clubTeamInvitations).where(eq(clubTeamInvitations.invitedUserId, invitee.userId));
    expect(rows).toHaveLength(1);
  });

  test("two managers inviting the same member at once make one invitation", async () => {
    const invitee = await member();
    const answers = await Promise.all([invite(owner, invitee.handle), invite(owner, invitee.handle, "REWARD_MANAGER")]);
    expect(answers.map(codeOf).sort()).toEqual(["CONFLICT", undefined]);
    expect(await api.platform.deps.db.select().from(clubTeamInvitations).where(eq(clubTeamInvitations.invitedUserId, invitee.userId))).toHaveLength(1);
  });

  test("accepting twice at once makes one team row", async () => {
    const invitee = await member();
    const invitationId = invitationIdOf(await invite(owner, invitee.handle, "REWARD_MANAGER"));
    const answers = await Promise.all([respond(invitee, invitationId, true), respond(invitee, invitationId, true), respond(invitee, invitationId, true)]);
    expect(answers.map(codeOf).filter((code) => code === undefined)).toHaveLength(1);
    expect(answers.map(codeOf).filter(Boolean)).toEqual(["NOT_FOUND", "NOT_FOUND"]);
    expect(await teamRows(invitee.userId)).toHaveLength(1);
  });

  test("declining leaves the team as it was; the member may be invited again", async () => {
    const invitee = await member();
    const invitationId = invitationIdOf(await invite(owner, invitee.handle));
    expect(codeOf(await respond(invitee, invitationId, false))).toBeUndefined();
    expect(await teamRows(invitee.userId)).toHaveLength(0);
    expect(codeOf(await respond(invitee, invitationId, true))).toBe("NOT_FOUND");
    expect(codeOf(await invite(owner, invitee.handle))).toBeUndefined();
  });

  test("only the invitee answers", async () => {
    const invitee = await member();
    const invitationId = invitationIdOf(await invite(owner, invitee.handle));
    expect(codeOf(await respond(stranger, invitationId, true))).toBe("NOT_FOUND");
    expect(codeOf(await respond(owner, invitationId, true))).toBe("NOT_FOUND");
    expect(codeOf(await respond(invitee, "not-a-uuid", true))).toBe("NOT_FOUND");
    expect(codeOf(await api.graphql(RESPOND, { invitationId, accept: true }))).toBe("AUTH_NOT_AUTHENTICATED");
    expect(await teamRows(stranger.userId)).toHaveLength(0);
  });

  test("an invitation whose inviter was taken off the team can no longer be accepted", async () => {
    const admin = await member();
    expect(codeOf(await respond(admin, invitationIdOf(await invite(owner, admin.handle, "ADMIN")), true))).toBeUndefined();
    const invitee = await member();
    const invitationId = invitationIdOf(await invite(admin, invitee.handle, "REWARD_MANAGER"));
    await api.graphql(`mutation ($clubId: ID!, $userId: ID!) { club { removeTeamMember(clubId: $clubId, userId: $userId) } }`, { clubId, userId: admin.userId }, { token: owner.token });
    expect(codeOf(await respond(invitee, invitationId, true))).toBe("NOT_FOUND");
    expect(await teamRows(invitee.userId)).toHaveLength(0);
  });

  test("a revoked invitation can no longer be accepted", async () => {
    const invitee = await member();
    const invitationId = invitationIdOf(await invite(owner, invitee.handle));
    expect(codeOf(await revoke(rewardManager, invitationId))).toBe("AUTH_NOT_AUTHORIZED");
    expect(codeOf(await revoke(stranger, invitationId))).toBe("NOT_FOUND");
    expect((await revoke(owner, invitationId)).body.data.club.revokeTeamInvitation).toBe(true);
    expect(codeOf(await revoke(owner, invitationId))).toBe("NOT_FOUND");
    const late = await respond(invitee, invitationId, true);
    expect(late.body.errors[0]).toMatchObject({ message: m.notFound, extensions: { code: "NOT_FOUND" } });
    expect(await teamRows(invitee.userId)).toHaveLength(0);
    expect((await api.graphql(MINE, {}, { token: invitee.token })).body.data.club.myTeamInvitations).toEqual([]);
  });

  test("an expired invitation cannot be accepted, is no longer listed, and no longer blocks a new one", async () => {
    const invitee = await member();
    const invitationId = invitationIdOf(await invite(owner, invitee.handle));
    await api.platform.deps.db.update(clubTeamInvitations).set({ expiresAt: new Date(api.clock.now().getTime() - 1_000) }).where(eq(clubTeamInvitations.id, invitationId));
    const late = await respond(invitee, invitationId, true);
    expect(late.body.errors[0]).toMatchObject({ message: m.expired, extensions: { code: "BAD_USER_INPUT" } });
    expect(await teamRows(invitee.userId)).toHaveLength(0);
    expect((await api.graphql(MINE, {}, { token: invitee.token })).body.data.club.myTeamInvitations).toEqual([]);
    const pending = (await api.graphql(PENDING, { clubId }, { token: owner.token })).body.data.club.byId.pendingTeamInvitations;
    expect(pending.some((row: { invitationId: string }) => row.invitationId === invitationId)).toBe(false);
    const fresh = await invite(owner, invitee.handle);
    expect(codeOf(fresh)).toBeUndefined();
    expect(codeOf(await respond(invitee, invitationIdOf(fresh), true))).toBeUndefined();
    expect(await teamRows(invitee.userId)).toHaveLength(1);
  });

  test("permissions: a reward manager may not invite and sees no pending invitations; a stranger does not see the club", async () => {
    expect(codeOf(await invite(rewardManager, stranger.handle))).toBe("AUTH_NOT_AUTHORIZED");
    expect(codeOf(await invite(stranger, stranger.handle))).toBe("NOT_FOUND");
    expect(codeOf(await api.graphql(INVITE, { clubId, userName: stranger.handle, role: "ADMIN", kind: "TEAM" }))).toBe("AUTH_NOT_AUTHENTICATED");
    expect((await api.graphql(PENDING, { clubId }, { token: rewardManager.token })).body.data.club.byId.pendingTeamInvitations).toEqual([]);
    expect(codeOf(await api.graphql(PENDING, { clubId }, { token: stranger.token }))).toBe("NOT_FOUND");
  });
});
