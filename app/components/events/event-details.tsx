import { Avatar } from "~/components/ui/avatar";
import { ClockIcon, PinIcon } from "~/components/ui/icons";
import type { EventPageQuery } from "~/graphql/generated";
import { EVENT_TYPE_LABELS, formatEventDay, formatEventTimeRange } from "~/lib/format";

export type PageEvent = EventPageQuery["event"]["bySlugOrId"];

/** The event page's picture across the top, or its placeholder. */
export function EventHero({ event }: { event: PageEvent }) {
  return (
    <div className="event-hero">
      {event.avatarUrl ? (
        <img src={event.avatarUrl} alt="" width={1200} height={630} fetchPriority="high" />
      ) : (
        <div className="event-hero-placeholder" aria-hidden="true" />
      )}
    </div>
  );
}

/** The event page's main column: type, title, host, when and where, about, guests and terms. */
export function EventDetails({ event }: { event: PageEvent }) {
  const day = formatEventDay(event.startDate, event.timeZone);
  const time = formatEventTimeRange(event.startDate, event.endDate, event.timeZone);
  return (
    <div className="event-main stack">
      <p className="eyebrow">
        {EVENT_TYPE_LABELS[event.eventType] ?? "Event"}
        {event.isPrivate ? <span className="pill">Private</span> : null}
        {event.status === "CANCELLED" ? <span className="pill pill-danger">Cancelled</span> : null}
      </p>
      <h1>{event.displayName}</h1>
      <div className="host-line">
        <Avatar name={event.createdBy.name} url={event.createdBy.avatarUrl} size={28} />
        <span>
          Hosted by <strong>{event.createdBy.name}</strong>
        </span>
      </div>
      <ul className="facts">
        <li className="with-icon">
          <ClockIcon />
          <span>
            <strong>{day}</strong>
            <br />
            {time}
          </span>
        </li>
        <li className="with-icon">
          <PinIcon />
          <span>{event.location?.address ?? (event.location?.isOnlyVisibleToApprovedAttendees ? "Address shown to approved guests" : "Location to be announced")}</span>
        </li>
      </ul>
      {event.description ? (
        <section>
          <h2>About</h2>
          <p className="prose">{event.description}</p>
        </section>
      ) : null}
      {event.optInShowGuestList && event.guestPreview.length > 0 ? (
        <section>
          <h2>Guests</h2>
          <ul className="guest-preview">
            {event.guestPreview.map((guest) => (
              <li key={guest.userId} title={guest.name}>
                <Avatar name={guest.name} url={guest.avatarUrl} size={36} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {event.terms ? (
        <section>
          <h2>Terms</h2>
          <p className="prose muted">{event.terms}</p>
        </section>
      ) : null}
    </div>
  );
}
