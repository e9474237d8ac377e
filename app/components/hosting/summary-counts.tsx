/** Counts of an event's attendees (approved, pending, checked in, declined, total). */
export function SummaryCounts({
  summary,
}: {
  summary: {
    total: number;
    approved: number;
    pending: number;
    checkedIn: number;
    declined: number;
  };
}) {
  const items = [
    ["Approved", summary.approved],
    ["Pending", summary.pending],
    ["Checked in", summary.checkedIn],
    ["Declined", summary.declined],
    ["Total", summary.total],
  ] as const;
  return (
    <dl className="summary-counts" aria-label="Attendee counts">
      {items.map(([label, count]) => (
        <div key={label} className="summary-count">
          <dt>{label}</dt>
          <dd>{count}</dd>
        </div>
      ))}
    </dl>
  );
}
