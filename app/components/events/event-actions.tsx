import { escapeHtml } from "~/lib/html";
import { memoized } from "~/lib/format";
import { useId, useRef, useState } from "react";
import { CALENDAR_ICON_MARKUP, PIN_ICON_MARKUP } from "~/components/ui/icons";
import { useHydrated } from "~/hooks/use-hydrated";
import {
  calendarFilePath,
  eventPageUrl,
  googleCalendarUrl,
  mapSearchUrl,
  offersCalendar,
  outlookCalendarUrl,
  type CalendarEvent,
  type CalendarLinkEvent,
} from "~/lib/events/calendar";

const COPIED = "Link copied";
const COPY_BY_HAND = "Select the link below and copy it.";

/** Markup for `dangerouslySetInnerHTML` (the event's details are written as markup, docs/decisions/0036). */
export const html = (markup: string) => ({ __html: markup });

const NEW_TAB = `<span class="visually-hidden"> (opens in a new tab)</span>`;

/** One event's details per page (the event page, or the editor's preview). */
const CALENDAR_TITLE_ID = "event-calendar-title";

/**
 * Under the event's facts: add to calendar (.ics, Google, Outlook), open the address in
 * Maps, and share the link. Everything here is a link or a plain form control, so it works
 * with JavaScript off; the Share button only appears once JavaScript runs. The calendar and
 * map links are markup (as the rest of the event's details, docs/decisions/0036); the share
 * box is React. `publicUrl`: the site's address, "" for links relative to this site.
 */
export function EventActions({ event, publicUrl }: { event: CalendarEvent; publicUrl: string }) {
  const eventUrl = eventPageUrl(publicUrl, event.slug);
  const mapUrl = mapSearchUrl(event);
  return (
    <section className="event-actions" aria-label="Add to calendar and share">
      {offersCalendar(event) ? <div className="event-calendar" dangerouslySetInnerHTML={html(calendarLinksMarkup(event, eventUrl))} /> : null}
      {mapUrl ? (
        <p
          dangerouslySetInnerHTML={html(
            `<a class="with-icon event-action-link" href="${escapeHtml(mapUrl)}" target="_blank" rel="noopener noreferrer">${PIN_ICON_MARKUP}<span>Open in Maps${NEW_TAB}</span></a>`,
          )}
        />
      ) : null}
      <ShareLink eventUrl={eventUrl} title={event.displayName} />
    </section>
  );
}

/**
 * The calendar heading and its three links; the .ics file is a plain download, not a page of the app.
 * Every viewer of an event gets the same links (each a few hundred characters of encoded text),
 * so they are kept by what they are made of: the fields below and the page's address.
 */
const calendarLinks = new Map<string, string>();

function calendarLinksMarkup(event: CalendarEvent, eventUrl: string): string {
  const { slug, displayName, description = null, startDate, endDate } = event;
  const { address = null, latitude = null, longitude = null } = event.location ?? {};
  const key = JSON.stringify([slug, displayName, description, startDate, endDate, address, latitude, longitude, eventUrl]);
  // Made from the keyed fields alone, so a kept markup always answers its key.
  const keyed = { slug, displayName, description, startDate, endDate, location: { address, latitude, longitude } };
  return memoized(calendarLinks, key, () => buildCalendarLinksMarkup(keyed, eventUrl));
}

function buildCalendarLinksMarkup(event: CalendarLinkEvent, eventUrl: string): string {
  const button = `class="button button-secondary button-small"`;
  return (
    `<h2 id="${CALENDAR_TITLE_ID}" class="with-icon event-actions-title">${CALENDAR_ICON_MARKUP}<span>Add to calendar</span></h2>` +
    `<ul class="event-calendar-links" aria-labelledby="${CALENDAR_TITLE_ID}">` +
    `<li><a ${button} href="${escapeHtml(calendarFilePath(event.slug))}" download="${escapeHtml(`${event.slug}.ics`)}">Calendar file (.ics)</a></li>` +
    `<li><a ${button} href="${escapeHtml(googleCalendarUrl(event, eventUrl))}" target="_blank" rel="noopener noreferrer">Google Calendar${NEW_TAB}</a></li>` +
    `<li><a ${button} href="${escapeHtml(outlookCalendarUrl(event, eventUrl))}" target="_blank" rel="noopener noreferrer">Outlook${NEW_TAB}</a></li></ul>`
  );
}

/** Copies with the Clipboard API, or with the old selection command where that is refused. */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!field) return false;
    field.select();
    try {
      return document.execCommand("copy");
    } catch {
      return false;
    }
  }
}

/**
 * The event's link in a read-only field anyone can select and copy (no script needed),
 * and, with JavaScript, a Share button: the system share sheet where the browser has one,
 * otherwise a copy to the clipboard with a "Link copied" status.
 */
export function ShareLink({ eventUrl, title, label = "Event link" }: { eventUrl: string; title: string; label?: string }) {
  const hydrated = useHydrated();
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState("");

  async function share() {
    setStatus("");
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url: eventUrl });
        return;
      } catch (error) {
        // Closing the share sheet is not a failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    const copied = await copyText(eventUrl, field.current);
    setStatus(copied ? COPIED : COPY_BY_HAND);
    if (!copied) field.current?.select();
  }

  return (
    <div className="event-share">
      <div className="field">
        <label htmlFor={fieldId}>{label}</label>
        <div className="event-share-row">
          <input
            ref={field}
            id={fieldId}
            type="url"
            readOnly
            value={eventUrl}
            onFocus={(e) => e.currentTarget.select()}
          />
          {hydrated ? (
            <button type="button" className="button button-primary" onClick={() => void share()}>
              Share
            </button>
          ) : null}
        </div>
      </div>
      <p role="status" className="event-share-status">
        {status}
      </p>
    </div>
  );
}
