// The rep points ledger on a real database (ADR 0058): spends racing for the last points,
// replayed requests, a randomised run checked against a model of every account, and who may
// trade, see members' balances and grant points.
import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { users } from "../../db/schema.js";
import { createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";
import { DomainError } from "../../kernel/errors.js";
import { joinClub } from "../domain/membership.js";
import { clubMemberships, clubs, clubTiers } from "../db.js";
import { clubPointsAccounts, clubPointsEntries } from "./db.js";
import { creditPurchase, earnPoints, spendPoints } from "./domain/points.js";
import { acceptTrade, cancelTrade, rejectTrade, requestTrade } from "./domain/trades.js";
import { standingsOf } from "./domain/ledger.js";
import { pointsMessages as m } from "../../../contract/clubs/points-messages.js";
import { addToTeam } from "../team-invitations/test-support.js";

type Member = AuthInfo & { handle: string };

let api: TestApi;

const CREATE_CLUB = `mutation ($input: ClubDetailsInput!) { club { create(input: $input) { clubId } } }`;
const TRADE = `mutation ($clubId: ID!, $userName: String!, $points: Int!, $key: String!) { club { requestPointsTrade(clubId: $clubId, userName: $userName, points: $points, idempotencyKey: $key) { tradeId state points incoming from { userId } to { userId } } } }`;
const ACCEPT = `mutation ($tradeId: ID!, $key: String!) { club { acceptPointsTrade(tradeId: $tradeId, idempotencyKey: $key) { state settledAt } } }`;
const GRANT = `mutation ($clubId: ID!, $userName: String!, $points: Int!, $reason: String!, $key: String!) { club { grantPoints(clubId: $clubId, userName: $userName, points: $points, reason: $reason, idempotencyKey: $key) { amount reason reasonCode } } }`;
const OVERVIEW = `query ($clubId: ID!) { club { pointsOverview(clubId: $clubId) { issued sold redeemed inEscrow heldByMembers members { user { userId } balance pointsEarned tier { name } } } } }`;
const MY_POINTS = `query { club { myPoints { club { clubId } balance pointsEarned tier { name } nextTier { name } pointsToNextTier progressPercent } } }`;
const HISTORY = `query ($clubId: ID, $first: Int, $after: String) { club { myPointsHistory(clubId: $clubId, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { amount reason reasonCode sourceKind counterparty { userId } } } } }`;
const TRADES = `query { club { myTradeRequests { incoming { tradeId points } outgoing { tradeId points } } myTradeHistory { totalCount nodes { tradeId state } } } }`;

const codeOf = (answer: { body: { errors?: { extensions: { code: string } }[] } }) => answer.body.errors?.[0]?.extensions.code;

async function member(): Promise<Member> {
  const user = await createVerifiedUser(api);
  const handle = `p_${randomBytes(4).toString("hex")}`;
  await api.platform.deps.db.update(users).set({ userName: handle }).where(eq(users.id, user.userId));
  return { ...user, handle };
}

async function newClub(owner: Member, name = "Points Club"): Promise<string> {
  const answer = await api.graphql(CREATE_CLUB, { input: { name: `${name} ${randomBytes(3).toString("hex")}`, access: "PUBLIC" } }, { token: owner.token });
  return answer.body.data.club.create.clubId;
}

const deps = () => api.platform.deps;
const key = () => randomUUID();
const earn = (clubId: string, userId: string, amount: number, idempotencyKey = key()) =>
  earnPoints(deps(), { clubId, userId, amount, reason: "Checked in", sourceKind: "EVENT_CHECK_IN", sourceId: randomUUID(), idempotencyKey });
const spend = (clubId: string, userId: string, amount: number, idempotencyKey = key()) =>
  spendPoints(deps(), { clubId, userId, amount, reason: "Offer redeemed", sourceKind: "OFFER", sourceId: "offer-1", idempotencyKey });

/** A new club with two members, the first holding `points`. */
async function twoMembers(points: number): Promise<{ clubId: string; fan: Member; friend: Member }> {
  const clubId = await newClub(await member());
  const [fan, friend] = [await member(), await member()];
  for (const who of [fan, friend]) await joinClub(deps().db, clubId, who.userId);
  await earn(clubId, fan.userId, points);
  return { clubId, fan, friend };
}

/** Rows of a raw query (both drivers answer { rows }). */
async function rowsOf<T>(query: SQL): Promise<T[]> {
  return ((await deps().db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every member account's balance in the club, by user id. */
async function balances(clubId: string): Promise<Map<string | null, number>> {
  const rows = await rowsOf<{ kind: string; user_id: string | null; balance: string }>(sql`
    select a.kind, a.user_id, coalesce(sum(case when e.credit_account_id = a.id then e.amount when e.debit_account_id = a.id then -e.amount end), 0) as balance
    from club_points_accounts a left join club_points_entries e on e.credit_account_id = a.id or e.debit_account_id = a.id
    where a.club_id = ${clubId} group by a.kind, a.user_id`);
  return new Map(rows.map((row) => [row.user_id ?? row.kind, Number(row.balance)]));
}

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api?.close();
});

describe("the ledger under concurrency and replays", () => {
  test("20 concurrent spends of 30 from 200 succeed exactly 6 times; the balance never goes below zero", async () => {
    const owner = await member();
    const fan = await member();
    const clubId = await newClub(owner);
    await joinClub(deps().db, clubId, fan.userId);
    await earn(clubId, fan.userId, 200);
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => spend(clubId, fan.userId, 30)));
    const succeeded = outcomes.filter((outcome) => outcome.status === "fulfilled");
    const refused = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === "rejected");
    expect(succeeded).toHaveLength(Math.floor(200 / 30));
    for (const outcome of refused) {
      expect(outcome.reason).toBeInstanceOf(DomainError);
      expect((outcome.reason as DomainError).message).toBe(m.insufficient);
    }
    expect((await balances(clubId)).get(fan.userId)).toBe(200 - 6 * 30);
  });

  test("100 replays of one request make one entry and all answer it", async () => {
    const owner = await member();
    const fan = await member();
    const clubId = await newClub(owner);
    await joinClub(deps().db, clubId, fan.userId);
    const once = key();
    const answers = await Promise.all(Array.from({ length: 100 }, () => earn(clubId, fan.userId, 15, once)));
    expect(new Set(answers.map((answer) => answer.entry.id)).size).toBe(1);
    expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
    const rows = await deps().db.select().from(clubPointsEntries).where(eq(clubPointsEntries.clubId, clubId));
    expect(rows).toHaveLength(1);
    expect((await balances(clubId)).get(fan.userId)).toBe(15);
    // The same for a spend, and for a purchase paid once whatever key its caller sends.
    const spendKey = key();
    await Promise.all(Array.from({ length: 20 }, () => spend(clubId, fan.userId, 5, spendKey)));
    const paymentId = randomUUID();
    await Promise.all(Array.from({ length: 10 }, () => creditPurchase(deps(), { clubId, userId: fan.userId, amount: 100, reason: "Bought points", paymentId, idempotencyKey: key() })));
    expect((await balances(clubId)).get(fan.userId)).toBe(15 - 5 + 100);
    expect(await deps().db.select().from(clubPointsEntries).where(eq(clubPointsEntries.clubId, clubId))).toHaveLength(3);
  });

  test("a trade accepted, rejected and cancelled at once settles once, and the escrow pays out once", async () => {
    const { clubId, fan, friend } = await twoMembers(100);
    const trades = await Promise.all(Array.from({ length: 5 }, () => requestTrade(deps(), fan.userId, { clubId, userName: friend.handle, amount: 20, idempotencyKey: key() })));
    const outcomes = await Promise.allSettled(
      trades.flatMap((trade) => [
        acceptTrade(deps(), friend.userId, trade.id, key()),
        rejectTrade(deps(), friend.userId, trade.id, key()),
        cancelTrade(deps(), fan.userId, trade.id, key()),
      ]),
    );
    // One settlement of each trade wins; the others find it settled.
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(5);
    const rejected = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [(outcome.reason as DomainError).message] : []));
    expect(new Set(rejected)).toEqual(new Set([m.tradeNotPending]));
    const accepted = outcomes.filter((outcome, i) => i % 3 === 0 && outcome.status === "fulfilled").length;
    const after = await balances(clubId);
    expect(after.get("ESCROW")).toBe(0);
    expect(after.get(friend.userId) ?? 0).toBe(20 * accepted);
    expect(after.get(fan.userId)).toBe(100 - 20 * accepted);
  });

  test("a trade is not accepted once its receiver has left the club; it can still be cancelled", async () => {
    const { clubId, fan, friend } = await twoMembers(30);
    const trade = await requestTrade(deps(), fan.userId, { clubId, userName: friend.handle, amount: 30, idempotencyKey: key() });
    await deps().db.delete(clubMemberships).where(and(eq(clubMemberships.clubId, clubId), eq(clubMemberships.userId, friend.userId)));
    await expect(acceptTrade(deps(), friend.userId, trade.id, key())).rejects.toThrow(m.recipientNotMember);
    expect((await cancelTrade(deps(), fan.userId, trade.id, key())).state).toBe("CANCELLED");
    expect((await balances(clubId)).get(fan.userId)).toBe(30);
  });

  test("an entry is never updated", async () => {
    const owner = await member();
    const fan = await member();
    const clubId = await newClub(owner);
    await joinClub(deps().db, clubId, fan.userId);
    const { entry } = await earn(clubId, fan.userId, 10);
    await expect(deps().db.update(clubPointsEntries).set({ amount: 1000 }).where(eq(clubPointsEntries.id, entry.id))).rejects.toThrow();
  });
});

