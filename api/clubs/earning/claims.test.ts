// Claims a manager approves and invitations that earn (ADR 0079) on a real database: a member
// claims a social-action, survey or download rule; a manager holding MANAGE_REWARDS approves it
// once (two at once award once) or rejects it; a first-time member who joins through a member's
// invite link earns the inviter the club's invite rules once.
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { clubTeamMembers, users } from "../../db/schema.js";
import { notifications } from "../../account/notifications/db.js";
import { createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";
import { joinClub } from "../domain/membership.js";
import { clubOffers, type ClubOfferRow } from "../offers/db.js";
import { clubPointsAccounts, clubPointsEntries } from "../points/db.js";
import { clubEarningClaims } from "./db.js";
import { claimMessages } from "../../../contract/clubs/claims.js";

let api: TestApi;
let owner: AuthInfo;

const CREATE_CLUB = `mutation ($input: ClubDetailsInput!) { club { create(input: $input) { clubId } } }`;
const PUBLISH = `mutation ($clubId: ID!) { club { publish(clubId: $clubId) { clubId } } }`;
const CLAIM = `mutation ($offerId: ID!, $note: String!, $link: String) { club { claimPoints(offerId: $offerId, note: $note, link: $link) { claimId status note link } } }`;
const DECIDE = `mutation ($claimId: ID!, $approve: Boolean!, $reason: String) { club { decideClaim(claimId: $claimId, approve: $approve, reason: $reason) { claimId status decisionReason } } }`;
const CLAIMS = `query ($offerId: ID!) { club { offer(offerId: $offerId) { claimable claims { claimId status userName note } myClaim { status } } } }`;
const MY_CLAIM = `query ($offerId: ID!) { club { offer(offerId: $offerId) { claimable myClaim { status decisionReason } } } }`;
const CAN_CLAIM = `query ($offerId: ID!) { club { offer(offerId: $offerId) { canClaim } } }`;
const JOIN = `mutation ($clubId: ID!, $ref: String) { club { join(clubId: $clubId, ref: $ref) { clubId } } }`;
const LEAVE = `mutation ($clubId: ID!) { club { leave(clubId: $clubId) { clubId } } }`;
const INVITE_CODE = `query ($id: ID!) { club { byId(clubId: $id) { myInviteCode } } }`;
const HISTORY = `query ($clubId: ID) { club { myPointsHistory(clubId: $clubId) { nodes { amount reason sourceKind } } } }`;

const deps = () => api.platform.deps;
const codeOf = (answer: { body: { errors?: { extensions: { code: string } }[] } }) => answer.body.errors?.[0]?.extensions.code;
const messageOf = (answer: { body: { errors?: { message: string }[] } }) => answer.body.errors?.[0]?.message;

async function newClub(): Promise<string> {
  const answer = await api.graphql(CREATE_CLUB, { input: { name: `Claims Club ${randomBytes(3).toString("hex")}`, access: "PUBLIC" } }, { token: owner.token });
  const clubId: string = answer.body.data.club.create.clubId;
  expect((await api.graphql(PUBLISH, { clubId }, { token: owner.token })).body.errors).toBeUndefined();
  return clubId;
}

async function rule(clubId: string, values: Partial<ClubOfferRow>): Promise<ClubOfferRow> {
  const now = api.clock.now();
  const [row] = await deps()
    .db.insert(clubOffers)
    .values({
      clubId,
      createdByUserId: owner.userId,
      title: "Answer our survey",
      type: "OTHER",
      subType: "EARN_POINTS",
      program: "survey",
      access: "MEMBERS",
      publication: "PUBLISHED",
      status: "ACTIVE",
      settings: { pointsAmount: 40, actionUrl: "https://example.com/survey" },
      createdAt: now,
      updatedAt: now,
      ...values,
    })
    .returning();
  return row!;
}

async function person(): Promise<AuthInfo & { handle: string }> {
  const user = await createVerifiedUser(api);
  const handle = `c_${randomBytes(4).toString("hex")}`;
  await deps().db.update(users).set({ userName: handle }).where(eq(users.id, user.userId));
  return { ...user, handle };
}

async function entriesOf(clubId: string, userId: string) {
  return deps()
    .db.select({ amount: clubPointsEntries.amount, reason: clubPointsEntries.reason, sourceKind: clubPointsEntries.sourceKind, key: clubPointsEntries.idempotencyKey, actor: clubPointsEntries.actorUserId })
    .from(clubPointsEntries)
    .innerJoin(clubPointsAccounts, eq(clubPointsAccounts.id, clubPointsEntries.creditAccountId))
    .where(and(eq(clubPointsEntries.clubId, clubId), eq(clubPointsAccounts.userId, userId)));
}

beforeAll(async () => {
  api = await startTestApi({ graphqlRateLimitPerMinute: 100_000 });
  owner = await createVerifiedUser(api);
});
afterAll(async () => {
  await api?.close();
});

describe("claims", () => {
  test("a member claims; a manager approves once: the reason names the rule and the claim, the member is told", async () => {
    const clubId = await newClub();
    const survey = await rule(clubId, {});
    const fan = await person();
    await joinClub(deps().db, clubId, fan.userId);

    const canClaim = async () => (await api.graphql(CAN_CLAIM, { offerId: survey.id }, { token: fan.token })).body.data.club.offer.canClaim;
    expect(await canClaim()).toBe(true);
    const claimed = await api.graphql(CLAIM, { offerId: survey.id, note: "Answered the spring survey", link: "https://example.com/done" }, { token: fan.token });
    expect(claimed.body.errors).toBeUndefined();
    const { claimId } = claimed.body.data.club.claimPoints;
    expect(claimed.body.data.club.claimPoints).toMatchObject({ status: "PENDING", note: "Answered the spring survey", link: "https://example.com/done" });

    // One open claim per member and rule.
    expect(await canClaim()).toBe(false);
    const again = await api.graphql(CLAIM, { offerId: survey.id, note: "Again" }, { token: fan.token });
    expect(codeOf(again)).toBe("CONFLICT");
    expect(messageOf(again)).toBe(claimMessages.openClaim);

    const listed = await api.graphql(CLAIMS, { offerId: survey.id }, { token: owner.token });
    expect(listed.body.data.club.offer.claims).toEqual([{ claimId, status: "PENDING", userName: fan.handle, note: "Answered the spring survey" }]);

    const approved = await api.graphql(DECIDE, { claimId, approve: true }, { token: owner.token });
    expect(approved.body.errors).toBeUndefined();
    expect(approved.body.data.club.decideClaim.status).toBe("APPROVED");
    expect(codeOf(await api.graphql(DECIDE, { claimId, approve: true }, { token: owner.token }))).toBe("CONFLICT");
    // No most times: the member may claim it again.
    expect(await canClaim()).toBe(true);

    expect(await entriesOf(clubId, fan.userId)).toEqual([
      { amount: 40, reason: "Answer our survey: Answered the spring survey", sourceKind: "CLAIM", key: `earn:${survey.id}:claim:${claimId}`, actor: owner.userId },
    ]);
    const history = await api.graphql(HISTORY, { clubId }, { token: fan.token });
    expect(history.body.data.club.myPointsHistory.nodes).toEqual([{ amount: 40, reason: "Answer our survey: Answered the spring survey", sourceKind: "CLAIM" }]);
    const mine = await api.graphql(MY_CLAIM, { offerId: survey.id }, { token: fan.token });
    expect(mine.body.data.club.offer).toEqual({ claimable: true, myClaim: { status: "APPROVED", decisionReason: null } });
    const told = await deps().db.select({ type: notifications.type }).from(notifications).where(eq(notifications.recipientUserId, fan.userId));
    expect(told.map((n) => n.type)).toEqual(["ClubClaimApproved"]);
  });

  test("a rejection keeps its reason, awards nothing, and the member may claim again", async () => {
    const clubId = await newClub();
    const social = await rule(clubId, { program: "social-action", title: "Share our post", settings: { pointsAmount: 15, socialProvider: "twitter", actionUrl: "https://x.com/club/1", actionDescription: "Share" } });
    const fan = await person();
    await joinClub(deps().db, clubId, fan.userId);
    const { claimId } = (await api.graphql(CLAIM, { offerId: social.id, note: "Shared it" }, { token: fan.token })).body.data.club.claimPoints;
    const rejected = await api.graphql(DECIDE, { claimId, approve: false, reason: "The post is private." }, { token: owner.token });
    expect(rejected.body.data.club.decideClaim).toEqual({ claimId, status: "REJECTED", decisionReason: "The post is private." });
    expect(await entriesOf(clubId, fan.userId)).toEqual([]);
    const mine = await api.graphql(MY_CLAIM, { offerId: social.id }, { token: fan.token });
    expect(mine.body.data.club.offer.myClaim).toEqual({ status: "REJECTED", decisionReason: "The post is private." });
    const told = await deps().db.select({ type: notifications.type, properties: notifications.properties }).from(notifications).where(eq(notifications.recipientUserId, fan.userId));
    expect(told).toHaveLength(1);
    expect(told[0]!.type).toBe("ClubClaimRejected");
    const retry = await api.graphql(CLAIM, { offerId: social.id, note: "Made it public" }, { token: fan.token });
    expect(retry.body.errors).toBeUndefined();
  });

  test("the rules of a claim: members only; claimable, live rules; a note and an https link; maxPerMember", async () => {
    const clubId = await newClub();
    const download = await rule(clubId, { program: "download", title: "Get the app", settings: { pointsAmount: 5, actionUrl: "https://example.com/app", maxPerMember: 1 } });
    const bonus = await rule(clubId, { program: "bonus", settings: { pointsAmount: 5 } });
    const invite = await rule(clubId, { program: "social-action", settings: { pointsAmount: 5, socialProvider: "invite", actionUrl: "https://example.com/club", actionDescription: "Invite" } });
    const ended = await rule(clubId, { endsAt: new Date(api.clock.now().getTime() - 60_000) });
    const draft = await rule(clubId, { publication: "UNPUBLISHED" });
    const zero = await rule(clubId, { settings: { pointsAmount: 0, actionUrl: "https://example.com" } });
    const fan = await person();
    const stranger = await person();
    await joinClub(deps().db, clubId, fan.userId);

    expect(messageOf(await api.graphql(CLAIM, { offerId: download.id, note: "Got it" }, { token: stranger.token }))).toBe(claimMessages.notMember);
    expect(messageOf(await api.graphql(CLAIM, { offerId: bonus.id, note: "Me" }, { token: fan.token }))).toBe(claimMessages.notClaimable);
    expect(messageOf(await api.graphql(CLAIM, { offerId: invite.id, note: "Me" }, { token: fan.token }))).toBe(claimMessages.notClaimable);
    expect(messageOf(await api.graphql(CLAIM, { offerId: ended.id, note: "Me" }, { token: fan.token }))).toBe(claimMessages.notActive);
    expect(messageOf(await api.graphql(CLAIM, { offerId: zero.id, note: "Me" }, { token: fan.token }))).toBe(claimMessages.notActive);
    expect(codeOf(await api.graphql(CLAIM, { offerId: draft.id, note: "Me" }, { token: fan.token }))).toBe("NOT_FOUND");
    const empty = await api.graphql(CLAIM, { offerId: download.id, note: "  " }, { token: fan.token });
    expect(codeOf(empty)).toBe("BAD_USER_INPUT");
    expect(empty.body.errors[0].extensions.fields).toEqual({ note: claimMessages.noteRequired });
    const badLink = await api.graphql(CLAIM, { offerId: download.id, note: "Got it", link: "ftp://x" }, { token: fan.token });
    expect(badLink.body.errors[0].extensions.fields).toEqual({ link: claimMessages.linkInvalid });

    const { claimId } = (await api.graphql(CLAIM, { offerId: download.id, note: "Got it" }, { token: fan.token })).body.data.club.claimPoints;
    await api.graphql(DECIDE, { claimId, approve: true }, { token: owner.token });
    // Once per member: the rule's most times is reached.
    expect((await api.graphql(CAN_CLAIM, { offerId: download.id }, { token: fan.token })).body.data.club.offer.canClaim).toBe(false);
    expect((await api.graphql(CAN_CLAIM, { offerId: download.id }, { token: stranger.token })).body.data.club.offer.canClaim).toBe(false);
    expect(messageOf(await api.graphql(CLAIM, { offerId: download.id, note: "Got it again" }, { token: fan.token }))).toBe(claimMessages.maxReached);
  });

  test("a stranger, the claimant and a team member without MANAGE_REWARDS cannot decide; a reward manager can", async () => {
    const clubId = await newClub();
    const survey = await rule(clubId, {});
    const fan = await person();
    const stranger = await person();
    const eventManager = await person();
    const rewardManager = await person();
    await deps().db.insert(clubTeamMembers).values([
      { clubId, userId: eventManager.userId, role: "ACCOUNT_MANAGER", kind: "TEAM" },
      { clubId, userId: rewardManager.userId, role: "REWARD_MANAGER", kind: "TEAM" },
    ]);
    await joinClub(deps().db, clubId, fan.userId);
    await joinClub(deps().db, clubId, stranger.userId);
    const { claimId } = (await api.graphql(CLAIM, { offerId: survey.id, note: "Done" }, { token: fan.token })).body.data.club.claimPoints;

    expect(codeOf(await api.graphql(DECIDE, { claimId, approve: true }, { token: stranger.token }))).toBe("NOT_FOUND");
    expect(codeOf(await api.graphql(DECIDE, { claimId, approve: true }, { token: fan.token }))).toBe("NOT_FOUND");
    expect(codeOf(await api.graphql(DECIDE, { claimId, approve: true }, { token: eventManager.token }))).toBe("AUTH_NOT_AUTHORIZED");
    expect(codeOf(await api.graphql(CLAIMS, { offerId: survey.id }, { token: stranger.token }))).toBe("NOT_FOUND");
    expect(codeOf(await api.graphql(DECIDE, { claimId: "00000000-0000-4000-8000-000000000000", approve: true }, { token: owner.token }))).toBe("NOT_FOUND");
    expect(await entriesOf(clubId, fan.userId)).toEqual([]);

    const approved = await api.graphql(DECIDE, { claimId, approve: true }, { token: rewardManager.token });
    expect(approved.body.errors).toBeUndefined();
    expect(await entriesOf(clubId, fan.userId)).toHaveLength(1);
  });

  test("two managers approving at once award once; the other is told it was decided", async () => {
    const clubId = await newClub();
    const survey = await rule(clubId, {});
    const admin = await person();
    await deps().db.insert(clubTeamMembers).values({ clubId, userId: admin.userId, role: "ADMIN", kind: "TEAM" });
    for (let round = 0; round < 2; round++) {
      const fan = await person();
      await joinClub(deps().db, clubId, fan.userId);
      const { claimId } = (await api.graphql(CLAIM, { offerId: survey.id, note: `Round ${round}` }, { token: fan.token })).body.data.club.claimPoints;
      // Both decisions are sent while another transaction holds the claim's row, so both have
      // started before either may finish.
      let answers!: Promise<Awaited<ReturnType<typeof api.graphql>>[]>;
      await deps().db.transaction(async (tx) => {
        await tx.select({ id: clubEarningClaims.id }).from(clubEarningClaims).where(eq(clubEarningClaims.id, claimId)).for("update");
        answers = Promise.all([api.graphql(DECIDE, { claimId, approve: true }, { token: owner.token }), api.graphql(DECIDE, { claimId, approve: true }, { token: admin.token })]);
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      expect((await answers).map(codeOf).sort()).toEqual(["CONFLICT", undefined]);
      expect(await entriesOf(clubId, fan.userId)).toHaveLength(1);
      const told = await deps().db.select({ type: notifications.type }).from(notifications).where(eq(notifications.recipientUserId, fan.userId));
      expect(told).toHaveLength(1);
    }
  });

  test("an approval and a rejection at once: one decides, the claim's state matches the points", async () => {
    const clubId = await newClub();
    const survey = await rule(clubId, {});
    const admin = await person();
    await deps().db.insert(clubTeamMembers).values({ clubId, userId: admin.userId, role: "ADMIN", kind: "TEAM" });
    const fan = await person();
    await joinClub(deps().db, clubId, fan.userId);
    const { claimId } = (await api.graphql(CLAIM, { offerId: survey.id, note: "Both at once" }, { token: fan.token })).body.data.club.claimPoints;
    // The ledger's key keeps two approvals to one award; an approval racing a rejection is kept
    // apart only by the decision's lock on the claim's row.
    let answers!: Promise<Awaited<ReturnType<typeof api.graphql>>[]>;
    await deps().db.transaction(async (tx) => {
      await tx.select({ id: clubEarningClaims.id }).from(clubEarningClaims).where(eq(clubEarningClaims.id, claimId)).for("update");
      answers = Promise.all([api.graphql(DECIDE, { claimId, approve: true }, { token: owner.token }), api.graphql(DECIDE, { claimId, approve: false, reason: "No" }, { token: admin.token })]);
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const decided = await answers;
    expect(decided.map(codeOf).sort()).toEqual(["CONFLICT", undefined]);
    const [claim] = await deps().db.select({ status: clubEarningClaims.status }).from(clubEarningClaims).where(eq(clubEarningClaims.id, claimId));
    expect(await entriesOf(clubId, fan.userId)).toHaveLength(claim!.status === "APPROVED" ? 1 : 0);
    const told = await deps().db.select({ type: notifications.type }).from(notifications).where(eq(notifications.recipientUserId, fan.userId));
    expect(told.map((n) => n.type)).toEqual([claim!.status === "APPROVED" ? "ClubClaimApproved" : "ClubClaimRejected"]);
  });
});

describe("invitations", () => {
  async function inviteClub() {
    const clubId = await newClub();
    const invite = await rule(clubId, { program: "social-action", title: "Bring a friend", settings: { pointsAmount: 30, socialProvider: "invite", actionUrl: "https://example.com/club", actionDescription: "Invite a friend" } });
    return { clubId, invite };
  }

  test("a first-time member joining through a member's link earns the inviter once; leaving and rejoining earns nothing again", async () => {
    const { clubId, invite } = await inviteClub();
    const inviter = await person();
    const friend = await person();
    expect((await api.graphql(INVITE_CODE, { id: clubId }, { token: inviter.token })).body.data.club.byId.myInviteCode).toBeNull();
    await api.graphql(JOIN, { clubId }, { token: inviter.token });
    const code = (await api.graphql(INVITE_CODE, { id: clubId }, { token: inviter.token })).body.data.club.byId.myInviteCode;
    // What the link earns, as the club page says it: the live invite rules together.
    expect((await api.graphql(`query ($id: ID!) { club { byId(clubId: $id) { invitePoints } } }`, { id: clubId }, { token: inviter.token })).body.data.club.byId.invitePoints).toBe(30);
    // Their own code for the club (ADR 0087), not their user name.
    expect(code).toMatch(/^[A-Za-z0-9_-]{16}$/);

    const joined = await api.graphql(JOIN, { clubId, ref: code }, { token: friend.token });
    expect(joined.body.errors).toBeUndefined();
    expect(await entriesOf(clubId, inviter.userId)).toEqual([
      { amount: 30, reason: `Bring a friend: @${friend.handle} joined through your invite`, sourceKind: "INVITE", key: `earn:${invite.id}:invite:${friend.userId}`, actor: null },
    ]);
    // Joining again, leaving and rejoining through the link: nothing more.
    await api.graphql(JOIN, { clubId, ref: code }, { token: friend.token });
    await api.graphql(LEAVE, { clubId }, { token: friend.token });
    await api.graphql(JOIN, { clubId, ref: code }, { token: friend.token });
    expect(await entriesOf(clubId, inviter.userId)).toHaveLength(1);
  });

  test("no self-invites, no inviter who is not a member, no award for one who was a member before", async () => {
    const { clubId } = await inviteClub();
    const inviter = await person();
    await api.graphql(JOIN, { clubId }, { token: inviter.token });
    const codeOf = async (who: AuthInfo) => (await api.graphql(INVITE_CODE, { id: clubId }, { token: who.token })).body.data.club.byId.myInviteCode as string;
    // Self: leave, then rejoin through one's own link.
    const self = await person();
    await api.graphql(JOIN, { clubId }, { token: self.token });
    const selfCode = await codeOf(self);
    await api.graphql(LEAVE, { clubId }, { token: self.token });
    await api.graphql(JOIN, { clubId, ref: selfCode }, { token: self.token });
    expect(await entriesOf(clubId, self.userId)).toEqual([]);
    // An inviter who is no longer a member earns nothing.
    const outsider = await person();
    await api.graphql(JOIN, { clubId }, { token: outsider.token });
    const outsiderCode = await codeOf(outsider);
    await api.graphql(LEAVE, { clubId }, { token: outsider.token });
    const friend = await person();
    await api.graphql(JOIN, { clubId, ref: outsiderCode }, { token: friend.token });
    expect(await entriesOf(clubId, outsider.userId)).toEqual([]);
    // A former member coming back through a link is not a new member.
    const former = await person();
    await api.graphql(JOIN, { clubId }, { token: former.token });
    await api.graphql(LEAVE, { clubId }, { token: former.token });
    await api.graphql(JOIN, { clubId, ref: await codeOf(inviter) }, { token: former.token });
    expect(await entriesOf(clubId, inviter.userId)).toEqual([]);
  });
});
