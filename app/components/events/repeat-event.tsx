// The editor's "Repeat" part of the Info tab: create the next dates of a recurring event,
// and the dates the series already has. A plain form: it works without JavaScript.
import { Form, href, Link } from "react-router";
import { StatusButton } from "~/components/ui/status-button";
import { formatEventDay } from "~/lib/format";

const PERIODS = [
  { value: "DAY", label: "Every day" },
  { value: "WEEK", label: "Every week" },
  { value: "MONTH", label: "Every month" },
  { value: "YEAR", label: "Every year" },
] as const;

interface Props {
  dates: { eventId: string; slug: string; startDate: string; timeZone: string; status: string }[];
  error: string | undefined;
}

export function RepeatEvent({ dates, error }: Props) {
  return (
    <details className="card stack repeat-event" open={Boolean(error) || undefined}>
      <summary>Repeat this event</summary>
      <Form method="post" className="stack">
        <p className="muted small">Creates the next dates as copies of this event, with its tickets, at the same local time.</p>
        <div className="row field-row">
          <div className="field">
            <label htmlFor="repeat-period">Repeats</label>
            <select id="repeat-period" name="period" defaultValue="WEEK">
              {PERIODS.map((period) => (
                <option key={period.value} value={period.value}>
                  {period.label}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="repeat-occurrences">More dates</label>
            <input
              id="repeat-occurrences"
              name="occurrences"
              type="number"
              inputMode="numeric"
              min={1}
              max={52}
              defaultValue={4}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "repeat-occurrences-error" : undefined}
            />
            <div id="repeat-occurrences-error" className="field-error" aria-live="polite">
              {error ?? null}
            </div>
          </div>
        </div>
        <StatusButton name="intent" value="repeat" variant="secondary" pendingText="Creating dates…">
          Create dates
        </StatusButton>
      </Form>
      {dates.length > 0 ? (
        <div className="stack-sm">
          <h3>Other dates in this series</h3>
          <ul>
            {dates.map((date) => (
              <li key={date.eventId}>
                <Link to={href("/events/edit/:id", { id: date.eventId })}>{formatEventDay(date.startDate, date.timeZone)}</Link>
                {date.status === "DRAFT" ? <span className="muted"> · Draft</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </details>
  );
}
