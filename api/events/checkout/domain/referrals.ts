// Referral codes (spec 2 §7 "my referral code", and the optional referralCode of "calculate
// ticket cost"): every member has one, made the first time it is asked for; a buyer may enter
// another member's code at checkout and the booking records whose it was.
import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import { referralCodes } from "../../../db/schema.js";
import { badUserInput } from "../../../kernel/errors.js";
import { checkoutMessages } from "../../../../contract/events/messages.js";
import { normaliseReferralCode, REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from "../../../../contract/events/referrals.js";

/** The member's code; made now if they have none. */
export async function myReferralCode(db: Database, userId: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const [existing] = await db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.userId, userId));
    if (existing) return existing.code;
    // 31^8 codes: a taken one is rare, five in a row means something else is wrong.
    if (attempt === 5) throw new Error(`No free referral code found for user ${userId}.`);
    // Either conflict (the member got one at the same moment, or the code is taken) inserts nothing: read again.
    await db.insert(referralCodes).values({ userId, code: newCode() }).onConflictDoNothing();
  }
}

function newCode(): string {
  return Array.from({ length: REFERRAL_CODE_LENGTH }, () => REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)]).join("");
}

/**
 * The code a buyer typed, and the member it belongs to; null when none was typed. An unknown
 * code, or the buyer's own, is refused at the field.
 */
export async function findReferral(db: Database, buyerId: string | null, typed: string | null | undefined): Promise<{ code: string; referrerUserId: string } | null> {
  const code = normaliseReferralCode(typed ?? "");
  if (!code) return null;
  const [found] = await db.select().from(referralCodes).where(eq(referralCodes.code, code));
  if (!found) throw badUserInput(checkoutMessages.referralUnknown, { referralCode: checkoutMessages.referralUnknown });
  if (found.userId === buyerId) throw badUserInput(checkoutMessages.referralOwn, { referralCode: checkoutMessages.referralOwn });
  return { code: found.code, referrerUserId: found.userId };
}
