// The earnings pages' date range: a plain GET form, so the range is in the address and works without JavaScript.
import { Form, Link } from "react-router";
import type { EarningsRange } from "~/lib/hosting/money/filter";

interface Props {
  range: EarningsRange;
  errors: Record<string, string>;
  /** Says which zone the days are in. */
  hint: string;
  /** The page without a range. */
  clearTo: string;
}

export function DateRangeForm({ range, errors, hint, clearTo }: Props) {
  const field = (name: "from" | "to", label: string) => (
    <div className="field">
      <label htmlFor={`range-${name}`}>{label}</label>
      <input
        id={`range-${name}`}
        type="date"
        name={name}
        defaultValue={range[name] ?? ""}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={`range-${name}-error range-hint`}
      />
      <div id={`range-${name}-error`} className="field-error" aria-live="polite">
        {errors[name] ?? null}
      </div>
    </div>
  );
  return (
    <Form method="get" className="card money-range" aria-label="Date range">
      <div className="money-range-fields">
        {field("from", "From")}
        {field("to", "To")}
      </div>
      <p id="range-hint" className="field-hint">
        {hint}
      </p>
      <div className="row">
        <button type="submit" className="button button-secondary">
          Show
        </button>
        {range.from || range.to ? <Link to={clearTo}>All time</Link> : null}
      </div>
    </Form>
  );
}
