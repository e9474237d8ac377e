// The invite page's form (spec 2 §4 sources; spec 1 §5 e-mail picker messages) and texts.
import { z } from "zod";
import { GUEST_LIMITS, invitationMessages as m } from "../../../../contract/hosting/guests-messages";

const emailShape = z.email();

/** The picker's rule for one more address: its error, or null when it may be added. */
export function pickError(address: string, selected: readonly string[], excluded: readonly string[] = []): string | null {
  const value = address.trim().toLowerCase();
  if (!emailShape.safeParse(value).success || excluded.includes(value)) return m.cannotBeUsed;
  if (selected.includes(value)) return m.alreadySelected;
  return null;
}

/** "a@x.com, b@y.com\nc@z.com" → the addresses, lowercased, in order. */
export function splitEmails(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);
}

export const inviteFormSchema = z
  .object({
    intent: z.literal("invite"),
    source: z.enum(["CONTACT", "DIRECT", "PREVIOUS_EVENT", "SAVED_LIST"]),
    emails: z.string().optional(),
    userIds: z.array(z.string()).optional(),
    contactIds: z.array(z.string()).optional(),
    previousEventId: z.string().optional(),
    savedGuestListId: z.string().optional(),
    eventTicketId: z.string().optional(),
    quantity: z.number({ error: m.quantityInvalid }).int(m.quantityInvalid).min(1, m.quantityInvalid).max(1000, m.quantityInvalid).optional(),
  })
  .superRefine((form, context) => {
    if (form.source === "DIRECT") {
      const seen: string[] = [];
      for (const address of splitEmails(form.emails ?? "")) {
        const error = pickError(address, seen);
        if (error) return void context.addIssue({ code: "custom", path: ["emails"], message: `${address}: ${error}` });
        seen.push(address);
      }
      if (!seen.length && !form.userIds?.length) context.addIssue({ code: "custom", path: ["emails"], message: m.nobodyChosen });
      if (seen.length > GUEST_LIMITS.maxInvitesAtOnce) context.addIssue({ code: "custom", path: ["emails"], message: m.tooMany });
    }
    if (form.source === "CONTACT" && !form.contactIds?.length) context.addIssue({ code: "custom", path: ["contactIds"], message: m.nobodyChosen });
    if (form.source === "PREVIOUS_EVENT" && !form.previousEventId) context.addIssue({ code: "custom", path: ["previousEventId"], message: m.previousEventNotFound });
    if (form.source === "SAVED_LIST" && !form.savedGuestListId) context.addIssue({ code: "custom", path: ["savedGuestListId"], message: m.nobodyChosen });
  });
export type InviteForm = z.infer<typeof inviteFormSchema>;

export const INVITE_STATUS_FILTERS = [
  { value: "ALL", label: "All" },
  { value: "INVITED", label: "Invited" },
  { value: "INVITE_PENDING", label: "Pending" },
  { value: "NOT_INVITED", label: "Not invited" },
] as const;
export type InviteStatusFilter = (typeof INVITE_STATUS_FILTERS)[number]["value"];

export const INVITATION_STATE_LABELS = { INVITED: "Invited", INVITEE_ACCEPTED: "Accepted", INVITEE_DECLINED: "Declined" } as const;

export const inviteTexts = {
  title: "Invite guests",
  count: (n: number) => (n === 1 ? "1 person invited" : `${n} people invited`),
  byEmail: "By e-mail",
  fromContacts: "From your contacts",
  fromPreviousEvent: "From a previous event",
  fromSavedList: "From a saved list",
  emailsLabel: "E-mail addresses",
  emailsHint: "One or more addresses, separated by commas or new lines.",
  pick: "Choose people",
  ticketLabel: "Give a ticket (optional)",
  quantityLabel: "How many",
  listTitle: "Invite list",
  emptyList: "Nobody here yet.",
  notInvited: "Not invited",
} as const;
