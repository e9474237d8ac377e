// A club's payout account through the API (ADR 0061), on the local sandbox provider: the owner
// and account managers connect, see and disconnect it; an admin and other roles may not; the
// round trip's state works once, for the manager who started it; the fees are the platform's.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { users } from "../../db/schema.js";
import { createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, TEST_PUBLIC_URL, type TestApi } from "../../test/support.js";
import { clubAccountsMessages as m } from "../../../contract/clubs/accounts-messages.js";
import { PROCESSING_FEE_FIXED_CENTS, PROCESSING_FEE_PERCENT, SERVICE_FEE_PERCENT, SERVICE_FEE_PER_TICKET_CENTS } from "../../events/checkout/domain/pricing.js";

type Member = AuthInfo & { handle: string };

let api: TestApi;
let owner: Member;
let accountManager: Member;
let admin: Member;
let stranger: Member;
let clubId: string;

const CREATE_CLUB = `mutation ($input: ClubDetailsInput!) { club { create(input: $input) { clubId } } }`;
const INVITE = `mutation ($clubId: ID!, $userName: String!, $role: ClubRole!) { club { inviteTeamMember(clubId: $clubId, userName: $userName, role: $role, kind: TEAM) { invitationId } } }`;
const ACCEPT = `mutation ($invitationId: ID!) { club { respondToTeamInvitation(invitationId: $invitationId, accept: true) { invitationId } } }`;
const ACCOUNTS = `query ($clubId: ID!) { club { byId(clubId: $clubId) { payoutAccount { payoutAccountId provider label connectedBy { userId } } paymentFees { serviceFeePercent serviceFeePerTicketCents processingFeePercent processingFeeFixedCents } } } }`;
const START = `mutation ($clubId: ID!) { club { startPayoutConnection(clubId: $clubId) } }`;
const COMPLETE = `mutation ($input: CompleteClubPayoutConnectionInput!) { club { completePayoutConnection(input: $input) { clubId payoutAccount { label } } } }`;
const DISCONNECT = `mutation ($clubId: ID!) { club { disconnectPayoutAccount(clubId: $clubId) { payoutAccount { label } } } }`;

async function member(): Promise<Member> {
  const user = await createVerifiedUser(api);
  const handle = `a_${randomBytes(4).toString("hex")}`;
  await api.platform.deps.db.update(users).set({ userName: handle }).where(eq(users.id, user.userId));
  return { ...user, handle };
}

async function join(who: Member, role: string) {
  const invited = await api.graphql(INVITE, { clubId, userName: who.handle, role }, { token: owner.token });
  await api.graphql(ACCEPT, { invitationId: invited.body.data.club.inviteTeamMember.invitationId }, { token: who.token });
}

const codeOf = (answer: { body: { errors?: { extensions: { code: string } }[] } }) => answer.body.errors?.[0]?.extensions.code;
const accountOf = async (who: Member) => (await api.graphql(ACCOUNTS, { clubId }, { token: who.token })).body.data.club.byId.payoutAccount;

async function start(who: Member): Promise<{ code: string; state: string }> {
  const answer = await api.graphql(START, { clubId }, { token: who.token });
  expect(answer.body.errors).toBeUndefined();
  const url = new URL(answer.body.data.club.startPayoutConnection);
  expect(`${url.origin}${url.pathname}`).toBe(`${TEST_PUBLIC_URL}/my/rep-clubs/payout/process`);
  return { code: url.searchParams.get("code")!, state: url.searchParams.get("state")! };
}

beforeAll(async () => {
  api = await startTestApi();
  [owner, accountManager, admin, stranger] = [await member(), await member(), await member(), await member()];
  clubId = (await api.graphql(CREATE_CLUB, { input: { name: "Money Club", access: "PUBLIC" } }, { token: owner.token })).body.data.club.create.clubId;
  await join(accountManager, "ACCOUNT_MANAGER");
  await join(admin, "ADMIN");
});
afterAll(async () => {
  await api?.close();
});

