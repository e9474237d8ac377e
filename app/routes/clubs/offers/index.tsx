import { href, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/index";
import { loadManagedOffers } from "~/.server/clubs/offers/offers.server";
import { OfferStatePills, programName } from "~/components/clubs/offers/offer-card";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { offerDetailPath, offerEditPath } from "~/lib/clubs/offer-forms";
import type { RouteHandle } from "~/lib/route-handle";
import { OFFER_CATEGORIES, OFFER_CATEGORY_LABELS, OFFER_TYPE_LABELS, offerMessages as m, type OfferCategory } from "../../../../contract/clubs/offer-messages";

export const handle: RouteHandle = { title: "Club/Offers" };
export const meta: Route.MetaFunction = ({ data }) => [{ title: data ? `${data.club.name}: Offers` : "Offers" }, { name: "robots", content: "noindex" }];

/** /my/rep-clubs/{club_id}/offers (spec 3 §2): every offer of the club for its offer managers, filtered by category (?category=…). 404 for anyone else. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const asked = url.searchParams.get("category");
  const category = (OFFER_CATEGORIES as readonly string[]).includes(asked ?? "") ? (asked as OfferCategory) : null;
  const { club, offers } = await loadManagedOffers(context, url, params.club_id, category);
  return { club, offers, category };
}

export default function ClubOffers() {
  const { club, offers, category } = useLoaderData<typeof loader>();
  const path = href("/my/rep-clubs/:club_id/offers", { club_id: club.clubId });
  return (
    <section className="stack-lg">
      <p>
        <Link to={href("/my/rep-clubs/:id", { id: club.clubId })}>← {club.name}</Link>
      </p>
      <div className="page-head">
        <h1>{club.name}: Offers</h1>
        <Link to={href("/my/rep-clubs/:club_id/offers/create", { club_id: club.clubId })} className="button button-primary">
          Create offer
        </Link>
      </div>
      <nav aria-label="Offer categories" className="tabs">
        <Link to={path} aria-current={category === null ? "page" : undefined} className="tab">
          All
        </Link>
        {OFFER_CATEGORIES.map((c) => (
          <Link key={c} to={`${path}?category=${c}`} aria-current={category === c ? "page" : undefined} className="tab">
            {OFFER_CATEGORY_LABELS[c]}
          </Link>
        ))}
      </nav>
      {offers.length === 0 ? (
        <p className="empty">{m.noOffers}</p>
      ) : (
        <ul className="stack-sm offer-list" aria-label="Offers">
          {offers.map((offer) => (
            <li key={offer.offerId} className="card stack-sm">
              <h2 className="h3">
                <Link to={offerDetailPath(club.clubId, offer.offerId)}>{offer.title}</Link>
              </h2>
              <p>
                <OfferStatePills offer={offer} />
              </p>
              <p className="muted">
                {programName(offer)} · {OFFER_TYPE_LABELS[offer.type]}
              </p>
              <p>
                <Link to={offerEditPath(club.clubId, offer.offerId)}>Edit {offer.title}</Link>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
