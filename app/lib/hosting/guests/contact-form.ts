// The contacts page's forms and texts.
import { z } from "zod";
import { contactMessages as m } from "../../../../contract/hosting/guests-messages";
import { toE164 } from "~/lib/phone";

export const contactFormSchema = z
  .object({
    intent: z.literal("save-contact"),
    name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(100, m.nameTooLong),
    emailAddress: z.string().trim().toLowerCase().pipe(z.email({ error: m.emailInvalid })).optional(),
    phoneNumber: z
      .string()
      .trim()
      .optional()
      .refine((value) => !value || toE164(value) !== null, m.phoneInvalid),
    city: z.string().trim().max(100, m.cityTooLong).optional(),
  })
  .refine((form) => form.emailAddress || form.phoneNumber, { message: m.emailOrPhoneRequired, path: ["emailAddress"] });
export type ContactForm = z.infer<typeof contactFormSchema>;

export const groupFormSchema = z.object({
  intent: z.literal("save-group"),
  groupId: z.string().optional(),
  name: z.string({ error: m.groupNameRequired }).trim().min(1, m.groupNameRequired).max(60, m.groupNameTooLong),
});

export const contactsTexts = {
  title: "Contacts",
  addTitle: "Add a contact",
  importLink: "Import from a CSV file",
  member: "Member",
  notMember: "Not a member yet",
  empty: "No contacts yet. Add one, or import a CSV file.",
  groupsTitle: "Groups",
  importTitle: "Import contacts",
  importHint: "A CSV file with a header row: name, email, phone and city columns; any other column becomes a custom field. Contacts with the same e-mail or phone are updated, not added twice.",
  previewTitle: "What will be imported",
} as const;
