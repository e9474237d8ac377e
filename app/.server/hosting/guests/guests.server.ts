// The guest list page on the server: what it shows, and its forms (add, edit, delete a guest,
// check a ticket in or undo it, save, load or remove a saved list).
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, redirect, type RouterContextProvider } from "react-router";
import { guestMessages as m } from "../../../../contract/hosting/guests-messages";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { fieldErrorsOf, loadOrThrow, refusalOrThrow, refusalStatus } from "~/.server/platform/responses.server";
import {
  AddGuestDocument,
  CheckInGuestTicketDocument,
  DeleteGuestDocument,
  GuestListExtrasDocument,
  GuestListPageDocument,
  LoadSavedGuestListDocument,
  RemoveSavedGuestListDocument,
  SaveGuestListDocument,
  UndoGuestCheckInDocument,
  UpdateGuestDocument,
} from "~/graphql/generated";
import { GUEST_LIST_INTENTS, guestFormSchema, saveListFormSchema, type GuestListIntent } from "~/lib/hosting/guests/guest-form";

type Ctx = Readonly<RouterContextProvider>;

export async function loadGuestList(context: Ctx, url: URL, eventId: string) {
  const query = (url.searchParams.get("q") ?? "").slice(0, 100);
  const after = url.searchParams.get("after");
  const api = getApi(context);
  const [page, extras] = await loadOrThrow(context, () => Promise.all([api.query(GuestListPageDocument, { eventId, query, first: 50, after }), api.query(GuestListExtrasDocument, { eventId })]), url);
  return { query, guests: page.event.searchGuests, summary: extras.event.guestListSummary, savedLists: extras.event.savedGuestLists };
}

export async function guestListAction(context: Ctx, url: URL, eventId: string, formData: FormData) {
  const intent = String(formData.get("intent") ?? "");
  if (intent === "add-guest" || intent === "update-guest") return saveGuest(context, url, eventId, formData);
  if (intent === "save-list") return saveList(context, url, eventId, formData);
  if (!(GUEST_LIST_INTENTS as readonly string[]).includes(intent)) throw data("Unknown action", { status: 400 });
  const id = String(formData.get("id") ?? "");
  const api = getApi(context);
  const calls: Record<GuestListIntent, () => Promise<unknown>> = {
    "check-in": () => api.query(CheckInGuestTicketDocument, { guestTicketId: id }),
    "undo-check-in": () => api.query(UndoGuestCheckInDocument, { guestTicketId: id }),
    "delete-guest": () => api.query(DeleteGuestDocument, { guestId: id }),
    "load-list": () => api.query(LoadSavedGuestListDocument, { eventId, savedGuestListId: id }),
    "remove-list": () => api.query(RemoveSavedGuestListDocument, { savedGuestListId: id }),
  };
  const done: Record<GuestListIntent, string> = {
    "check-in": m.checkedIn,
    "undo-check-in": m.checkInUndone,
    "delete-guest": m.guestDeleted,
    "load-list": m.listLoaded,
    "remove-list": m.listRemoved,
  };
  try {
    await calls[intent as GuestListIntent]();
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    // The door's common case (someone checked this ticket in a moment ago) is a notice, not an error page.
    getSession(context).flash({ kind: "danger", message: refusal.message });
    return redirect(backTo(url, eventId));
  }
  getSession(context).flash({ kind: "success", message: done[intent as GuestListIntent] });
  return redirect(backTo(url, eventId));
}

async function saveGuest(context: Ctx, url: URL, eventId: string, formData: FormData) {
  const submission = parseWithZod(formData, { schema: guestFormSchema });
  const formId = String(formData.get("formId") ?? "add-guest");
  if (submission.status !== "success") return data({ formId, result: submission.reply() }, { status: 400 });
  const { intent, guestId, ...form } = submission.value;
  const input = {
    fullName: form.fullName,
    emailAddress: form.emailAddress ?? null,
    phoneNumber: form.phoneNumber ?? null,
    note: form.note ?? null,
    ticketCount: form.ticketCount,
    eventTicketId: form.eventTicketId || null,
  };
  try {
    if (intent === "update-guest") await getApi(context).query(UpdateGuestDocument, { guestId: guestId ?? "", input });
    else await getApi(context).query(AddGuestDocument, { eventId, input });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    const fieldErrors = fieldErrorsOf(refusal);
    return data({ formId, result: submission.reply({ fieldErrors, formErrors: Object.keys(fieldErrors).length ? [] : [refusal.message] }) }, { status: refusalStatus(refusal) });
  }
  getSession(context).flash({ kind: "success", message: intent === "update-guest" ? m.guestSaved : m.guestAdded });
  return redirect(backTo(url, eventId));
}

async function saveList(context: Ctx, url: URL, eventId: string, formData: FormData) {
  const submission = parseWithZod(formData, { schema: saveListFormSchema });
  if (submission.status !== "success") return data({ formId: "save-list", result: submission.reply() }, { status: 400 });
  try {
    await getApi(context).query(SaveGuestListDocument, { eventId, name: submission.value.name });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    return data({ formId: "save-list", result: submission.reply({ fieldErrors: fieldErrorsOf(refusal), formErrors: [refusal.message] }) }, { status: refusalStatus(refusal) });
  }
  getSession(context).flash({ kind: "success", message: m.listSaved });
  return redirect(backTo(url, eventId));
}

/** Back to the list as it was (the search kept), e.g. after a check-in at the door. */
function backTo(url: URL, eventId: string): string {
  const path = href("/rep-club/events/:id/guest", { id: eventId });
  const q = url.searchParams.get("q");
  return q ? `${path}?q=${encodeURIComponent(q)}` : path;
}
