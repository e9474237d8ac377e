// Bad text in GraphQL arguments is the caller's mistake (BAD_USER_INPUT with a clear
// message), never an internal error: NUL characters anywhere, malformed page cursors.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { commonMessages } from "../../contract/common/messages.js";
import { eventMessages } from "../../contract/events/messages.js";
import { createVerifiedUser } from "../test/fixtures.js";
import { startTestApi, type TestApi } from "../test/support.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const SEARCH = "query ($after: String, $keyword: String) { event { search(after: $after, criteria: { keyword: $keyword }) { totalCount } } }";
const cursor = (value: unknown) => Buffer.from(typeof value === "string" ? value : JSON.stringify(value)).toString("base64url");

describe("malformed cursors", () => {
  const cases: [string, string][] = [
    ["not base64 JSON", "%%%"],
    ["JSON, not a pair", cursor({ a: 1 })],
    ["a date out of range", cursor(["+275760-09-13T00:00:00.000Z", "00000000-0000-4000-8000-000000000000"])],
    ["a date before the epoch's range", cursor(["-271821-04-20T00:00:00.000Z", "00000000-0000-4000-8000-000000000000"])],
    ["a number for a date", cursor([1e300, "00000000-0000-4000-8000-000000000000"])],
    ["a huge text", "A".repeat(5000)],
    ["a NUL after the date", cursor(["2026-01-01T00:00:00.000Z\u0000", "00000000-0000-4000-8000-000000000000"])],
  ];
  for (const [name, after] of cases) {
    test(`${name}: BAD_USER_INPUT`, async () => {
      const answer = await api.graphql(SEARCH, { after });
      expect(answer.body.errors?.[0], JSON.stringify(answer.body)).toMatchObject({
        message: eventMessages.invalidCursor,
        extensions: { code: "BAD_USER_INPUT" },
      });
    });
  }
});

describe("NUL characters", () => {
  test("in a variable", async () => {
    const answer = await api.graphql(SEARCH, { keyword: "party\u0000" });
    expect(answer.body.errors[0]).toMatchObject({ message: commonMessages.nulCharacter, extensions: { code: "BAD_USER_INPUT" } });
  });

  test("in a literal", async () => {
    const answer = await api.graphql('{ event { search(criteria: { keyword: "a\\u0000b" }) { totalCount } } }');
    expect(answer.body.errors[0]).toMatchObject({ message: commonMessages.nulCharacter, extensions: { code: "BAD_USER_INPUT" } });
  });

  test("in a mutation's input", async () => {
    const user = await createVerifiedUser(api);
    const answer = await api.graphql(
      "mutation ($input: UpdateProfileInput!) { user { updateProfile(input: $input) { bio } } }",
      { input: { bio: "hello\u0000world" } },
      { token: user.token },
    );
    expect(answer.body.errors[0]).toMatchObject({ message: commonMessages.nulCharacter, extensions: { code: "BAD_USER_INPUT" } });
  });
});
