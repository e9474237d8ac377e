import type { HTMLAttributes, Ref } from "react";
import { href, Link } from "react-router";
import type { EventCardFragment } from "~/graphql/generated";
import { eventDateBadge, EVENT_TYPE_LABELS, formatEventClock, formatEventDay, priceSummary } from "~/lib/format";
import { PinIcon } from "~/components/ui/icons";
import { useMediaSrc } from "~/hooks/use-media-src";
import { formatDistance, type DistanceUnit } from "~/lib/events/near";

export type ListedEvent = EventCardFragment & { distanceKm?: number | null };

/** A grid of listed events: a `<ul className="event-grid">` of cards, each one link to its event. */
export function EventCards({
  events,
  distanceUnit = "km",
  className,
  ref,
  ...rest
}: { events: ListedEvent[]; distanceUnit?: DistanceUnit; ref?: Ref<HTMLUListElement> } & Omit<HTMLAttributes<HTMLUListElement>, "children">) {
  return (
    <ul {...rest} ref={ref} className={className ? `event-grid ${className}` : "event-grid"}>
      {events.map((event) => (
        <EventCard key={event.eventId} event={event} distanceUnit={distanceUnit} />
      ))}
    </ul>
  );
}

/** A listed event; in a Near Me list (distanceKm set) with its distance in the chosen unit. */
export function EventCard({ event, distanceUnit = "km" }: { event: ListedEvent; distanceUnit?: DistanceUnit }) {
  const badge = eventDateBadge(event.startDate, event.timeZone);
  const imageSrc = useMediaSrc()(event.avatarUrl);
  return (
    <li className="event-card">
      <Link to={href("/events/:slug", { slug: event.slug })} className="event-card-link">
        <div className="event-card-media">
          {imageSrc ? <img src={imageSrc} alt="" loading="lazy" width={320} height={180} /> : <div className="event-card-placeholder" />}
          <span className="date-badge" aria-hidden="true">
            <span>{badge.month}</span>
            <strong>{badge.day}</strong>
          </span>
        </div>
        <div className="event-card-body">
          <p className="eyebrow">
            {EVENT_TYPE_LABELS[event.eventType] ?? "Event"}
            {event.status === "CANCELLED" ? <span className="pill pill-danger">Cancelled</span> : null}
            {event.isFeatured ? <span className="pill pill-brand">Featured</span> : null}
            {event.my?.isGoing && event.status !== "CANCELLED" ? <span className="pill pill-success">Going</span> : null}
            {event.my?.isPending && event.status !== "CANCELLED" ? <span className="pill pill-warn">RSVP Pending</span> : null}
          </p>
          <h2 className="event-card-title">{event.displayName}</h2>
          <p className="muted">{`${formatEventDay(event.startDate, event.timeZone)} · ${formatEventClock(event.startDate, event.timeZone)}`}</p>
          {event.distanceKm != null ? <p className="muted event-card-distance">{formatDistance(event.distanceKm, distanceUnit)}</p> : null}
          {event.location?.address ? (
            <p className="muted with-icon">
              <PinIcon />
              {` ${event.location.address}`}
            </p>
          ) : null}
          <p className="event-card-foot">
            <span>{priceSummary(event.tickets)}</span>
            {event.optInShowGuestCount ? <span className="muted">{`${event.approvedAttendees} going`}</span> : null}
          </p>
        </div>
      </Link>
    </li>
  );
}
