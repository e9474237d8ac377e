// The editor's Settings and Questions tabs on the server: what they show, and saving them.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, redirect, type RouterContextProvider } from "react-router";
import { QUESTION_LIMITS } from "../../../contract/events/editor";
import { eventSettingsMessages as m, questionMessages } from "../../../contract/events/messages";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { fieldErrorsOf, loadOrThrow, refusalOrThrow, refusalStatus } from "~/.server/platform/responses.server";
import { EventQuestionsForEditingDocument, EventSettingsForEditingDocument, SaveEventQuestionsDocument, UpdateEventSettingsDocument } from "~/graphql/generated";
import { questionsFormSchema, type QuestionsForm } from "~/lib/events/questions-form";
import { NEW_QUESTION } from "~/lib/events/questions";
import { settingsFormSchema, socialChoicesOf, socialRequirementsOf, type SettingsForm } from "~/lib/events/settings-form";

type Ctx = Readonly<RouterContextProvider>;

/** The form's values as saved. */
export async function loadSettings(context: Ctx, url: URL, eventId: string): Promise<Partial<SettingsForm>> {
  const { event } = await loadOrThrow(context, () => getApi(context).query(EventSettingsForEditingDocument, { slugOrId: eventId }), url);
  const { eventId: _eventId, socialAccountRequirements, ...settings } = event.bySlugOrId;
  return {
    ...settings,
    ...socialChoicesOf(socialAccountRequirements),
    musicEmbedUrl: settings.musicEmbedUrl ?? undefined,
    ageLimit: settings.ageLimit ?? undefined,
    minimumRepScore: settings.minimumRepScore ?? undefined,
    ticketTermsPurchasePolicy: settings.ticketTermsPurchasePolicy ?? undefined,
    disclosureTitle: settings.disclosureTitle ?? undefined,
    disclosureFileUrl: settings.disclosureFileUrl ?? undefined,
  };
}

export async function saveSettingsAction(context: Ctx, formData: FormData, url: URL, eventId: string) {
  requireUser(context, url);
  const submission = parseWithZod(formData, { schema: settingsFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { socialTwitter: _x, socialYoutube: _youtube, socialSpotify: _spotify, socialTwitch: _twitch, ...form } = submission.value;
  try {
    await getApi(context).query(UpdateEventSettingsDocument, {
      eventId,
      input: {
        ...form,
        socialAccountRequirements: socialRequirementsOf(submission.value),
        musicEmbedUrl: form.musicEmbedUrl || null,
        ageLimit: form.optInAgeLimit ? (form.ageLimit ?? null) : null,
        minimumRepScore: form.minimumRepScore ?? null,
        ticketTermsPurchasePolicy: form.ticketTermsPurchasePolicy || null,
        disclosureTitle: form.disclosureTitle || null,
        disclosureFileUrl: form.disclosureFileUrl || null,
      },
    });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    // The API names the list; the form shows its errors at the switch that asks for it.
    const fieldErrors = fieldErrorsOf(refusal, { socialAccountRequirements: "optInSocialAccountRequirements" });
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
