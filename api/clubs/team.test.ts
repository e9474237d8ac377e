// A club's team through the API (spec 3 §3 teamMembers, teamCollaborators; §6 roles; §7 team
// calls; ADR 0028): who may see and change it, the rules of a role and a kind, the owner kept
// out of the team's rows, transferring ownership, and a change taking effect on the next request.
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../access/domain/auth-info.js";
import { users } from "../db/schema.js";
import { createEvent, createVerifiedUser } from "../test/fixtures.js";
import { startTestApi, type TestApi } from "../test/support.js";
import { clubTeamMessages as m } from "../../contract/clubs/messages.js";
import { clubTeamMembers } from "./db.js";

type Member = AuthInfo & { handle: string };

let api: TestApi;
let owner: Member;
let admin: Member;
let rewardManager: Member;
let stranger: Member;
let clubId: string;

const CREATE_CLUB = `mutation ($input: ClubDetailsInput!) { club { create(input: $input) { clubId } } }`;
const TEAM = `query ($clubId: ID!) { club { byId(clubId: $clubId) { team { user { userId name userName avatarUrl } role kind assignedAt } } } }`;
const INVITE = `mutation ($clubId: ID!, $userName: String!, $role: ClubRole!, $kind: ClubMemberKind!) { club { inviteTeamMember(clubId: $clubId, userName: $userName, role: $role, kind: $kind) { invitationId invitee { userId userName } role kind } } }`;
const RESPOND = `mutation ($invitationId: ID!, $accept: Boolean!) { club { respondToTeamInvitation(invitationId: $invitationId, accept: $accept) { invitationId } } }`;
const UPDATE = `mutation ($clubId: ID!, $userId: ID!, $role: ClubRole!) { club { updateTeamMember(clubId: $clubId, userId: $userId, role: $role) { role kind } } }`;
const REMOVE = `mutation ($clubId: ID!, $userId: ID!) { club { removeTeamMember(clubId: $clubId, userId: $userId) } }`;
const TRANSFER = `mutation ($clubId: ID!, $userId: ID!) { club { transferOwnership(clubId: $clubId, userId: $userId) { owner { userId } myPermissions } } }`;
const EVENT = `query ($slugOrId: String!) { event { bySlugOrId(slugOrId: $slugOrId) { my { isCreator canEdit } } } }`;

/** A confirmed member with a user name (the team invites members by it). */
async function member(): Promise<Member> {
  const user = await createVerifiedUser(api);
  const handle = `t_${randomBytes(4).toString("hex")}`;
  await api.platform.deps.db.update(users).set({ userName: handle }).where(eq(users.id, user.userId));
  return { ...user, handle };
}

const invite = (who: Member, userName: string, role: string, kind: string, club = clubId) => api.graphql(INVITE, { clubId: club, userName, role, kind }, { token: who.token });
/** Members join the team by accepting an invitation (ADR 0061): invited by `who`, accepted by the invitee. */
async function add(who: Member, invitee: Member, role: string, kind: string, club = clubId) {
  const invited = await invite(who, invitee.handle, role, kind, club);
  if (invited.body.errors) return invited;
  return api.graphql(RESPOND, { invitationId: invited.body.data.club.inviteTeamMember.invitationId, accept: true }, { token: invitee.token });
}
const update = (who: Member, userId: string, role: string) => api.graphql(UPDATE, { clubId, userId, role }, { token: who.token });
const remove = (who: Member, userId: string) => api.graphql(REMOVE, { clubId, userId }, { token: who.token });
const transfer = (who: Member, userId: string, club = clubId) => api.graphql(TRANSFER, { clubId: club, userId }, { token: who.token });
const team = (who: Member, club = clubId) => api.graphql(TEAM, { clubId: club }, { token: who.token });
const codeOf = (answer: { body: { errors?: { extensions: { code: string } }[] } }) => answer.body.errors?.[0]?.extensions.code;
const rowsOf = async (club: string, userId: string) =>
  api.platform.deps.db
    .select()
    .from(clubTeamMembers)
    .where(and(eq(clubTeamMembers.clubId, club), eq(clubTeamMembers.userId, userId)));

async function newClub(token: string): Promise<string> {
  const answer = await api.graphql(CREATE_CLUB, { input: { name: "Team Club", access: "PUBLIC" } }, { token });
  return answer.body.data.club.create.clubId;
}

