// The event editor's Info form: its fields, the rules the browser checks before the API
// checks them again, and the wall-clock times it shows in the event's own time zone.
import { addHours } from "date-fns";
import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import { z } from "zod";
import { defaultEventStart, EVENT_DEFAULT_DURATION_HOURS, EVENT_TEXT_LIMITS, eventTooLong, latestEventStart } from "../../../contract/events/editor";
import { eventEditorMessages as m } from "../../../contract/events/messages";
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES, mediaMessages } from "../../../contract/media/messages";
import { EVENT_TYPE_LABELS } from "~/lib/format";

/** The spec's eleven event types, in the order the picker lists them ("Event" = NONE last). */
export const EVENT_TYPES = ["ART_SHOW", "COMEDY_SHOW", "CONCERT", "CONFERENCE", "FESTIVAL", "PARTY", "PODCAST", "SPORTING", "WORKSHOP", "OTHER", "NONE"] as const;
export type EventTypeValue = (typeof EVENT_TYPES)[number];
export const eventTypeOptions = EVENT_TYPES.map((value) => ({ value, label: EVENT_TYPE_LABELS[value] ?? value }));

/** Spec 2 §1: the default place (and zone) is Los Angeles when nothing better is known. */
export const DEFAULT_EVENT_TIME_ZONE = "America/Los_Angeles";

/** What a datetime-local input holds: a wall-clock time without zone. */
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
const LOCAL_FORMAT = "yyyy-MM-dd'T'HH:mm";

/** The instant a wall-clock time in `zone` stands for, or null when the text is not one. */
export function instantOf(local: string, zone: string): Date | null {
  if (!LOCAL_TIME.test(local)) return null;
  try {
    const instant = fromZonedTime(local, zone);
    return Number.isNaN(instant.getTime()) ? null : instant;
  } catch {
    return null;
  }
}

/** The wall-clock time in `zone` of an instant, as a datetime-local input wants it. */
export function localTimeOf(instant: Date | string, zone: string): string {
  return formatInTimeZone(instant, zone, LOCAL_FORMAT);
}

/** A new event's times: spec 2 §2's default start, and an end a few hours later. */
export function defaultEventTimes(now: Date, zone: string): { start: string; end: string } {
  const start = defaultEventStart(now);
  return { start: localTimeOf(start, zone), end: localTimeOf(addHours(start, EVENT_DEFAULT_DURATION_HOURS), zone) };
}

const optionalText = (max: number, message: string) => z.string().trim().max(max, message).optional();

/** The Info form as posted (checkboxes are "on" or absent). */
export const eventInfoSchema = z
  .object({
    eventType: z.enum(EVENT_TYPES, { error: m.typeRequired }),
    displayName: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(EVENT_TEXT_LIMITS.displayName, m.nameTooLong),
    description: optionalText(EVENT_TEXT_LIMITS.description, m.descriptionTooLong),
    start: z.string({ error: m.startRequired }).regex(LOCAL_TIME, m.startRequired),
    end: z.string({ error: m.endRequired }).regex(LOCAL_TIME, m.endRequired),
    timeZone: z.string({ error: m.timeZoneInvalid }).min(1, m.timeZoneInvalid),
    address: optionalText(EVENT_TEXT_LIMITS.address, m.addressTooLong),
    locationOnlyForApproved: z.boolean().default(false),
    isPrivate: z.boolean().default(false),
    isListed: z.boolean().default(false),
    terms: optionalText(EVENT_TEXT_LIMITS.terms, m.termsTooLong),
    faqs: optionalText(EVENT_TEXT_LIMITS.faqs, m.faqsTooLong),
    note: optionalText(EVENT_TEXT_LIMITS.note, m.noteTooLong),
    // The event's image: checked here by its size and declared type, by the API by its bytes.
    image: z
      .file()
      .max(MAX_IMAGE_BYTES, { error: mediaMessages.tooLarge })
      .mime([...ACCEPTED_IMAGE_TYPES], { error: mediaMessages.notAnImage })
      .optional(),
    removeImage: z.boolean().default(false),
  })
  .superRefine((form, context) => {
    const start = instantOf(form.start, form.timeZone);
    const end = instantOf(form.end, form.timeZone);
    if (!start) context.addIssue({ code: "custom", path: ["start"], message: m.startRequired });
    if (!end) context.addIssue({ code: "custom", path: ["end"], message: m.endRequired });
    // The API checks the same range against its own clock (and lets an edited event keep a start it does not move).
    if (start && start > latestEventStart(new Date())) context.addIssue({ code: "custom", path: ["start"], message: m.startTooFar });
    if (start && end && end <= start) context.addIssue({ code: "custom", path: ["end"], message: m.endBeforeStart });
    else if (start && end && eventTooLong(start, end)) context.addIssue({ code: "custom", path: ["end"], message: m.tooLong });
  });

export type EventInfoForm = z.infer<typeof eventInfoSchema>;

/** The API's field names for the form's, for showing the API's errors next to the right field. */
export const API_FIELD_TO_FORM: Record<string, string> = {
  startDate: "start",
  endDate: "end",
  "location.address": "address",
};
