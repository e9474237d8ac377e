// The guest list's forms: what is posted and the rules the browser checks before the API.
import { z } from "zod";
import { GUEST_LIMITS, guestMessages as m } from "../../../../contract/hosting/guests-messages";
import { toE164 } from "~/lib/phone";

const optionalEmail = z.string().trim().toLowerCase().max(254, m.emailInvalid).pipe(z.email({ error: m.emailInvalid })).optional();
const optionalPhone = z
  .string()
  .trim()
  .optional()
  .refine((value) => !value || toE164(value) !== null, m.phoneInvalid);

export const guestFormSchema = z.object({
  intent: z.enum(["add-guest", "update-guest"]),
  guestId: z.string().optional(),
  fullName: z.string({ error: m.fullNameRequired }).trim().min(1, m.fullNameRequired).max(100, m.fullNameTooLong),
  emailAddress: optionalEmail,
  phoneNumber: optionalPhone,
  note: z.string().trim().max(500, m.noteTooLong).optional(),
  ticketCount: z.number({ error: m.ticketCountInvalid }).int(m.ticketCountInvalid).min(1, m.ticketCountInvalid).max(GUEST_LIMITS.maxTicketsPerGuest, m.ticketCountInvalid),
  eventTicketId: z.string().optional(),
});
export type GuestForm = z.infer<typeof guestFormSchema>;

export const saveListFormSchema = z.object({
  intent: z.literal("save-list"),
  name: z.string({ error: m.listNameRequired }).trim().min(1, m.listNameRequired).max(80, m.listNameTooLong),
});

/** Buttons of the guest list that need no more than an id. */
export const GUEST_LIST_INTENTS = ["check-in", "undo-check-in", "delete-guest", "load-list", "remove-list"] as const;
export type GuestListIntent = (typeof GUEST_LIST_INTENTS)[number];

export const guestListTexts = {
  title: "Guest list",
  addTitle: "Add a guest",
  searchLabel: "Search guests",
  searchHint: "Name, e-mail, phone or ticket number",
  empty: "No guests yet.",
  noMatch: "No guest matches this search.",
  export: "Export CSV",
  savedListsTitle: "Saved guest lists",
  saveListLabel: "Save this list as",
  noSavedLists: "You have no saved lists yet.",
} as const;
