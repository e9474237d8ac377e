// A pie's team and ownership through the API (ADR 0073): moderators granted by user name and
// removed, by the role's assign flag; the flags enforced on the pie's mutations for a role
// without them; Pie.userPermissions; the ownership transfer requested, cancelled, rejected and
// accepted (once, however often or at once it is accepted), with its notifications.
import { randomBytes, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";
import { notifications, pieModerators, pieOwnershipTransfers, pies, pieSliceEntries, users, type PieRow } from "../../db/schema.js";
import { PIE_PERMISSIONS, PIE_ROLE_PERMISSIONS } from "../../../contract/pies/permissions.js";
import { pieTeamMessages } from "../../../contract/pies/team-messages.js";

let api: TestApi;
type Member = AuthInfo & { userName: string };

const MODERATOR = "moderatorId pieRole user { userId userName }";
const GRANT = `mutation ($pieId: ID!, $userName: String!, $role: PieRole!) { pie { grantModerator(pieId: $pieId, userName: $userName, pieRole: $role) { ${MODERATOR} } } }`;
const DELETE = `mutation ($pieId: ID!, $id: ID!) { pie { deleteModerator(pieId: $pieId, moderatorId: $id) { ${MODERATOR} } } }`;
const TRANSFER_FIELDS = "transferId status from { userId } to { userId } requestedBy { userId } pie { pieId }";
const PIE = `query ($id: String!) { pie { bySlugOrId(idOrSlug: $id) { userPermissions isTransfering moderators { ${MODERATOR} } pendingTransfer { ${TRANSFER_FIELDS} } createdBy { userId } } } }`;
const TRANSFER = `mutation ($pieId: ID!, $userName: String!) { pie { transferPie(pieId: $pieId, userName: $userName) { isTransfering pendingTransfer { ${TRANSFER_FIELDS} } } } }`;
const CANCEL = `mutation ($pieId: ID!) { pie { cancelTransfer(pieId: $pieId) { isTransfering } } }`;
const REQUESTS = `query { pie { myTransferRequests { ${TRANSFER_FIELDS} } } }`;
const ACCEPT = `mutation ($id: ID!) { pie { acceptOwnership(transferId: $id) { pieId createdBy { userId } userPermissions } } }`;
const REJECT = `mutation ($id: ID!) { pie { rejectOwnership(transferId: $id) { pieId createdBy { userId } isTransfering } } }`;
const SEND_SLICES = `mutation ($pieId: ID!, $userName: String!, $key: String!) { pie { sendPieSlices(pieId: $pieId, userName: $userName, slices: 3, idempotencyKey: $key) { moved } } }`;
const UPDATE_DETAILS = `mutation ($pieId: ID!, $input: PieDetailsInput!) { pie { updateDetails(pieId: $pieId, input: $input) { displayName } } }`;
const CREATE_REWARD = `mutation ($pieId: ID!, $input: PieRewardInput!) { rewards { createPieReward(pieId: $pieId, input: $input) { rewardId } } }`;

async function call(query: string, token: string, variables: Record<string, unknown> = {}) {
  return (await api.graphql(query, variables, { token })).body;
}
async function ok(query: string, token: string, variables: Record<string, unknown> = {}) {
  const body = await call(query, token, variables);
  expect(body.errors).toBeUndefined();
  return body.data.pie;
}
const codeOf = (body: { errors?: { extensions: { code: string } }[] }) => body.errors?.[0]?.extensions.code;

async function member(): Promise<Member> {
  const user = await createVerifiedUser(api);
  const userName = `m_${randomBytes(4).toString("hex")}`;
  await api.platform.deps.db.update(users).set({ userName }).where(eq(users.id, user.userId));
  return { ...user, userName };
}

/** A live pie of a new owner, with 500 slices for sale. */
async function livePie(): Promise<{ pie: PieRow; owner: Member }> {
  const owner = await member();
  const [pie] = await api.platform.deps.db
    .insert(pies)
    .values({
      displayName: `Team Pie ${randomBytes(3).toString("hex")}`,
      slug: `team-pie-${randomBytes(4).toString("hex")}`,
      maxSlices: 10_000,
      issuedSlices: 500,
      slicePriceCents: 250,
      appearance: { background: "night", napkin: "blue", crust: "golden", filling: "cherry" },
      onBoardingProcess: "COMPLETE",
      operationalState: "ACTIVE",
      creationPriceCents: 0,
      activatedAt: api.platform.deps.clock(),
      createdBy: owner.userId,
    })
    .returning();
  await api.platform.deps.db.insert(pieSliceEntries).values({
    pieId: pie!.id,
    debitAccount: "AVAILABLE",
    creditAccount: "ISSUER",
    amount: 500,
    reason: "ISSUANCE",
    source: "test",
    idempotencyKey: `pie-issuance:${pie!.id}`,
  });
  return { pie: pie!, owner };
}

async function inbox(userId: string, type: string) {
  return api.platform.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientUserId, userId), eq(notifications.type, type as never)));
}

