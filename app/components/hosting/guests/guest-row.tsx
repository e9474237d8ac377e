// One guest of the list: their tickets with a check-in button each (the door's one tap), and
// editing and removing behind a disclosure, each shown only to who may use it (the API says
// per guest: canManage). Buttons post as fetcher forms: no page reload with JavaScript, plain
// forms without it.
import type { SubmissionResult } from "@conform-to/react";
import { useFetcher } from "react-router";
import { GuestFields } from "./guest-form";
import type { GuestFieldsFragment } from "~/graphql/generated";
import { GRANT_KIND_LABELS } from "../../../../contract/hosting/messages";

interface Props {
  guest: GuestFieldsFragment;
  tickets: { eventTicketId: string; ticketType: string }[];
  /** The door checks in anyone; a promoter only the guests they added. */
  canCheckIn: boolean;
  lastResult?: SubmissionResult<string[]>;
}

export function GuestRow({ guest, tickets, canCheckIn, lastResult }: Props) {
  const contact = [guest.emailAddress, guest.phoneNumber].filter(Boolean).join(" · ");
  const ticketNames = tickets.filter((ticket) => guest.eventTicketIds.includes(ticket.eventTicketId)).map((ticket) => ticket.ticketType);
  return (
    <li className="guest-row card">
      <div className="guest-row-head">
        <h3 className="guest-name">{guest.fullName}</h3>
        {contact ? <p className="muted small">{contact}</p> : null}
        {ticketNames.length ? <p className="small">{ticketNames.join(", ")}</p> : null}
        {guest.note ? <p className="small">{guest.note}</p> : null}
      </div>
      <ul className="guest-tickets" aria-label={`Tickets of ${guest.fullName}`}>
        {guest.tickets.map((ticket) => (
          <GuestTicketItem key={ticket.guestTicketId} ticket={ticket} canCheckIn={canCheckIn} />
        ))}
      </ul>
      {guest.canManage ? (
        <details className="guest-edit" open={Boolean(lastResult)}>
          <summary>Edit or remove</summary>
          <GuestFields
            formId={`guest-${guest.guestId}`}
            tickets={tickets}
            lastResult={lastResult}
            defaults={{
              guestId: guest.guestId,
              fullName: guest.fullName,
              emailAddress: guest.emailAddress ?? undefined,
              phoneNumber: guest.phoneNumber ?? undefined,
              note: guest.note ?? undefined,
              ticketCount: guest.tickets.length,
              eventTicketId: guest.eventTicketIds[0],
            }}
          />
          <IdButton intent="delete-guest" id={guest.guestId} label={`Remove ${guest.fullName}`} variant="danger" text="Remove guest" />
        </details>
      ) : null}
    </li>
  );
}

function GuestTicketItem({ ticket, canCheckIn }: { ticket: GuestFieldsFragment["tickets"][number]; canCheckIn: boolean }) {
  const checkedIn = Boolean(ticket.checkedInAt);
  return (
    <li className="guest-ticket">
      <span className="guest-ticket-no">#{ticket.ticketNo}</span>
      {ticket.grantKind ? <span className="pill">{GRANT_KIND_LABELS[ticket.grantKind]}</span> : null}
      {checkedIn ? <span className="pill pill-success">Checked in</span> : <span className="pill">Not checked in</span>}
      {!canCheckIn ? null : checkedIn ? (
        <IdButton intent="undo-check-in" id={ticket.guestTicketId} label={`Undo check-in of ticket ${ticket.ticketNo}`} text="Undo" variant="secondary" />
      ) : (
        <IdButton intent="check-in" id={ticket.guestTicketId} label={`Check in ticket ${ticket.ticketNo}`} text="Check in" variant="primary" />
      )}
    </li>
  );
}

/** A one-button form: an intent and an id. */
export function IdButton({ intent, id, text, label, variant }: { intent: string; id: string; text: string; label: string; variant: "primary" | "secondary" | "danger" }) {
  const fetcher = useFetcher();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="inline-form">
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="intent" value={intent} className={`button button-small button-${variant}`} aria-label={label} disabled={busy} aria-busy={busy || undefined}>
        {busy ? "…" : text}
      </button>
    </fetcher.Form>
  );
}
