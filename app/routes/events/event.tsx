import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, href, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/event";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { webEnv } from "~/.server/platform/env.server";
import { loadOrThrow, refusalOrThrow, refusalWithCode } from "~/.server/platform/responses.server";
import { Avatar } from "~/components/ui/avatar";
import { DeclineButton } from "~/components/events/decline";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { ClockIcon, PinIcon } from "~/components/ui/icons";
import { Alert } from "~/components/ui/alert";
import { StatusButton } from "~/components/ui/status-button";
import { EventPageDocument, RsvpDocument } from "~/graphql/generated";
import { eventSeo } from "~/lib/events/seo";
import { EVENT_TYPE_LABELS, formatEventDay, formatEventTimeRange, formatMoney } from "~/lib/format";
import type { RouteHandle } from "~/lib/route-handle";
import { rsvpSchema } from "~/lib/events/schemas";

export const handle: RouteHandle = {
  title: (data) => `Events/${(data as { event?: { displayName: string } } | undefined)?.event?.displayName ?? "Event"}`,
  backTo: href("/events"),
};

/**
 * Signed out, this page is the same for every visitor: it is marked shareable for a few
 * seconds (the server's page cache and any CDN render it once for everyone, see
 * docs/decisions/0007-anonymous-page-cache.md) and tagged with the event so a change
 * purges it. Signed in, the root middleware makes it `private, no-store`.
 */
const ANONYMOUS_CACHE_CONTROL = "public, max-age=0, s-maxage=10, stale-while-revalidate=50";

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { event } = await loadOrThrow(context, () => getApi(context).query(EventPageDocument, { slugOrId: params.slug }), url);
  const { publicUrl, productName } = webEnv();
  const session = getSession(context);
  const anonymous = !session.auth && !session.isChanged;
  return data(
    {
      event: event.bySlugOrId,
      site: { publicUrl, productName },
      signedIn: Boolean(session.user),
    },
    anonymous
      ? { headers: { "Cache-Control": ANONYMOUS_CACHE_CONTROL, "Cache-Tag": `event:${event.bySlugOrId.eventId}` } }
      : undefined,
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaderData }) => {
  if (!loaderData) return [{ title: "Event not found" }, { name: "robots", content: "noindex" }];
  const seo = eventSeo(loaderData.event, loaderData.site.publicUrl, loaderData.site.productName);
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.url },
    { property: "og:type", content: "website" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.url },
    { property: "og:image", content: seo.image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: seo.image },
    ...(seo.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { "script:ld+json": seo.jsonLd },
  ];
};

const RSVP_FLASH = {
  going: "You're going! See you there.",
  pending: "Your RSVP was sent. The host will review it.",
  declined: "You've declined this event.",
} as const;

/** RSVP accept/decline. Signed-out visitors are sent through sign-up or login and brought back here. */
export async function action({ request, context, params, url }: Route.ActionArgs) {
  requireUser(context, url);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: rsvpSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const api = getApi(context);
  try {
    const { event } = await loadOrThrow(context, () => api.query(EventPageDocument, { slugOrId: params.slug }), url);
    const input =
      submission.value.intent === "accept"
        ? { eventId: event.bySlugOrId.eventId, response: "ACCEPT" as const, eventTicketId: submission.value.eventTicketId }
        : { eventId: event.bySlugOrId.eventId, response: "DECLINE" as const };
    const { event: result } = await api.query(RsvpDocument, { input });
    const my = result.rsvp.my;
    getSession(context).flash({
      kind: "success",
      message: my?.isGoing ? RSVP_FLASH.going : my?.isPending ? RSVP_FLASH.pending : RSVP_FLASH.declined,
    });
    return redirect(href("/events/:slug", { slug: params.slug }));
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, refusalWithCode("BAD_USER_INPUT", "CONFLICT"));
    return data({ result: submission.reply({ formErrors: [refusal.message] }) }, { status: 400 });
  }
}

export default function EventPage() {
  const { event } = useLoaderData<typeof loader>();
  const day = formatEventDay(event.startDate, event.timeZone);
  const time = formatEventTimeRange(event.startDate, event.endDate, event.timeZone);
  return (
    <article className="event-page">
      <div className="event-hero">
        {event.avatarUrl ? (
          <img src={event.avatarUrl} alt="" width={1200} height={630} fetchPriority="high" />
        ) : (
          <div className="event-hero-placeholder" aria-hidden="true" />
        )}
      </div>
      <div className="event-layout">
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
        <aside className="event-side">
          <RsvpPanel />
        </aside>
      </div>
    </article>
  );
}