beforeAll(async () => {
  api = await startTestApi();
  [owner, admin, rewardManager, stranger] = [await member(), await member(), await member(), await member()];
  clubId = await newClub(owner.token);
  expect(codeOf(await add(owner, admin, "ADMIN", "TEAM"))).toBeUndefined();
  expect(codeOf(await add(owner, rewardManager, "REWARD_MANAGER", "TEAM"))).toBeUndefined();
});
afterAll(async () => {
  await api?.close();
});

describe("a club's team", () => {
  test("lists members and collaborators with their public user, role, kind and assign date, for the manager area only", async () => {
    const seen = await team(rewardManager);
    expect(codeOf(seen)).toBeUndefined();
    const rows = seen.body.data.club.byId.team;
    expect(rows.map((row: { user: { userName: string } }) => row.user.userName).sort()).toEqual([admin.handle, rewardManager.handle].sort());
    const adminRow = rows.find((row: { role: string }) => row.role === "ADMIN");
    expect(adminRow).toMatchObject({ user: { userId: admin.userId, name: expect.any(String), avatarUrl: null }, kind: "TEAM" });
    expect(Date.parse(adminRow.assignedAt)).not.toBeNaN();
    // The owner is the club's owner, not a row of its team.
    expect(rows.some((row: { user: { userId: string } }) => row.user.userId === owner.userId)).toBe(false);
    expect(codeOf(await team(stranger))).toBe("NOT_FOUND");
  });

  test("inviting by user name: refused for an unknown name, the owner, a role that does not fit the kind, or someone already on the team", async () => {
    const newcomer = await member();
    const unknown = await invite(owner, "no_such_member_here", "ADMIN", "TEAM");
    expect(codeOf(unknown)).toBe("BAD_USER_INPUT");
    expect(unknown.body.errors[0].extensions.fields).toEqual({ userName: m.userNotFound });
    expect(codeOf(await invite(owner, owner.handle, "ADMIN", "TEAM"))).toBe("CONFLICT");
    const misfit = await invite(owner, newcomer.handle, "EVENT_MANAGER", "TEAM");
    expect(codeOf(misfit)).toBe("BAD_USER_INPUT");
    expect(misfit.body.errors[0].message).toBe(m.roleNotForKind);

    const invited = await invite(admin, `@${newcomer.handle.toUpperCase()}`, "OFFER_MANAGER", "COLLABORATOR");
    expect(invited.body.data.club.inviteTeamMember).toMatchObject({ invitee: { userId: newcomer.userId }, role: "OFFER_MANAGER", kind: "COLLABORATOR" });
    // Not on the team until they accept.
    expect(await rowsOf(clubId, newcomer.userId)).toHaveLength(0);
    await api.graphql(RESPOND, { invitationId: invited.body.data.club.inviteTeamMember.invitationId, accept: true }, { token: newcomer.token });
    expect(await rowsOf(clubId, newcomer.userId)).toMatchObject([{ role: "OFFER_MANAGER", kind: "COLLABORATOR" }]);
    const again = await invite(owner, newcomer.handle, "ADMIN", "TEAM");
    expect(codeOf(again)).toBe("CONFLICT");
    expect(again.body.errors[0].extensions.fields).toEqual({ userName: m.alreadyOnTeam });
    expect(await rowsOf(clubId, newcomer.userId)).toHaveLength(1);
  });

  test("changing a role: it must fit the member's kind; the owner and non-members cannot be changed or removed", async () => {
    const teamMember = await member();
    await add(owner, teamMember, "REWARD_MANAGER", "TEAM");
    expect((await update(admin, teamMember.userId, "ACCOUNT_MANAGER")).body.data.club.updateTeamMember).toEqual({ role: "ACCOUNT_MANAGER", kind: "TEAM" });
    expect(codeOf(await update(owner, teamMember.userId, "EVENT_MANAGER"))).toBe("BAD_USER_INPUT");
    expect((await rowsOf(clubId, teamMember.userId))[0]!.role).toBe("ACCOUNT_MANAGER");

    for (const answer of [await update(admin, owner.userId, "ADMIN"), await remove(admin, owner.userId)]) {
      expect(codeOf(answer)).toBe("CONFLICT");
      expect(answer.body.errors![0]!.message).toBe(m.ownerNotMember);
    }
    expect(codeOf(await update(owner, stranger.userId, "ADMIN"))).toBe("BAD_USER_INPUT");
    expect(codeOf(await remove(owner, "not-a-uuid"))).toBe("BAD_USER_INPUT");

    expect((await remove(admin, teamMember.userId)).body.data.club.removeTeamMember).toBe(true);
    expect(await rowsOf(clubId, teamMember.userId)).toHaveLength(0);
    expect((await remove(admin, teamMember.userId)).body.errors[0].message).toBe(m.notOnTeam);
  });

  test("refused callers: a reward manager cannot manage the team, a stranger does not see the club", async () => {
    const target = await member();
    await add(owner, target, "REWARD_MANAGER", "TEAM");
    expect(codeOf(await invite(rewardManager, stranger.handle, "ADMIN", "TEAM"))).toBe("AUTH_NOT_AUTHORIZED");
    expect(codeOf(await update(rewardManager, target.userId, "ADMIN"))).toBe("AUTH_NOT_AUTHORIZED");
    expect(codeOf(await remove(rewardManager, target.userId))).toBe("AUTH_NOT_AUTHORIZED");
    expect(codeOf(await invite(stranger, stranger.handle, "ADMIN", "TEAM"))).toBe("NOT_FOUND");
    expect(codeOf(await remove(stranger, target.userId))).toBe("NOT_FOUND");
    expect(codeOf(await api.graphql(REMOVE, { clubId, userId: target.userId }))).toBe("AUTH_NOT_AUTHENTICATED");
    expect(await rowsOf(clubId, target.userId)).toHaveLength(1);
    expect(await rowsOf(clubId, stranger.userId)).toHaveLength(0);
  });

  test("an event manager who accepted holds the creator's permissions on the club's events at once; a changed or removed one loses them", async () => {
    const { event } = await createEvent(api, { createdByUserId: owner.userId, clubId });
    const manager = await member();
    const asManager = async () => (await api.graphql(EVENT, { slugOrId: event.id }, { token: manager.token })).body.data.event.bySlugOrId.my;
    // Read once: who manages the club's events is now in the read cache.
    expect(await asManager()).toEqual({ isCreator: false, canEdit: false });

    await add(owner, manager, "EVENT_MANAGER", "COLLABORATOR");
    expect(await asManager()).toEqual({ isCreator: true, canEdit: true });
    await update(owner, manager.userId, "REWARD_MANAGER");
    expect(await asManager()).toEqual({ isCreator: false, canEdit: false });
    await update(owner, manager.userId, "EVENT_MANAGER");
    expect(await asManager()).toEqual({ isCreator: true, canEdit: true });
    await remove(owner, manager.userId);
    expect(await asManager()).toEqual({ isCreator: false, canEdit: false });
  });
});

