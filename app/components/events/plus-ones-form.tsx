// A held ticket's plus-ones on its page (ADR 0068): how many guests the holder brings, and
// while the event has not started a form to change it (a plain form; pending with JavaScript).
import { Form } from "react-router";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { eventMessages } from "../../../contract/events/messages";

export interface PlusOnesFormProps {
  ticket: { ticketId: string; ticketType: string; additionalGuests: number; maxAdditionalGuests: number; canChange: boolean };
  /** The last refused change, when it was this ticket's. */
  refused?: { ticketId: string; value: string; error: string } | null;
}

export function PlusOnesForm({ ticket, refused }: PlusOnesFormProps) {
  const mine = refused?.ticketId === ticket.ticketId ? refused : null;
  const bringing = ticket.additionalGuests ? eventMessages.plusOnes(ticket.additionalGuests) : "No plus-ones";
  return (
    <section className="card stack no-print" aria-labelledby={`plus-ones-${ticket.ticketId}`}>
      <h2 id={`plus-ones-${ticket.ticketId}`}>Plus-ones · {ticket.ticketType}</h2>
      <p>
        You bring: <strong>{bringing}</strong>
      </p>
      {ticket.canChange ? (
        <Form method="post" className="stack" replace noValidate>
          <input type="hidden" name="intent" value="plus-ones" />
          <input type="hidden" name="ticketId" value={ticket.ticketId} />
          <Field label={eventMessages.plusOnesLabel} errors={mine ? [mine.error] : undefined} hint={eventMessages.plusOnesHint(ticket.maxAdditionalGuests)}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                name="additionalGuests"
                type="number"
                inputMode="numeric"
                min={0}
                max={ticket.maxAdditionalGuests}
                // A refused number stays as typed; otherwise the saved one.
                key={mine ? `refused-${mine.value}` : `saved-${ticket.additionalGuests}`}
                defaultValue={mine ? mine.value : String(ticket.additionalGuests)}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
              />
            )}
          </Field>
          <div>
            <StatusButton variant="secondary" pendingFor={{ ticketId: ticket.ticketId, intent: "plus-ones" }} pendingText="Saving…">
              Save plus-ones
            </StatusButton>
          </div>
        </Form>
      ) : (
        <p className="muted">{eventMessages.plusOnesClosed}</p>
      )}
    </section>
  );
}
