// People search: members by a word of their name or handle, at most 10, active
// accounts only, never with an e-mail address or phone number; members only, rate-limited.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AuthInfo } from "../access/domain/auth-info.js";
import { createVerifiedUser, registrationBody } from "../test/fixtures.js";
import { startTestApi, type TestApi } from "../test/support.js";
import { peopleSearchRateLimit } from "./domain/people-search.js";

let api: TestApi;
let viewer: AuthInfo;
let deleted: AuthInfo;
const emails: string[] = [];

const PEOPLE = `query ($query: String!, $first: Int) { user { search(query: $query, first: $first) { userId name userName avatarUrl } } }`;

async function people(query: string, token = viewer.token, first?: number) {
  const answer = await api.graphql(PEOPLE, { query, first }, { token });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.user.search as { userId: string; name: string; userName: string | null }[];
}

beforeAll(async () => {
  api = await startTestApi();
  viewer = await createVerifiedUser(api, { name: "Viewer Person" });
  for (let index = 0; index < 12; index++) {
    const body = registrationBody({ name: `Zephyrine Quill ${index}` });
    emails.push(String(body.userName));
    await createVerifiedUser(api, body);
  }
  deleted = await createVerifiedUser(api, { name: "Xanthe Gone" });
  expect((await api.graphql("mutation { user { deactivate } }", {}, { token: deleted.token })).body.errors).toBeUndefined();
  // Registered but never confirmed.
  const unconfirmed = await api.post("/auth/password/register", registrationBody({ name: "Xanthe Pending" }));
  expect(unconfirmed.status).toBe(200);
  await createVerifiedUser(api, { name: "Xanthe Here" });
});
afterAll(async () => {
  await api?.close();
});

describe("user.search", () => {
  test("finds members by the start of any word of the name, in any case, at most 10", async () => {
    const found = await people("zEpHyR");
    expect(found).toHaveLength(10);
    for (const person of found) expect(person.name).toMatch(/^Zephyrine Quill \d+$/);
    expect(await people("quil")).toHaveLength(10);
    expect((await people("zephyrine quill 11")).map((person) => person.name)).toEqual(["Zephyrine Quill 11"]);
    expect(await people("ephyr")).toEqual([]);
    expect(await people("zephyr", viewer.token, 3)).toHaveLength(3);
  });

  test("finds a member by the start of the user name", async () => {
    const [me] = await people("viewer");
    const handle = `viewer_${me!.userId.slice(0, 8)}`;
    await api.graphql(`mutation ($input: UpdateProfileInput!) { user { updateProfile(input: $input) { userId } } }`, { input: { userName: handle } }, {
      token: viewer.token,
    });
    expect((await people(handle.slice(0, 12))).map((person) => person.userId)).toEqual([me!.userId]);
  });

  test("finds a member by a dotted user name: whole, with or without @, and by any of its parts", async () => {
    const member = await createVerifiedUser(api, { name: "Quorra Member" });
    const [me] = await people("quorra", member.token);
    const handle = `ana.lopez_${me!.userId.slice(0, 6)}`;
    const updated = await api.graphql(`mutation ($input: UpdateProfileInput!) { user { updateProfile(input: $input) { userName } } }`, { input: { userName: handle } }, {
      token: member.token,
    });
    expect(updated.body.data.user.updateProfile.userName).toBe(handle);
    for (const query of [handle, `@${handle}`, "ana.lopez", "@ana.lopez", "lopez", "LOPEZ", "lop", "ana.lo", "ana", `lopez_${me!.userId.slice(0, 6)}`]) {
      const found = await people(query);
      expect(found.map((person) => person.userName), query).toContain(handle);
    }
    expect(await people("anal")).toEqual([]);
  });

  test("never shows e-mail addresses or phone numbers, and cannot be asked for them", async () => {
    const answer = await api.graphql(PEOPLE, { query: "zephyrine" }, { token: viewer.token });
    const text = JSON.stringify(answer.body);
    for (const email of emails) expect(text).not.toContain(email);
    expect(text).not.toContain("+1415");
    const asked = await api.graphql(`query { user { search(query: "zephyrine") { emailAddress } } }`, {}, { token: viewer.token });
    expect(asked.body.errors?.[0]?.message).toMatch(/emailAddress/);
  });

  test("deleted and unconfirmed accounts are not found", async () => {
    expect((await people("xanthe")).map((person) => person.name)).toEqual(["Xanthe Here"]);
  });

  test("an empty query finds nobody; more than 10 is refused; visitors are refused", async () => {
    expect(await people("   ")).toEqual([]);
    expect(await people("%&!")).toEqual([]);
    const tooMany = await api.graphql(PEOPLE, { query: "zephyr", first: 11 }, { token: viewer.token });
    expect(tooMany.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const visitor = await api.graphql(PEOPLE, { query: "zephyr" });
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe("AUTH_NOT_AUTHENTICATED");
  });

  test("is rate-limited per account", async () => {
    const member = await createVerifiedUser(api, { name: "Busy Searcher" });
    let code: string | undefined;
    for (let index = 0; index <= peopleSearchRateLimit.limit && !code; index++) {
      const answer = await api.graphql(PEOPLE, { query: `busy` }, { token: member.token });
      code = answer.body.errors?.[0]?.extensions?.code;
    }
    expect(code).toBe("RATE_LIMITED");
    // Refused, it is null: what else the request asked for (the /search page's events) keeps its data.
    const beside = await api.graphql(`query ($q: String!) { user { search(query: $q) { userId } } event { search(first: 1) { nodes { eventId } } } }`, { q: "busy" }, { token: member.token });
    expect(beside.body.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
    expect(beside.body.data.user.search).toBeNull();
    expect(beside.body.data.event.search.nodes).toEqual([]);
    api.clock.advance(peopleSearchRateLimit.windowMs + 1000);
    expect(await people("busy", member.token)).toHaveLength(1);
  });
});
