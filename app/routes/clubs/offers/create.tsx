import { href, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/create";
import { loadOfferClub } from "~/.server/clubs/offers/offers.server";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { newOfferPath } from "~/lib/clubs/offer-forms";
import type { RouteHandle } from "~/lib/route-handle";
import { OFFER_CATEGORY_LABELS } from "../../../../contract/clubs/offer-messages";
import { OFFER_PROGRAMS, PROGRAM_DESCRIPTIONS, PROGRAM_LABELS } from "../../../../contract/clubs/offers";

export const handle: RouteHandle = { title: "Club/Offers/Create" };
export const meta: Route.MetaFunction = () => [{ title: "Create offer" }, { name: "robots", content: "noindex" }];

const ROW_CATEGORIES = ["EARN_POINTS", "BUY_POINTS", "EARN_STATUS"] as const;

/** /my/rep-clubs/{club_id}/offers/create (spec 3 §2): choose a reward programme category, then its programme. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  return { club: await loadOfferClub(context, url, params.club_id) };
}

export default function CreateOffer() {
  const { club } = useLoaderData<typeof loader>();
  return (
    <section className="stack-lg">
      <p>
        <Link to={href("/my/rep-clubs/:club_id/offers", { club_id: club.clubId })}>← {club.name}: offers</Link>
      </p>
      <h1>Create offer</h1>
      <p>Choose a reward programme.</p>
      {ROW_CATEGORIES.map((category) => (
        <section key={category} className="card stack-sm" aria-labelledby={`category-${category}`}>
          <h2 id={`category-${category}`}>{OFFER_CATEGORY_LABELS[category]}</h2>
          <ul className="stack-sm">
            {OFFER_PROGRAMS[category].map((program) => (
              <li key={program}>
                <Link to={newOfferPath(club.clubId, category, program)}>{PROGRAM_LABELS[program]}</Link>
                <span className="muted"> — {PROGRAM_DESCRIPTIONS[category][program]}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section className="card stack-sm" aria-labelledby="category-REWARD_MEMBERS">
        <h2 id="category-REWARD_MEMBERS">{OFFER_CATEGORY_LABELS.REWARD_MEMBERS}</h2>
        <p>
          <Link to={href("/my/rep-clubs/:club_id/offers/select-offer-type", { club_id: club.clubId })}>Choose the offer type</Link>
          <span className="muted"> — invites, events, passes, coupons, giveaways and more.</span>
        </p>
      </section>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
