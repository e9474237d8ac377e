/**
 * A horizontal bar chart drawn as SVG on the server (no JavaScript), with its numbers as
 * a table beside it for screen readers and anyone who prefers text.
 */
export function BarChart({ title, bars }: { title: string; bars: { label: string; count: number }[] }) {
  const total = bars.reduce((sum, bar) => sum + bar.count, 0);
  const max = Math.max(1, ...bars.map((bar) => bar.count));
  const rowHeight = 28;
  const labelWidth = 110;
  const chartWidth = 200;
  const height = bars.length * rowHeight;
  const id = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return (
    <figure className="chart stack-sm" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>
        <h2>{title}</h2>
      </figcaption>
      <svg className="chart-svg" viewBox={`0 0 ${labelWidth + chartWidth + 50} ${height}`} aria-hidden="true" focusable="false">
        {bars.map((bar, index) => {
          const width = Math.round((bar.count / max) * chartWidth);
          const y = index * rowHeight;
          return (
            <g key={bar.label}>
              <text x={labelWidth - 8} y={y + 18} textAnchor="end" className="chart-label">
                {bar.label}
              </text>
              <rect x={labelWidth} y={y + 6} width={width} height={16} rx={3} className="chart-bar" />
              <text x={labelWidth + width + 6} y={y + 18} className="chart-value">
                {bar.count}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="data-table">
        <caption className="visually-hidden">{title}, as numbers</caption>
        <thead>
          <tr>
            <th scope="col">{title}</th>
            <th scope="col">Attendees</th>
            <th scope="col">Share</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.label}>
              <th scope="row">{bar.label}</th>
              <td>{bar.count}</td>
              <td>{total ? `${Math.round((bar.count / total) * 100)}%` : "–"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