const BADGE_CLASS: Record<string, string> = { Approved: "pill-success", "RSVP Pending": "pill-warn", "Not Selected": "pill-danger" };

function RsvpPanel() {
  const { event, signedIn } = useLoaderData<typeof loader>();
  // The server validates the RSVP (the choice is a radio group with one checked by
  // default): no validation code is shipped to the page, only the errors it answers.
  const result: SubmissionResult<string[]> | undefined = useActionData<typeof action>()?.result;
  const formError = result?.error?.[""]?.[0];
  const ticketError = result?.error?.eventTicketId?.[0];
  const my = event.my;
  const freeTickets = event.tickets.filter((t) => t.isActive && t.kind === "FREE");
  const paidTickets = event.tickets.filter((t) => t.isActive && t.kind === "PAID");
  const closed = event.isExpired || event.status === "CANCELLED";
  const attending = my && (my.isGoing || my.isPending);
  const firstOpen = freeTickets.find((t) => !t.isFull);

  return (
    <div className="card rsvp-card stack">
      {my?.badge ? (
        <p>
          <span className={`pill pill-lg ${BADGE_CLASS[my.badge] ?? ""}`}>{my.badge}</span>
        </p>
      ) : null}
      {attending ? (
        <>
          <h2>{my.isGoing ? "You're going" : "Waiting for approval"}</h2>
          <ul className="my-tickets">
            {my.tickets
              .filter((t) => t.status !== "CANCELLED")
              .map((t) => (
                <li key={t.ticketId}>
                  {t.count} × {t.ticketType} <span className="muted">({t.status === "ACTIVE" ? "confirmed" : "pending"})</span>
                </li>
              ))}
          </ul>
        </>
      ) : (
        <h2>{closed ? "This event has ended" : "Join this event"}</h2>
      )}
      {formError ? <Alert kind="danger">{formError}</Alert> : null}
      {!closed && !attending && freeTickets.length > 0 ? (
        <Form method="post" id="rsvp" className="stack" data-auth-modal={signedIn ? undefined : "sign-up"}>
          <fieldset className="ticket-options" aria-describedby={ticketError ? "rsvp-ticket-error" : undefined}>
            <legend>Choose a ticket</legend>
            {freeTickets.map((t) => (
              <label key={t.eventTicketId} className={`ticket-option ${t.isFull ? "is-full" : ""}`}>
                <input
                  type="radio"
                  name="eventTicketId"
                  value={t.eventTicketId}
                  defaultChecked={t.eventTicketId === firstOpen?.eventTicketId}
                  disabled={t.isFull}
                />
                <span>
                  <strong>{t.ticketType}</strong>
                  <span className="muted">
                    {" "}
                    Free{t.isRequiredApproval ? " · Requires approval" : ""}
                    {t.isFull ? " · Full" : t.optInShowTicketAmount && t.balance.availableAmount != null ? ` · ${t.balance.availableAmount} left` : ""}
                  </span>
                  {t.note ? <span className="muted small block">{t.note}</span> : null}
                </span>
              </label>
            ))}
            {ticketError ? (
              <p className="field-error" id="rsvp-ticket-error">
                {ticketError}
              </p>
            ) : null}
          </fieldset>
          <div className="row">
            <StatusButton name="intent" value="accept" pendingText="Sending RSVP…" disabled={!firstOpen}>
              {firstOpen ? "RSVP" : "Full"}
            </StatusButton>
          </div>
        </Form>
      ) : null}
      {!closed && !attending && freeTickets.length > 0 && my && my.attendeeState !== "INVITEE_DECLINED" ? (
        <DeclineButton slug={event.slug} eventName={event.displayName} label="Can't go" variant="ghost" />
      ) : null}
      {!closed && attending ? <DeclineButton slug={event.slug} eventName={event.displayName} label="Can't go anymore" variant="secondary" /> : null}
      {my?.attendeeState === "INVITEE_DECLINED" ? <p className="muted">You declined this event.</p> : null}
      {paidTickets.length > 0 ? (
        <section className="paid-tickets">
          <h3>Tickets</h3>
          <ul>
            {paidTickets.map((t) => (
              <li key={t.eventTicketId}>
                <strong>{t.ticketType}</strong> {formatMoney(t.price, t.currency)}
                {t.isFull ? <span className="muted"> · Sold out</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {event.optInShowGuestCount ? <p className="muted">{event.approvedAttendees} going</p> : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
