import { describe, expect, it } from "vitest";
import { looksLikePhone, phoneCountries, samePhone, toE164 } from "./phone";

describe("phone normalisation", () => {
  it.each([
    ["(415) 555-0132", "US", "+14155550132"],
    ["415-555-0132", "US", "+14155550132"],
    ["+1 415 555 0132", "US", "+14155550132"],
    ["+44 20 7946 0018", "US", "+442079460018"],
    ["020 7946 0018", "GB", "+442079460018"],
    ["[030] 1234 5678", "DE", "+493012345678"],
  ])("%s in %s → %s", (input, country, e164) => expect(toE164(input, country)).toBe(e164));

  it.each(["", "12345", "+1234567890123456", "415 555 01", "abc-def-ghij", "+1 (000) 000-0000"])("refuses %j", (input) =>
    expect(toE164(input, "US")).toBeNull(),
  );

  it("compares parsed numbers", () => {
    expect(samePhone("(415) 555-0132", "+14155550132")).toBe(true);
    expect(samePhone("(415) 555-0133", "+14155550132")).toBe(false);
  });

  it("tells phone numbers from e-mails and usernames", () => {
    expect(looksLikePhone("+1 415 555 0132")).toBe(true);
    expect(looksLikePhone("sam@example.com")).toBe(false);
    expect(looksLikePhone("sam_94")).toBe(false);
  });

  it("lists countries without the excluded ones, US included", () => {
    const codes = phoneCountries().map((c) => c.code);
    expect(codes).toContain("US");
    for (const excluded of ["KP", "CU", "IR", "SY", "VE", "RU"]) expect(codes).not.toContain(excluded);
    expect(phoneCountries().find((c) => c.code === "US")).toMatchObject({ callingCode: "1", name: "United States" });
  });
});
