// The lines of what tickets cost, as the checkout shows them to the buyer and the ticket
// editor's simulation to the host: gratuity, the fees (unless inside the price), and the tax
// (a line when added, a note when the prices include it).
import { formatMoney } from "~/lib/format";

export interface CostFigures {
  currency: string;
  isAllInPricing: boolean;
  taxRate: number;
  isTaxInclusive: boolean;
  totalGratuity: number;
  serviceFee: number;
  processingFee: number;
  totalTaxes: number;
}

/** "8.25 %". */
export function formatTaxRate(rate: number): string {
  return `${TAX_RATE.format(rate)} %`;
}

const TAX_RATE = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** Table rows after the tickets' own. */
export function CostLines({ cost }: { cost: CostFigures }) {
  return (
    <>
      {cost.totalGratuity > 0 ? (
        <tr>
          <th scope="row">Gratuity</th>
          <td>{formatMoney(cost.totalGratuity, cost.currency)}</td>
        </tr>
      ) : null}
      {cost.isAllInPricing ? null : (
        <>
          <tr>
            <th scope="row">Service fee</th>
            <td>{formatMoney(cost.serviceFee, cost.currency)}</td>
          </tr>
          <tr>
            <th scope="row">Processing fee</th>
            <td>{formatMoney(cost.processingFee, cost.currency)}</td>
          </tr>
        </>
      )}
      {cost.totalTaxes > 0 && !cost.isTaxInclusive ? (
        <tr>
          <th scope="row">Taxes ({formatTaxRate(cost.taxRate)})</th>
          <td>{formatMoney(cost.totalTaxes, cost.currency)}</td>
        </tr>
      ) : null}
    </>
  );
}

/** Said under the table when the prices include the tax. */
export function IncludedTaxNote({ cost }: { cost: CostFigures }) {
  if (!(cost.totalTaxes > 0 && cost.isTaxInclusive)) return null;
  return (
    <p className="muted small">
      Prices include {formatMoney(cost.totalTaxes, cost.currency)} of taxes ({formatTaxRate(cost.taxRate)}).
    </p>
  );
}
