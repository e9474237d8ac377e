import { describe, expect, test } from "vitest";
import { isProfileComplete } from "./profile.js";

describe("isProfileComplete (spec 1 §5): name, userName, dateOfBirth, phoneNumber and gender", () => {
  const complete = { name: "Ada Obi", userName: "ada", dateOfBirth: "1990-01-02", phoneNumber: "+14155552671", gender: "FEMALE" as const };
  test("all five present → complete", () => {
    expect(isProfileComplete(complete)).toBe(true);
  });
  test.each(["name", "userName", "dateOfBirth", "phoneNumber", "gender"] as const)("without %s → incomplete", (field) => {
    expect(isProfileComplete({ ...complete, [field]: null })).toBe(false);
    expect(isProfileComplete({ ...complete, [field]: "" })).toBe(false);
  });
});
