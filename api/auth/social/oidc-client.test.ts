import { generateKeyPairSync } from "node:crypto";
import { decodeJwt, decodeProtectedHeader, importSPKI, jwtVerify } from "jose";
import { describe, expect, test } from "vitest";
import { isAllowedReturnPath } from "../../domain/auth/social.js";
import { appleClientSecret, identityFromClaims, pkceChallenge } from "./oidc-client.js";

describe("identityFromClaims", () => {
  test("reads Google's boolean and Apple's string email_verified, lowercases the address", () => {
    expect(identityFromClaims({ sub: "1", email: "Ann@Example.COM", email_verified: true, name: "Ann Lee" })).toEqual({
      subject: "1",
      email: "ann@example.com",
      emailVerified: true,
      name: "Ann Lee",
    });
    expect(identityFromClaims({ sub: "2", email: "x@privaterelay.appleid.com", email_verified: "true" }).emailVerified).toBe(true);
    expect(identityFromClaims({ sub: "3", email: "y@example.com", email_verified: "false" }).emailVerified).toBe(false);
    expect(identityFromClaims({ sub: "4", email: "z@example.com" }).emailVerified).toBe(false);
  });

  test("builds the name from given and family names, and has no verified e-mail without an e-mail", () => {
    expect(identityFromClaims({ sub: "5", given_name: "Bo", family_name: "Dee" }).name).toBe("Bo Dee");
    expect(identityFromClaims({ sub: "6", email_verified: true })).toMatchObject({ email: null, emailVerified: false, name: null });
  });
});

test("pkceChallenge is the RFC 7636 S256 transform", () => {
  // The example of RFC 7636 appendix B.
  expect(pkceChallenge("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")).toBe("E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM");
});

test("appleClientSecret signs an ES256 JWT for Apple and reuses it within the hour", async () => {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  let now = new Date("2026-01-01T00:00:00Z");
  const secret = appleClientSecret({
    teamId: "TEAM123456",
    keyId: "KEY1234567",
    clientId: "com.example.web",
    privateKey: privateKey.export({ format: "pem", type: "pkcs8" }).toString(),
    now: () => now,
  });
  const first = await secret();
  expect(decodeProtectedHeader(first)).toMatchObject({ alg: "ES256", kid: "KEY1234567" });
  expect(decodeJwt(first)).toMatchObject({ iss: "TEAM123456", sub: "com.example.web", aud: "https://appleid.apple.com" });
  const key = await importSPKI(publicKey.export({ format: "pem", type: "spki" }).toString(), "ES256");
  await expect(jwtVerify(first, key, { currentDate: now })).resolves.toBeTruthy();
  now = new Date("2026-01-01T00:30:00Z");
  expect(await secret()).toBe(first);
  now = new Date("2026-01-01T01:00:00Z");
  expect(await secret()).not.toBe(first);
});

test.each([
  ["/auth/process", true],
  ["/auth/process?to=%2Fevents%2Fx", true],
  ["/auth/processor", false],
  ["/auth/process/../../evil", false],
  ["https://evil.example/auth/process", false],
  ["//evil.example/auth/process", false],
  ["/auth/process?to=//evil", false],
])("return path %s allowed: %s", (path, allowed) => {
  expect(isAllowedReturnPath(path)).toBe(allowed);
});
