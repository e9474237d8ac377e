// The rep points forms' rules, as the browser and the action check them before the API does.
import { describe, expect, test } from "vitest";
import { grantPointsSchema, signedPoints, tradeRequestSchema } from "./points-forms";
import { pointsMessages as m } from "../../../contract/clubs/points-messages";

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("points forms", () => {
  test("a trade request needs a club, a user name, whole points and its key", () => {
    expect(tradeRequestSchema.safeParse({ intent: "request", clubId: "c", userName: "@sam", points: 5, idempotencyKey: "k" }).success).toBe(true);
    expect(issues(tradeRequestSchema.safeParse({ intent: "request", clubId: "", userName: " ", points: 0, idempotencyKey: "" }))).toEqual({
      clubId: m.clubRequired,
      userName: m.userNameRequired,
      points: m.amountInvalid,
      idempotencyKey: m.keyRequired,
    });
    expect(issues(tradeRequestSchema.safeParse({ intent: "request", clubId: "c", userName: "sam", points: 2.5, idempotencyKey: "k" }))).toEqual({ points: m.amountInvalid });
    expect(issues(tradeRequestSchema.safeParse({ intent: "request", clubId: "c", userName: "sam", points: 1_000_001, idempotencyKey: "k" }))).toEqual({ points: m.amountTooLarge });
  });

  test("a grant needs a reason the member will read, at most 200 characters", () => {
    expect(issues(grantPointsSchema.safeParse({ userName: "sam", points: 10, reason: "  ", idempotencyKey: "k" }))).toEqual({ reason: m.reasonRequired });
    expect(issues(grantPointsSchema.safeParse({ userName: "sam", points: 10, reason: "x".repeat(201), idempotencyKey: "k" }))).toEqual({ reason: m.reasonTooLong });
  });

  test("amounts show their sign", () => {
    expect([signedPoints(1500), signedPoints(-7), signedPoints(0)]).toEqual(["+1,500", "−7", "0"]);
  });
});
