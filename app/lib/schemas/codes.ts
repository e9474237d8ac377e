import { z } from "zod";
import { codeMessages as m } from "../messages";

/** A 6-digit one-time code (spec 1 §5: required, exactly 6 digits). */
export const sixDigitCode = z
  .string({ error: m.codeRequired })
  .trim()
  .min(1, m.codeRequired)
  .regex(/^\d{6}$/, m.codeLength);

export const verifyPhoneCodeSchema = z.object({ code: sixDigitCode });

/** Two-factor code: at least 6 characters; longer is the e-mailed link's token (spec 1 §5). */
export const mfaCodeSchema = z.object({
  otp: z
    .string({ error: m.codeRequired })
    .trim()
    .min(1, m.codeRequired)
    .max(200)
    .refine((otp) => otp.length > 6 || /^\d{6}$/.test(otp), { error: m.codeLength }),
});
