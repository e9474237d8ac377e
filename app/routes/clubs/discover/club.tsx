import { data, href, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/club";
import { loadClubPage, membershipAction } from "~/.server/clubs/discover.server";
import { ClubAchievementsSection, ClubHero, ClubOffersSection, ClubTiersSection, MembershipPanel } from "~/components/clubs/club-page";
import { InvitePanel } from "~/components/clubs/earning/invite-panel";
import { PointsStandingCard } from "~/components/clubs/points-standing";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { clubPagePath, discoverTexts as t } from "~/lib/clubs/discover";
import { buyPointsPath } from "~/lib/clubs/purchase-forms";
import { mediaUrl } from "~/lib/media-url";
import { purchaseMessages } from "../../../../contract/clubs/purchases-messages";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = {
  title: (loaderData) => `Rep clubs/${(loaderData as { club?: { name: string } } | undefined)?.club?.name ?? "Club"}`,
  backTo: href("/rep-clubs"),
};

/**
 * /rep-clubs/{id} (spec 3 §2; id or slug): the club as anyone sees it, signed out too: its
 * image and colour, members, tiers, newest offers, achievements and owner, with Join or Leave. ?join=1 (the
 * shared join link, with &code= for a private club) offers a one-click join: a POST, never on GET.
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  return data(await loadClubPage(context, url, params.id));
}

export function action({ context, request, url, params }: Route.ActionArgs) {
  return membershipAction(context, request, url, params.id);
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => {
  if (!loaderData) return [{ title: "Club not found" }, { name: "robots", content: "noindex" }];
  const { club, site } = loaderData;
  const url = new URL(clubPagePath(club), site.publicUrl).toString();
  const description = club.description || `${club.name} on ${site.productName}`;
  const image = club.imageUrl ? new URL(mediaUrl(club.imageUrl, null) ?? club.imageUrl, site.publicUrl).toString() : null;
  return [
    { title: club.name },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.productName },
    { property: "og:title", content: club.name },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...(image ? [{ property: "og:image", content: image }, { name: "twitter:image", content: image }] : []),
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: club.name },
    { name: "twitter:description", content: description },
    ...(club.published && club.access === "PUBLIC" ? [] : [{ name: "robots", content: "noindex" }]),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Organization",
        name: club.name,
        url,
        description,
        ...(image ? { logo: image } : {}),
      },
    },
  ];
};

export default function ClubPage() {
  const { club, offers, achievements, signedIn, joinOffer, invite } = useLoaderData<typeof loader>();
  const error = useActionData<typeof action>()?.error;
  return (
    <article className="stack-lg club-page">
      <ClubHero club={club} />
      <MembershipPanel club={club} signedIn={signedIn} joinOffer={joinOffer} error={error} />
      {club.myStanding ? (
        <section aria-labelledby="your-points-title">
          <PointsStandingCard standing={club.myStanding} title={<h2 id="your-points-title">{t.yourPoints}</h2>} progressId="your-points-progress">
            <p className="row">
              {club.published ? (
                <Link className="button button-primary" to={buyPointsPath(club.slug)}>
                  {purchaseMessages.title}
                </Link>
              ) : null}
              <Link to={href("/rep-points/my-points")}>{t.pointsHistory}</Link>
            </p>
          </PointsStandingCard>
        </section>
      ) : null}
      {invite ? <InvitePanel invite={invite} /> : null}
      <ClubTiersSection tiers={club.tiers} />
      <ClubOffersSection club={club} offers={offers.latest} count={offers.count} />
      <ClubAchievementsSection achievements={achievements} />
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
