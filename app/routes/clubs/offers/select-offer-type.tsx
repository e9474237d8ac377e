import { href, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/select-offer-type";
import { loadOfferClub } from "~/.server/clubs/offers/offers.server";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import type { RouteHandle } from "~/lib/route-handle";
import { OFFER_TYPES, OFFER_TYPE_LABELS } from "../../../../contract/clubs/offer-messages";
import { offerTypeSlug } from "../../../../contract/clubs/offers";

export const handle: RouteHandle = { title: "Club/Offers/Offer type" };
export const meta: Route.MetaFunction = () => [{ title: "Choose the offer type" }, { name: "robots", content: "noindex" }];

/** /my/rep-clubs/{club_id}/offers/select-offer-type (spec 3 §2): the ten ways to reward members. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  return { club: await loadOfferClub(context, url, params.club_id) };
}

export default function SelectOfferType() {
  const { club } = useLoaderData<typeof loader>();
  return (
    <section className="stack-lg">
      <p>
        <Link to={href("/my/rep-clubs/:club_id/offers/create", { club_id: club.clubId })}>← Create offer</Link>
      </p>
      <h1>Ways To Reward Members</h1>
      <ul className="offer-type-grid" aria-label="Offer types">
        {OFFER_TYPES.map((type) => (
          <li key={type}>
            <Link className="card offer-type" to={href("/my/rep-clubs/:club_id/offers/:offer_type", { club_id: club.clubId, offer_type: offerTypeSlug(type) })}>
              {OFFER_TYPE_LABELS[type]}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
