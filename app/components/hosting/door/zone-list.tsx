// The event's scanning zones, each with its tickets and scans per ticket, to edit or delete.
import { Form, Link } from "react-router";
import { StatusButton } from "~/components/ui/status-button";
import { doorTexts } from "~/lib/hosting/door/texts";

interface Zone {
  zoneId?: string | null;
  name: string;
  eventTicketIds?: string[] | null;
  maxScans: number;
}

export function ZoneList({ zones, ticketTypes, editPath }: { zones: Zone[]; ticketTypes: { eventTicketId: string; ticketType: string }[]; editPath: (zoneId: string) => string }) {
  if (zones.length === 0) return <p className="muted">{doorTexts.implicitZoneNote}</p>;
  const nameOf = (id: string) => ticketTypes.find((ticket) => ticket.eventTicketId === id)?.ticketType ?? "";
  return (
    <ul className="door-zone-list">
      {zones.map((zone) => (
        <li key={zone.zoneId} className="door-zone card">
          <div className="stack-sm">
            <strong>{zone.name}</strong>
            <span className="muted">{(zone.eventTicketIds ?? []).map(nameOf).filter(Boolean).join(", ")}</span>
            <span className="muted">
              {doorTexts.maxScans}: {zone.maxScans}
            </span>
          </div>
          <div className="row">
            <Link to={editPath(zone.zoneId!)} className="button button-secondary button-small">
              Edit<span className="visually-hidden"> {zone.name}</span>
            </Link>
            <Form method="post">
              <input type="hidden" name="zoneId" value={zone.zoneId!} />
              <StatusButton name="intent" value="delete" variant="danger" className="button-small" pendingText={doorTexts.deleting} aria-label={`${doorTexts.deleteZone} ${zone.name}`}>
                {doorTexts.deleteZone}
              </StatusButton>
            </Form>
          </div>
        </li>
      ))}
    </ul>
  );
}
