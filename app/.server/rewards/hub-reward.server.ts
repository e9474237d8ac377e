// The pie hub's page of one reward (spec 3 §2 /legacy/pie-hub/rewards/{id}; ADR 0076): the
// reward with its participants and their statistics by age range and gender.
import type { RouterContextProvider } from "react-router";
import { getApi } from "~/.server/platform/request-context.server";
import { loadOrThrow } from "~/.server/platform/responses.server";
import { PieHubRewardDocument } from "~/graphql/generated";
import { requireRewardingPie } from "./pie-rewards.server";

/** /legacy/pie-hub/rewards/{id}: a reward of the member's pie with its participants (one page of 50) and statistics. */
export async function loadHubReward(context: Readonly<RouterContextProvider>, url: URL, rewardId: string) {
  const pie = await requireRewardingPie(context, url);
  const after = url.searchParams.get("after") || null;
  const { rewards } = await loadOrThrow(context, () => getApi(context).query(PieHubRewardDocument, { pie: pie.pieId, reward: rewardId, rewardId, after }), url);
  return { pie, reward: rewards.pieReward, participants: rewards.rewardParticipants, statistics: rewards.rewardParticipantStatistics, firstPage: after === null };
}
