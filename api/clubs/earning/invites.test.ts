// A member's invite code for a club (ADR 0087) on a real database: random and their own, made
// with their first join; a link shared before a rename still earns the inviter, a made-up code
// or a user name earns nobody, concurrent joins get codes of their own, and the club page reads
// the code again without a statement.
import { randomBytes } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, statementCountingLogger, type TestApi } from "../../test/support.js";
import { clubFirstJoins } from "../db.js";
import { clubOffers } from "../offers/db.js";
import { clubPointsAccounts, clubPointsEntries } from "../points/db.js";

let api: TestApi;
let owner: AuthInfo;
const { logger, statements: statementCount } = statementCountingLogger();

const CREATE_CLUB = `mutation ($input: ClubDetailsInput!) { club { create(input: $input) { clubId } } }`;
const PUBLISH = `mutation ($clubId: ID!) { club { publish(clubId: $clubId) { clubId } } }`;
const JOIN = `mutation ($clubId: ID!, $ref: String) { club { join(clubId: $clubId, ref: $ref) { clubId } } }`;
const LEAVE = `mutation ($clubId: ID!) { club { leave(clubId: $clubId) { clubId } } }`;
const INVITE_CODE = `query ($id: ID!) { club { byId(clubId: $id) { myInviteCode } } }`;
const RENAME = `mutation ($input: UpdateProfileInput!) { user { updateProfile(input: $input) { userName } } }`;

const deps = () => api.platform.deps;

beforeAll(async () => {
  api = await startTestApi({ graphqlRateLimitPerMinute: 100_000, logger });
  owner = await createVerifiedUser(api);
});
afterAll(async () => {
  await api?.close();
});

