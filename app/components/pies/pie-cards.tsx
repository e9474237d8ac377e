// The pies' fan side's pieces (ADR 0069): a pie card (image, name, creator, price, slices for
// sale, wishers and members, the wish button, and Buy or Send for a live pie), the wish button
// (a plain form: works without JavaScript, shows a pending state with it), and the slider's tiles.
import { Form, Link, useLocation } from "react-router";
import { StatusButton } from "~/components/ui/status-button";
import { PiePicture } from "~/components/pies/pie-parts";
import { formatDollars, pieTexts } from "../../../contract/pies/messages";
import { pieFanTexts as t } from "../../../contract/pies/fans-messages";

export interface PieCardData {
  pieId: string;
  displayName?: string | null;
  slug?: string | null;
  bio?: string | null;
  isVerified: boolean;
  availableSlices: number;
  operationalState: string;
  slicePrice?: { cents: number } | null;
  /** Names the pie's picture (Pie.appearanceVersion); null without layers. */
  appearanceVersion: string | null;
  createdBy: { userId: string; name?: string | null };
  wished: boolean;
  wishersCount: number;
  totalMembers: number;
}

export const piePath = (pie: { pieId: string; slug?: string | null }) => `/legacy/pies/${pie.slug ?? pie.pieId}`;
/** The other helper's page for buying and sending a pie's slices (spec 3 §2 /legacy/trade/{id}). */
export const tradePath = (pie: { pieId: string }) => `/legacy/trade/${pie.pieId}`;

/** Add to / remove from the wish list; back to this page afterwards. */
export function WishButton({ pie, wished }: { pie: { pieId: string; displayName?: string | null }; wished: boolean }) {
  const location = useLocation();
  const name = pie.displayName ?? "";
  return (
    <Form method="post" action={`/legacy/pies/${pie.pieId}/wish`} preventScrollReset className="inline-form">
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <input type="hidden" name="pieId" value={pie.pieId} />
      <StatusButton
        name="intent"
        value={wished ? "unwish" : "wish"}
        variant={wished ? "secondary" : "primary"}
        pendingFor={{ pieId: pie.pieId }}
        pendingText="Saving…"
        aria-label={`${wished ? t.unwish : t.wish}: ${name}`}
      >
        {wished ? t.unwish : t.wish}
      </StatusButton>
    </Form>
  );
}

// Lines of text are written as one string each: a page of cards renders (and sends) one text
// node where the pieces would each be one, with a marker between them.
const priceAndSlicesForSale = (pie: Pick<PieCardData, "slicePrice" | "availableSlices">) =>
  `${pie.slicePrice ? formatDollars(pie.slicePrice.cents) : "---"} a slice · ${pie.availableSlices.toLocaleString("en-US")} for sale`;

export function PieCard({ pie, viewerId, headingLevel = 3 }: { pie: PieCardData; viewerId: string | null; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const own = viewerId === pie.createdBy.userId;
  const name = pie.displayName ?? "";
  return (
    <article className="card pie-card stack-sm">
      <PiePicture pieId={pie.pieId} appearanceVersion={pie.appearanceVersion} name={name} small />
      <Heading className="pie-card-name">
        <Link to={piePath(pie)}>{name}</Link> {pie.isVerified ? <span className="pill">{pieTexts.verified}</span> : null}
      </Heading>
      <p className="muted small">{`By ${pie.createdBy.name ?? "Unknown"}`}</p>
      {pie.operationalState === "ACTIVE" ? null : <p className="small">{t.notLive}</p>}
      <p className="small">{priceAndSlicesForSale(pie)}</p>
      <p className="muted small">
        {`${t.wishers(pie.wishersCount)} · ${t.members(pie.totalMembers)}`}
        {pie.wished ? <span className="pill">{` ${t.wished}`}</span> : null}
      </p>
      <div className="row">
        {own ? null : <WishButton pie={pie} wished={pie.wished} />}
        {pie.operationalState === "ACTIVE" ? (
          <Link to={tradePath(pie)} className="button button-secondary" aria-label={`${t.buy} or ${t.send.toLowerCase()}: ${name}`}>
            {`${t.buy} or ${t.send.toLowerCase()}`}
          </Link>
        ) : null}
      </div>
    </article>
  );
}

export function PieCardList({ pies, viewerId, label }: { pies: readonly PieCardData[]; viewerId: string | null; label: string }) {
  return (
    <ul className="pie-card-list" aria-label={label}>
      {pies.map((pie) => (
        <li key={pie.pieId}>
          <PieCard pie={pie} viewerId={viewerId} />
        </li>
      ))}
    </ul>
  );
}

/** What a slider tile shows: the picture, the name, and the price with the slices for sale. */
export type PieTileData = Pick<PieCardData, "pieId" | "displayName" | "slug" | "availableSlices" | "slicePrice" | "appearanceVersion">;

/**
 * A pie in the slider: a tile that leads to the pie's page, where the wish list, Buy and Send
 * are. The full card (with its wish form and trade link) is the list's; a row of tiles to
 * browse stays light to render and to read.
 */
export function PieTile({ pie }: { pie: PieTileData }) {
  const name = pie.displayName ?? "";
  return (
    <article className="card pie-tile stack-sm">
      <PiePicture pieId={pie.pieId} appearanceVersion={pie.appearanceVersion} name={name} small />
      <h3 className="pie-card-name">
        <Link to={piePath(pie)}>{name}</Link>
      </h3>
      <p className="small">{priceAndSlicesForSale(pie)}</p>
    </article>
  );
}

/** The random slider (spec 3 §7): a row of tiles that scrolls sideways, by touch, wheel or keyboard. */
export function PieSlider({ pies, title }: { pies: readonly PieTileData[]; title: string }) {
  if (pies.length === 0) return null;
  return (
    <div className="stack-sm">
      <h2 id="pie-slider-title">{title}</h2>
      <div className="pie-slider" role="region" aria-labelledby="pie-slider-title" tabIndex={0}>
        <ul className="pie-slider-track">
          {pies.map((pie) => (
            <li key={pie.pieId}>
              <PieTile pie={pie} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

const PIE_AREA_LINKS = [
  { to: "/legacy/trade-hub", label: t.tradeHubTitle },
  { to: "/legacy/pie-clubs", label: t.pieClubsTitle },
  { to: "/legacy/slices", label: t.slicesTitle },
  { to: "/legacy/pie-hub", label: pieTexts.hubTitle },
] as const;

/** The legacy pie area's own pages, linked from each of them. */
export function PieAreaNav() {
  const location = useLocation();
  return (
    <nav aria-label="Pies">
      <ul className="pie-tabs">
        {PIE_AREA_LINKS.map((link) => {
          const current = location.pathname === link.to;
          return (
            <li key={link.to}>
              <Link to={link.to} className={`wizard-step${current ? " wizard-step-current" : ""}`} aria-current={current ? "page" : undefined}>
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
