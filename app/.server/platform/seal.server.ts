import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Authenticated encryption for cookie values: AES-256-GCM with a key derived
 * (HKDF) from each secret. The first secret seals; every secret unseals, so a
 * secret can be rotated without signing everyone out.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;
const keyCache = new Map<string, Buffer>();

function keyFor(secret: string, purpose: string): Buffer {
  const id = `${purpose}\u0000${secret}`;
  let key = keyCache.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "cookie-seal", purpose, 32));
    keyCache.set(id, key);
  }
  return key;
}

export function seal(value: string, secrets: string[], purpose: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyFor(secrets[0], purpose), iv);
  const body = Buffer.concat([cipher.update(value, "utf8"), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url");
}

export function unseal(sealed: string, secrets: string[], purpose: string): string | null {
  let raw: Buffer;
  try {
    raw = Buffer.from(sealed, "base64url");
  } catch {
    return null;
  }
  if (raw.length < IV_BYTES + TAG_BYTES) return null;
  const iv = raw.subarray(0, IV_BYTES);
  const tag = raw.subarray(raw.length - TAG_BYTES);
  const body = raw.subarray(IV_BYTES, raw.length - TAG_BYTES);
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", keyFor(secret, purpose), iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
    } catch {
      // wrong key or tampered: try the next secret
    }
  }
  return null;
}