/** A published PUBLIC club with a live invite rule of 30 points. */
async function inviteClub(): Promise<{ clubId: string; offerId: string }> {
  const answer = await api.graphql(CREATE_CLUB, { input: { name: `Invite Club ${randomBytes(3).toString("hex")}`, access: "PUBLIC" } }, { token: owner.token });
  const clubId: string = answer.body.data.club.create.clubId;
  expect((await api.graphql(PUBLISH, { clubId }, { token: owner.token })).body.errors).toBeUndefined();
  const now = api.clock.now();
  const [offer] = await deps()
    .db.insert(clubOffers)
    .values({
      clubId,
      createdByUserId: owner.userId,
      title: "Bring a friend",
      type: "OTHER",
      subType: "EARN_POINTS",
      program: "social-action",
      access: "MEMBERS",
      publication: "PUBLISHED",
      status: "ACTIVE",
      settings: { pointsAmount: 30, socialProvider: "invite", actionUrl: "https://example.com/club", actionDescription: "Invite a friend" },
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return { clubId, offerId: offer!.id };
}

async function codeOf(clubId: string, who: AuthInfo): Promise<string | null> {
  const answer = await api.graphql(INVITE_CODE, { id: clubId }, { token: who.token });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.club.byId.myInviteCode;
}

async function join(clubId: string, who: AuthInfo, ref?: string) {
  const answer = await api.graphql(JOIN, { clubId, ref: ref ?? null }, { token: who.token });
  expect(answer.body.errors).toBeUndefined();
}

async function earnedBy(clubId: string, userId: string): Promise<number> {
  const rows = await deps()
    .db.select({ amount: clubPointsEntries.amount })
    .from(clubPointsEntries)
    .innerJoin(clubPointsAccounts, eq(clubPointsAccounts.id, clubPointsEntries.creditAccountId))
    .where(and(eq(clubPointsEntries.clubId, clubId), eq(clubPointsAccounts.userId, userId), eq(clubPointsEntries.sourceKind, "INVITE")));
  return rows.reduce((sum, row) => sum + row.amount, 0);
}

describe("a member's invite code", () => {
  test("is random, not the user name, and stays the same after a rename and after leaving and rejoining", async () => {
    const { clubId } = await inviteClub();
    const inviter = await createVerifiedUser(api);
    expect(await codeOf(clubId, inviter)).toBeNull();
    await join(clubId, inviter);
    const code = await codeOf(clubId, inviter);
    expect(code).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(code).not.toContain(inviter.userName);

    const renamed = `r_${randomBytes(4).toString("hex")}`;
    expect((await api.graphql(RENAME, { input: { userName: renamed } }, { token: inviter.token })).body.data.user.updateProfile.userName).toBe(renamed);
    expect(await codeOf(clubId, inviter)).toBe(code);
    await api.graphql(LEAVE, { clubId }, { token: inviter.token });
    expect(await codeOf(clubId, inviter)).toBeNull();
    await join(clubId, inviter);
    expect(await codeOf(clubId, inviter)).toBe(code);
    // Another club, another code.
    const other = await inviteClub();
    await join(other.clubId, inviter);
    expect(await codeOf(other.clubId, inviter)).not.toBe(code);
  });

  test("a renamed inviter still earns from a link shared before the rename", async () => {
    const { clubId, offerId } = await inviteClub();
    const inviter = await createVerifiedUser(api);
    await join(clubId, inviter);
    const shared = (await codeOf(clubId, inviter))!;
    await api.graphql(RENAME, { input: { userName: `n_${randomBytes(4).toString("hex")}` } }, { token: inviter.token });

    const friend = await createVerifiedUser(api);
    await join(clubId, friend, shared);
    expect(await earnedBy(clubId, inviter.userId)).toBe(30);
    const [entry] = await deps().db.select({ key: clubPointsEntries.idempotencyKey }).from(clubPointsEntries).where(eq(clubPointsEntries.idempotencyKey, `earn:${offerId}:invite:${friend.userId}`));
    expect(entry).toBeDefined();
  });

  test("a made-up code, a user name, or a code of another club earns nobody; the join still works", async () => {
    const { clubId } = await inviteClub();
    const inviter = await createVerifiedUser(api);
    await join(clubId, inviter);
    const code = (await codeOf(clubId, inviter))!;

    const guesser = await createVerifiedUser(api);
    await join(clubId, guesser, `${code.slice(0, -1)}${code.endsWith("A") ? "B" : "A"}`);
    const byName = await createVerifiedUser(api);
    await join(clubId, byName, inviter.userName!);
    const other = await inviteClub();
    const elsewhere = await createVerifiedUser(api);
    await join(other.clubId, elsewhere, code);

    expect(await earnedBy(clubId, inviter.userId)).toBe(0);
    expect(await earnedBy(other.clubId, inviter.userId)).toBe(0);
    for (const [club, who] of [[clubId, guesser], [clubId, byName], [other.clubId, elsewhere]] as const) {
      expect(await codeOf(club, who)).toMatch(/^[A-Za-z0-9_-]{16}$/);
    }
  });

  test("twenty members joining at once each get a code of their own", async () => {
    const { clubId } = await inviteClub();
    const members = await Promise.all(Array.from({ length: 20 }, () => createVerifiedUser(api)));
    await Promise.all(members.map((member) => join(clubId, member)));
    const rows = await deps()
      .db.select({ userId: clubFirstJoins.userId, code: clubFirstJoins.inviteCode })
      .from(clubFirstJoins)
      .where(and(eq(clubFirstJoins.clubId, clubId), inArray(clubFirstJoins.userId, members.map((member) => member.userId))));
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((row) => row.code)).size).toBe(20);
    const answered = await Promise.all(members.map((member) => codeOf(clubId, member)));
    expect(answered.sort()).toEqual(rows.map((row) => row.code).sort());
  });

  test("the club page reads it again without a statement, and sees a new member's code", async () => {
    const { clubId } = await inviteClub();
    const member = await createVerifiedUser(api);
    expect(await codeOf(clubId, member)).toBeNull();
    await join(clubId, member);
    const code = await codeOf(clubId, member);
    expect(code).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const before = statementCount();
    expect(await codeOf(clubId, member)).toBe(code);
    expect(statementCount() - before).toBe(0);
  });
});
