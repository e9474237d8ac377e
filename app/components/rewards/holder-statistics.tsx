import { useId } from "react";
import { achievementTexts as t } from "~/lib/rewards/achievement-texts";

interface Bucket {
  label: string;
  count: number;
}

export interface HolderStatistics {
  holders: number;
  ageRanges: readonly Bucket[];
  ageNotCounted: number;
  genders: readonly Bucket[];
  genderNotCounted: number;
}

const BAR_HEIGHT = 22;
const GAP = 10;
const LABEL_WIDTH = 70;
const CHART_WIDTH = 320;
const COUNT_WIDTH = 40;

/**
 * One bar chart drawn on the server as SVG (spec 3 §3 statistics by age range and gender).
 * Screen readers get its title and a table of the same numbers; the drawing itself is hidden
 * from them so the numbers are not read twice.
 */
export function BarChart({
  title,
  buckets,
  notCounted,
  notCountedLabel,
  countHeading = t.statisticsHolders,
}: {
  title: string;
  buckets: readonly Bucket[];
  notCounted: number;
  notCountedLabel: string;
  /** The table's heading of the counts ("Holders", "Participants"). */
  countHeading?: string;
}) {
  const id = useId();
  const max = Math.max(1, ...buckets.map((bucket) => bucket.count));
  const barSpace = CHART_WIDTH - LABEL_WIDTH - COUNT_WIDTH;
  const height = buckets.length * (BAR_HEIGHT + GAP);
  return (
    <figure className="stat-chart stack-sm" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>
        <strong>{title}</strong>
      </figcaption>
      <svg
        viewBox={`0 0 ${CHART_WIDTH} ${height}`}
        width="100%"
        height={height}
        role="img"
        aria-labelledby={`${id}-title`}
        className="stat-chart-svg"
        preserveAspectRatio="xMinYMin meet"
      >
        <title
          id={`${id}-title`}
        >{`${title}: ${buckets.map((bucket) => `${bucket.label} ${bucket.count}`).join(", ")}`}</title>
        {buckets.map((bucket, i) => {
          const y = i * (BAR_HEIGHT + GAP);
          const width = Math.round((bucket.count / max) * barSpace);
          return (
            <g key={bucket.label} aria-hidden="true">
              <text x={0} y={y + BAR_HEIGHT * 0.7} className="stat-chart-label">
                {bucket.label}
              </text>
              <rect
                x={LABEL_WIDTH}
                y={y}
                width={Math.max(width, bucket.count > 0 ? 2 : 0)}
                height={BAR_HEIGHT}
                rx={3}
                className="stat-chart-bar"
              />
              <text
                x={LABEL_WIDTH + width + 6}
                y={y + BAR_HEIGHT * 0.7}
                className="stat-chart-count"
              >
                {bucket.count}
              </text>
            </g>
          );
        })}
      </svg>
      <p className="muted">
        {notCountedLabel}: {notCounted}
      </p>
      {/* A table ignores a 1px width: the hidden box is its wrapper. */}
      <div className="visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t.statisticsGroup}</th>
              <th scope="col">{countHeading}</th>
            </tr>
          </thead>
          <tbody>
            {buckets.map((bucket) => (
              <tr key={bucket.label}>
                <th scope="row">{bucket.label}</th>
                <td>{bucket.count}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{notCountedLabel}</th>
              <td>{notCounted}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** A badge's holders by age range and gender, for the club's reward managers: counts only. */
export function HolderStatisticsSection({
  statistics,
}: {
  statistics: HolderStatistics;
}) {
  return (
    <section className="card stack" aria-labelledby="statistics-title">
      <h2 id="statistics-title">{t.statisticsTitle}</h2>
      <p className="muted">{t.statisticsHoldersCount(statistics.holders)}</p>
      <div className="stat-charts">
        <BarChart
          title={t.statisticsAge}
          buckets={statistics.ageRanges}
          notCounted={statistics.ageNotCounted}
          notCountedLabel={t.statisticsAgeUnknown}
        />
        <BarChart
          title={t.statisticsGender}
          buckets={statistics.genders}
          notCounted={statistics.genderNotCounted}
          notCountedLabel={t.statisticsGenderUnknown}
        />
      </div>
    </section>
  );
}
