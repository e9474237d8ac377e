import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { StatusButton } from "~/components/ui/status-button";
import { formatMoney } from "~/lib/format";
import { DeclineButton } from "./decline";
import type { PageEvent } from "./event-details";

const BADGE_CLASS: Record<string, string> = { Approved: "pill-success", "RSVP Pending": "pill-warn", "Not Selected": "pill-danger" };

/**
 * The RSVP card: the member's tickets, or the ticket choice and RSVP; "Can't go"; paid
 * tickets and the guest count. The server validates the RSVP (the choice is a radio group
 * with one checked by default): no validation code is shipped to the page, only the errors it answers.
 */
export function RsvpPanel({ event, signedIn, result }: { event: PageEvent; signedIn: boolean; result: SubmissionResult<string[]> | undefined }) {
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
