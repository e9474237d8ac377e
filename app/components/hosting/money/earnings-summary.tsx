// What was earned, per currency: gross sales, the fees and taxes taken from them, refunds,
// and what the host is owed; pending checkouts are told apart.
import type { EarningsTotalsFieldsFragment } from "~/graphql/generated";
import { formatMoney } from "~/lib/format";
import { moneyTexts as t } from "~/lib/hosting/money/texts";

const minus = (cents: number, currency: string) => (cents > 0 ? `−${formatMoney(cents, currency)}` : formatMoney(cents, currency));

export function EarningsSummary({ totals }: { totals: EarningsTotalsFieldsFragment[] }) {
  if (totals.length === 0) {
    return (
      <div className="card stack">
        <h2>Earnings</h2>
        <p className="muted">{t.noSales}</p>
        <p className="money-net">
          Net to you: <strong>{formatMoney(Number.NaN)}</strong>
        </p>
      </div>
    );
  }
  return (
    <>
      {totals.map((total) => (
        <div key={total.currency} className="card stack">
          <h2>Earnings{totals.length > 1 ? ` in ${total.currency}` : ""}</h2>
          <table className="cost-table money-table">
            <caption className="visually-hidden">Earnings{totals.length > 1 ? ` in ${total.currency}` : ""}</caption>
            <tbody>
              <tr>
                <th scope="row">Gross sales ({total.completedBookings + total.refundedBookings} orders)</th>
                <td>{formatMoney(total.grossSales, total.currency)}</td>
              </tr>
              {total.gratuity > 0 ? (
                <tr>
                  <th scope="row" className="money-sub">of which gratuity</th>
                  <td>{formatMoney(total.gratuity, total.currency)}</td>
                </tr>
              ) : null}
              <tr>
                <th scope="row">Service fee</th>
                <td>{minus(total.serviceFee, total.currency)}</td>
              </tr>
              <tr>
                <th scope="row">Processing fee</th>
                <td>{minus(total.processingFee, total.currency)}</td>
              </tr>
              <tr>
                <th scope="row">Taxes</th>
                <td>{minus(total.taxes, total.currency)}</td>
              </tr>
              <tr>
                <th scope="row">Refunds ({total.refundedBookings} orders, {formatMoney(total.refunds, total.currency)} to buyers)</th>
                <td>{minus(total.refundedHostShare, total.currency)}</td>
              </tr>
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Net to you</th>
                <td>{formatMoney(total.net, total.currency)}</td>
              </tr>
            </tfoot>
          </table>
          <p className="muted small">{total.ticketsSold} tickets sold.</p>
          {total.pendingBookings > 0 ? <p className="muted small">{t.pendingNote(total.pendingBookings, formatMoney(total.pendingAmount, total.currency))}</p> : null}
        </div>
      ))}
    </>
  );
}
