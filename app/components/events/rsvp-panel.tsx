import type { SubmissionResult } from "@conform-to/react";
import { lazy } from "react";
import { Form, href } from "react-router";
import { Alert } from "~/components/ui/alert";
import { StatusButton } from "~/components/ui/status-button";
import { quantityChoices } from "~/lib/events/order";
import { publicTicketQuestions, typedAnswers } from "~/lib/events/questions";
import { formatMoney } from "~/lib/format";
import { DeclineButton } from "./decline";
import { GiftRecipientField } from "./gift-recipient";
import { Field } from "~/components/ui/field";
import { checkoutMessages, eventMessages } from "../../../contract/events/messages";
import { GRANT_KIND_LABELS } from "../../../contract/hosting/grant-kinds";
import type { PageEvent } from "./event-details";

// The parts only some events ask for (questions, social accounts, a document to accept) load
// when the event has them: the others' pages do not download them. Rendered outside any
// Suspense boundary, so the server's document always holds them.
const QuestionFields = lazy(() => import("./question-fields").then((module) => ({ default: module.QuestionFields })));
const SocialRequirements = lazy(() => import("./social-requirements").then((module) => ({ default: module.SocialRequirements })));
const DisclosureConsent = lazy(() => import("./disclosure-consent").then((module) => ({ default: module.DisclosureConsent })));

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
  const cancelled = event.status === "CANCELLED";
  const closed = event.isExpired || cancelled;
  const attending = my && (my.isGoing || my.isPending);
  const heldTickets = (my?.tickets ?? []).filter((t) => t.status !== "CANCELLED");
  // Refunded tickets stay in view, marked so.
  const shownTickets = [
    ...heldTickets.map((t) => ({ ...t, isRefunded: false })),
    ...(my?.refundedTickets ?? []).map((t) => ({ ...t, status: "CANCELLED", grantKind: null, additionalGuests: 0, isRefunded: true })),
  ];
  const firstOpen = freeTickets.find((t) => !t.isFull);
  const maxPlusOnes = Math.max(0, ...freeTickets.map((t) => t.additionalGuests));

  return (
    <div className="card rsvp-card stack">
      {my?.badge ? (
        <p>
          <span className={`pill pill-lg ${BADGE_CLASS[my.badge] ?? ""}`}>{my.badge}</span>
        </p>
      ) : null}
      {attending || (cancelled && shownTickets.length > 0) ? (
        <>
          <h2>{cancelled ? "This event was cancelled" : my?.isGoing ? "You're going" : "Waiting for approval"}</h2>
          <ul className="my-tickets">
            {shownTickets.map((t) => (
              <li key={t.ticketId}>
                {t.count} × {t.ticketType}
                {t.grantKind ? ` · ${GRANT_KIND_LABELS[t.grantKind]}` : ""}
                {t.additionalGuests ? ` · ${eventMessages.plusOnes(t.additionalGuests)}` : ""}{" "}
                <span className="muted">({t.isRefunded ? "refunded" : t.status === "ACTIVE" ? "confirmed" : "pending"})</span>
              </li>
            ))}
          </ul>
          {heldTickets.some((t) => t.status === "PENDING" && paidTickets.some((paid) => paid.eventTicketId === t.eventTicketId)) ? (
            <p className="muted small">{checkoutMessages.awaitingApproval}</p>
          ) : null}
        </>
      ) : (
        <h2>{cancelled ? "This event was cancelled" : closed ? "This event has ended" : "Join this event"}</h2>
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
                    {t.additionalGuests ? ` · ${eventMessages.plusOnesAllowed(t.additionalGuests)}` : ""}
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
          {maxPlusOnes > 0 ? (
            <Field label={eventMessages.plusOnesLabel} errors={result?.error?.additionalGuests ?? undefined} hint={eventMessages.plusOnesHint(maxPlusOnes)}>
              {({ id, describedBy, invalid }) => (
                <input
                  type="number"
                  name="additionalGuests"
                  id={id}
                  min={0}
                  max={maxPlusOnes}
                  inputMode="numeric"
                  defaultValue={String((result?.initialValue as { additionalGuests?: string } | null | undefined)?.additionalGuests ?? 0)}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                />
              )}
            </Field>
          ) : null}
          {publicTicketQuestions(event).length > 0 ? (
            <QuestionFields questions={publicTicketQuestions(event)} answers={typedAnswers((result?.initialValue as { answers?: unknown } | null | undefined)?.answers) ?? event.my?.answers ?? []} errors={result?.error} />
          ) : null}
          {event.optInSocialAccountRequirements && event.socialAccountRequirements.length > 0 ? (
            <SocialRequirements event={event} error={result?.error?.socialAccounts?.[0]} idPrefix="rsvp" />
          ) : null}
          {event.optInDisclosureOrPrivacyPolicy && event.disclosureFileUrl ? (
            <DisclosureConsent
              event={event}
              error={result?.error?.acceptDisclosure?.[0]}
              idPrefix="rsvp"
              ticked={(result?.initialValue as { acceptDisclosure?: unknown } | null | undefined)?.acceptDisclosure === "on"}
            />
          ) : null}
          {signedIn ? (
            <GiftRecipientField
              error={result?.error?.recipient?.[0] ?? result?.error?.giftRecipient?.[0]}
              value={(result?.initialValue as { giftRecipient?: string } | undefined)?.giftRecipient}
            />
          ) : null}
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
        <section className="paid-tickets stack-sm" aria-labelledby="paid-tickets-heading">
          <h3 id="paid-tickets-heading">Tickets</h3>
          <ul className="stack-sm">
            {paidTickets.map((t) => (
              <li key={t.eventTicketId}>
                {/* A GET form: the checkout page prices the order; signed out, sign-in brings the buyer back to it. */}
                <Form method="get" action={href("/events/:slug/checkout", { slug: event.slug })} className="buy-ticket">
                  <input type="hidden" name="ticket" value={t.eventTicketId} />
                  <span className="buy-ticket-name">
                    <strong>{t.ticketType}</strong> {formatMoney(t.price, t.currency)}
                    {t.isRequiredApproval ? <span className="muted"> · Requires approval</span> : null}
                    {t.isFull ? <span className="muted"> · Sold out</span> : null}
                    {!t.isFull && t.optInShowTicketAmount && t.balance.availableAmount != null ? (
                      <span className="muted"> · {t.balance.availableAmount} left</span>
                    ) : null}
                  </span>
                  {closed || t.isFull ? null : (
                    <span className="row">
                      <label htmlFor={`quantity-${t.eventTicketId}`} className="visually-hidden">
                        How many {t.ticketType} tickets
                      </label>
                      <select id={`quantity-${t.eventTicketId}`} name="quantity" defaultValue="1">
                        {quantityChoices(t.optInShowTicketAmount ? t.balance.availableAmount : null).map((n) => (
                          <option key={n} value={n}>
                            {n}
                          </option>
                        ))}
                      </select>
                      <button type="submit" className="button button-secondary" aria-label={`Buy ${t.ticketType}`}>
                        Buy
                      </button>
                    </span>
                  )}
                </Form>
              </li>
            ))}
          </ul>
          {event.ticketTermsPurchasePolicy ? (
            <details>
              <summary>Purchase policy</summary>
              <p className="prose small">{event.ticketTermsPurchasePolicy}</p>
            </details>
          ) : null}
        </section>
      ) : null}
      {!closed ? <WaitingLists event={event} signedIn={signedIn} /> : null}
      {event.optInShowGuestCount ? <p className="muted">{event.approvedAttendees} going</p> : null}
    </div>
  );
}

