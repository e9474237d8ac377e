import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

// argon2id (the library's default algorithm) at the OWASP minimum: 19 MiB, 2 passes, 1 lane.
const argon2Options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

let unknownUserHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown user, or an account
 * without a password) it still runs one verification, so that response times do not
 * reveal which accounts exist.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    unknownUserHash ??= hashPassword(randomBytes(16).toString("hex"));
    await verify(await unknownUserHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
