import { data, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/hub-rewards";
import { loadHubRewards } from "~/.server/rewards/pie-rewards.server";
import { RewardCard } from "~/components/rewards/pie-reward-parts";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Pie hub/Rewards", backTo: "/legacy/pie-hub/overview" };
export const meta: Route.MetaFunction = () => [{ title: "Pie rewards" }, { name: "robots", content: "noindex" }];

/** /legacy/pie-hub/rewards (spec 3 §2 pie dashboard's Rewards): the owner's pie's rewards, hidden ones too. */
export async function loader({ context, url }: Route.LoaderArgs) {
  return data(await loadHubRewards(context, url));
}

export default function HubRewards() {
  const { pie, rewards } = useLoaderData<typeof loader>();
  return (
    <section className="stack-lg">
      <div className="page-head">
        <h1>{pie.displayName}: rewards</h1>
        <Link to="/legacy/pie-hub/rewards/create" className="button button-primary">
          Create a reward
        </Link>
      </div>
      {rewards.length === 0 ? (
        <p className="empty">No rewards yet.</p>
      ) : (
        <ul className="badge-list">
          {rewards.map((reward) => (
            <li key={reward.rewardId}>
              <RewardCard reward={reward} note={reward.isHidden ? "Hidden" : undefined} to={`/legacy/pie-hub/rewards/${reward.rewardId}`} />
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
