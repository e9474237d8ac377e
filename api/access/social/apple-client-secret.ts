// Apple's client secret, apart from the provider client so that the web thread (server/social.ts)
// can make one without loading openid-client; jose itself is loaded when a secret is first signed.

/**
 * Apple's client secret is a short-lived ES256 JWT signed with the team's key
 * (https://developer.apple.com/documentation/accountorganizationaldatasharing/creating-a-client-secret).
 */
export function appleClientSecret(input: { teamId: string; keyId: string; privateKey: string; clientId: string; now?: () => Date }) {
  let cached: { value: string; expiresAt: number } | null = null;
  return async () => {
    const now = (input.now ?? (() => new Date()))().getTime();
    if (cached && cached.expiresAt - 60_000 > now) return cached.value;
    const { importPKCS8, SignJWT } = await import("jose");
    const key = await importPKCS8(input.privateKey.replace(/\\n/g, "\n"), "ES256");
    const expiresAt = now + 3600_000;
    const value = await new SignJWT({})
      .setProtectedHeader({ alg: "ES256", kid: input.keyId })
      .setIssuer(input.teamId)
      .setSubject(input.clientId)
      .setAudience("https://appleid.apple.com")
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(expiresAt / 1000))
      .sign(key);
    cached = { value, expiresAt };
    return value;
  };
}
