// The public pie page's fan side (ADR 0069): the wish button, the member's slices, Buy or Send
// for a live pie, and the pie's trading transactions (all, or only the member's own).
import { Link, useLocation } from "react-router";
import { tradePath, WishButton } from "~/components/pies/pie-cards";
import { formatEventDay } from "~/lib/format";
import { pieFanTexts as t, SLICE_ENTRY_LABELS } from "../../../contract/pies/fans-messages";

interface PanelPie {
  pieId: string;
  displayName?: string | null;
  operationalState: string;
  createdBy: { userId: string };
}
interface FanSide {
  viewerId: string;
  wished: boolean;
  slicesHeld: number;
  onlyMine: boolean;
  transactions: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    nodes: readonly {
      transactionId: string;
      type: string;
      slices: number;
      from: { userId: string; name: string } | null;
      to: { userId: string; name: string } | null;
      createdUtc: string;
    }[];
  };
}

/** Signed out, the wish button leads through sign-in and back; the owner has none. */
export function PieFanPanel({ pie, fan }: { pie: PanelPie; fan: FanSide | null }) {
  const own = fan?.viewerId === pie.createdBy.userId;
  return (
    <section className="stack-sm" aria-label="Your place in this pie">
      {pie.operationalState === "ACTIVE" ? null : <p>{t.notLive}</p>}
      {fan && fan.slicesHeld > 0 ? <p>You hold {fan.slicesHeld.toLocaleString("en-US")} slices.</p> : null}
      {fan?.wished ? <p className="pill">{t.wished}</p> : null}
      <div className="row">
        {own ? null : <WishButton pie={pie} wished={fan?.wished ?? false} />}
        {pie.operationalState === "ACTIVE" ? (
          <Link to={tradePath(pie)} className="button button-secondary">
            {t.buy} or {t.send.toLowerCase()}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

export function PieTransactions({ pie, fan }: { pie: PanelPie; fan: FanSide }) {
  const location = useLocation();
  const at = (values: Record<string, string>) => `${location.pathname}?${new URLSearchParams(values)}`;
  const mineParams: Record<string, string> = fan.onlyMine ? { trades: "mine" } : {};
  const nameOf = (person: { name: string } | null) => person?.name ?? (pie.displayName ? `${pie.displayName} market` : "Market");
  return (
    <section className="stack-sm" aria-labelledby="pie-transactions-title">
      <h2 id="pie-transactions-title">{t.transactions}</h2>
      <nav aria-label={t.transactions}>
        <ul className="pie-tabs">
          <li>
            <Link to={at({})} className={`wizard-step${fan.onlyMine ? "" : " wizard-step-current"}`} aria-current={fan.onlyMine ? undefined : "page"}>
              {t.allTransactions}
            </Link>
          </li>
          <li>
            <Link to={at({ trades: "mine" })} className={`wizard-step${fan.onlyMine ? " wizard-step-current" : ""}`} aria-current={fan.onlyMine ? "page" : undefined}>
              {t.onlyMine}
            </Link>
          </li>
        </ul>
      </nav>
      {fan.transactions.nodes.length === 0 ? (
        <p className="empty">{t.noData}</p>
      ) : (
        <div className="table-scroll" role="region" aria-label={`${t.transactions}: table`} tabIndex={0}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">When (UTC)</th>
                <th scope="col">Type</th>
                <th scope="col">Slices</th>
                <th scope="col">From</th>
                <th scope="col">To</th>
              </tr>
            </thead>
            <tbody>
              {fan.transactions.nodes.map((entry) => (
                <tr key={entry.transactionId}>
                  <td>
                    <time dateTime={entry.createdUtc}>{formatEventDay(entry.createdUtc, "UTC")}</time>
                  </td>
                  <td>{SLICE_ENTRY_LABELS[entry.type] ?? entry.type}</td>
                  <td>{entry.slices.toLocaleString("en-US")}</td>
                  <td>{nameOf(entry.from)}</td>
                  <td>{nameOf(entry.to)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {fan.transactions.pageInfo.hasNextPage && fan.transactions.pageInfo.endCursor ? (
        <p>
          <Link to={at({ ...mineParams, after: fan.transactions.pageInfo.endCursor })}>Older transactions</Link>
        </p>
      ) : null}
    </section>
  );
}
