// The Tickets tab's "Simulate ticket cost": a price in, what a buyer pays and what the host
// receives out, under the event's tax and fee settings, priced by the API exactly as the
// checkout prices. A GET form: without JavaScript the page comes back with the figures; with
// it a fetcher loads them in place.
import { useFetcher } from "react-router";
import { CostLines, IncludedTaxNote } from "~/components/events/cost-lines";
import { Field } from "~/components/ui/field";
import { formatMoney } from "~/lib/format";
import { SIMULATE_PARAMS, type Simulation, type SimulateValues } from "~/lib/events/simulate-form";

interface Props {
  /** The editor's address; the form keeps the Tickets tab (and the ticket being edited). */
  basePath: string;
  editingTicketId: string | null;
  /** The figures for the address's price (no JavaScript, or the first load). */
  simulation: Simulation | null;
  /** The price field's start: the edited ticket's. */
  initial: SimulateValues;
}

export function SimulateCost({ basePath, editingTicketId, simulation: loaded, initial }: Props) {
  const fetcher = useFetcher<{ simulation: Simulation | null }>({ key: "simulate-ticket-cost" });
  const simulation = fetcher.data?.simulation ?? loaded;
  const values = simulation?.values ?? initial;
  const errors = simulation?.errors ?? {};
  const cost = simulation?.cost ?? null;
  return (
    <section className="card stack simulate-cost" aria-labelledby="simulate-heading">
      <h2 id="simulate-heading">Simulate ticket cost</h2>
      <p className="muted small">What a buyer pays and what you receive at a price, with this event&apos;s tax and fee settings.</p>
      <fetcher.Form method="get" action={basePath} className="stack simulate-form" preventScrollReset>
        <input type="hidden" name="tab" value="guest" />
        {editingTicketId ? <input type="hidden" name="ticket" value={editingTicketId} /> : null}
        <div className="simulate-fields">
          <Field label="Price ($)" errors={errors.price ? [errors.price] : undefined}>
            {({ id, describedBy, invalid }) => (
              <input id={id} name={SIMULATE_PARAMS.price} type="text" inputMode="decimal" autoComplete="off" defaultValue={values.price} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
            )}
          </Field>
          <Field label="Tickets" errors={errors.quantity ? [errors.quantity] : undefined}>
            {({ id, describedBy, invalid }) => (
              <input id={id} name={SIMULATE_PARAMS.quantity} type="number" min={1} max={10} inputMode="numeric" defaultValue={values.quantity} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
            )}
          </Field>
          <Field label="Gratuity (%)" errors={errors.gratuity ? [errors.gratuity] : undefined}>
            {({ id, describedBy, invalid }) => (
              <input id={id} name={SIMULATE_PARAMS.gratuity} type="number" min={0} max={100} inputMode="numeric" defaultValue={values.gratuity} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
            )}
          </Field>
        </div>
        <button type="submit" className="button button-secondary" aria-busy={fetcher.state !== "idle" || undefined}>
          {fetcher.state !== "idle" ? "Calculating…" : "Calculate"}
        </button>
      </fetcher.Form>
      <div aria-live="polite" aria-busy={fetcher.state !== "idle" || undefined}>
        {cost ? (
          <div className="stack-sm">
            <table className="cost-table">
              <caption className="visually-hidden">What the buyer pays</caption>
              <tbody>
                <tr>
                  <th scope="row">
                    {simulation?.quantity} × ticket at {formatMoney(cost.subTotal / Math.max(1, simulation?.quantity ?? 1), cost.currency)}
                  </th>
                  <td>{formatMoney(cost.subTotal, cost.currency)}</td>
                </tr>
                <CostLines cost={cost} />
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">The buyer pays</th>
                  <td>{formatMoney(cost.total, cost.currency)}</td>
                </tr>
                <tr>
                  <th scope="row">You receive</th>
                  <td>{formatMoney(cost.hostBalance, cost.currency)}</td>
                </tr>
              </tfoot>
            </table>
            {cost.isAllInPricing ? (
              <p className="muted small">
                All-in pricing: the service fee ({formatMoney(cost.serviceFee, cost.currency)}) and processing fee ({formatMoney(cost.processingFee, cost.currency)}) come out of what you receive.
              </p>
            ) : null}
            <IncludedTaxNote cost={cost} />
            {cost.totalTaxes > 0 ? <p className="muted small">Taxes are collected and paid to the tax authority for you; they are not part of what you receive.</p> : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
