// The editor's Settings and Questions tabs on the server: what they show, and saving them.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, redirect, type RouterContextProvider } from "react-router";
import { QUESTION_LIMITS } from "../../../contract/events/editor";
import { eventSettingsMessages as m, questionMessages } from "../../../contract/events/messages";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { fieldErrorsOf, loadOrThrow, refusalOrThrow, refusalStatus } from "~/.server/platform/responses.server";
import {
  EventQuestionsForEditingDocument,
  EventSettingsForEditingDocument,
  SaveEventQuestionsDocument,
  UpdateEventSettingsDocument,
  ValidatePdfWatermarkDocument,
  type EventSettingsFragment,
  type ValidatePdfWatermarkQuery,
} from "~/graphql/generated";
import { questionsFormSchema, type QuestionsForm } from "~/lib/events/questions-form";
import { NEW_QUESTION } from "~/lib/events/questions";
import { settingsFormSchema, socialChoicesOf, socialRequirementsOf, type SettingsFormDefaults } from "~/lib/events/settings-form";

type Ctx = Readonly<RouterContextProvider>;

/** The disclosure document as saved, with what the watermark check found (spec 2 §5). */
export interface DisclosureDocument {
  url: string;
  check: ValidatePdfWatermarkQuery["event"]["validatePdfWatermark"];
}

/** The form's values as saved, and the disclosure document with its watermark check. */
export async function loadSettings(context: Ctx, url: URL, eventId: string): Promise<{ form: SettingsFormDefaults; document: DisclosureDocument | null }> {
  const api = getApi(context);
  const { event } = await loadOrThrow(context, () => api.query(EventSettingsForEditingDocument, { slugOrId: eventId }), url);
  const { eventId: _eventId, socialAccountRequirements, locationRadius, location, ...settings } = event.bySlugOrId;
  const fileUrl = settings.disclosureFileUrl;
  const checked = fileUrl ? await loadOrThrow(context, () => api.query(ValidatePdfWatermarkDocument, { fileUrl }), url) : null;
  return {
    form: { ...formValuesOf(settings, socialAccountRequirements), ...radiusValuesOf(locationRadius, location) },
    document: fileUrl && checked ? { url: fileUrl, check: checked.event.validatePdfWatermark } : null,
  };
}

function formValuesOf(settings: Omit<EventSettingsFragment, "eventId" | "socialAccountRequirements" | "locationRadius" | "location">, socialAccountRequirements: EventSettingsFragment["socialAccountRequirements"]): SettingsFormDefaults {
  return {
    ...settings,
    ...socialChoicesOf(socialAccountRequirements),
    musicEmbedUrl: settings.musicEmbedUrl ?? undefined,
    ageLimit: settings.ageLimit ?? undefined,
    minimumRepScore: settings.minimumRepScore ?? undefined,
    taxRate: settings.taxRate || undefined,
    ticketTermsPurchasePolicy: settings.ticketTermsPurchasePolicy ?? undefined,
    disclosureTitle: settings.disclosureTitle ?? undefined,
    disclosureFileUrl: settings.disclosureFileUrl ?? undefined,
  };
}

/** The location radius as saved; before one is set, its place is the event's location (address and point) when it has one. */
function radiusValuesOf(radius: EventSettingsFragment["locationRadius"], location: EventSettingsFragment["location"]): SettingsFormDefaults {
  if (radius) return { radiusAddress: radius.address, radiusLatitude: radius.latitude, radiusLongitude: radius.longitude, radius: radius.radius, radiusUnit: radius.unit };
  return {
    radiusAddress: location?.address ?? undefined,
    radiusLatitude: location?.latitude ?? undefined,
    radiusLongitude: location?.longitude ?? undefined,
    radiusUnit: "KILOMETERS",
  };
}

export async function saveSettingsAction(context: Ctx, formData: FormData, url: URL, eventId: string) {
  requireUser(context, url);
  const submission = parseWithZod(formData, { schema: settingsFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { socialTwitter: _x, socialYoutube: _youtube, socialSpotify: _spotify, socialTwitch: _twitch, disclosureFile, ...form } = submission.value;
  const api = getApi(context);
  try {
    // The document first: one the API refuses (not a PDF) saves nothing, and its message shows at the field.
    const stored = disclosureFile ? await api.uploadDisclosureDocument(eventId, new Uint8Array(await disclosureFile.arrayBuffer())) : null;
    await api.query(UpdateEventSettingsDocument, {
      eventId,
      input: {
        ...form,
        socialAccountRequirements: socialRequirementsOf(submission.value),
        musicEmbedUrl: form.musicEmbedUrl || null,
        ageLimit: form.optInAgeLimit ? (form.ageLimit ?? null) : null,
        minimumRepScore: form.minimumRepScore ?? null,
        radiusAddress: form.radiusAddress || null,
        radiusLatitude: form.radiusLatitude ?? null,
        radiusLongitude: form.radiusLongitude ?? null,
        radius: form.radius ?? null,
        taxRate: form.taxRate ?? 0,
        ticketTermsPurchasePolicy: form.ticketTermsPurchasePolicy || null,
        disclosureTitle: form.disclosureTitle || null,
        disclosureFileUrl: stored?.url ?? (form.disclosureFileUrl || null),
      },
    });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    // The API names the list; the form shows its errors at the switch that asks for it. An
    // upload's refusal (`document`) and an unknown saved document show at the file field.
    const fieldErrors = fieldErrorsOf(refusal, { socialAccountRequirements: "optInSocialAccountRequirements", document: "disclosureFile", disclosureFileUrl: "disclosureFile" });
    const formErrors = Object.keys(fieldErrors).length > 0 ? [] : [refusal.message];
    return data({ result: submission.reply({ fieldErrors, formErrors }) }, { status: refusalStatus(refusal) });
  }
  getSession(context).flash({ kind: "success", message: m.saved });
  return redirect(`${href("/events/edit/:id", { id: eventId })}?tab=settings`);
}

/** The Questions tab's form: the event's questions and one blank row to add another. */
export async function loadQuestions(context: Ctx, url: URL, eventId: string): Promise<QuestionsForm> {
  const { event } = await loadOrThrow(context, () => getApi(context).query(EventQuestionsForEditingDocument, { slugOrId: eventId }), url);
  const { optInQuestionRequirements, questionRequirements } = event.bySlugOrId;
  const rows = questionRequirements.map(({ question, isRequired, showPublicTickets, showPrivateTickets }) => ({ question, isRequired, showPublicTickets, showPrivateTickets }));
  return { optInQuestionRequirements, questions: rows.length < QUESTION_LIMITS.maxQuestions ? [...rows, { ...NEW_QUESTION }] : rows };
}

export async function saveQuestionsAction(context: Ctx, formData: FormData, url: URL, eventId: string) {
  requireUser(context, url);
  const submission = parseWithZod(formData, { schema: questionsFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await getApi(context).query(SaveEventQuestionsDocument, { eventId, ...submission.value });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    const fieldErrors = Object.fromEntries(Object.entries(refusal.fields ?? {}).map(([key, message]) => [key.replace(/\.(\d+)\./g, "[$1]."), [message]]));
    const formErrors = Object.keys(fieldErrors).length > 0 ? [] : [refusal.message];
    return data({ result: submission.reply({ fieldErrors, formErrors }) }, { status: refusalStatus(refusal) });
  }
  getSession(context).flash({ kind: "success", message: questionMessages.saved });
  return redirect(`${href("/events/edit/:id", { id: eventId })}?tab=questions`);
}
