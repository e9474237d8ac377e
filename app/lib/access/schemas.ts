// The access forms' schemas. Those that check a phone number are in sign-up-schemas.ts: the
// check needs libphonenumber-js's metadata (about 30 KB gzip), which the sign-in page and the
// code forms have no use for.
import { z } from "zod";
import { authMessages as m, codeMessages as c, grantInvitesMessages as g } from "~/lib/access/messages";
import { DEFAULT_PHONE_COUNTRY } from "~/lib/constants";

export const GENDERS = ["Male", "Female", "Other"] as const;

const PASSWORD_SPECIALS = /[@$#!%*?&._-]/;

/** At least 8 characters and 2 of: an uppercase letter, a digit, a special character (spec 1 §5). */
export function meetsPasswordRule(password: string): boolean {
  if (password.length < 8) return false;
  const classes = [/[A-Z]/.test(password), /\d/.test(password), PASSWORD_SPECIALS.test(password)];
  return classes.filter(Boolean).length >= 2;
}

export const emailField = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, m.emailRequired)
  .max(254, m.emailInvalid)
  .pipe(z.email({ error: m.emailInvalid }))
  .transform((value) => value.toLowerCase());

export const passwordField = z
  .string({ error: m.passwordRule })
  .refine(meetsPasswordRule, { message: m.passwordRule });

/** Parses MM/dd/yyyy into yyyy-MM-dd, or null when it is not a real date. */
export function parseUsDate(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [, mm, dd, yyyy] = match;
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  if (date.getUTCFullYear() !== Number(yyyy) || date.getUTCMonth() !== Number(mm) - 1 || date.getUTCDate() !== Number(dd)) {
    return null;
  }
  return `${yyyy}-${mm}-${dd}`;
}

/** Today as yyyy-MM-dd at UTC+14, the first place on earth to reach a date: nobody is refused their own "today". */
function latestToday(now: Date): string {
  return new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);
}

export function dateOfBirthField(now: () => Date = () => new Date()) {
  return z
    .string({ error: m.dateOfBirthRequired })
    .trim()
    .min(1, m.dateOfBirthRequired)
    .transform((value, ctx) => {
      const iso = parseUsDate(value);
      if (!iso) {
        ctx.addIssue({ code: "custom", message: m.dateOfBirthType });
        return z.NEVER;
      }
      if (iso > latestToday(now())) {
        ctx.addIssue({ code: "custom", message: m.dateOfBirthFuture });
        return z.NEVER;
      }
      return iso;
    });
}

export const genderField = z.enum(GENDERS, { error: m.genderInvalid });

export const firstNameField = z.string({ error: m.firstNameInvalid }).trim().min(1, m.firstNameInvalid).max(60, m.firstNameInvalid);
export const lastNameField = z.string({ error: m.lastNameInvalid }).trim().min(1, m.lastNameInvalid).max(60, m.lastNameInvalid);

export const phoneCountryField = z.string().trim().toUpperCase().default(DEFAULT_PHONE_COUNTRY);
export const phoneNumberField = z.string({ error: m.phoneInvalid }).trim().min(1, m.phoneInvalid);

// ---------------------------------------------------------------- sign-in

export const loginIdentifySchema = z.object({
  userName: z.string({ error: m.loginUserNameRequired }).trim().min(1, m.loginUserNameRequired).max(254),
});

export const loginPasswordSchema = loginIdentifySchema.extend({
  password: z.string({ error: m.loginPasswordRequired }).min(1, m.loginPasswordRequired).max(1024),
});

// ---------------------------------------------------------------- one-time codes

/** A 6-digit one-time code (spec 1 §5: required, exactly 6 digits). */
export const sixDigitCode = z
  .string({ error: c.codeRequired })
  .trim()
  .min(1, c.codeRequired)
  .regex(/^\d{6}$/, c.codeLength);

export const verifyPhoneCodeSchema = z.object({ code: sixDigitCode });

/** Two-factor code: at least 6 characters; longer is the e-mailed link's token (spec 1 §5). */
export const mfaCodeSchema = z.object({
  otp: z
    .string({ error: c.codeRequired })
    .trim()
    .min(1, c.codeRequired)
    .max(200)
    .refine((otp) => otp.length > 6 || /^\d{6}$/.test(otp), { error: c.codeLength }),
});

// ---------------------------------------------------------------- the second sign-up step

export const USER_NAME_PATTERN = /^[a-z0-9._]{3,30}$/;

export const userNameField = z
  .string({ error: m.userNameInvalid })
  .trim()
  .toLowerCase()
  .regex(USER_NAME_PATTERN, m.userNameInvalid);

/** Support gives a member invites: a user name (with or without "@") and 1 to 100. */
export const grantInvitesSchema = z.object({
  userName: z
    .string({ error: g.userNameRequired })
    .trim()
    .transform((value) => value.replace(/^@/, ""))
    .pipe(z.string().min(1, g.userNameRequired).max(60, g.userNameRequired)),
  count: z.number({ error: g.countRange }).int(g.countRange).min(1, g.countRange).max(100, g.countRange),
});
