// Lists of pies cost as many statements for five pies as for one (no query per pie, ADR 0081):
// the pie hub's picker (the pies a member moderates, each with the permissions their roles give)
// and the trade hub's lists (each pie's slices for sale).
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { AuthInfo } from "../access/domain/auth-info.js";
import { createVerifiedUser } from "../test/fixtures.js";
import { startTestApi, statementCountingLogger, type TestApi } from "../test/support.js";
import { PIE_PERMISSIONS, PIE_ROLE_PERMISSIONS, type PieRole } from "../../contract/pies/permissions.js";
import { pieModerators, pies, pieSliceEntries } from "./db.js";

let api: TestApi;
const { logger, statements: statementCount } = statementCountingLogger();
/** The API answers flags in the table's order. */
const byTable = (a: string, b: string) => PIE_PERMISSIONS.indexOf(a as never) - PIE_PERMISSIONS.indexOf(b as never);
const PICKER = `query { pie { myModeratorPies { pieId userPermissions } } }`;

beforeAll(async () => {
  api = await startTestApi({ logger, readCache: false });
  await api.platform.jobs.stop();
});
afterAll(async () => {
  await api?.close();
});

async function moderatedPie(moderator: AuthInfo, roles: PieRole[]): Promise<string> {
  const owner = await createVerifiedUser(api);
  const [pie] = await api.platform.deps.db
    .insert(pies)
    .values({
      displayName: `Picked ${randomBytes(3).toString("hex")}`,
      maxSlices: 10_000,
      issuedSlices: 100,
      slicePriceCents: 100,
      appearance: { background: "night", napkin: "blue", crust: "golden", filling: "cherry" },
      onBoardingProcess: "COMPLETE",
      operationalState: "ACTIVE",
      creationPriceCents: 0,
      activatedAt: api.clock.now(),
      createdBy: owner.userId,
    })
    .returning();
  await api.platform.deps.db.insert(pieModerators).values(roles.map((role) => ({ pieId: pie!.id, userId: moderator.userId, role })));
  await api.platform.deps.db
    .insert(pieSliceEntries)
    .values({ pieId: pie!.id, debitAccount: "AVAILABLE", creditAccount: "ISSUER", amount: 100, reason: "ISSUANCE", source: "test", idempotencyKey: `pie-issuance:${pie!.id}` });
  return pie!.id;
}

async function picker(member: AuthInfo) {
  const before = statementCount();
  const answer = await api.graphql(PICKER, {}, { token: member.token });
  expect(answer.body.errors).toBeUndefined();
  return { pies: answer.body.data.pie.myModeratorPies as { pieId: string; userPermissions: string[] }[], statements: statementCount() - before };
}

test("each moderated pie answers the viewer's flags, in as many statements for five pies as for one", async () => {
  const one = await createVerifiedUser(api);
  const reward = await moderatedPie(one, ["REWARD_MANAGER"]);
  const small = await picker(one);
  expect(small.pies).toEqual([{ pieId: reward, userPermissions: [...PIE_ROLE_PERMISSIONS.REWARD_MANAGER].sort(byTable) }]);

  const five = await createVerifiedUser(api);
  const ids = {
    admin: await moderatedPie(five, ["ADMIN"]),
    account: await moderatedPie(five, ["ACCOUNT_MANAGER"]),
    both: await moderatedPie(five, ["ACCOUNT_MANAGER", "REWARD_MANAGER"]),
    reward: await moderatedPie(five, ["REWARD_MANAGER"]),
    again: await moderatedPie(five, ["ACCOUNT_MANAGER"]),
  };
  const large = await picker(five);
  const flagsOf = (id: string) => large.pies.find((pie) => pie.pieId === id)?.userPermissions;
  expect(large.pies).toHaveLength(5);
  expect(flagsOf(ids.admin)).toEqual([...PIE_ROLE_PERMISSIONS.ADMIN].sort(byTable));
  expect(flagsOf(ids.account)).toEqual([...PIE_ROLE_PERMISSIONS.ACCOUNT_MANAGER].sort(byTable));
  expect(flagsOf(ids.both)).toEqual([...new Set([...PIE_ROLE_PERMISSIONS.ACCOUNT_MANAGER, ...PIE_ROLE_PERMISSIONS.REWARD_MANAGER])].sort(byTable));
  expect(flagsOf(ids.reward)).toEqual([...PIE_ROLE_PERMISSIONS.REWARD_MANAGER].sort(byTable));
  expect(large.statements).toBe(small.statements);
});

test("a trade hub list reads its pies' slices for sale in as many statements for five pies as for one", async () => {
  const fan = await createVerifiedUser(api);
  const NEWCOMERS = `query ($first: Int) { pie { search(type: NEWCOMERS, first: $first) { nodes { pieId availableSlices } } } }`;
  const list = async (first: number) => {
    const before = statementCount();
    const answer = await api.graphql(NEWCOMERS, { first }, { token: fan.token });
    expect(answer.body.errors).toBeUndefined();
    return { nodes: answer.body.data.pie.search.nodes as { pieId: string; availableSlices: number }[], statements: statementCount() - before };
  };
  for (let index = 0; index < 5; index++) await moderatedPie(await createVerifiedUser(api), ["ADMIN"]);
  const one = await list(1);
  const five = await list(5);
  expect(five.nodes).toHaveLength(5);
  expect(five.nodes.every((node) => node.availableSlices === 100)).toBe(true);
  expect(five.statements).toBe(one.statements);
});
