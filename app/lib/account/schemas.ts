import { z } from "zod";
import { accountMessages as a } from "~/lib/account/messages";
import { authMessages as m } from "~/lib/access/messages";
import { emailField, passwordField } from "~/lib/access/schemas";

/** Forgot password: the e-mail address of the account. */
export const forgotPasswordSchema = z.object({ email: emailField });

/** Reset password: the new password under the spec 1 §5 rule (the token travels hidden). */
export const resetPasswordSchema = z.object({
  token: z.string().min(1),
  password: z.string({ error: m.passwordRule }).pipe(passwordField),
});

/** Signed-in password change. */
export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: a.currentPasswordRequired }).min(1, a.currentPasswordRequired),
  newPassword: z.string({ error: m.passwordRule }).pipe(passwordField),
  signOutOtherSessions: z.boolean().optional().default(false),
});

/** Signed-in e-mail change: the new address. */
export const changeEmailSchema = z.object({ email: emailField });

/** Impersonation login: whom to act as. */
export const impersonateSchema = z.object({
  userName: z.string({ error: a.impersonationUserRequired }).trim().min(1, a.impersonationUserRequired).max(254),
});
