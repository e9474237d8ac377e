// The GraphQL endpoint as the web app in the same process calls it, without HTTP
// (docs/decisions/0013): the same token check, limits and answers as POST /graphql.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createVerifiedUser } from "../test/fixtures.js";
import { startTestApi, type TestApi } from "../test/support.js";

const ME = "{ user { me { userId emailAddress } } }";

describe("in-process GraphQL calls", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ graphqlRateLimitPerMinute: 4 });
  });
  afterAll(async () => {
    await api?.close();
  });

  const call = (body: unknown, { token, ip }: { token?: string; ip?: string } = {}) =>
    api.platform
      .graphql({ headers: token ? { authorization: `Bearer ${token}` } : {}, body: typeof body === "string" ? body : JSON.stringify(body), ip })
      .then((answer) => ({ status: answer.status, body: answer.body ? JSON.parse(answer.body) : null }));

  test("answers as the member whose token it carries, exactly as over HTTP", async () => {
    const member = await createVerifiedUser(api);
    const inProcess = await call({ query: ME }, { token: member.token, ip: "203.0.113.20" });
    const overHttp = await api.graphql(ME, {}, { token: member.token, ip: "203.0.113.20" });
    expect(inProcess.status).toBe(200);
    expect(inProcess.body.data.user.me.userId).toBeTruthy();
    expect(inProcess.body).toEqual(overHttp.body);
  });

  test("a query the schema refuses gets the very answer HTTP gives, status included", async () => {
    const refused = "{ noSuchField }";
    const inProcess = await call({ query: refused }, { ip: "203.0.113.26" });
    const overHttp = await api.graphql(refused, {}, { ip: "203.0.113.26" });
    expect(inProcess.body.errors[0].message).toMatch(/noSuchField/);
    expect(inProcess.status).toBe(overHttp.status);
    expect(inProcess.body).toEqual(overHttp.body);
  });

  test("a token that no longer works is refused as expired (the web app then refreshes)", async () => {
    const answer = await call({ query: ME }, { token: "not-a-token", ip: "203.0.113.21" });
    expect(answer.status).toBe(401);
    expect(answer.body.errors[0].extensions.code).toBe("AUTH_NOT_AUTHENTICATED");
  });

  test("a body that is not JSON or too large is refused with the HTTP path's messages", async () => {
    const broken = await call("{ not json", { ip: "203.0.113.22" });
    expect(broken.status).toBe(400);
    expect(broken.body.errors[0].message).toBe("The request body is not valid JSON.");
    const huge = await call({ query: ME, variables: { filler: "x".repeat(101 * 1024) } }, { ip: "203.0.113.22" });
    expect(huge.status).toBe(413);
    expect(huge.body.errors[0].message).toBe("The request body is too large.");
  });

  test("shares the per-address rate limit with HTTP calls", async () => {
    const ip = "203.0.113.23";
    for (let i = 0; i < 2; i += 1) expect((await api.graphql("{ __typename }", {}, { ip })).status).toBe(200);
    for (let i = 0; i < 2; i += 1) expect((await call({ query: "{ __typename }" }, { ip })).status).toBe(200);
    const fifth = await call({ query: "{ __typename }" }, { ip });
    expect(fifth.status).toBe(429);
    expect(fifth.body.errors[0].extensions.code).toBe("RATE_LIMITED");
    expect((await api.graphql("{ __typename }", {}, { ip })).status).toBe(429);
    // Another visitor is not held back.
    expect((await call({ query: "{ __typename }" }, { ip: "203.0.113.24" })).status).toBe(200);
  });

  test("sees a change committed just before it, like every HTTP request", async () => {
    const member = await createVerifiedUser(api);
    const ip = "203.0.113.25";
    const before = await call({ query: "{ user { me { name } } }" }, { token: member.token, ip });
    const renamed = await api.graphql(
      "mutation ($input: UpdateProfileInput!) { user { updateProfile(input: $input) { name } } }",
      { input: { name: "Renamed Member" } },
      { token: member.token, ip },
    );
    expect(renamed.body.errors).toBeUndefined();
    const after = await call({ query: "{ user { me { name } } }" }, { token: member.token, ip });
    expect(after.body.data.user.me.name).not.toBe(before.body.data.user.me.name);
    expect(after.body.data.user.me.name).toBe("Renamed Member");
  });
});
