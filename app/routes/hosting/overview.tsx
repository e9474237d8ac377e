import { href, Link } from "react-router";
import type { Route } from "./+types/overview";
import { SummaryCounts } from "~/components/hosting/summary-counts";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { formatMoney } from "~/lib/format";
import type { ManageLayoutData } from "~/.server/hosting/manage.server";
import { useManageLayout } from "~/components/hosting/use-manage-layout";
import { approvalMessages } from "../../../contract/hosting/messages";

export const meta: Route.MetaFunction = () => [{ title: "Event overview" }, { name: "robots", content: "noindex" }];

/** /rep-club/events/{id}: counts; per ticket type sold, pending, left and waiting; links. The layout has loaded the event. */
export default function Overview() {
  const layout = useManageLayout<ManageLayoutData>();
  if (!layout) return null;
  const { managed } = layout;
  const id = managed.event.eventId;
  const can = (action: string) => managed.actions.includes(action as never);
  return (
    <div className="stack-lg">
      <SummaryCounts summary={managed.summary} />
      <section className="stack-sm" aria-labelledby="sold-heading">
        <h2 id="sold-heading">Tickets</h2>
        {managed.ticketTypes.length === 0 ? (
          <p className="muted">{approvalMessages.noData}</p>
        ) : (
          <div className="table-scroll">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">Ticket</th>
                  <th scope="col">Price</th>
                  <th scope="col">Sold</th>
                  <th scope="col">Pending</th>
                  <th scope="col">Left</th>
                  <th scope="col">Waiting list</th>
                  <th scope="col">Limit</th>
                </tr>
              </thead>
              <tbody>
                {managed.ticketTypes.map((type) => (
                  <tr key={type.eventTicketId}>
                    <th scope="row">{type.ticketType}</th>
                    <td>{type.priceCents === 0 ? "Free" : formatMoney(type.priceCents, type.currency)}</td>
                    <td>{type.sold}</td>
                    <td>{type.pending}</td>
                    <td>{type.available ?? "Unlimited"}</td>
                    <td>{type.waiting}</td>
                    <td>{type.limitedAmount ?? "Unlimited"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <ul className="manage-links">
        <li>
          <Link to={href("/events/:slug", { slug: managed.event.slug })}>View event page</Link>
        </li>
        {can("EDIT_EVENT") ? (
          <li>
            <Link to={href("/events/edit/:id", { id })}>Edit event</Link>
          </li>
        ) : null}
        {can("EXPORT_ATTENDEES") ? (
          <>
            <li>
              <a href={href("/rep-club/events/:id/attendees.csv", { id })} download>
                Download attendees (CSV)
              </a>
            </li>
            <li>
              <a href={href("/rep-club/events/:id/tickets.csv", { id })} download>
                Download ticket list (CSV)
              </a>
            </li>
          </>
        ) : null}
      </ul>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
