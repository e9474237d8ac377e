// Finding and joining clubs through the API (spec 3 §2 /rep-clubs; §3 canJoin, isMember,
// memberCount, membership; §7 clubs search, user memberships, join by slug; ADR 0059): search
// and its pages, featured and newest, joining (also by slug) and leaving, each twice, the
// private club's join code, and unpublished clubs kept from strangers.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../../access/domain/auth-info.js";
import { createVerifiedUser } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";
import { clubMemberMessages as m } from "../../../contract/clubs/members-messages.js";

let api: TestApi;
let owner: AuthInfo;
let fan: AuthInfo;
let other: AuthInfo;
const tag = `zq${randomBytes(4).toString("hex")}`;

const CREATE = `mutation ($input: ClubDetailsInput!) { club { create(input: $input) { clubId slug } } }`;
const PUBLISH = `mutation ($clubId: ID!) { club { publish(clubId: $clubId) { clubId } } }`;
const FIELDS = `clubId slug canJoin isMember memberCount membership { joinedAt } joinCode`;
const SEARCH = `query ($keyword: String, $first: Int, $after: String) { club { search(keyword: $keyword, first: $first, after: $after) { nodes { clubId name } pageInfo { hasNextPage endCursor } totalCount } } }`;
const BY_ID = `query ($clubId: ID!) { club { byId(clubId: $clubId) { ${FIELDS} } } }`;
const JOIN = `mutation ($clubId: ID!, $joinCode: String) { club { join(clubId: $clubId, joinCode: $joinCode) { ${FIELDS} } } }`;
const JOIN_BY_SLUG = `mutation ($slug: String!, $joinCode: String) { club { joinBySlug(slug: $slug, joinCode: $joinCode) { ${FIELDS} } } }`;
const LEAVE = `mutation ($clubId: ID!) { club { leave(clubId: $clubId) { ${FIELDS} } } }`;
const MINE = `{ club { myMemberships { club { clubId } joinedAt } } }`;
const LISTS = `{ club { featured(first: 50) { clubId isVerified } newest(first: 50) { clubId } } }`;

const codeOf = (answer: { body: { errors?: { extensions: { code: string } }[] } }) => answer.body.errors?.[0]?.extensions.code;

async function newClub(token: string, name: string, options: { access?: string; publish?: boolean; description?: string } = {}) {
  // Each club a minute after the one before, so newest first is one order.
  api.clock.advance(60_000);
  const created = await api.graphql(CREATE, { input: { name, access: options.access ?? "PUBLIC", description: options.description ?? null } }, { token });
  const { clubId, slug } = created.body.data.club.create;
  if (options.publish ?? true) expect(codeOf(await api.graphql(PUBLISH, { clubId }, { token }))).toBeUndefined();
  return { clubId: clubId as string, slug: slug as string };
}

let clubA: { clubId: string; slug: string };
let clubB: { clubId: string; slug: string };
let clubC: { clubId: string; slug: string };
let hidden: { clubId: string; slug: string };

beforeAll(async () => {
  api = await startTestApi();
  [owner, fan, other] = [await createVerifiedUser(api), await createVerifiedUser(api), await createVerifiedUser(api)];
  clubA = await newClub(owner.token, `Alpha ${tag} Owls`);
  clubB = await newClub(owner.token, "Beta Readers", { description: `Books and ${tag.toUpperCase()} tea` });
  clubC = await newClub(owner.token, "Gamma Runners");
  hidden = await newClub(owner.token, `Hidden ${tag}`, { publish: false });
});
afterAll(async () => {
  await api?.close();
});

describe("finding clubs", () => {
  test("search matches name, description and address, published clubs only, newest first, in pages", async () => {
    const first = await api.graphql(SEARCH, { keyword: tag, first: 1 }, { token: fan.token });
    expect(codeOf(first)).toBeUndefined();
    const page1 = first.body.data.club.search;
    expect(page1.totalCount).toBe(2);
    expect(page1.nodes.map((n: { clubId: string }) => n.clubId)).toEqual([clubB.clubId]);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = (await api.graphql(SEARCH, { keyword: tag, first: 1, after: page1.pageInfo.endCursor }, { token: fan.token })).body.data.club.search;
    expect(page2.nodes.map((n: { clubId: string }) => n.clubId)).toEqual([clubA.clubId]);
    expect(page2.pageInfo.hasNextPage).toBe(false);
    // By address (slug), signed out too.
    const bySlug = await api.graphql(SEARCH, { keyword: clubC.slug });
    expect(bySlug.body.data.club.search.nodes.map((n: { clubId: string }) => n.clubId)).toEqual([clubC.clubId]);
    // Wildcards are taken literally.
    expect((await api.graphql(SEARCH, { keyword: `${tag}%` }, { token: fan.token })).body.data.club.search.totalCount).toBe(0);
    expect(codeOf(await api.graphql(SEARCH, { keyword: tag, after: "not-a-cursor" }, { token: fan.token }))).toBe("BAD_USER_INPUT");
  });

  test("the search is rate limited like the other lookups", async () => {
    const ip = "203.0.113.77";
    let code: string | undefined;
    for (let i = 0; i < 61 && !code; i++) code = codeOf(await api.graphql(SEARCH, { keyword: "x", first: 1 }, { ip }));
    expect(code).toBe("RATE_LIMITED");
  });

  test("featured lists verified clubs first, then those with the most members; newest the latest; never unpublished", async () => {
    await api.graphql(JOIN, { clubId: clubC.clubId }, { token: other.token });
    const { featured, newest } = (await api.graphql(LISTS)).body.data.club;
    const ids = featured.map((c: { clubId: string }) => c.clubId);
    expect(ids).not.toContain(hidden.clubId);
    const verifiedFlags = featured.map((c: { isVerified: boolean }) => c.isVerified);
    expect(verifiedFlags).toEqual([...verifiedFlags].sort((a, b) => Number(b) - Number(a)));
    expect(ids.indexOf(clubC.clubId)).toBeLessThan(ids.indexOf(clubB.clubId));
    expect(newest[0].clubId).toBe(clubC.clubId);
    expect(newest.map((c: { clubId: string }) => c.clubId)).not.toContain(hidden.clubId);
  });
});

