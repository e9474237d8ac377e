import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";

/** An unguessable bearer value (refresh tokens, e-mail links): 32 random bytes, base64url. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What we store instead of an opaque token, so a database leak yields no usable tokens. */
export function hashOpaqueToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** Authenticated encryption (AES-256-GCM) under a key derived from a secret for one purpose. */
export interface SecretBox {
  seal(plaintext: string): string;
  /** Null when the value was not sealed by this box (tampered, or another key). */
  open(sealed: string): string | null;
}

export function createSecretBox(secret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync("sha256", secret, "", purpose, 32));
  return {
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString("base64url");
    },
    open(sealed) {
      const bytes = Buffer.from(sealed, "base64url");
      if (bytes.length < 28) return null;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, 12));
        decipher.setAuthTag(bytes.subarray(12, 28));
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
      } catch {
        return null;
      }
    },
  };
}
