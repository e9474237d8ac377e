import { href, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/detail";
import { loadManagedOfferDetail } from "~/.server/clubs/offers/offers.server";
import { OfferStatePills, OfferTerms, programName } from "~/components/clubs/offers/offer-card";
import { offerCardView } from "~/lib/clubs/offer-view";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { useMediaSrc } from "~/hooks/use-media-src";
import { formatEventMoment } from "~/lib/format";
import { offerEditPath } from "~/lib/clubs/offer-forms";
import type { RouteHandle } from "~/lib/route-handle";
import { OFFER_TYPE_LABELS, REDEMPTION_TYPE_LABELS } from "../../../../contract/clubs/offer-messages";
import { programFields, centsToDollars } from "../../../../contract/clubs/offers";
import type { OfferCategory } from "../../../../contract/clubs/offer-messages";
import { bonusMessages } from "../../../../contract/clubs/earning";
import { claimMessages, isClaimable } from "../../../../contract/clubs/claims";

export const handle: RouteHandle = { title: "Club/Offers/Offer" };
export const meta: Route.MetaFunction = ({ data }) => [{ title: data ? data.offer.title : "Offer" }, { name: "robots", content: "noindex" }];

/**
 * /my/rep-clubs/{club_id}/offer/detail/{id} (spec 3 §2): one offer for the club's offer managers,
 * with its redemptions (the name and e-mail a member agreed to share, for customer information
 * offers). 404 for anyone else.
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  return { offer: await loadManagedOfferDetail(context, url, params.club_id, params.id) };
}

const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : null);

export default function OfferDetail() {
  const { offer } = useLoaderData<typeof loader>();
  const image = useMediaSrc()(offer.imageUrl);
  const settings = offer.settings as Record<string, unknown>;
  return (
    <section className="stack-lg">
      <p>
        <Link to={href("/my/rep-clubs/:club_id/offers", { club_id: offer.club.clubId })}>← {offer.club.name}: offers</Link>
      </p>
      <div className="page-head">
        <h1>{offer.title}</h1>
        <Link to={offerEditPath(offer.club.clubId, offer.offerId)} className="button button-secondary">
          Edit
        </Link>
      </div>
      <p>
        <OfferStatePills offer={offer} />
      </p>
      {offer.subType === "EARN_POINTS" && offer.program === "bonus" ? (
        <p>
          <Link to={href("/my/rep-clubs/:club_id/offer/detail/:id/bonus", { club_id: offer.club.clubId, id: offer.offerId })}>{bonusMessages.link}</Link>
        </p>
      ) : null}
      {isClaimable({ subType: offer.subType, program: offer.program, settings: { socialProvider: offer.settings.socialProvider } }) ? (
        <p>
          <Link to={href("/my/rep-clubs/:club_id/offer/detail/:id/claims", { club_id: offer.club.clubId, id: offer.offerId })}>{claimMessages.link_}</Link>
        </p>
      ) : null}
      <article className="card stack">
        {image ? <img src={image} alt="" width={160} height={160} className="offer-image" /> : null}
        <p className="muted">
          {programName(offer)} · {OFFER_TYPE_LABELS[offer.type]}
        </p>
        {offer.description ? <p>{offer.description}</p> : null}
        <OfferTerms offer={offerCardView(offer)} />
        <dl className="offer-terms">
          {programFields(offer.subType as OfferCategory, offer.program).map((field) =>
            settings[field.name] == null ? null : (
              <div key={field.name}>
                <dt>{field.label}</dt>
                <dd>{field.kind === "price" ? centsToDollars(settings[field.name] as number) : String(settings[field.name])}</dd>
              </div>
            ),
          )}
          {day(offer.startsUtc) ? (
            <div>
              <dt>First day</dt>
              <dd>{day(offer.startsUtc)}</dd>
            </div>
          ) : null}
          {offer.endsUtc ? (
            <div>
              <dt>Last day</dt>
              <dd>{new Date(Date.parse(offer.endsUtc) - 1).toISOString().slice(0, 10)}</dd>
            </div>
          ) : null}
        </dl>
      </article>
      <section className="stack-sm" aria-labelledby="redemptions-title">
        <h2 id="redemptions-title">Redemptions ({offer.redemptions.length})</h2>
        {offer.redemptions.length === 0 ? (
          <p className="empty">No member has redeemed this offer yet.</p>
        ) : (
          <div className="table-scroll">
            <table>
              <thead>
                <tr>
                  <th scope="col">When (UTC)</th>
                  <th scope="col">Points spent</th>
                  <th scope="col">What they got</th>
                  <th scope="col">Shared contact</th>
                </tr>
              </thead>
              <tbody>
                {offer.redemptions.map((redemption) => (
                  <tr key={redemption.redemptionId}>
                    <td>
                      <time dateTime={redemption.createdUtc}>{formatEventMoment(redemption.createdUtc, "UTC")}</time>
                    </td>
                    <td>{redemption.pointsSpent}</td>
                    <td>{REDEMPTION_TYPE_LABELS[redemption.redemptionType]}</td>
                    <td>{redemption.sharedEmail ? `${redemption.sharedName ?? ""} <${redemption.sharedEmail}>`.trim() : "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
