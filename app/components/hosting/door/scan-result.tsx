// A scan's answer in large words and colour, never colour alone: "Admitted", "Already
// scanned", … with the ticket, its scans and first-seen time (in the event's zone), the
// earlier scans on a refusal, and "Pending sync" while the answer is the device's own.
import { Form } from "react-router";
import { StatusButton } from "~/components/ui/status-button";
import { doorMessages, doorTexts, scanStatusAdvice, scanStatusLabels, type ScanStatus } from "~/lib/hosting/door/texts";
import { doorTime } from "~/lib/hosting/door/time";
import { eventMessages } from "../../../../contract/events/messages";

export interface ShownScan {
  status: ScanStatus;
  ticketId?: string | null;
  ticketType?: string | null;
  holderName?: string | null;
  /** Plus-ones who come in with the ticket. */
  additionalGuests?: number | null;
  zoneName?: string | null;
  scanCount: number;
  maxScans: number;
  firstSeen?: string | null;
  scannedAt: string;
  earlierScans?: { scannedAt: string; zoneName: string; status: string; isOffline: boolean }[];
  /** Decided on this device while offline: the API has not answered yet. */
  pendingSync?: boolean;
}

const earlierStatusLabel = (status: string) =>
  status === "UNDONE" ? "Check-in undone" : status === "SUPERSEDED" ? "Replaced by an earlier offline scan" : (scanStatusLabels[status as ScanStatus] ?? status);

export function ScanResult({ scan, timeZone, zoneId, undoNonce }: { scan: ShownScan; timeZone: string; zoneId: string | null; undoNonce: string }) {
  const admitted = scan.status === "OK";
  const canUndo = !scan.pendingSync && scan.ticketId && scan.scanCount > 0 && (admitted || scan.status === "ALREADY_SCANNED");
  return (
    <div className={`scan-result ${admitted ? "scan-result-ok" : "scan-result-refused"}`} data-status={scan.status}>
      <p className="scan-result-word">{scanStatusLabels[scan.status]}</p>
      {scan.pendingSync ? <p className="pill pill-warn scan-result-pending">{doorMessages.pendingSync}</p> : null}
      <p className="scan-result-advice">{scanStatusAdvice[scan.status]}</p>
      {scan.ticketType ? (
        <dl className="scan-result-facts">
          <div>
            <dt>Ticket</dt>
            <dd>{scan.ticketType}</dd>
          </div>
          {scan.holderName ? (
            <div>
              <dt>Guest</dt>
              <dd>{scan.holderName}</dd>
            </div>
          ) : null}
          {scan.additionalGuests ? (
            <div>
              <dt>Plus-ones</dt>
              <dd>{eventMessages.plusOnes(scan.additionalGuests)}</dd>
            </div>
          ) : null}
          <div>
            <dt>Scans</dt>
            <dd>{doorTexts.scans(scan.scanCount, scan.maxScans)}</dd>
          </div>
          {scan.firstSeen ? (
            <div>
              <dt>First seen</dt>
              <dd>{doorTime(scan.firstSeen, timeZone)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {scan.earlierScans?.length ? (
        <details open className="scan-result-earlier">
          <summary>{doorTexts.earlierScans}</summary>
          <ol>
            {scan.earlierScans.map((earlier) => (
              <li key={`${earlier.scannedAt}-${earlier.status}`}>
                {doorTime(earlier.scannedAt, timeZone)} · {earlier.zoneName} · {earlierStatusLabel(earlier.status)}
                {earlier.isOffline ? " (offline)" : ""}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      {canUndo ? (
        <Form method="post" className="scan-result-undo">
          <input type="hidden" name="ticketId" value={scan.ticketId!} />
          <input type="hidden" name="zoneId" value={zoneId ?? ""} />
          <input type="hidden" name="nonce" value={undoNonce} />
          <StatusButton name="intent" value="undo" variant="secondary" pendingText={doorTexts.undoing}>
            {doorTexts.undo}
          </StatusButton>
        </Form>
      ) : null}
    </div>
  );
}