describe("a club's payout account", () => {
  test("an account manager connects it through the sandbox; the owner sees it; it is disconnected; the fees are the platform's", async () => {
    expect(await accountOf(owner)).toBeNull();
    const completed = await api.graphql(COMPLETE, { input: await start(accountManager) }, { token: accountManager.token });
    expect(completed.body.errors).toBeUndefined();
    expect(completed.body.data.club.completePayoutConnection).toEqual({ clubId, payoutAccount: { label: expect.stringMatching(/^Sandbox bank ••••\d{4}$/) } });
    expect(await accountOf(owner)).toMatchObject({ provider: "sandbox", connectedBy: { userId: accountManager.userId } });

    // One at a time: connecting another needs the first disconnected.
    const second = await api.graphql(START, { clubId }, { token: owner.token });
    expect(second.body.errors[0]).toMatchObject({ message: m.alreadyConnected, extensions: { code: "CONFLICT" } });

    const fees = (await api.graphql(ACCOUNTS, { clubId }, { token: owner.token })).body.data.club.byId.paymentFees;
    expect(fees).toEqual({
      serviceFeePercent: SERVICE_FEE_PERCENT,
      serviceFeePerTicketCents: SERVICE_FEE_PER_TICKET_CENTS,
      processingFeePercent: PROCESSING_FEE_PERCENT,
      processingFeeFixedCents: PROCESSING_FEE_FIXED_CENTS,
    });

    expect((await api.graphql(DISCONNECT, { clubId }, { token: owner.token })).body.data.club.disconnectPayoutAccount).toEqual({ payoutAccount: null });
    expect(await accountOf(accountManager)).toBeNull();
    expect(codeOf(await api.graphql(DISCONNECT, { clubId }, { token: owner.token }))).toBe("NOT_FOUND");
  });

  test("a state works once, and only for the manager who started it", async () => {
    const trip = await start(owner);
    const stolen = await api.graphql(COMPLETE, { input: trip }, { token: accountManager.token });
    expect(stolen.body.errors[0]).toMatchObject({ message: m.linkInvalid, extensions: { code: "BAD_USER_INPUT" } });
    expect(codeOf(await api.graphql(COMPLETE, { input: trip }, { token: owner.token }))).toBeUndefined();
    expect(codeOf(await api.graphql(COMPLETE, { input: trip }, { token: owner.token }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await api.graphql(DISCONNECT, { clubId }, { token: owner.token }))).toBeUndefined();
  });

  test("an admin, a stranger and a signed-out caller may not see or change it", async () => {
    expect(codeOf(await api.graphql(ACCOUNTS, { clubId }, { token: admin.token }))).toBe("AUTH_NOT_AUTHORIZED");
    expect(codeOf(await api.graphql(START, { clubId }, { token: admin.token }))).toBe("AUTH_NOT_AUTHORIZED");
    expect(codeOf(await api.graphql(DISCONNECT, { clubId }, { token: admin.token }))).toBe("AUTH_NOT_AUTHORIZED");
    expect(codeOf(await api.graphql(START, { clubId }, { token: stranger.token }))).toBe("NOT_FOUND");
    expect(codeOf(await api.graphql(ACCOUNTS, { clubId }, { token: stranger.token }))).toBe("NOT_FOUND");
    expect(codeOf(await api.graphql(START, { clubId }))).toBe("AUTH_NOT_AUTHENTICATED");
  });

  test("a manager whose role was taken away during the trip does not link it", async () => {
    const leaving = await member();
    await join(leaving, "ACCOUNT_MANAGER");
    const trip = await start(leaving);
    await api.graphql(`mutation ($clubId: ID!, $userId: ID!) { club { updateTeamMember(clubId: $clubId, userId: $userId, role: REWARD_MANAGER) { role } } }`, { clubId, userId: leaving.userId }, { token: owner.token });
    expect(codeOf(await api.graphql(COMPLETE, { input: trip }, { token: leaving.token }))).toBe("AUTH_NOT_AUTHORIZED");
    expect(await accountOf(owner)).toBeNull();
  });
});
