import { describe, expect, test } from "vitest";
import { ageRange, repScoreBucket, shortCode, shownProviderOf, signInProviderOf } from "./profile";

describe("repScoreBucket (spec 1 §9)", () => {
  const cases: [number, string][] = [
    [0, "rep-score-0-10"],
    [10, "rep-score-0-10"],
    [11, "rep-score-11-20"],
    [20, "rep-score-11-20"],
    [21, "rep-score-21-30"],
    [55, "rep-score-51-60"],
    [90, "rep-score-81-90"],
    [91, "rep-score-91-100"],
    [100, "rep-score-91-100"],
    [-5, "rep-score-0-10"],
    [250, "rep-score-91-100"],
    [Number.NaN, "rep-score-0-10"],
    [10.4, "rep-score-0-10"],
    [10.6, "rep-score-11-20"],
  ];
  test.each(cases)("%s → %s", (score, bucket) => {
    expect(repScoreBucket(score)).toBe(bucket);
  });
});

describe("shortCode (spec 1 §9)", () => {
  test.each([
    ["3f2a9c1b-77aa-4d1e-9e0f-0123456789ab", "3F2A9C1B"],
    ["abc-def", "ABC"],
    ["abcdefghijkl", "ABCDEFGH"],
    ["", ""],
  ])("%s → %s", (id, code) => {
    expect(shortCode(id)).toBe(code);
  });
});

describe("ageRange (spec 1 §9)", () => {
  test.each([
    [null, null],
    [17, null],
    [18, "18–24"],
    [24, "18–24"],
    [25, "25–34"],
    [34, "25–34"],
    [35, "35–44"],
    [44, "35–44"],
    [45, "over 44"],
    [90, "over 44"],
  ])("%s → %s", (age, range) => {
    expect(ageRange(age)).toBe(range);
  });
});

describe("social provider names (spec 1 §3, §7)", () => {
  test("youtube signs in at google, the others under their own name", () => {
    expect(signInProviderOf("youtube")).toBe("google");
    expect(signInProviderOf("twitch")).toBe("twitch");
  });
  test("only twitter, youtube, spotify and twitch are shown", () => {
    expect(shownProviderOf("google")).toBe("youtube");
    expect(shownProviderOf("twitter")).toBe("twitter");
    expect(["apple", "instagram", "facebook", "tikTok", "linkedin", "amazon"].map(shownProviderOf)).toEqual([null, null, null, null, null, null]);
  });
});
