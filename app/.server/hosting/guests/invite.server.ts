// The invite page on the server: the invite list with its filter, and sending invitations
// from any source. Addresses the API says cannot be picked come back as field errors.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, redirect, type RouterContextProvider } from "react-router";
import { GUEST_LIMITS, invitationMessages as m } from "../../../../contract/hosting/guests-messages";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { fieldErrorsOf, loadOrThrow, refusalOrThrow, refusalStatus } from "~/.server/platform/responses.server";
import { CheckInviteEmailsDocument, ContactsPageDocument, ExcludedInviteesDocument, InviteDocument, InvitePageDocument, InvitePeopleSearchDocument, InviteSourcesDocument } from "~/graphql/generated";
import { INVITE_STATUS_FILTERS, inviteFormSchema, splitEmails, type InviteStatusFilter } from "~/lib/hosting/guests/invite-form";

type Ctx = Readonly<RouterContextProvider>;

export function statusOf(url: URL): InviteStatusFilter {
  const status = url.searchParams.get("status");
  return INVITE_STATUS_FILTERS.find((filter) => filter.value === status)?.value ?? "ALL";
}

export async function loadInvitePage(context: Ctx, url: URL, eventId: string) {
  const status = statusOf(url);
  const api = getApi(context);
  const [{ event }, sources, { user }] = await loadOrThrow(
    context,
    () =>
      Promise.all([
        api.query(InvitePageDocument, { eventId, status, first: 50, after: url.searchParams.get("after") }),
        api.query(InviteSourcesDocument, { eventId }),
        api.query(ContactsPageDocument, { query: null, groupId: null, city: null, first: 100, after: null }),
      ]),
    url,
  );
  return {
    status,
    invitations: event.invitations,
    uniqueInviteeCount: event.uniqueInviteeCount,
    previousEvents: sources.event.previousEvents,
    savedLists: sources.event.savedGuestLists,
    contacts: user.contacts.search.nodes.filter((contact) => contact.emailAddress),
  };
}

export async function inviteAction(context: Ctx, url: URL, eventId: string, formData: FormData) {
  const submission = parseWithZod(formData, { schema: inviteFormSchema });
  const formId = `invite-${String(formData.get("source") ?? "DIRECT").toLowerCase()}`;
  if (submission.status !== "success") return data({ formId, result: submission.reply() }, { status: 400 });
  const form = submission.value;
  const api = getApi(context);
  const emails = form.source === "DIRECT" ? splitEmails(form.emails ?? "") : undefined;
  try {
    // Addresses are looked up under sign-up's availability limit: a longer list is not checked
    // first, and the invitation leaves out those already on the event (counted as skipped).
    if (emails?.length && emails.length <= GUEST_LIMITS.maxAddressChecksAtOnce) {
      const { event } = await api.query(CheckInviteEmailsDocument, { eventId, emails });
      const excluded = event.checkInviteEmails.find((check) => check.isExcluded);
      if (excluded) return data({ formId, result: submission.reply({ fieldErrors: { emails: [`${excluded.address}: ${m.cannotBeUsed}`] } }) }, { status: 400 });
    }
    const { event } = await api.query(InviteDocument, {
      input: {
        eventId,
        source: form.source,
        emails,
        userIds: form.source === "DIRECT" ? form.userIds : undefined,
        contactIds: form.source === "CONTACT" ? form.contactIds : undefined,
        previousEventId: form.source === "PREVIOUS_EVENT" ? form.previousEventId : undefined,
        savedGuestListId: form.source === "SAVED_LIST" ? form.savedGuestListId : undefined,
        eventTicketId: form.eventTicketId || null,
        quantity: form.quantity ?? 1,
      },
    });
    getSession(context).flash({ kind: "success", message: m.sent(event.invite.invited) });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    const fieldErrors = fieldErrorsOf(refusal);
    return data({ formId, result: submission.reply({ fieldErrors, formErrors: Object.keys(fieldErrors).length ? [] : [refusal.message] }) }, { status: refusalStatus(refusal) });
  }
  return redirect(`${href("/rep-club/events/:id/invite", { id: eventId })}?status=INVITED`);
}

/** The picker's lookups: whether an address may be picked, or members matching a name (with those who may not). */
export async function pickerLookup(context: Ctx, url: URL, eventId: string) {
  const api = getApi(context);
  const email = url.searchParams.get("email");
  if (email) {
    const { event } = await api.query(CheckInviteEmailsDocument, { eventId, emails: [email] });
    return { checks: event.checkInviteEmails, people: [] };
  }
  const q = (url.searchParams.get("q") ?? "").trim();
  if (!q) return { checks: [], people: [] };
  const { user } = await api.query(InvitePeopleSearchDocument, { q: q.slice(0, 100) });
  // Null only beside an error, which the query has already thrown.
  const found = user.search ?? [];
  const userIds = found.map((person) => person.userId);
  const excluded = userIds.length ? new Set((await api.query(ExcludedInviteesDocument, { eventId, userIds })).event.excludedInvitees) : new Set<string>();
  return { checks: [], people: found.map((person) => ({ ...person, isExcluded: excluded.has(person.userId) })) };
}