describe("joining and leaving", () => {
  test("join and joinBySlug make one membership, counted once; leave ends it; each twice changes nothing", async () => {
    const before = (await api.graphql(BY_ID, { clubId: clubA.clubId }, { token: fan.token })).body.data.club.byId;
    expect(before).toMatchObject({ canJoin: true, isMember: false, memberCount: 0, membership: null, joinCode: null });
    const joined = (await api.graphql(JOIN, { clubId: clubA.clubId }, { token: fan.token })).body.data.club.join;
    expect(joined).toMatchObject({ canJoin: false, isMember: true, memberCount: 1 });
    const again = (await api.graphql(JOIN_BY_SLUG, { slug: clubA.slug.toUpperCase() }, { token: fan.token })).body.data.club.joinBySlug;
    expect(again).toMatchObject({ isMember: true, memberCount: 1, membership: { joinedAt: joined.membership.joinedAt } });
    const mine = (await api.graphql(MINE, {}, { token: fan.token })).body.data.club.myMemberships;
    expect(mine).toEqual([{ club: { clubId: clubA.clubId }, joinedAt: joined.membership.joinedAt }]);
    const left = (await api.graphql(LEAVE, { clubId: clubA.clubId }, { token: fan.token })).body.data.club.leave;
    expect(left).toMatchObject({ isMember: false, canJoin: true, memberCount: 0 });
    expect(codeOf(await api.graphql(LEAVE, { clubId: clubA.clubId }, { token: fan.token }))).toBeUndefined();
    expect((await api.graphql(MINE, {}, { token: fan.token })).body.data.club.myMemberships).toEqual([]);
  });

  test("signed out, a public club may be joined (after signing in); joining needs a sign-in", async () => {
    const seen = (await api.graphql(BY_ID, { clubId: clubA.clubId })).body.data.club.byId;
    expect(seen).toMatchObject({ canJoin: true, isMember: false });
    expect(codeOf(await api.graphql(JOIN, { clubId: clubA.clubId }))).toBe("AUTH_NOT_AUTHENTICATED");
  });

  test("the owner may join but not leave their own club", async () => {
    expect((await api.graphql(JOIN, { clubId: clubB.clubId }, { token: owner.token })).body.data.club.join.isMember).toBe(true);
    const refused = await api.graphql(LEAVE, { clubId: clubB.clubId }, { token: owner.token });
    expect(codeOf(refused)).toBe("CONFLICT");
    expect(refused.body.errors[0].message).toBe(m.ownerCannotLeave);
  });

  test("a private club is joined only with its join code, which its managers alone see", async () => {
    const secret = await newClub(owner.token, `Private ${tag}`, { access: "PRIVATE" });
    const asFan = (await api.graphql(BY_ID, { clubId: secret.clubId }, { token: fan.token })).body.data.club.byId;
    expect(asFan).toMatchObject({ canJoin: false, joinCode: null });
    const code = (await api.graphql(BY_ID, { clubId: secret.clubId }, { token: owner.token })).body.data.club.byId.joinCode;
    expect(code).toMatch(/^[\w-]{10}$/);
    const withoutCode = await api.graphql(JOIN, { clubId: secret.clubId }, { token: fan.token });
    expect(codeOf(withoutCode)).toBe("AUTH_NOT_AUTHORIZED");
    expect(withoutCode.body.errors[0].message).toBe(m.privateClub);
    const wrong = await api.graphql(JOIN_BY_SLUG, { slug: secret.slug, joinCode: "AAAAAAAAAA" }, { token: fan.token });
    expect(wrong.body.errors[0].message).toBe(m.wrongJoinCode);
    const joined = await api.graphql(JOIN_BY_SLUG, { slug: secret.slug, joinCode: code }, { token: fan.token });
    expect(joined.body.data.club.joinBySlug).toMatchObject({ isMember: true, memberCount: 1 });
    // A code is the club's own: it opens no other private club.
    const another = await newClub(owner.token, `Private two ${tag}`, { access: "PRIVATE" });
    expect(codeOf(await api.graphql(JOIN, { clubId: another.clubId, joinCode: code }, { token: fan.token }))).toBe("AUTH_NOT_AUTHORIZED");
  });

  test("an unpublished club is NOT_FOUND to others, and cannot be joined even by its owner", async () => {
    expect(codeOf(await api.graphql(JOIN, { clubId: hidden.clubId }, { token: fan.token }))).toBe("NOT_FOUND");
    expect(codeOf(await api.graphql(JOIN_BY_SLUG, { slug: hidden.slug }, { token: fan.token }))).toBe("NOT_FOUND");
    expect(codeOf(await api.graphql(JOIN, { clubId: hidden.clubId }, { token: owner.token }))).toBe("CONFLICT");
    expect(codeOf(await api.graphql(SEARCH, { keyword: `Hidden ${tag}` }, { token: owner.token }))).toBeUndefined();
    expect((await api.graphql(SEARCH, { keyword: `Hidden ${tag}` }, { token: owner.token })).body.data.club.search.totalCount).toBe(0);
  });
});
