import { href, Link } from "react-router";
import { StatusButton } from "~/components/ui/status-button";
import type { AttendeeTableRow } from "~/lib/hosting/approval";

const BADGE_CLASS: Record<string, string> = {
  Approved: "pill-success",
  Declined: "pill-danger",
  Pending: "pill-warn",
};

/**
 * The attendee rows of the approval form: a checkbox per row (name attendeeIds), the small
 * badge, roles and tickets, and the row's own buttons. "Select all" is a link that reloads
 * the page with every box ticked (no JavaScript needed); with JavaScript it ticks them in place.
 */
export function AttendeeRows({
  eventId,
  nodes,
  canDecide,
  selectAllHref,
  selectAll,
}: {
  eventId: string;
  nodes: AttendeeTableRow[];
  canDecide: boolean;
  selectAllHref: string;
  selectAll: boolean;
}) {
  function tickAll(event: React.MouseEvent<HTMLAnchorElement>) {
    const form = event.currentTarget.closest("form");
    if (!form) return;
    event.preventDefault();
    const boxes = [...form.querySelectorAll<HTMLInputElement>('input[name="attendeeIds"]')];
    const tick = boxes.some((box) => !box.checked);
    for (const box of boxes) box.checked = tick;
  }
  return (
    <>
      {canDecide ? (
        <p>
          <Link to={selectAllHref} onClick={tickAll} className="small" preventScrollReset>
            Select all on this page
          </Link>
        </p>
      ) : null}
      <table className="data-table attendee-table">
        <thead>
          <tr>
            {canDecide ? (
              <th scope="col">
                <span className="visually-hidden">Choose</span>
              </th>
            ) : null}
            <th scope="col">Attendee</th>
            <th scope="col">Status</th>
            <th scope="col">Roles</th>
            <th scope="col">Tickets</th>
            {canDecide ? <th scope="col">Actions</th> : null}
          </tr>
        </thead>
        <tbody>
          {nodes.map((node) => (
            <tr key={node.attendeeId}>
              {canDecide ? (
                <td className="cell-check">
                  <input
                    type="checkbox"
                    id={`pick-${node.attendeeId}`}
                    aria-label={`Choose ${node.name}`}
                    name="attendeeIds"
                    defaultChecked={selectAll}
                    value={node.attendeeId}
                  />
                </td>
              ) : null}
              <td>
                <Link to={href("/rep-club/events/:id/attendees/:attendeeId", { id: eventId, attendeeId: node.attendeeId })}>{node.name}</Link>
                <span className="block muted small">{node.email}</span>
              </td>
              <td>{node.badge ? <span className={`pill ${BADGE_CLASS[node.badge] ?? ""}`}>{node.badge}</span> : <span className="muted small">—</span>}</td>
              <td className="small">{node.roles}</td>
              <td className="small">{node.tickets}</td>
              {canDecide ? (
                <td>
                  <RowButtons attendeeId={node.attendeeId} status={node.status} name={node.name} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** The decisions a row's status allows, each a submit button of the surrounding form ("…" while it is sent). */
function RowButtons({ attendeeId, status, name }: { attendeeId: string; status: string; name: string }) {
  const button = (decision: "approve" | "decline" | "undo", label: string, variant: "primary" | "danger" | "secondary") => (
    <StatusButton name="intent" value={`${decision}:${attendeeId}`} variant={variant} className="button-small" aria-label={`${label} ${name}`} pendingText="…">
      {label}
    </StatusButton>
  );
  return (
    <div className="row-actions">
      {status === "PENDING" ? button("approve", "Approve", "primary") : null}
      {status === "PENDING" || status === "APPROVED" ? button("decline", "Decline", "danger") : null}
      {status === "APPROVED" || status === "DECLINED" ? button("undo", "Undo", "secondary") : null}
    </div>
  );
}
