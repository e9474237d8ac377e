import { escapeHtml } from "~/lib/html";
import { useEffect, useRef } from "react";
import { href, useNavigation } from "react-router";
import { Link } from "~/components/ui/link";
import type { AttendeeTableRow } from "~/lib/hosting/approval";

const BADGE_CLASS: Record<string, string> = {
  Approved: "pill-success",
  Declined: "pill-danger",
  Pending: "pill-warn",
};

/** What a row button shows while its decision is being sent. */
const PENDING_TEXT = "…";

/**
 * The attendee rows of the approval form: a checkbox per row (name attendeeIds), the small
 * badge, roles and tickets, and the row's own buttons. "Select all" is a link that reloads
 * the page with every box ticked (no JavaScript needed); with JavaScript it ticks them in place.
 *
 * The rows are written as markup (attendeeRowsMarkup), the same string on the server and in
 * the browser, instead of as React elements: a page of 50 rows is some 750 elements, which
 * React's server renderer took about 2 ms to write (docs/decisions/0036-approval-rows-as-markup.md).
 * The links are marked for useLinkNavigation and the buttons are plain submit buttons of the
 * surrounding form, so nothing in a row needs React; the pressed button's pending state is
 * set on the element while its form is being sent.
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
  const body = useRef<HTMLTableSectionElement>(null);
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  useEffect(() => {
    if (typeof sending !== "string" || !sending.includes(":")) return;
    return markPending(body.current, sending);
  }, [sending]);

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
        <tbody ref={body} dangerouslySetInnerHTML={{ __html: attendeeRowsMarkup({ eventId, nodes, canDecide, selectAll }) }} />
      </table>
    </>
  );
}

/** Disables the row button that sent `intent` and shows it as busy; the returned function puts it back. */
function markPending(body: HTMLTableSectionElement | null, intent: string): (() => void) | undefined {
  const button = [...(body?.querySelectorAll<HTMLButtonElement>('button[name="intent"]') ?? [])].find((candidate) => candidate.value === intent);
  if (!button) return undefined;
  const label = button.textContent;
  button.disabled = true;
  button.setAttribute("aria-busy", "true");
  button.textContent = PENDING_TEXT;
  return () => {
    button.disabled = false;
    button.removeAttribute("aria-busy");
    button.textContent = label;
  };
}

/** The rows of the attendee table as HTML, every value escaped. */
export function attendeeRowsMarkup({
  eventId,
  nodes,
  canDecide,
  selectAll,
}: {
  eventId: string;
  nodes: AttendeeTableRow[];
  canDecide: boolean;
  selectAll: boolean;
}): string {
  // The detail page's path up to the attendee's id: href() checks it against the routes once
  // per table rather than once per row ("" for the id leaves the trailing slash).
  const detailPrefix = href("/rep-club/events/:id/attendees/:attendeeId", { id: eventId, attendeeId: "" });
  let html = "";
  for (const node of nodes) {
    const id = escapeHtml(node.attendeeId);
    const name = escapeHtml(node.name);
    html += "<tr>";
    if (canDecide) {
      html += `<td class="cell-check"><input type="checkbox" id="pick-${id}" aria-label="Choose ${name}" name="attendeeIds"${selectAll ? ' checked=""' : ""} value="${id}"/></td>`;
    }
    html += `<td><a href="${escapeHtml(detailPrefix + node.attendeeId)}" data-link="">${name}</a><span class="block muted small">${escapeHtml(node.email)}</span></td>`;
    html += node.badge
      ? `<td><span class="pill ${BADGE_CLASS[node.badge] ?? ""}">${escapeHtml(node.badge)}</span></td>`
      : `<td><span class="muted small">&#8212;</span></td>`;
    html += `<td class="small">${escapeHtml(node.roles)}</td><td class="small">${escapeHtml(node.tickets)}</td>`;
    if (canDecide) html += `<td><div class="row-actions">${rowButtons(node, id, name)}</div></td>`;
    html += "</tr>";
  }
  return html;
}

function rowButtons(node: AttendeeTableRow, id: string, name: string): string {
  const button = (decision: "approve" | "decline" | "undo", label: string, variant: "primary" | "danger" | "secondary") =>
    `<button type="submit" class="button button-${variant} button-small" value="${decision}:${id}" aria-label="${label} ${name}" name="intent">${label}</button>`;
  let html = "";
  if (node.status === "PENDING") html += button("approve", "Approve", "primary");
  if (node.status === "PENDING" || node.status === "APPROVED") html += button("decline", "Decline", "danger");
  if (node.status === "APPROVED" || node.status === "DECLINED") html += button("undo", "Undo", "secondary");
  return html;
}
