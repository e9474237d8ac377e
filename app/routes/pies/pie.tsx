import { data, useLoaderData } from "react-router";
import type { Route } from "./+types/pie";
import { loadPiePage, onboardingNotice } from "~/.server/pies/pies.server";
import { loadPieFanSide } from "~/.server/pies/fans.server";
import { loadRewardsOfPie } from "~/.server/rewards/pie-rewards.server";
import { PieOnboarding, PiePicture } from "~/components/pies/pie-parts";
import { PieFanPanel, PieTransactions } from "~/components/pies/pie-fan-side";
import { RewardCard } from "~/components/rewards/pie-reward-parts";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { piePictureSrc } from "~/lib/pies/picture";
import type { RouteHandle } from "~/lib/route-handle";
import { formatDollars, pieTexts as t } from "../../../contract/pies/messages";

export const handle: RouteHandle = { title: "Pies" };

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: "Pie not found" }, { name: "robots", content: "noindex" }];
  const { pie, site } = loaderData;
  const title = `${pie.displayName} | ${site.productName}`;
  const description = pie.bio ?? `${pie.displayName} on ${site.productName}`;
  const canonical = new URL(`/legacy/pies/${pie.slug}`, site.publicUrl).href;
  // The whole picture, as PNG: link previews do not show SVG, and not every site reads WEBP.
  const image = pie.appearanceVersion === null ? null : piePictureSrc(pie.pieId, pie.appearanceVersion, "png");
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: "website" },
    { property: "og:title", content: pie.displayName },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    ...(image ? [{ property: "og:image", content: new URL(image, site.publicUrl).href }] : []),
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: pie.displayName },
    { name: "twitter:description", content: description },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Product",
        name: pie.displayName,
        description,
        url: canonical,
      },
    },
  ];
};

/** /legacy/pies/{id or slug}: an active pie, for everyone (spec 3 §2 public pie detail); unknown → 404. */
export async function loader({ context, params, request, url }: Route.LoaderArgs) {
  // Four questions at once (ADR 0081): the pie, the onboarding notice, the fan side's trading
  // transactions (ADR 0069) and the pie's rewards; the member's wish and slices come with the pie.
  const [page, notice, trades, rewards] = await Promise.all([
    loadPiePage(context, params.idOrSlug, url),
    onboardingNotice(context, request),
    loadPieFanSide(context, url, params.idOrSlug),
    loadRewardsOfPie(context, params.idOrSlug, url),
  ]);
  const fan = trades ? { ...trades, wished: page.pie.wished, slicesHeld: page.pie.slicesHeld } : null;
  return data({ ...page, fan, rewards, showOnboarding: notice.show }, notice.headers ? { headers: notice.headers } : undefined);
}

export default function PiePage() {
  const { pie, fan, rewards, showOnboarding } = useLoaderData<typeof loader>();
  return (
    <article className="stack card">
      {showOnboarding ? <PieOnboarding /> : null}
      <div className="pie-header">
        <PiePicture pieId={pie.pieId} appearanceVersion={pie.appearanceVersion} name={pie.displayName ?? ""} />
        <div className="stack">
          <h1>
            {pie.displayName} {pie.isVerified ? <span className="pill">{t.verified}</span> : null}
          </h1>
          <p>By {pie.createdBy.name}</p>
          {pie.bio ? <p>{pie.bio}</p> : null}
        </div>
      </div>
      <dl className="pie-stats">
        <div>
          <dt>Price per slice</dt>
          <dd>{pie.slicePrice ? formatDollars(pie.slicePrice.cents) : "---"}</dd>
        </div>
        <div>
          <dt>Slices available</dt>
          <dd>{pie.availableSlices.toLocaleString("en-US")}</dd>
        </div>
        <div>
          <dt>Wishers</dt>
          <dd>{pie.wishersCount.toLocaleString("en-US")}</dd>
        </div>
        <div>
          <dt>Members</dt>
          <dd>{pie.totalMembers.toLocaleString("en-US")}</dd>
        </div>
      </dl>
      <PieFanPanel pie={pie} fan={fan} />
      {rewards.length > 0 ? (
        <section className="stack" aria-labelledby="pie-rewards-title">
          <h2 id="pie-rewards-title">Rewards</h2>
          <ul className="badge-list">
            {rewards.map((reward) => (
              <li key={reward.rewardId}>
                <RewardCard reward={reward} note={reward.isHidden ? "Hidden" : undefined} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {fan ? <PieTransactions pie={pie} fan={fan} /> : null}
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
