// Field rules of the guest-list part, shared by guests, contacts and invitations. The web
// app checks the same rules in the browser; these are the authority.
import { z } from "zod";
import { toE164 } from "../../../kernel/validation.js";
import { contactMessages, guestMessages } from "../../../../contract/hosting/guests-messages.js";

/** An optional e-mail: blank becomes null, anything else must be an address (lowercased). */
export const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, guestMessages.emailInvalid)
  .nullish()
  .transform((value) => value || null)
  .pipe(z.email({ error: guestMessages.emailInvalid }).nullable());

/** An optional phone: blank becomes null, anything else must be a valid number (E.164, US by default). */
export const optionalPhone = z
  .string()
  .trim()
  .max(40, guestMessages.phoneInvalid)
  .nullish()
  .transform((value, context) => {
    if (!value) return null;
    const e164 = toE164(value);
    if (!e164) context.addIssue({ code: "custom", message: guestMessages.phoneInvalid });
    return e164;
  });

export const customFields = z
  .array(z.object({ key: z.string().trim().min(1).max(40), label: z.string().trim().min(1).max(60), value: z.string().trim().max(500) }))
  .max(20)
  .nullish()
  .transform((fields) => fields ?? []);

export const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

export const contactName = z.string().trim().min(1, contactMessages.nameRequired).max(100, contactMessages.nameTooLong);
