// Tickets sold per ticket type (completed orders), with their revenue before fees.
import type { EventRevenueQuery } from "~/graphql/generated";
import { formatMoney } from "~/lib/format";

type Sold = EventRevenueQuery["event"]["earnings"]["tickets"][number];

export function TicketBreakdown({ tickets }: { tickets: Sold[] }) {
  return (
    <div className="card stack">
      <h2>Tickets sold</h2>
      {tickets.length === 0 ? (
        <p className="muted">No tickets sold in this period.</p>
      ) : (
        <table className="cost-table money-table">
          <caption className="visually-hidden">Tickets sold per ticket type</caption>
          <thead>
            <tr>
              <th scope="col">Ticket</th>
              <th scope="col" className="money-number">Sold</th>
              <th scope="col" className="money-number">Revenue</th>
            </tr>
          </thead>
          <tbody>
            {tickets.map((ticket) => (
              <tr key={`${ticket.eventTicketId}-${ticket.currency}`}>
                <th scope="row">{ticket.ticketType}</th>
                <td>{ticket.quantity}</td>
                <td>{formatMoney(ticket.revenue, ticket.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
