import { describe, expect, test } from "vitest";
import { accountMessages } from "../../../contract/account/messages.js";
import { impersonationRefusal, type Role } from "./impersonation.js";
import { deactivationState, reactivatableUntil, REACTIVATION_WINDOW_MS } from "./lifecycle.js";

describe("impersonationRefusal", () => {
  const cases: [actor: Role, target: Role, expected: string | null][] = [
    ["MEMBER", "MEMBER", accountMessages.impersonationNotAllowed],
    ["MEMBER", "SUPPORT", accountMessages.impersonationNotAllowed],
    ["SUPPORT", "MEMBER", null],
    ["SUPPORT", "SUPPORT", accountMessages.impersonationTargetNotAllowed],
    ["SUPPORT", "ADMIN", accountMessages.impersonationTargetNotAllowed],
    ["ADMIN", "MEMBER", null],
    ["ADMIN", "SUPPORT", null],
    ["ADMIN", "ADMIN", accountMessages.impersonationTargetNotAllowed],
  ];
  test.each(cases)("%s acting as %s → %s", (actor, target, expected) => {
    expect(impersonationRefusal({ id: "a", role: actor }, { id: "b", role: target })).toBe(expected);
  });

  test("nobody impersonates themselves", () => {
    expect(impersonationRefusal({ id: "a", role: "ADMIN" }, { id: "a", role: "ADMIN" })).toBe(accountMessages.impersonationSelf);
  });
});

describe("deactivationState", () => {
  const deletedAt = new Date("2026-01-01T00:00:00Z");
  const cases: [label: string, deleted: Date | null, now: Date, expected: string][] = [
    ["never deleted", null, new Date("2026-06-01T00:00:00Z"), "active"],
    ["just deleted", deletedAt, deletedAt, "recoverable"],
    ["one ms before 90 days", deletedAt, new Date(deletedAt.getTime() + REACTIVATION_WINDOW_MS - 1), "recoverable"],
    ["exactly 90 days", deletedAt, new Date(deletedAt.getTime() + REACTIVATION_WINDOW_MS), "permanent"],
    ["a year later", deletedAt, new Date("2027-01-01T00:00:00Z"), "permanent"],
  ];
  test.each(cases)("%s → %s", (_label, deleted, now, expected) => {
    expect(deactivationState(deleted, now)).toBe(expected);
  });

  test("the reactivation deadline is 90 days after deletion", () => {
    expect(reactivatableUntil(deletedAt)?.toISOString()).toBe("2026-04-01T00:00:00.000Z");
    expect(reactivatableUntil(null)).toBeNull();
  });
});
