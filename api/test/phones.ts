// Phones for the one-time code tests: unique numbers, accounts that have one, the codes texted to them.
import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { users } from "../db/schema.js";
import { toE164 } from "../kernel/validation.js";
import { createVerifiedUser } from "./fixtures.js";
import type { TestApi } from "./support.js";

export function uniquePhone(): string {
  for (;;) {
    const candidate = toE164(`+1415555${String(randomInt(0, 10_000)).padStart(4, "0")}`);
    if (candidate) return candidate;
  }
}

/** An account with its own number (verified when asked) and, optionally, MFA on. */
export async function userWithPhone(api: TestApi, { verified = true, mfa = false } = {}) {
  const phoneNumber = uniquePhone();
  const info = await createVerifiedUser(api, { phoneNumber });
  await api.platform.deps.db
    .update(users)
    .set({ phoneVerifiedAt: verified ? api.clock.now() : null, mfaEnabled: mfa })
    .where(eq(users.id, info.userId));
  return { ...info, phoneNumber };
}

export function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match) throw new Error(`no code in: ${text}`);
  return match[1];
}

export async function latestSms(api: TestApi, phoneNumber: string): Promise<string> {
  const [message] = await api.outbox(phoneNumber);
  return codeIn(message.text);
}

/** A six-digit code that is certainly not `code`. */
export const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
