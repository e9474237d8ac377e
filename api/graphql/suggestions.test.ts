// "Did you mean …?" hints describe the schema: kept in development, hidden in production.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestApi, type TestApi } from "../test/support.js";

const TYPO = "{ event { serch { totalCount } } }";
const BAD_ENUM = 'mutation { event { rsvp(input: { eventId: "x", response: ACCEPTT }) { eventId } } }';

describe.each([
  { mode: "production", production: true },
  { mode: "development", production: false },
])("in $mode", ({ production }) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ production });
  });
  afterAll(async () => {
    await api?.close();
  });

  test(production ? "errors name no suggestion" : "errors suggest the field meant", async () => {
    const typo = (await api.graphql(TYPO)).body.errors[0].message;
    const enumValue = (await api.graphql(BAD_ENUM)).body.errors[0].message;
    if (production) {
      expect(typo).toBe('Cannot query field "serch" on type "EventQuery".');
      expect(enumValue).not.toMatch(/Did you mean|ACCEPT\b/);
    } else {
      expect(typo).toBe('Cannot query field "serch" on type "EventQuery". Did you mean "search"?');
      expect(enumValue).toMatch(/Did you mean the enum value "ACCEPT"\?/);
    }
  });
});