/** A full ticket's waiting list: join it, or leave it when on it (spec 2 §4). */
function WaitingLists({ event, signedIn }: { event: PageEvent; signedIn: boolean }) {
  const held = new Set((event.my?.tickets ?? []).filter((t) => t.status !== "CANCELLED").map((t) => t.eventTicketId));
  const full = event.tickets.filter((t) => t.isActive && t.isFull && !held.has(t.eventTicketId));
  if (full.length === 0) return null;
  const waiting = new Set(event.my?.waitingTicketIds ?? []);
  return (
    <section className="waiting-lists stack-sm" aria-labelledby="waiting-list-heading">
      <h3 id="waiting-list-heading">Waiting list</h3>
      {full.map((t) =>
        waiting.has(t.eventTicketId) ? (
          <Form key={t.eventTicketId} method="post" className="stack-sm">
            <p>You're on the waiting list for {t.ticketType}. We'll email you if a place opens up.</p>
            <input type="hidden" name="eventTicketId" value={t.eventTicketId} />
            <StatusButton name="intent" value="leave-waiting-list" variant="ghost" pendingText="Leaving…">
              Leave the waiting list<span className="visually-hidden"> for {t.ticketType}</span>
            </StatusButton>
          </Form>
        ) : (
          <Form key={t.eventTicketId} method="post" data-auth-modal={signedIn ? undefined : "sign-up"}>
            <input type="hidden" name="eventTicketId" value={t.eventTicketId} />
            <StatusButton name="intent" value="join-waiting-list" variant="secondary" pendingText="Joining…">
              Join the waiting list for {t.ticketType}
            </StatusButton>
          </Form>
        ),
      )}
    </section>
  );
}
