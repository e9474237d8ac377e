import { data, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/hub-rewards";
import { loadHubRewards } from "~/.server/rewards/pie-rewards.server";
import { RewardCard } from "~/components/rewards/pie-reward-parts";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import type { RouteHandle } from "~/lib/route-handle";
import { withHubPie } from "~/lib/pies/hub-pie";

export const handle: RouteHandle = { title: "Pie hub/Rewards", backTo: (data) => ((data as { pie?: { chosen: string | null } } | undefined)?.pie?.chosen ? "/legacy/pie-hub" : "/legacy/pie-hub/overview") };
export const meta: Route.MetaFunction = () => [{ title: "Pie rewards" }, { name: "robots", content: "noindex" }];

/** /legacy/pie-hub/rewards (spec 3 §2 pie dashboard's Rewards): the owner's pie's rewards, hidden ones too, or a moderated pie's (`?pie=`, ADR 0081). */
export async function loader({ context, url }: Route.LoaderArgs) {
  return data(await loadHubRewards(context, url));
}

export default function HubRewards() {
  const { pie, canCreate, seesBadges, rewards } = useLoaderData<typeof loader>();
  return (
    <section className="stack-lg">
      <div className="page-head">
        <h1>{pie.displayName}: rewards</h1>
        {canCreate ? (
          <Link to={withHubPie("/legacy/pie-hub/rewards/create", pie.chosen)} className="button button-primary">
            Create a reward
          </Link>
        ) : null}
      </div>
      {seesBadges ? (
        <p>
          <Link to={withHubPie("/legacy/pie-hub/achievements", pie.chosen)}>The pie&apos;s achievements</Link>
        </p>
      ) : null}
      {rewards.length === 0 ? (
        <p className="empty">No rewards yet.</p>
      ) : (
        <ul className="badge-list">
          {rewards.map((reward) => (
            <li key={reward.rewardId}>
              <RewardCard reward={reward} note={reward.isHidden ? "Hidden" : undefined} to={withHubPie(`/legacy/pie-hub/rewards/${reward.rewardId}`, pie.chosen)} />
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
