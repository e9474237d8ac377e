// Referral codes as both sides read them: the API makes and checks them, the web app's
// checkout form checks the shape before posting.

/** Letters and digits a reader cannot confuse (no 0/O, 1/I/L). */
export const REFERRAL_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const REFERRAL_CODE_LENGTH = 8;
/** Longer than any code: what a form accepts before the API says it does not exist. */
export const REFERRAL_CODE_MAX_INPUT = 32;

/** As stored: upper case, without spaces or dashes (a code read out or copied with them still matches). */
export function normaliseReferralCode(typed: string): string {
  return typed.replace(/[\s-]+/g, "").toUpperCase().slice(0, REFERRAL_CODE_MAX_INPUT);
}
