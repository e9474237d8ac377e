import { createEvent } from "ics";
import type { RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { webEnv } from "~/.server/platform/env.server";
import { loadOrThrow } from "~/.server/platform/responses.server";
import { EventPageDocument } from "~/graphql/generated";
import { eventPageUrl, icsEventAttributes } from "~/lib/events/calendar";

type Ctx = Readonly<RouterContextProvider>;

/**
 * The event as an iCalendar file. The event is read through the API as the requesting
 * viewer (their session's token), with the page's own query: the file holds exactly the
 * location the page shows them, so an address kept for approved guests never leaks.
 * Unknown or hidden slugs are a 404 (loadOrThrow). A cancelled event still answers, with
 * STATUS:CANCELLED and the same UID, so importing it again cancels the calendar entry; the
 * page itself no longer offers it.
 */
export async function calendarFileResponse(context: Ctx, slug: string, url: URL): Promise<Response> {
  const { event } = await loadOrThrow(context, () => getApi(context).query(EventPageDocument, { slugOrId: slug }), url);
  const page = event.bySlugOrId;
  const { publicUrl, productName } = webEnv();
  const { error, value } = createEvent(
    icsEventAttributes(page, { eventUrl: eventPageUrl(publicUrl, page.slug), productName, host: new URL(publicUrl).hostname }),
  );
  if (error || !value) throw error ?? new Error(`No calendar file for event ${page.eventId}.`);
  const signedIn = Boolean(getSession(context).auth);
  return new Response(value, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName(page.slug)}.ics"`,
      // Signed in, the root middleware makes it `private, no-store`; signed out it is the same
      // for everyone, but small and rarely asked for: not worth a shared cache entry.
      "Cache-Control": signedIn ? "private, no-store" : "private, no-cache",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** The slug as a safe file name (slugs are URL-safe already; this keeps the header well-formed whatever they hold). */
function fileName(slug: string): string {
  return slug.replace(/[^A-Za-z0-9._-]/g, "-") || "event";
}
