import { describe, expect, test } from "vitest";
import { authMessages } from "../../contract/access/messages.js";
import { emailAddress, newPassword, toE164, userHandle } from "./validation.js";

describe("password rule (spec 1 §5)", () => {
  test.each([
    // Lowercase letters are not one of the three classes.
    ["Abcdefg1", true],
    ["abcdef1!", true],
    ["Abcdefg.", true],
    ["ABCDEFG1", true],
    ["Abcdefgh", false],
    ["abcdefg1", false],
    ["abcdef._", false],
    ["abcdefgh", false],
    ["Abc1!", false],
    ["12345678", false],
  ])("%s → %s", (password, valid) => {
    const result = newPassword.safeParse(password);
    expect(result.success).toBe(valid);
    if (!result.success) expect(result.error.issues[0].message).toBe(authMessages.passwordRule);
  });
});

describe("phone numbers", () => {
  test.each([
    ["+1 (415) 555-2671", "+14155552671"],
    ["415-555-2671", "+14155552671"],
    ["+44 20 7946 0958", "+442079460958"],
    ["+61 2 9123 4567", "+61291234567"],
    ["12345", null],
    ["+1 555", null],
    ["phone", null],
  ])("%s → %s", (input, expected) => {
    expect(toE164(input)).toBe(expected);
  });
});

test("e-mail addresses are trimmed and lowercased", () => {
  expect(emailAddress.parse("  Maya@Example.COM ")).toBe("maya@example.com");
  expect(emailAddress.safeParse("maya@").success).toBe(false);
});

test("handles are lowercased; 3 to 30 of a-z 0-9 . _ with a letter", () => {
  expect(userHandle.parse("Maya.Chen_88")).toBe("maya.chen_88");
  for (const invalid of ["ab", "maya chen", "maya-chen", "maya@x", "123456", "a".repeat(31)]) {
    expect(userHandle.safeParse(invalid).success).toBe(false);
  }
});
