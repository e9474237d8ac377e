import { describe, expect, test } from "vitest";
import { renderAt } from "../render-at.test-support";
import type { AttendeeTableRow } from "~/lib/hosting/approval";
import { AttendeeRows } from "./attendee-rows";

const EVENT_ID = "9fa63b2f-c1db-4acd-8f25-e418e1915f53";

const rows: AttendeeTableRow[] = [
  { attendeeId: "a-1", name: "Sam Rivera", email: "sam@example.test", status: "PENDING", badge: "Pending", roles: "—", tickets: "General ×2" },
  { attendeeId: "a-2", name: `<img src=x onerror="alert('x')">&`, email: `"quoted"@example.test`, status: "APPROVED", badge: "Approved", roles: "Manager, Promoter", tickets: "VIP" },
  { attendeeId: "a-3", name: "Dee Clined", email: "dee@example.test", status: "DECLINED", badge: "Declined", roles: "—", tickets: "—" },
  { attendeeId: "a-4", name: "No Badge", email: "nb@example.test", status: "NONE", badge: null, roles: "—", tickets: "—" },
];

function table(options: { nodes?: AttendeeTableRow[]; canDecide?: boolean; selectAll?: boolean } = {}) {
  const { nodes = rows, canDecide = true, selectAll = false } = options;
  return renderAt(<AttendeeRows eventId={EVENT_ID} nodes={nodes} canDecide={canDecide} selectAll={selectAll} selectAllHref="?filter=PENDING&selectAll=1" />, `/rep-club/events/${EVENT_ID}/approval`);
}

/** The `<tr>` of the attendee `id` in the table's HTML. */
function rowOf(html: string, id: string): string {
  const start = html.indexOf(`id="pick-${id}"`) > -1 ? html.indexOf(`id="pick-${id}"`) : html.indexOf(`/attendees/${id}"`);
  return html.slice(html.lastIndexOf("<tr>", start), html.indexOf("</tr>", start) + 5);
}

describe("AttendeeRows", () => {
  test("a row: its checkbox, a link to the attendee, the email, the badge, roles, tickets and its decisions", () => {
    const row = rowOf(table(), "a-1");
    expect(row).toContain(`<td class="cell-check"><input type="checkbox" id="pick-a-1" aria-label="Choose Sam Rivera" name="attendeeIds" value="a-1"/></td>`);
    expect(row).toMatch(new RegExp(`<td><a href="/rep-club/events/${EVENT_ID}/attendees/a-1"[^>]*>Sam Rivera</a><span class="block muted small">sam@example.test</span></td>`));
    expect(row).toContain(`<td><span class="pill pill-warn">Pending</span></td><td class="small">—</td><td class="small">General ×2</td>`);
    expect(row).toMatch(/<td><div class="row-actions"><button type="submit" class="button button-primary button-small" aria-label="Approve Sam Rivera" value="approve:a-1" name="intent">Approve<\/button><button [^>]*value="decline:a-1"[^>]*>Decline<\/button><\/div><\/td>/);
    expect(rowOf(table(), "a-4")).toContain(`<td><span class="muted small">—</span></td>`);
  });

  test("offers the decisions each status allows", () => {
    const buttons = (status: string) => [...table({ nodes: [{ ...rows[0], status }] }).matchAll(/value="(\w+):a-1"/g)].map((match) => match[1]);
    expect(buttons("PENDING")).toEqual(["approve", "decline"]);
    expect(buttons("APPROVED")).toEqual(["decline", "undo"]);
    expect(buttons("DECLINED")).toEqual(["undo"]);
    expect(buttons("NONE")).toEqual([]);
  });

  test("Select all: a link to the page with every box ticked, and the boxes ticked on that page", () => {
    expect(table()).toMatch(/<p><a class="small" href="[^"]*\?filter=PENDING&amp;selectAll=1"[^>]*>Select all on this page<\/a><\/p>/);
    expect(table().match(/ checked=""/g)).toBeNull();
    expect(table({ selectAll: true }).match(/ checked=""/g)).toHaveLength(rows.length);
  });

  test("one who cannot decide sees no boxes, no buttons and no Select all", () => {
    const html = table({ canDecide: false });
    expect(html).not.toMatch(/<input|<button|Select all|Actions|Choose/);
    expect(html).toContain(`<th scope="col">Attendee</th><th scope="col">Status</th><th scope="col">Roles</th><th scope="col">Tickets</th></tr>`);
  });

  test("a name is text: it cannot add markup", () => {
    const row = rowOf(table(), "a-2");
    expect(row).not.toContain("<img");
    expect(row).toContain("&lt;img src=x onerror=&quot;alert(&#x27;x&#x27;)&quot;&gt;&amp;");
    expect(row).toContain('aria-label="Choose &lt;img');
    expect(row).toContain("&quot;quoted&quot;@example.test");
  });

  test("no rows, an empty body", () => {
    expect(table({ nodes: [] })).toContain("<tbody></tbody>");
  });
});
