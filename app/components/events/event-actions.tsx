import { useId, useRef, useState } from "react";
import { CalendarIcon, PinIcon } from "~/components/ui/icons";
import { useHydrated } from "~/hooks/use-hydrated";
import { calendarFilePath, eventPageUrl, googleCalendarUrl, mapSearchUrl, offersCalendar, outlookCalendarUrl, type CalendarEvent } from "~/lib/events/calendar";

const COPIED = "Link copied";
const COPY_BY_HAND = "Select the link below and copy it.";

/** One event's details per page (the event page, or the editor's preview). */
const CALENDAR_TITLE_ID = "event-calendar-title";

/** Said to screen readers after a link that opens a new tab. */
function NewTab() {
  return <span className="visually-hidden"> (opens in a new tab)</span>;
}

/**
 * Under the event's facts: add to calendar (.ics, Google, Outlook), open the address in
 * Maps, and share the link. Everything here is a link or a plain form control, so it works
 * with JavaScript off; the Share button only appears once JavaScript runs.
 * `publicUrl`: the site's address, "" for links relative to this site.
 */
export function EventActions({ event, publicUrl }: { event: CalendarEvent; publicUrl: string }) {
  const eventUrl = eventPageUrl(publicUrl, event.slug);
  const mapUrl = mapSearchUrl(event);
  return (
    <section className="event-actions" aria-label="Add to calendar and share">
      {offersCalendar(event) ? <CalendarLinks event={event} eventUrl={eventUrl} /> : null}
      {mapUrl ? (
        <p>
          <a className="with-icon event-action-link" href={mapUrl} target="_blank" rel="noopener noreferrer">
            <PinIcon />
            <span>
              Open in Maps
              <NewTab />
            </span>
          </a>
        </p>
      ) : null}
      <ShareLink eventUrl={eventUrl} title={event.displayName} />
    </section>
  );
}

/** The calendar heading and its three links; the .ics file is a plain download, not a page of the app. */
function CalendarLinks({ event, eventUrl }: { event: CalendarEvent; eventUrl: string }) {
  return (
    <div className="event-calendar">
      <h2 id={CALENDAR_TITLE_ID} className="with-icon event-actions-title">
        <CalendarIcon />
        <span>Add to calendar</span>
      </h2>
      <ul className="event-calendar-links" aria-labelledby={CALENDAR_TITLE_ID}>
        <li>
          <a className="button button-secondary button-small" href={calendarFilePath(event.slug)} download={`${event.slug}.ics`}>
            Calendar file (.ics)
          </a>
        </li>
        <li>
          <a className="button button-secondary button-small" href={googleCalendarUrl(event, eventUrl)} target="_blank" rel="noopener noreferrer">
            Google Calendar
            <NewTab />
          </a>
        </li>
        <li>
          <a className="button button-secondary button-small" href={outlookCalendarUrl(event, eventUrl)} target="_blank" rel="noopener noreferrer">
            Outlook
            <NewTab />
          </a>
        </li>
      </ul>
    </div>
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