describe("transferring ownership", () => {
  test("the owner only, to a current team member; the old owner stays on as an ADMIN team member", async () => {
    const myOwner = await member();
    const myAdmin = await member();
    const heir = await member();
    const club = await newClub(myOwner.token);
    await add(myOwner, myAdmin, "ADMIN", "TEAM", club);
    await add(myOwner, heir, "EVENT_MANAGER", "COLLABORATOR", club);

    const byAdmin = await transfer(myAdmin, heir.userId, club);
    expect(codeOf(byAdmin)).toBe("AUTH_NOT_AUTHORIZED");
    const toStranger = await transfer(myOwner, stranger.userId, club);
    expect(toStranger.body.errors[0].message).toBe(m.transferToTeamOnly);
    expect(codeOf(await transfer(myOwner, myOwner.userId, club))).toBe("BAD_USER_INPUT");

    const done = await transfer(myOwner, heir.userId, club);
    expect(codeOf(done)).toBeUndefined();
    expect(done.body.data.club.transferOwnership.owner).toEqual({ userId: heir.userId });
    expect(await rowsOf(club, heir.userId)).toHaveLength(0);
    expect(await rowsOf(club, myOwner.userId)).toMatchObject([{ role: "ADMIN", kind: "TEAM" }]);

    // The old owner now manages the team as an admin, but may not transfer the club back.
    expect(codeOf(await transfer(myOwner, myAdmin.userId, club))).toBe("AUTH_NOT_AUTHORIZED");
    const seen = await team(heir, club);
    expect(seen.body.data.club.byId.team.map((row: { user: { userId: string } }) => row.user.userId).sort()).toEqual([myOwner.userId, myAdmin.userId].sort());
    expect(codeOf(await transfer(heir, myOwner.userId, club))).toBeUndefined();
  });
});
