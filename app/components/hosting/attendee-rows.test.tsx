import { describe, expect, test } from "vitest";
import { asReactMarkup } from "../react-markup.test-support";
import type { AttendeeTableRow } from "~/lib/hosting/approval";
import { attendeeRowsMarkup } from "./attendee-rows";

const EVENT_ID = "9fa63b2f-c1db-4acd-8f25-e418e1915f53";

const rows: AttendeeTableRow[] = [
  { attendeeId: "a-1", name: "Sam Rivera", email: "sam@example.test", status: "PENDING", badge: "Pending", roles: "—", tickets: "General ×2" },
  { attendeeId: "a-2", name: `<img src=x onerror="alert('x')">&`, email: `"quoted"@example.test`, status: "APPROVED", badge: "Approved", roles: "Manager, Promoter", tickets: "VIP" },
  { attendeeId: "a-3", name: "Dee Clined", email: "dee@example.test", status: "DECLINED", badge: "Declined", roles: "—", tickets: "—" },
  { attendeeId: "a-4", name: "No Badge", email: "nb@example.test", status: "NONE", badge: null, roles: "—", tickets: "—" },
];

/** The rows as React would write them: what the markup must equal, escaping included. */
function ReferenceRows({ nodes, canDecide, selectAll }: { nodes: AttendeeTableRow[]; canDecide: boolean; selectAll: boolean }) {
  const badgeClass: Record<string, string> = { Approved: "pill-success", Declined: "pill-danger", Pending: "pill-warn" };
  const button = (node: AttendeeTableRow, decision: string, label: string, variant: string) => (
    <button type="submit" className={`button button-${variant} button-small`} name="intent" value={`${decision}:${node.attendeeId}`} aria-label={`${label} ${node.name}`}>
      {label}
    </button>
  );
  return (
    <>
      {nodes.map((node) => (
        <tr key={node.attendeeId}>
          {canDecide ? (
            <td className="cell-check">
              <input type="checkbox" name="attendeeIds" value={node.attendeeId} checked={selectAll || undefined} id={`pick-${node.attendeeId}`} aria-label={`Choose ${node.name}`} />
            </td>
          ) : null}
          <td>
            <a href={`/rep-club/events/${EVENT_ID}/attendees/${node.attendeeId}`} data-link="">
              {node.name}
            </a>
            <span className="block muted small">{node.email}</span>
          </td>
          <td>{node.badge ? <span className={`pill ${badgeClass[node.badge]}`}>{node.badge}</span> : <span className="muted small">—</span>}</td>
          <td className="small">{node.roles}</td>
          <td className="small">{node.tickets}</td>
          {canDecide ? (
            <td>
              <div className="row-actions">
                {node.status === "PENDING" ? button(node, "approve", "Approve", "primary") : null}
                {node.status === "PENDING" || node.status === "APPROVED" ? button(node, "decline", "Decline", "danger") : null}
                {node.status === "APPROVED" || node.status === "DECLINED" ? button(node, "undo", "Undo", "secondary") : null}
              </div>
            </td>
          ) : null}
        </tr>
      ))}
    </>
  );
}

const asReact = (props: { nodes: AttendeeTableRow[]; canDecide: boolean; selectAll: boolean }) =>
  asReactMarkup(
    <table>
      <tbody>
        <ReferenceRows {...props} />
      </tbody>
    </table>,
  );
const asMarkup = (props: { nodes: AttendeeTableRow[]; canDecide: boolean; selectAll: boolean }) =>
  `<table><tbody>${attendeeRowsMarkup({ eventId: EVENT_ID, ...props })}</tbody></table>`;

describe("attendeeRowsMarkup", () => {
  test.each([
    { canDecide: true, selectAll: false },
    { canDecide: true, selectAll: true },
    { canDecide: false, selectAll: false },
  ])("writes what React would write for the same rows (%o)", (options) => {
    expect(asMarkup({ nodes: rows, ...options })).toBe(asReact({ nodes: rows, ...options }));
  });

  test("escapes every value: a name cannot add markup", () => {
    const html = attendeeRowsMarkup({ eventId: EVENT_ID, nodes: [rows[1]], canDecide: true, selectAll: false });
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;");
    expect(html).toContain('aria-label="Choose &lt;img');
    expect(html).toContain("&quot;quoted&quot;@example.test");
  });

  test("offers the decisions each status allows", () => {
    const buttons = (status: string) =>
      [...attendeeRowsMarkup({ eventId: EVENT_ID, nodes: [{ ...rows[0], status }], canDecide: true, selectAll: false }).matchAll(/value="(\w+):a-1"/g)].map((match) => match[1]);
    expect(buttons("PENDING")).toEqual(["approve", "decline"]);
    expect(buttons("APPROVED")).toEqual(["decline", "undo"]);
    expect(buttons("DECLINED")).toEqual(["undo"]);
    expect(buttons("NONE")).toEqual([]);
  });

  test("no rows, no markup", () => {
    expect(attendeeRowsMarkup({ eventId: EVENT_ID, nodes: [], canDecide: true, selectAll: false })).toBe("");
  });
});