/** Mulberry32: a small seeded generator, so a failing run can be replayed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test("a randomised run of earns, purchases, trades and spends matches a model of every account", { timeout: 120_000 }, async () => {
  const random = prng(20_580);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const int = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const owner = await member();
  const fans = [await member(), await member(), await member(), await member()];
  const clubId = await newClub(owner);
  for (const fan of fans) await joinClub(deps().db, clubId, fan.userId);

  const model = new Map<string, number>([
    ["ISSUANCE", 0],
    ["SALES", 0],
    ["REDEMPTION", 0],
    ["ESCROW", 0],
    ...fans.map((fan) => [fan.userId, 0] as [string, number]),
  ]);
  // Points earned (earns and purchases; trades and spending leave them), which tiers read.
  const earnedModel = new Map(fans.map((fan) => [fan.userId, 0]));
  const earned = (userId: string, amount: number) => earnedModel.set(userId, earnedModel.get(userId)! + amount);
  const move = (from: string, to: string, amount: number) => {
    model.set(from, model.get(from)! - amount);
    model.set(to, model.get(to)! + amount);
  };
  const pending: { id: string; from: string; to: string; amount: number }[] = [];
  const done: { key: string; replay: () => Promise<unknown> }[] = [];
  let refusals = 0;

  for (let step = 0; step < 300; step++) {
    const roll = random();
    const fan = pick(fans);
    if (roll < 0.2) {
      const amount = int(1, 60);
      const k = key();
      await earn(clubId, fan.userId, amount, k);
      move("ISSUANCE", fan.userId, amount);
      earned(fan.userId, amount);
      done.push({ key: k, replay: () => earn(clubId, fan.userId, amount, k) });
    } else if (roll < 0.3) {
      const amount = int(10, 100);
      const paymentId = randomUUID();
      await creditPurchase(deps(), { clubId, userId: fan.userId, amount, reason: "Bought points", paymentId, idempotencyKey: key() });
      move("SALES", fan.userId, amount);
      earned(fan.userId, amount);
      done.push({ key: paymentId, replay: () => creditPurchase(deps(), { clubId, userId: fan.userId, amount, reason: "Bought points", paymentId, idempotencyKey: key() }) });
    } else if (roll < 0.5) {
      const to = pick(fans.filter((other) => other !== fan));
      const amount = int(1, 80);
      const k = key();
      try {
        const trade = await requestTrade(deps(), fan.userId, { clubId, userName: to.handle, amount, idempotencyKey: k });
        move(fan.userId, "ESCROW", amount);
        pending.push({ id: trade.id, from: fan.userId, to: to.userId, amount });
        done.push({ key: k, replay: () => requestTrade(deps(), fan.userId, { clubId, userName: to.handle, amount, idempotencyKey: k }) });
      } catch (error) {
        expect((error as DomainError).message).toBe(m.insufficient);
        expect(model.get(fan.userId)!).toBeLessThan(amount);
        refusals++;
      }
    } else if (roll < 0.75 && pending.length > 0) {
      const trade = pending.splice(Math.floor(random() * pending.length), 1)[0]!;
      const outcome = random();
      const k = key();
      if (outcome < 0.5) {
        await acceptTrade(deps(), trade.to, trade.id, k);
        move("ESCROW", trade.to, trade.amount);
        done.push({ key: k, replay: () => acceptTrade(deps(), trade.to, trade.id, k) });
      } else if (outcome < 0.75) {
        await rejectTrade(deps(), trade.to, trade.id, k);
        move("ESCROW", trade.from, trade.amount);
        done.push({ key: k, replay: () => rejectTrade(deps(), trade.to, trade.id, k) });
      } else {
        await cancelTrade(deps(), trade.from, trade.id, k);
        move("ESCROW", trade.from, trade.amount);
        done.push({ key: k, replay: () => cancelTrade(deps(), trade.from, trade.id, k) });
      }
    } else if (roll < 0.9) {
      const amount = int(1, 70);
      try {
        await spend(clubId, fan.userId, amount);
        move(fan.userId, "REDEMPTION", amount);
      } catch (error) {
        expect((error as DomainError).message).toBe(m.insufficient);
        expect(model.get(fan.userId)!).toBeLessThan(amount);
        refusals++;
      }
    } else if (done.length > 0) {
      // A replay of an earlier request changes nothing.
      await pick(done).replay();
    }
    for (const fan of fans) expect(model.get(fan.userId)!).toBeGreaterThanOrEqual(0);
  }

  const actual = await balances(clubId);
  for (const [account, expected] of model) expect(actual.get(account) ?? 0, account).toBe(expected);
  for (const fan of fans) expect(actual.get(fan.userId)!).toBeGreaterThanOrEqual(0);
  expect(refusals).toBeGreaterThan(0);
  // The members' and the escrow's latest entries record what each account holds (what a balance check reads).
  const recorded = await rowsOf<{ kind: string; user_id: string | null; after: number | null }>(sql`
      select a.kind, a.user_id, (
        select case when e.credit_account_id = a.id then e.credit_balance_after else e.debit_balance_after end
        from club_points_entries e where e.credit_account_id = a.id or e.debit_account_id = a.id order by e.seq desc limit 1
      ) as after
      from club_points_accounts a where a.club_id = ${clubId} and a.kind in ('MEMBER', 'ESCROW')`);
  expect(recorded).toHaveLength(fans.length + 1);
  for (const account of recorded) expect(account.after, account.kind).toBe(model.get(account.kind === "ESCROW" ? "ESCROW" : account.user_id!));
  // A member's standing, read from their latest entries, is the model's balance and points earned.
  const standings = await standingsOf(api.platform.deps.db, sql`${clubPointsAccounts.clubId} = ${clubId} and ${clubPointsAccounts.kind} = 'MEMBER'`);
  const members = await api.platform.deps.db.select({ id: clubPointsAccounts.id, userId: clubPointsAccounts.userId }).from(clubPointsAccounts).where(eq(clubPointsAccounts.clubId, clubId));
  const ownerOf = new Map(members.map((row) => [row.id, row.userId!]));
  expect(standings).toHaveLength(fans.length);
  for (const standing of standings) {
    const userId = ownerOf.get(standing.accountId)!;
    expect({ balance: standing.balance, earned: standing.earned }, userId).toEqual({ balance: model.get(userId), earned: earnedModel.get(userId) });
  }
  // Every entry debits one account what it credits another: the signed amounts over all accounts sum to zero.
  const [sum] = await rowsOf<{ total: string; entries: string }>(sql`
      select coalesce(sum(signed), 0) as total, count(*) as entries from (
        select e.amount as signed from club_points_entries e where e.club_id = ${clubId}
        union all
        select -e.amount from club_points_entries e where e.club_id = ${clubId}
      ) moves`);
  expect(Number(sum!.total)).toBe(0);
  expect([...actual.values()].reduce((total, balance) => total + balance, 0)).toBe(0);
  const accounts = await deps().db.select().from(clubPointsAccounts).where(eq(clubPointsAccounts.clubId, clubId));
  expect(accounts.filter((account) => account.kind === "MEMBER")).toHaveLength(fans.length);
});

describe("who may trade, see balances and grant", () => {
  let owner: Member;
  let rewardManager: Member;
  let eventManager: Member;
  let fan: Member;
  let friend: Member;
  let stranger: Member;
  let clubId: string;

  beforeAll(async () => {
    [owner, rewardManager, eventManager, fan, friend, stranger] = [await member(), await member(), await member(), await member(), await member(), await member()];
    clubId = await newClub(owner);
    expect(codeOf(await addToTeam(api, owner.token, clubId, rewardManager, "REWARD_MANAGER", "TEAM"))).toBeUndefined();
    expect(codeOf(await addToTeam(api, owner.token, clubId, eventManager, "EVENT_MANAGER", "COLLABORATOR"))).toBeUndefined();
    await joinClub(deps().db, clubId, fan.userId);
    await joinClub(deps().db, clubId, friend.userId);
    await deps().db.insert(clubTiers).values([
      { clubId, level: 1, name: "Bronze", minimumPoints: 0 },
      { clubId, level: 2, name: "Silver", minimumPoints: 100 },
      { clubId, level: 3, name: "Gold", minimumPoints: 300 },
    ]);
  });

  test("a non-member cannot trade, nor trade to a non-member; a member trades with a member", async () => {
    await earn(clubId, fan.userId, 120);
    const fromStranger = await api.graphql(TRADE, { clubId, userName: fan.handle, points: 5, key: key() }, { token: stranger.token });
    expect(codeOf(fromStranger)).toBe("AUTH_NOT_AUTHORIZED");
    const toStranger = await api.graphql(TRADE, { clubId, userName: stranger.handle, points: 5, key: key() }, { token: fan.token });
    expect(codeOf(toStranger)).toBe("BAD_USER_INPUT");
    expect(toStranger.body.errors[0].message).toBe(m.recipientNotMember);
    const tooMuch = await api.graphql(TRADE, { clubId, userName: friend.handle, points: 500, key: key() }, { token: fan.token });
    expect(tooMuch.body.errors[0].message).toBe(m.insufficient);
    expect(tooMuch.body.errors[0].extensions.fields).toEqual({ points: m.insufficient });

    const sent = await api.graphql(TRADE, { clubId, userName: `@${friend.handle}`, points: 40, key: key() }, { token: fan.token });
    const trade = sent.body.data.club.requestPointsTrade;
    expect(trade).toMatchObject({ state: "PENDING", points: 40, incoming: false, from: { userId: fan.userId }, to: { userId: friend.userId } });
    const friendsView = await api.graphql(TRADES, {}, { token: friend.token });
    expect(friendsView.body.data.club.myTradeRequests.incoming).toEqual([{ tradeId: trade.tradeId, points: 40 }]);
    // Only the member offered the points accepts them.
    expect(codeOf(await api.graphql(ACCEPT, { tradeId: trade.tradeId, key: key() }, { token: fan.token }))).toBe("AUTH_NOT_AUTHORIZED");
    expect(codeOf(await api.graphql(ACCEPT, { tradeId: trade.tradeId, key: key() }, { token: stranger.token }))).toBe("NOT_FOUND");
    const accepted = await api.graphql(ACCEPT, { tradeId: trade.tradeId, key: key() }, { token: friend.token });
    expect(accepted.body.data.club.acceptPointsTrade.state).toBe("ACCEPTED");

    const fanPoints = (await api.graphql(MY_POINTS, {}, { token: fan.token })).body.data.club.myPoints;
    // Trading away never demotes: earned stays 120 (Silver), the balance is 80.
    expect(fanPoints).toEqual([{ club: { clubId }, balance: 80, pointsEarned: 120, tier: { name: "Silver" }, nextTier: { name: "Gold" }, pointsToNextTier: 180, progressPercent: 10 }]);
    const friendPoints = (await api.graphql(MY_POINTS, {}, { token: friend.token })).body.data.club.myPoints;
    // A received trade adds to the balance, not to the points earned.
    expect(friendPoints[0]).toMatchObject({ balance: 40, pointsEarned: 0, tier: { name: "Bronze" } });
    const history = (await api.graphql(HISTORY, { clubId, first: 1 }, { token: friend.token })).body.data.club.myPointsHistory;
    expect(history.nodes).toEqual([{ amount: 40, reason: "Trade accepted", reasonCode: "TRADE_ACCEPT", sourceKind: "TRADE", counterparty: { userId: fan.userId } }]);
    const fanHistory = (await api.graphql(HISTORY, { clubId, first: 1 }, { token: fan.token })).body.data.club.myPointsHistory;
    expect(fanHistory).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: true }, nodes: [{ amount: -40, reasonCode: "TRADE_HOLD" }] });
    const older = (await api.graphql(HISTORY, { clubId, first: 1, after: fanHistory.pageInfo.endCursor }, { token: fan.token })).body.data.club.myPointsHistory;
    expect(older).toMatchObject({ pageInfo: { hasNextPage: false }, nodes: [{ amount: 120, reasonCode: "EARN", reason: "Checked in", counterparty: null }] });
    expect((await api.graphql(TRADES, {}, { token: fan.token })).body.data.club.myTradeHistory).toEqual({ totalCount: 1, nodes: [{ tradeId: trade.tradeId, state: "ACCEPTED" }] });
  });

  test("only managers with MANAGE_REWARDS see members' balances and grant points", async () => {
    expect(codeOf(await api.graphql(OVERVIEW, { clubId }, { token: fan.token }))).toBe("NOT_FOUND");
    expect(codeOf(await api.graphql(OVERVIEW, { clubId }, { token: eventManager.token }))).toBe("AUTH_NOT_AUTHORIZED");
    const grant = (who: Member, points = 25) => api.graphql(GRANT, { clubId, userName: friend.handle, points, reason: "Helped at the door", key: key() }, { token: who.token });
    expect(codeOf(await grant(fan))).toBe("NOT_FOUND");
    expect(codeOf(await grant(eventManager))).toBe("AUTH_NOT_AUTHORIZED");
    expect((await grant(rewardManager)).body.data.club.grantPoints).toEqual({ amount: 25, reason: "Helped at the door", reasonCode: "GRANT" });
    expect((await grant(owner, 75)).body.data.club.grantPoints.amount).toBe(75);
    const toStranger = await api.graphql(GRANT, { clubId, userName: stranger.handle, points: 5, reason: "Nice", key: key() }, { token: owner.token });
    expect(toStranger.body.errors[0].message).toBe(m.grantNotMember);
    const unknown = await api.graphql(GRANT, { clubId, userName: "no_such_member_here", points: 5, reason: "Nice", key: key() }, { token: owner.token });
    expect(unknown.body.errors[0].extensions.fields).toEqual({ userName: m.userNotFound });

    const overview = (await api.graphql(OVERVIEW, { clubId }, { token: rewardManager.token })).body.data.club.pointsOverview;
    expect(overview).toMatchObject({ issued: 220, sold: 0, redeemed: 0, inEscrow: 0, heldByMembers: 220 });
    expect(overview.members).toEqual([
      { user: { userId: friend.userId }, balance: 140, pointsEarned: 100, tier: { name: "Silver" } },
      { user: { userId: fan.userId }, balance: 80, pointsEarned: 120, tier: { name: "Silver" } },
    ]);
  });
});

test("a club names the viewer's standing in it: a member's balance and tier; nothing for a non-member or signed out", async () => {
  const STANDING = `query ($club: String!) { club { bySlug(slug: $club) { myStanding { club { clubId } balance pointsEarned tier { name } nextTier { name } pointsToNextTier progressPercent } } } }`;
  const { clubId, fan, friend } = await twoMembers(70);
  await deps().db.update(clubs).set({ published: true }).where(eq(clubs.id, clubId));
  await spend(clubId, fan.userId, 20);
  const standing = async (token?: string) => {
    const answer = await api.graphql(STANDING, { club: clubId }, { token });
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data.club.bySlug.myStanding;
  };

  const fans = await standing(fan.token);
  expect(fans).toMatchObject({ club: { clubId }, balance: 50, pointsEarned: 70 });
  // The same standing as the member's points page shows for that club.
  const myPoints = (await api.graphql(MY_POINTS, {}, { token: fan.token })).body.data.club.myPoints;
  expect(fans).toEqual(myPoints.find((entry: { club: { clubId: string } }) => entry.club.clubId === clubId));
  expect(await standing(friend.token)).toMatchObject({ balance: 0, pointsEarned: 0 });
  expect(await standing((await member()).token)).toBeNull();
  expect(await standing()).toBeNull();
});

test("a tier whose stored colour is not a hex colour shows black, and the bad value is logged (spec 3 §5)", async () => {
  const TIER = `query ($club: String!) { club { bySlug(slug: $club) { myStanding { tier { name color } } } } }`;
  const { clubId, fan } = await twoMembers(30);
  await deps().db.update(clubs).set({ published: true }).where(eq(clubs.id, clubId));
  const [tier] = await deps().db.insert(clubTiers).values({ clubId, level: 1, name: "Smudged", minimumPoints: 10, color: "purple-ish" }).returning();
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  try {
    const answer = await api.graphql(TIER, { club: clubId }, { token: fan.token });
    expect(answer.body.data.club.bySlug.myStanding.tier).toEqual({ name: "Smudged", color: "#000000" });
    expect(warn).toHaveBeenCalledWith(`Club tier ${tier!.id} has an invalid colour: purple-ish`);
  } finally {
    warn.mockRestore();
  }
});

describe("my points, kept in the read cache", () => {
  const PAGE = `query { club { myPoints { club { clubId name } balance pointsEarned tier { name } } myPointsHistory(first: 5) { nodes { amount reason } } } }`;

  test("every change the database announces shows on the next read: an entry, a new club, a club's new name and a new tier", async () => {
    const owner = await member();
    const fan = await member();
    const [first, second] = [await newClub(owner, "Cached Points"), await newClub(owner, "Second Club")];
    await joinClub(deps().db, first, fan.userId);
    const read = async () => (await api.graphql(PAGE, {}, { token: fan.token })).body.data.club;

    expect((await read()).myPoints).toMatchObject([{ club: { clubId: first }, balance: 0, pointsEarned: 0, tier: null }]);
    await earn(first, fan.userId, 30);
    let page = await read();
    expect(page.myPoints).toMatchObject([{ balance: 30, pointsEarned: 30 }]);
    expect(page.myPointsHistory.nodes).toEqual([{ amount: 30, reason: "Checked in" }]);

    await spend(first, fan.userId, 10);
    page = await read();
    expect(page.myPoints).toMatchObject([{ balance: 20, pointsEarned: 30 }]);
    expect(page.myPointsHistory.nodes.map((node: { amount: number }) => node.amount)).toEqual([-10, 30]);

    await joinClub(deps().db, second, fan.userId);
    await earn(second, fan.userId, 5);
    page = await read();
    expect(page.myPoints.map((standing: { club: { clubId: string }; balance: number }) => [standing.club.clubId, standing.balance])).toEqual([
      [first, 20],
      [second, 5],
    ]);
    expect(page.myPointsHistory.nodes[0]).toEqual({ amount: 5, reason: "Checked in" });

    await api.platform.deps.db.update(clubs).set({ name: "Renamed Club" }).where(eq(clubs.id, first));
    await deps().db.insert(clubTiers).values({ clubId: first, level: 1, name: "Bronze", minimumPoints: 25 });
    expect((await read()).myPoints[0]).toMatchObject({ club: { name: "Renamed Club" }, tier: { name: "Bronze" } });
  });
});
