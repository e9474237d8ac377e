// The event editor's server side: what the Info form shows, and saving, publishing and
// deleting through the platform API. The page guard (a signed-in member) runs first; the
// API decides who may change which event.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, redirect, type RouterContextProvider } from "react-router";
import { eventEditorMessages as m } from "../../../contract/events/messages";
import { moneyMessages } from "../../../contract/hosting/money-messages";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { fieldErrorsOf, loadOrThrow, refusalOrThrow, refusalStatus } from "~/.server/platform/responses.server";
import {
  CancelEventDocument,
  CreateEventDocument,
  DeleteEventDocument,
  DuplicateEventDocument,
  EventForEditingDocument,
  EventPageDocument,
  PublishEventDocument,
  SetEventImageDocument,
  UpdateEventInfoDocument,
  type EventInfoInput,
} from "~/graphql/generated";
import {
  API_FIELD_TO_FORM,
  DEFAULT_EVENT_TIME_ZONE,
  defaultEventTimes,
  eventInfoSchema,
  instantOf,
  localTimeOf,
  type EventInfoForm,
} from "~/lib/events/editor";
import { manageEventPath } from "~/lib/clubs/event-paths";

type Ctx = Readonly<RouterContextProvider>;

/** Every IANA zone the server knows, for the zone picker. */
export function timeZoneOptions(): string[] {
  return Intl.supportedValuesOf("timeZone");
}

/** A new event's form: the default type, times from now in the default zone (JavaScript moves them to the visitor's zone). */
export function loadNewEventForm(context: Ctx, url: URL) {
  requireUser(context, url);
  const { start, end } = defaultEventTimes(new Date(), DEFAULT_EVENT_TIME_ZONE);
  const defaults: Partial<EventInfoForm> = {
    eventType: "NONE",
    start,
    end,
    timeZone: DEFAULT_EVENT_TIME_ZONE,
    isListed: true,
  };
  return { defaults, imageUrl: null, timeZones: timeZoneOptions(), serverNow: Date.now() };
}

/** An event's form, for those who may edit it (403 for those who may only see it, 404 for the rest). */
export async function loadEventForm(context: Ctx, url: URL, eventId: string) {
  requireUser(context, url);
  const { event } = await loadOrThrow(context, () => getApi(context).query(EventForEditingDocument, { slugOrId: eventId }), url);
  const found = event.bySlugOrId;
  if (!found.my?.canEdit) throw data(m.notAllowed, { status: 403 });
  const defaults: Partial<EventInfoForm> = {
    eventType: found.eventType,
    displayName: found.displayName,
    description: found.description ?? "",
    start: localTimeOf(found.startDate, found.timeZone),
    end: localTimeOf(found.endDate, found.timeZone),
    timeZone: found.timeZone,
    address: found.location?.address ?? "",
    locationOnlyForApproved: found.location?.isOnlyVisibleToApprovedAttendees ?? false,
    isPrivate: found.isPrivate,
    isListed: found.isListed,
    terms: found.terms ?? "",
    faqs: found.faqs ?? "",
    note: found.note ?? "",
  };
  return {
    event: { eventId: found.eventId, slug: found.slug, status: found.status, displayName: found.displayName, isCreator: found.my.isCreator },
    defaults,
    imageUrl: found.avatarUrl ?? null,
    timeZones: timeZoneOptions(),
    serverNow: Date.now(),
  };
}

function toApiInput(form: EventInfoForm): EventInfoInput {
  // The schema has checked both times; the zone's validity is the API's to judge.
  const start = instantOf(form.start, form.timeZone)!;
  const end = instantOf(form.end, form.timeZone)!;
  return {
    eventType: form.eventType,
    displayName: form.displayName,
    description: form.description || null,
    terms: form.terms || null,
    faqs: form.faqs || null,
    note: form.note || null,
    startDate: start.toISOString(),
    endDate: end.toISOString(),
    timeZone: form.timeZone,
    isPrivate: form.isPrivate,
    isListed: form.isListed,
    location: form.address ? { address: form.address, isOnlyVisibleToApprovedAttendees: form.locationOnlyForApproved } : null,
  };
}

/**
 * Saves the Info form: creates the event (eventId null) or changes it, then shows it. A new
 * event with a club belongs to that club (ADR 0028) and opens in the club's manager area.
 */
export async function saveEventInfo(context: Ctx, request: Request, url: URL, eventId: string | null, clubId?: string) {
  requireUser(context, url);
  const submission = parseWithZod(await request.formData(), { schema: eventInfoSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const api = getApi(context);
  const input = toApiInput(submission.value);
  const { image, removeImage } = submission.value;
  try {
    // The image first: one the API refuses (not really an image) saves nothing, and its message shows next to the field.
    const stored = image ? await api.uploadImage(new Uint8Array(await image.arrayBuffer()), image.type) : null;
    const saved = eventId
      ? (await api.query(UpdateEventInfoDocument, { eventId, input })).event.updateInfo
      : (await api.query(CreateEventDocument, { input, clubId: clubId ?? null })).event.create;
    if (stored || (removeImage && eventId)) {
      await api.query(SetEventImageDocument, { eventId: saved.eventId, imageId: stored?.imageId ?? null });
    }
    getSession(context).flash({ kind: "success", message: eventId ? m.saved : m.created });
    return redirect(clubId && !eventId ? manageEventPath(clubId, saved.eventId) : href("/events/:slug", { slug: saved.slug }));
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    const fieldErrors = fieldErrorsOf(refusal, API_FIELD_TO_FORM);
    const formErrors = Object.keys(fieldErrors).length > 0 ? [] : [refusal.message];
    return data({ result: submission.reply({ fieldErrors, formErrors }) }, { status: refusalStatus(refusal) });
  }
}

/** Publish, duplicate, cancel or delete, from the editor or the event page; a refusal comes back as a flash in the editor. */
export async function changeEventStatus(context: Ctx, url: URL, eventId: string, intent: "publish" | "duplicate" | "delete" | "cancel") {
  requireUser(context, url);
  const api = getApi(context);
  const session = getSession(context);
  try {
    if (intent === "duplicate") {
      const { event } = await api.query(DuplicateEventDocument, { eventId });
      session.flash({ kind: "success", message: m.duplicated });
      return redirect(href("/events/edit/:id", { id: event.duplicate.eventId }));
    }
    if (intent === "cancel") {
      const { event } = await api.query(CancelEventDocument, { eventId });
      session.flash({ kind: "success", message: moneyMessages.eventCancelled });
      return redirect(href("/events/:slug", { slug: event.cancel.slug }));
    }
    if (intent === "delete") {
      await api.query(DeleteEventDocument, { eventId });
      session.flash({ kind: "success", message: m.deleted });
      return redirect(href("/events"));
    }
    const { event } = await api.query(PublishEventDocument, { eventId });
    session.flash({ kind: "success", message: m.published });
    return redirect(href("/events/:slug", { slug: event.publish.slug }));
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    session.flash({ kind: "danger", message: refusal.message });
    return redirect(href("/events/edit/:id", { id: eventId }));
  }
}

/** The Preview tab: the event as its page shows it, read with the page's own query. */
export async function loadEventPreview(context: Ctx, url: URL, eventId: string) {
  const { event } = await loadOrThrow(context, () => getApi(context).query(EventPageDocument, { slugOrId: eventId }), url);
  return event.bySlugOrId;
}