beforeAll(async () => {
  api = await startTestApi({ graphqlRateLimitPerMinute: 100_000 });
});
afterAll(async () => {
  await api?.close();
});

describe("the pie's team", () => {
  test("the owner grants roles by user name, lists and removes them; the team's permissions follow the roles", async () => {
    const { pie, owner } = await livePie();
    const sam = await member();
    const stranger = await member();

    const { grantModerator: granted } = await ok(GRANT, owner.token, { pieId: pie.id, userName: `@${sam.userName.toUpperCase()}`, role: "REWARD_MANAGER" });
    expect(granted).toMatchObject({ pieRole: "REWARD_MANAGER", user: { userId: sam.userId } });
    expect(codeOf(await call(GRANT, owner.token, { pieId: pie.id, userName: sam.userName, role: "REWARD_MANAGER" }))).toBe("CONFLICT");
    const unknown = await call(GRANT, owner.token, { pieId: pie.id, userName: "nobody_here_at_all", role: "ADMIN" });
    expect(unknown.errors[0]).toMatchObject({ message: pieTeamMessages.userNotFound, extensions: { code: "BAD_USER_INPUT", fields: { userName: pieTeamMessages.userNotFound } } });
    const self = await call(GRANT, owner.token, { pieId: pie.id, userName: owner.userName, role: "ADMIN" });
    expect(self.errors[0].message).toBe(pieTeamMessages.ownerHoldsEverything);

    const seenByOwner = (await ok(PIE, owner.token, { id: pie.id })).bySlugOrId;
    expect(seenByOwner.userPermissions).toEqual([...PIE_PERMISSIONS]);
    expect(seenByOwner.moderators).toEqual([granted]);
    const seenBySam = (await ok(PIE, sam.token, { id: pie.id })).bySlugOrId;
    expect(seenBySam.userPermissions).toEqual(PIE_PERMISSIONS.filter((flag) => PIE_ROLE_PERMISSIONS.REWARD_MANAGER.includes(flag)));
    expect(seenBySam.moderators).toHaveLength(1);
    const seenByStranger = (await ok(PIE, stranger.token, { id: pie.id })).bySlugOrId;
    expect(seenByStranger).toMatchObject({ userPermissions: [], moderators: [], pendingTransfer: null });

    // Removing: a stranger may not; the owner may; twice is NOT_FOUND.
    expect(codeOf(await call(DELETE, stranger.token, { pieId: pie.id, id: granted.moderatorId }))).toBe("AUTH_NOT_AUTHORIZED");
    expect((await ok(DELETE, owner.token, { pieId: pie.id, id: granted.moderatorId })).deleteModerator.moderatorId).toBe(granted.moderatorId);
    expect(codeOf(await call(DELETE, owner.token, { pieId: pie.id, id: granted.moderatorId }))).toBe("NOT_FOUND");
    expect((await ok(PIE, sam.token, { id: pie.id })).bySlugOrId.userPermissions).toEqual([]);
  });

  test("an Admin assigns and removes Account and Reward Managers but not Admins; a manager assigns nobody", async () => {
    const { pie, owner } = await livePie();
    const admin = await member();
    const manager = await member();
    const other = await member();
    await ok(GRANT, owner.token, { pieId: pie.id, userName: admin.userName, role: "ADMIN" });

    const refused = await call(GRANT, admin.token, { pieId: pie.id, userName: other.userName, role: "ADMIN" });
    expect(refused.errors[0].extensions.code).toBe("AUTH_NOT_AUTHORIZED");
    const { grantModerator: accountManager } = await ok(GRANT, admin.token, { pieId: pie.id, userName: manager.userName, role: "ACCOUNT_MANAGER" });
    await ok(GRANT, admin.token, { pieId: pie.id, userName: manager.userName, role: "REWARD_MANAGER" });
    expect(codeOf(await call(GRANT, manager.token, { pieId: pie.id, userName: other.userName, role: "REWARD_MANAGER" }))).toBe("AUTH_NOT_AUTHORIZED");

    // The Admin may not remove the owner's Admins (themselves included), only the managers.
    const [adminRow] = await api.platform.deps.db.select().from(pieModerators).where(and(eq(pieModerators.pieId, pie.id), eq(pieModerators.userId, admin.userId)));
    expect(codeOf(await call(DELETE, admin.token, { pieId: pie.id, id: adminRow!.id }))).toBe("AUTH_NOT_AUTHORIZED");
    await ok(DELETE, admin.token, { pieId: pie.id, id: accountManager.moderatorId });
    const roles = (await ok(PIE, owner.token, { id: pie.id })).bySlugOrId.moderators.map((row: { pieRole: string; user: { userId: string } }) => [row.user.userId, row.pieRole]);
    expect(roles).toEqual([
      [admin.userId, "ADMIN"],
      [manager.userId, "REWARD_MANAGER"],
    ]);
  });

  test("the flags are enforced on the pie's mutations for a role without them", async () => {
    const { pie, owner } = await livePie();
    const rewardManager = await member();
    const accountManager = await member();
    const admin = await member();
    const fan = await member();
    await ok(GRANT, owner.token, { pieId: pie.id, userName: rewardManager.userName, role: "REWARD_MANAGER" });
    await ok(GRANT, owner.token, { pieId: pie.id, userName: accountManager.userName, role: "ACCOUNT_MANAGER" });
    await ok(GRANT, owner.token, { pieId: pie.id, userName: admin.userName, role: "ADMIN" });

    // CAN_SEND_SLICES: the Account Manager, not the Reward Manager.
    expect(codeOf(await call(SEND_SLICES, rewardManager.token, { pieId: pie.id, userName: fan.userName, key: randomUUID() }))).toBe("AUTH_NOT_AUTHORIZED");
    expect(await call(SEND_SLICES, accountManager.token, { pieId: pie.id, userName: fan.userName, key: randomUUID() })).toMatchObject({ data: { pie: { sendPieSlices: { moved: true } } } });
    // CAN_CHANGE_PIE_NAME: the Admin, not the Account Manager.
    const details = { displayName: "Renamed by the team", slug: pie.slug, bio: pie.bio };
    expect(codeOf(await call(UPDATE_DETAILS, accountManager.token, { pieId: pie.id, input: details }))).toBe("AUTH_NOT_AUTHORIZED");
    expect((await ok(UPDATE_DETAILS, admin.token, { pieId: pie.id, input: details })).updateDetails.displayName).toBe("Renamed by the team");
    // CAN_CREATE_REWARDS: the Reward Manager, not the Account Manager.
    const reward = {
      displayName: "Backstage for two",
      type: "PROMOTION",
      delivery: "DIGITAL",
      category: "MEET_UP",
      maxWinners: 2,
      redeemType: "PROMO_CODE",
      redeemCode: "BACKSTAGE",
    };
    expect(codeOf(await call(CREATE_REWARD, accountManager.token, { pieId: pie.id, input: reward }))).toBe("AUTH_NOT_AUTHORIZED");
    expect(await call(CREATE_REWARD, rewardManager.token, { pieId: pie.id, input: reward })).not.toHaveProperty("errors");
    // CAN_TRANSFER_OWNERSHIP: the owner's alone, not even an Admin's.
    expect(codeOf(await call(TRANSFER, admin.token, { pieId: pie.id, userName: fan.userName }))).toBe("AUTH_NOT_AUTHORIZED");
    // Someone without a role on the pie: nothing.
    expect(codeOf(await call(GRANT, fan.token, { pieId: pie.id, userName: fan.userName, role: "REWARD_MANAGER" }))).toBe("AUTH_NOT_AUTHORIZED");
  });
});

