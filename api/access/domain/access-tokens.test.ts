import { describe, expect, it } from "vitest";
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens } from "./access-tokens.js";

describe("access tokens", () => {
  const claims = { userId: "u1", sessionId: "s1", impersonatedByUserId: null };

  it("verifies its own tokens, again and again, until they expire", async () => {
    let now = new Date("2026-11-22T10:00:00Z");
    const tokens = createAccessTokens("a-secret-of-enough-length-for-hs256", () => now);
    const { token } = await tokens.issue(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    now = new Date(now.getTime() + (ACCESS_TOKEN_TTL_SECONDS - 1) * 1000);
    expect(await tokens.verify(token)).toEqual(claims);
    now = new Date(now.getTime() + 1000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it("refuses a token signed with another secret or changed on the way", async () => {
    const now = () => new Date();
    const ours = createAccessTokens("a-secret-of-enough-length-for-hs256", now);
    const theirs = createAccessTokens("another-secret-of-enough-length-for-it", now);
    const { token } = await theirs.issue(claims);
    expect(await ours.verify(token)).toBeNull();
    const genuine = (await ours.issue(claims)).token;
    expect(await ours.verify(genuine)).toEqual(claims);
    const [header, , signature] = genuine.split(".");
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: "u2", sid: "s1", exp: 9_999_999_999 })).toString("base64url")}.${signature}`;
    expect(await ours.verify(forged)).toBeNull();
  });
});
