// Recurring events on the web server: the editor's "Repeat" form and the series' dates.
import { data, href, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { recurrenceMessages as m } from "../../../contract/events/messages";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { loadOrThrow, refusalOrThrow } from "~/.server/platform/responses.server";
import { EventSeriesDatesDocument, RepeatEventDocument } from "~/graphql/generated";

type Ctx = Readonly<RouterContextProvider>;

export const repeatSchema = z.object({
  period: z.enum(["DAY", "WEEK", "MONTH", "YEAR"]),
  occurrences: z.coerce.number({ error: m.occurrencesRange }).int(m.occurrencesRange).min(1, m.occurrencesRange).max(52, m.occurrencesRange),
});

export async function loadSeriesDates(context: Ctx, url: URL, eventId: string) {
  const { event } = await loadOrThrow(context, () => getApi(context).query(EventSeriesDatesDocument, { slugOrId: eventId }), url);
  return event.bySlugOrId.seriesDates;
}

/** Creates the next dates; back to the editor with how many, or the rule at the field. */
export async function repeatAction(context: Ctx, formData: FormData, url: URL, eventId: string) {
  requireUser(context, url);
  const parsed = repeatSchema.safeParse({ period: formData.get("period"), occurrences: formData.get("occurrences") });
  if (!parsed.success) return data({ repeatError: m.occurrencesRange }, { status: 400 });
  try {
    const { event } = await getApi(context).query(RepeatEventDocument, { eventId, ...parsed.data });
    getSession(context).flash({ kind: "success", message: m.created(event.repeat.length) });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url);
    return data({ repeatError: refusal.message }, { status: 400 });
  }
  return redirect(href("/events/edit/:id", { id: eventId }));
}