describe("the ownership transfer", () => {
  test("requested, shown to the member asked and the team, cancelled by the requester; then rejected, and the requester is told", async () => {
    const { pie, owner } = await livePie();
    const receiver = await member();
    const other = await member();

    const requested = (await ok(TRANSFER, owner.token, { pieId: pie.id, userName: receiver.userName })).transferPie;
    expect(requested).toMatchObject({ isTransfering: true, pendingTransfer: { status: "PENDING", from: { userId: owner.userId }, to: { userId: receiver.userId } } });
    expect(await inbox(receiver.userId, "PieOwnershipTransferRequest")).toHaveLength(1);
    // One pending transfer per pie.
    expect(await call(TRANSFER, owner.token, { pieId: pie.id, userName: other.userName })).toMatchObject({ errors: [{ message: pieTeamMessages.transferAlreadyPending }] });
    // Everyone sees isTransfering; only those concerned see the transfer.
    expect((await ok(PIE, other.token, { id: pie.id })).bySlugOrId).toMatchObject({ isTransfering: true, pendingTransfer: null });
    expect((await ok(PIE, receiver.token, { id: pie.id })).bySlugOrId.pendingTransfer.transferId).toBe(requested.pendingTransfer.transferId);
    expect((await ok(REQUESTS, receiver.token)).myTransferRequests.map((row: { transferId: string }) => row.transferId)).toEqual([requested.pendingTransfer.transferId]);
    expect((await ok(REQUESTS, other.token)).myTransferRequests).toEqual([]);

    // Only the member asked answers.
    expect(codeOf(await call(ACCEPT, other.token, { id: requested.pendingTransfer.transferId }))).toBe("NOT_FOUND");
    // The requester cancels: nothing pending, and the old request can no longer be answered.
    expect((await ok(CANCEL, owner.token, { pieId: pie.id })).cancelTransfer.isTransfering).toBe(false);
    expect(codeOf(await call(CANCEL, owner.token, { pieId: pie.id }))).toBe("CONFLICT");
    expect(await call(ACCEPT, receiver.token, { id: requested.pendingTransfer.transferId })).toMatchObject({ errors: [{ message: pieTeamMessages.transferClosed }] });
    expect((await ok(REQUESTS, receiver.token)).myTransferRequests).toEqual([]);

    // Asked again, rejected: the pie stays the owner's, the requester hears it once.
    const again = (await ok(TRANSFER, owner.token, { pieId: pie.id, userName: receiver.userName })).transferPie.pendingTransfer;
    const rejected = (await ok(REJECT, receiver.token, { id: again.transferId })).rejectOwnership;
    expect(rejected).toMatchObject({ createdBy: { userId: owner.userId }, isTransfering: false });
    await ok(REJECT, receiver.token, { id: again.transferId });
    expect(await inbox(owner.userId, "PieOwnershipTransferRejected")).toHaveLength(1);
    expect(await inbox(owner.userId, "PieOwnershipTransferAccepted")).toHaveLength(0);
  });

  test("accepted at once twice: the pie changes hands once; the old owner keeps no rights, the team stays, the requester is told once", async () => {
    const { pie, owner } = await livePie();
    const receiver = await member();
    const rewardManager = await member();
    await ok(GRANT, owner.token, { pieId: pie.id, userName: rewardManager.userName, role: "REWARD_MANAGER" });
    // The receiver held a role: as the owner they hold every flag instead.
    await ok(GRANT, owner.token, { pieId: pie.id, userName: receiver.userName, role: "ACCOUNT_MANAGER" });
    const { transferId } = (await ok(TRANSFER, owner.token, { pieId: pie.id, userName: receiver.userName })).transferPie.pendingTransfer;

    const answers = await Promise.all([call(ACCEPT, receiver.token, { id: transferId }), call(ACCEPT, receiver.token, { id: transferId })]);
    for (const answer of answers) expect(answer.data.pie.acceptOwnership).toMatchObject({ createdBy: { userId: receiver.userId }, userPermissions: [...PIE_PERMISSIONS] });
    expect(await inbox(owner.userId, "PieOwnershipTransferAccepted")).toHaveLength(1);
    const [row] = await api.platform.deps.db.select().from(pieOwnershipTransfers).where(eq(pieOwnershipTransfers.id, transferId));
    expect(row).toMatchObject({ status: "ACCEPTED", decidedAt: expect.any(Date) });

    const seenByOldOwner = (await ok(PIE, owner.token, { id: pie.id })).bySlugOrId;
    expect(seenByOldOwner).toMatchObject({ userPermissions: [], moderators: [], isTransfering: false, createdBy: { userId: receiver.userId } });
    expect(codeOf(await call(TRANSFER, owner.token, { pieId: pie.id, userName: rewardManager.userName }))).toBe("AUTH_NOT_AUTHORIZED");
    const team = (await ok(PIE, receiver.token, { id: pie.id })).bySlugOrId.moderators;
    expect(team.map((row: { user: { userId: string }; pieRole: string }) => [row.user.userId, row.pieRole])).toEqual([[rewardManager.userId, "REWARD_MANAGER"]]);
    // The new owner's pie is their hub's pie.
    expect((await ok(`query { pie { myPie { pieId } } }`, receiver.token)).myPie.pieId).toBe(pie.id);
    expect((await ok(`query { pie { myPie { pieId } } }`, owner.token)).myPie).toBeNull();
    // Rejecting an accepted transfer is refused.
    expect(codeOf(await call(REJECT, receiver.token, { id: transferId }))).toBe("CONFLICT");
  });

  test("a member who has a pie cannot be asked (a member holds one pie); a pie's owner cannot ask themselves", async () => {
    const { pie, owner } = await livePie();
    const { owner: otherOwner } = await livePie();
    expect((await call(TRANSFER, owner.token, { pieId: pie.id, userName: otherOwner.userName })).errors[0]).toMatchObject({
      message: pieTeamMessages.receiverHasPie,
      extensions: { code: "BAD_USER_INPUT", fields: { userName: pieTeamMessages.receiverHasPie } },
    });
    expect((await call(TRANSFER, owner.token, { pieId: pie.id, userName: owner.userName })).errors[0].message).toBe(pieTeamMessages.transferToSelf);
    expect((await ok(PIE, owner.token, { id: pie.id })).bySlugOrId.isTransfering).toBe(false);
  });
});
