// The checked-in summary: checked in / admissible per zone and in all. With JavaScript it
// follows the API's server-sent events; without, it shows the figures at load and a refresh link.
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { DoorSummaryFragment } from "~/graphql/generated";
import { doorTexts } from "~/lib/hosting/door/texts";

/** The summary, replaced by each one the stream sends while the page is open. */
function useLiveSummary(initial: DoorSummaryFragment, streamPath: string): { summary: DoorSummaryFragment; live: boolean } {
  const [shown, setShown] = useState({ from: initial, summary: initial });
  const [live, setLive] = useState(false);
  // New figures from the server (a revalidation) replace the streamed ones.
  if (shown.from !== initial) setShown({ from: initial, summary: initial });
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource(streamPath);
    source.addEventListener("summary", (message) => {
      const summary = JSON.parse((message as MessageEvent<string>).data) as DoorSummaryFragment;
      setShown((previous) => ({ ...previous, summary }));
      setLive(true);
    });
    source.onerror = () => setLive(false);
    return () => source.close();
  }, [streamPath]);
  return { summary: shown.summary, live };
}

export function SummaryTable({ initial, streamPath, refreshPath, headingLevel = 2 }: { initial: DoorSummaryFragment; streamPath: string; refreshPath: string; headingLevel?: 2 | 3 }) {
  const { summary, live } = useLiveSummary(initial, streamPath);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="door-summary stack" aria-labelledby="door-summary-title">
      <div className="row door-summary-head">
        <Heading id="door-summary-title">{doorTexts.summaryTitle}</Heading>
        {live ? <span className="pill pill-success">{doorTexts.live}</span> : <Link to={refreshPath}>{doorTexts.refresh}</Link>}
      </div>
      <p className="door-summary-total" aria-live="polite">
        <strong>{doorTexts.checkedInOf(summary.checkedIn, summary.admissible)}</strong> checked in
      </p>
      <table className="door-summary-table">
        <caption className="visually-hidden">Checked in and admissible tickets per zone</caption>
        <thead>
          <tr>
            <th scope="col">Zone</th>
            <th scope="col">Checked in</th>
            <th scope="col">Admissible</th>
          </tr>
        </thead>
        <tbody>
          {summary.zones.map((zone) => (
            <tr key={zone.zoneId ?? "all"}>
              <th scope="row">{zone.name}</th>
              <td>{zone.checkedIn}</td>
              <td>{zone.admissible}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{doorTexts.totalRow}</th>
            <td>{summary.checkedIn}</td>
            <td>{summary.admissible}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
