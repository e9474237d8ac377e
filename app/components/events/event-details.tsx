import { href, Link } from "react-router";
import { EventActions } from "~/components/events/event-actions";
import { Avatar } from "~/components/ui/avatar";
import { useMediaSrc } from "~/hooks/use-media-src";
import { ClockIcon, PinIcon } from "~/components/ui/icons";
import type { EventPageQuery } from "~/graphql/generated";
import { radiusRule } from "../../../contract/events/radius";
import { EVENT_TYPE_LABELS, formatEventDay, formatEventTimeRange } from "~/lib/format";

export type PageEvent = EventPageQuery["event"]["bySlugOrId"];

/** The event page's picture across the top (from the media host), or its placeholder. */
export function EventHero({ event }: { event: PageEvent }) {
  const imageSrc = useMediaSrc()(event.avatarUrl);
  return (
    <div className="event-hero">
      {imageSrc ? (
        <img src={imageSrc} alt="" width={1200} height={630} fetchPriority="high" />
      ) : (
        <div className="event-hero-placeholder" aria-hidden="true" />
      )}
    </div>
  );
}

/** Who may join, from the Settings tab: the location radius (with where the member sets their area) and the minimum rep score. */
function JoinRules({ event }: { event: PageEvent }) {
  const area = event.optInLocationRadius ? event.locationRadius : null;
  if (!area && !event.minimumRepScore) return null;
  return (
    <ul className="join-rules stack-sm" aria-label="Who may join">
      {area ? (
        <li>
          {radiusRule(area.radius, area.unit, area.address)} <Link to={href("/profile/location")}>Set your area</Link>
        </li>
      ) : null}
      {event.minimumRepScore ? (
        <li>
          {`Asks for a rep score of at least ${event.minimumRepScore}.`} <Link to={href("/profile")}>How rep score is earned</Link>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * The event page's main column: type, title, host, when and where, calendar and share, about,
 * guests and terms. The editor's Preview tab shows it under its own h1, with the title as h2.
 * `publicUrl` makes the shared and calendar links absolute (the editor's preview leaves them relative).
 */
export function EventDetails({ event, headingLevel = 1, publicUrl = "" }: { event: PageEvent; headingLevel?: 1 | 2; publicUrl?: string }) {
  const Title = headingLevel === 1 ? "h1" : "h2";
  const day = formatEventDay(event.startDate, event.timeZone);
  const time = formatEventTimeRange(event.startDate, event.endDate, event.timeZone);
  return (
    <div className="event-main stack">
      <p className="eyebrow">
        {EVENT_TYPE_LABELS[event.eventType] ?? "Event"}
        {event.isPrivate ? <span className="pill">Private</span> : null}
        {event.optInAgeLimit && event.ageLimit ? <span className="pill" title={`For guests aged ${event.ageLimit} or older`}>{`${event.ageLimit}+`}</span> : null}
        {event.status === "CANCELLED" ? <span className="pill pill-danger">Cancelled</span> : null}
      </p>
      <Title>{event.displayName}</Title>
      <div className="host-line">
        <Avatar url={event.createdBy.avatarUrl} size={28} />
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
      <JoinRules event={event} />
      <EventActions event={event} publicUrl={publicUrl} />
      {event.description ? (
        <section>
          <h2>About</h2>
          <p className="prose">{event.description}</p>
        </section>
      ) : null}
      {event.seriesDates.length > 0 ? (
        <section>
          <h2>More dates</h2>
          <ul className="series-dates">
            {event.seriesDates.map((date) => (
              <li key={date.slug}>
                <Link to={href("/events/:slug", { slug: date.slug })}>{formatEventDay(date.startDate, date.timeZone)}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {event.optInShowMusicEmbed && event.musicEmbedUrl ? (
        <section>
          <h2>Music</h2>
          <a href={event.musicEmbedUrl} target="_blank" rel="noopener noreferrer">
            Listen to the host&apos;s music<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </section>
      ) : null}
      {event.optInShowGuestList && event.guestPreview.length > 0 ? (
        <section>
          <h2>Guests</h2>
          {/* Each picture with the guest's name for screen readers; their rep score when the host shows them (the API sends none otherwise). */}
          <ul className="guest-preview">
            {event.guestPreview.map(({ user, repScore }) => (
              <li key={user.userId} title={user.name}>
                <Avatar url={user.avatarUrl} size={36} />
                <span className="visually-hidden">{user.name}</span>
                {repScore === null ? null : (
                  <span className="guest-score">
                    <span className="visually-hidden">Rep score </span>
                    {repScore}
                  </span>
                )}
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
