import { data, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/pie-reward-list";
import { loadRewardList } from "~/.server/rewards/pie-rewards.server";
import { RewardCard } from "~/components/rewards/pie-reward-parts";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import type { RouteHandle } from "~/lib/route-handle";
import { REWARD_LIST_FILTER_LABELS, REWARD_LIST_FILTERS } from "../../../contract/rewards/pie-rewards";

export const handle: RouteHandle = { title: "Rewards" };
export const meta: Route.MetaFunction = () => [{ title: "Rewards" }, { name: "robots", content: "noindex" }];

const STATE_NOTES: Partial<Record<string, string>> = { PARTICIPATING: "Participating", AWARDED: "Awarded", SENT: "Awarded", NOT_PARTICIPATING: "Opted out" };

/** /legacy/rewards (spec 3 §2): the rewards of every active pie, by the filter All, Not participating, Participating, Awarded, Expired. */
export async function loader({ context, url }: Route.LoaderArgs) {
  return data(await loadRewardList(context, url));
}

export default function PieRewardList() {
  const { filter, rewards } = useLoaderData<typeof loader>();
  return (
    <section className="stack-lg">
      <h1>Rewards</h1>
      <nav aria-label="Reward filter" className="tabs">
        {REWARD_LIST_FILTERS.map((value) => (
          <Link
            key={value}
            to={value === "ALL" ? "/legacy/rewards" : `/legacy/rewards?filter=${value.toLowerCase()}`}
            aria-current={value === filter ? "page" : undefined}
            className="tab"
          >
            {REWARD_LIST_FILTER_LABELS[value]}
          </Link>
        ))}
      </nav>
      {rewards.length === 0 ? (
        <p className="empty">No rewards here.</p>
      ) : (
        <ul className="badge-list">
          {rewards.map((reward) => (
            <li key={reward.rewardId}>
              <RewardCard reward={reward} note={STATE_NOTES[reward.userInfo.participateState]} />
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
