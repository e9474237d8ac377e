// Field rules shared by the auth and profile use cases (spec 1 §5). The web app
// validates the same rules in the browser; the API checks again and is the authority.
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { z } from "zod";
import type { Clock } from "./clock.js";
import { badUserInput, type FieldErrors } from "./errors.js";
import { authMessages } from "../../contract/access/messages.js";
import { profileMessages } from "../../contract/account/messages.js";
import { commonMessages } from "../../contract/common/messages.js";

export const emailAddress = z
  .string({ error: authMessages.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, authMessages.emailRequired)
  .max(254, authMessages.emailInvalid)
  .pipe(z.email({ error: authMessages.emailInvalid }));

const passwordCharacterClasses = [/[A-Z]/, /[0-9]/, /[@$#!%*?&._-]/];

export const newPassword = z
  .string({ error: authMessages.passwordRule })
  .min(8, authMessages.passwordRule)
  .max(128, authMessages.passwordTooLong)
  .refine((value) => passwordCharacterClasses.filter((pattern) => pattern.test(value)).length >= 2, {
    error: authMessages.passwordRule,
  });

export const personName = z
  .string({ error: authMessages.nameInvalid })
  .trim()
  .min(1, authMessages.nameInvalid)
  .max(100, authMessages.nameInvalid);

/** Accepts what people type (spaces, hyphens, brackets; US by default) and yields E.164. */
export const phoneNumber = z
  .string({ error: authMessages.phoneInvalid })
  .transform((value, context) => {
    const e164 = toE164(value);
    if (!e164) {
      context.addIssue({ code: "custom", message: authMessages.phoneInvalid });
      return z.NEVER;
    }
    return e164;
  });

export function toE164(input: string): string | null {
  const compact = input.replace(/[\s\-()[\]]/g, "");
  if (!/^\+?\d{7,15}$/.test(compact)) return null;
  const parsed = parsePhoneNumberFromString(compact, "US");
  return parsed?.isValid() ? parsed.number : null;
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** yyyy-MM-dd, a real calendar date, not later than today anywhere on Earth (UTC+14). */
export function dateOfBirth(clock: Clock) {
  return z
    .string({ error: authMessages.dateOfBirthRequired })
    .trim()
    .refine(isCalendarDate, { error: authMessages.dateOfBirthRequired })
    .refine((value) => value <= latestCalendarDate(clock()), { error: authMessages.dateOfBirthInFuture });
}

function isCalendarDate(value: string): boolean {
  const match = isoDate.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && Number(match[1]) >= 1900;
}

function latestCalendarDate(now: Date): string {
  return new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);
}

/** The public handle chosen on the second sign-up step. */
export const userHandle = z
  .string({ error: profileMessages.userNameFormat })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._]{3,30}$/, profileMessages.userNameFormat)
  .regex(/[a-z]/, profileMessages.userNameNeedsLetter);

/** Parses input against a schema or throws BAD_USER_INPUT with one message per field. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join(".");
    if (field && !(field in fields)) fields[field] = issue.message;
  }
  const first = result.error.issues[0];
  const message = first && first.path.length > 0 ? first.message : commonMessages.invalidRequest;
  throw badUserInput(message, Object.keys(fields).length > 0 ? fields : undefined);
}
