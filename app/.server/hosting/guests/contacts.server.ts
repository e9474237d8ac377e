// The contacts pages on the server: the list with its filters, adding a contact, groups,
// deleting, and the CSV import's preview and import.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, redirect, type RouterContextProvider } from "react-router";
import { GUEST_LIMITS, contactMessages as m } from "../../../../contract/hosting/guests-messages";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { fieldErrorsOf, loadOrThrow, refusalOrThrow, refusalStatus } from "~/.server/platform/responses.server";
import { AddContactsToGroupDocument, ContactFiltersDocument, ContactsPageDocument, DeleteContactsDocument, ImportContactsDocument, PreviewContactImportDocument, SaveContactDocument, SaveContactGroupDocument } from "~/graphql/generated";
import { contactFormSchema, groupFormSchema } from "~/lib/hosting/guests/contact-form";

type Ctx = Readonly<RouterContextProvider>;

export async function loadContacts(context: Ctx, url: URL) {
  const filters = {
    query: url.searchParams.get("q")?.slice(0, 100) || null,
    groupId: url.searchParams.get("group") || null,
    city: url.searchParams.get("city") || null,
    after: url.searchParams.get("after") || null,
  };
  const api = getApi(context);
  const [page, extras] = await loadOrThrow(context, () => Promise.all([api.query(ContactsPageDocument, { ...filters, first: 50 }), api.query(ContactFiltersDocument, {})]), url);
  return { filters, search: page.user.contacts.search, groups: extras.user.contacts.groups, cities: extras.user.contacts.cities };
}

export async function contactsAction(context: Ctx, url: URL, formData: FormData) {
  const intent = String(formData.get("intent") ?? "");
  const api = getApi(context);
  if (intent === "save-contact") {
    const submission = parseWithZod(formData, { schema: contactFormSchema });
    if (submission.status !== "success") return data({ formId: "add-contact", result: submission.reply() }, { status: 400 });
    const { intent: _intent, ...form } = submission.value;
    try {
      await api.query(SaveContactDocument, { input: { name: form.name, emailAddress: form.emailAddress ?? null, phoneNumber: form.phoneNumber ?? null, city: form.city ?? null } });
    } catch (error) {
      const refusal = refusalOrThrow(context, error, url);
      const fieldErrors = fieldErrorsOf(refusal);
      return data({ formId: "add-contact", result: submission.reply({ fieldErrors, formErrors: Object.keys(fieldErrors).length ? [] : [refusal.message] }) }, { status: refusalStatus(refusal) });
    }
    return done(context, m.contactSaved);
  }
  if (intent === "save-group") {
    const submission = parseWithZod(formData, { schema: groupFormSchema });
    if (submission.status !== "success") return data({ formId: "save-group", result: submission.reply() }, { status: 400 });
    try {
      await api.query(SaveContactGroupDocument, { groupId: submission.value.groupId || null, name: submission.value.name });
    } catch (error) {
      const refusal = refusalOrThrow(context, error, url);
      return data({ formId: "save-group", result: submission.reply({ fieldErrors: fieldErrorsOf(refusal), formErrors: [] }) }, { status: refusalStatus(refusal) });
    }
    return done(context, m.groupSaved);
  }
  const contactIds = formData.getAll("contactIds").map(String);
  if (intent === "delete-contacts" || intent === "add-to-group") {
    if (!contactIds.length) return data({ formId: "selection", result: { status: "error" as const, error: { contactIds: [m.chooseContacts] } } }, { status: 400 });
    try {
      if (intent === "delete-contacts") await api.query(DeleteContactsDocument, { contactIds });
      else await api.query(AddContactsToGroupDocument, { groupId: String(formData.get("groupId") ?? ""), contactIds });
    } catch (error) {
      const refusal = refusalOrThrow(context, error, url);
      return data({ formId: "selection", result: { status: "error" as const, error: { contactIds: [refusal.message] } } }, { status: refusalStatus(refusal) });
    }
    return done(context, intent === "delete-contacts" ? m.contactDeleted : m.addedToGroup);
  }
  throw data("Unknown action", { status: 400 });
}

function done(context: Ctx, message: string) {
  getSession(context).flash({ kind: "success", message });
  return redirect(href("/rep-club/contacts"));
}

/**
 * The import: "preview" reads the uploaded file and shows what will be saved; "import" saves
 * the previewed text (carried in the page, so it works without JavaScript and re-uploading).
 */
export async function contactImportAction(context: Ctx, url: URL, request: Request) {
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "preview");
  const file = formData.get("file");
  const csv = intent === "import" ? String(formData.get("csv") ?? "") : file instanceof File ? await file.text() : "";
  if (!csv.trim()) return data({ error: m.fileRequired, csv: "", preview: null }, { status: 400 });
  if (csv.length > GUEST_LIMITS.maxImportBytes) return data({ error: m.fileTooLarge, csv: "", preview: null }, { status: 400 });
  try {
    if (intent === "import") {
      const { user } = await getApi(context).query(ImportContactsDocument, { csv });
      const result = user.contacts.importCsv;
      getSession(context).flash({ kind: "success", message: m.imported(result.created, result.updated) });
      return redirect(href("/rep-club/contacts"));
    }
    const { user } = await getApi(context).query(PreviewContactImportDocument, { csv });
    return data({ error: null, csv, preview: user.contacts.previewImport });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    return data({ error: refusal.message, csv: "", preview: null }, { status: refusalStatus(refusal) });
  }
}
