// Checking a guest in by name at the door (ADR 0100): a search of the zone's tickets by the
// holder's name, and "Check in" beside each ticket found. Plain forms: a GET for the search, a
// POST per ticket, so it works without JavaScript; with it, the button shows its pending state.
import { Form } from "react-router";
import { StatusButton } from "~/components/ui/status-button";
import { doorTexts } from "~/lib/hosting/door/texts";
import { DOOR_SEARCH_MIN } from "../../../../contract/hosting/door-messages";

export interface FoundTicket {
  ticketId: string;
  ticketType: string;
  holderName?: string | null;
  scanCount: number;
}

export function FindGuest({ zoneId, maxScans, nonce, search, found }: { zoneId: string | null; maxScans: number; nonce: string; search: string; found: FoundTicket[] | null }) {
  return (
    <section className="card stack-sm" aria-labelledby="find-guest-title">
      <h3 id="find-guest-title">{doorTexts.findTitle}</h3>
      <Form method="get" role="search" className="stack-sm door-find-form">
        {zoneId ? <input type="hidden" name="zone" value={zoneId} /> : null}
        <label htmlFor="door-find-guest">{doorTexts.findLabel}</label>
        <p id="door-find-guest-hint" className="muted small">
          {doorTexts.findHint}
        </p>
        <div className="row">
          <input id="door-find-guest" type="search" name="q" defaultValue={search} aria-describedby="door-find-guest-hint" autoComplete="off" spellCheck={false} maxLength={100} />
          <button type="submit" className="button button-secondary">
            {doorTexts.find}
          </button>
        </div>
      </Form>
      {search && search.length < DOOR_SEARCH_MIN ? <p>{doorTexts.findTooShort}</p> : null}
      {found && found.length === 0 ? <p>{doorTexts.findNone(search)}</p> : null}
      {found && found.length > 0 ? (
        <ul className="door-found" aria-label={doorTexts.findTitle}>
          {found.map((ticket) => {
            const holder = ticket.holderName ?? "Guest";
            const usedUp = ticket.scanCount >= maxScans;
            return (
              <li key={ticket.ticketId} className="door-found-ticket">
                <span>
                  <strong>{holder}</strong> · {ticket.ticketType} · {doorTexts.scans(ticket.scanCount, maxScans)}
                </span>
                <Form method="post">
                  <input type="hidden" name="intent" value="admit" />
                  <input type="hidden" name="ticketId" value={ticket.ticketId} />
                  <input type="hidden" name="zoneId" value={zoneId ?? ""} />
                  <input type="hidden" name="nonce" value={nonce} />
                  <input type="hidden" name="q" value={search} />
                  <StatusButton
                    className="button-small"
                    pendingText={doorTexts.admitting}
                    pendingFor={{ ticketId: ticket.ticketId }}
                    disabled={usedUp}
                    aria-label={usedUp ? `${doorTexts.usedUp}: ${holder} (${ticket.ticketType})` : doorTexts.admitLabel(holder, ticket.ticketType)}
                  >
                    {usedUp ? doorTexts.usedUp : doorTexts.admit}
                  </StatusButton>
                </Form>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
