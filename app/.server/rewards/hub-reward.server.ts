// The pie hub's page of one reward (spec 3 §2 /legacy/pie-hub/rewards/{id}; ADRs 0076, 0082, 0099):
// the reward with its participants and their statistics by age range and gender, marking a
// physical reward's winner as shipped and awarding it by hand (CAN_SEND_REWARDS), and deleting
// it (CAN_MODIFY_EXISTING_REWARDS).
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { loadOrThrow, notFoundResponse, refusalExcept, refusalOrThrow, refusalReply, refusalStatus } from "~/.server/platform/responses.server";
import { AwardPieRewardDocument, DeletePieRewardDocument, MarkRewardShippedDocument, PieHubRewardDocument } from "~/graphql/generated";
import { withHubPie } from "~/lib/pies/hub-pie";
import { rewardMessages } from "../../../contract/rewards/pie-rewards";
import { rewardAwardSchema, shipmentSchema, winnerMessages as m } from "../../../contract/rewards/winners";
import { requireRewardingPie } from "./pie-rewards.server";

type Ctx = Readonly<RouterContextProvider>;
const shownRefusal = refusalExcept("AUTH_NOT_AUTHENTICATED", "NOT_FOUND");
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /legacy/pie-hub/rewards/{id}: a reward of the member's pie with its participants (one page of 50) and statistics. */
export async function loadHubReward(context: Ctx, url: URL, rewardId: string) {
  const pie = await requireRewardingPie(context, url);
  const after = url.searchParams.get("after") || null;
  const { rewards } = await loadOrThrow(context, () => getApi(context).query(PieHubRewardDocument, { pie: pie.pieId, reward: rewardId, rewardId, after }), url);
  return {
    pie,
    reward: rewards.pieReward,
    participants: rewards.rewardParticipants,
    statistics: rewards.rewardParticipantStatistics,
    firstPage: after === null,
    confirmDelete: url.searchParams.has("delete"),
    // The team members who send rewards mark them shipped; the others only read (the API decides again).
    canShip: pie.userPermissions.includes("CAN_SEND_REWARDS"),
    canEdit: pie.userPermissions.includes("CAN_MODIFY_EXISTING_REWARDS"),
  };
}

/** Marks one winner's physical reward as shipped; a refusal beside that winner's fields. */
export async function shipHubReward(context: Ctx, request: Request, url: URL, rewardId: string) {
  const pie = await requireRewardingPie(context, url);
  if (!pie.userPermissions.includes("CAN_SEND_REWARDS")) throw data(m.shipNotAllowed, { status: 403 });
  const form = await request.formData();
  const userId = String(form.get("userId") ?? "");
  if (!UUID.test(userId)) throw notFoundResponse();
  const submission = parseWithZod(form, { schema: shipmentSchema });
  if (submission.status !== "success") return data({ intent: "ship" as const, userId, result: submission.reply() }, { status: 400 });
  try {
    await getApi(context).query(MarkRewardShippedDocument, { rewardId, userId, input: submission.value });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, shownRefusal);
    return data({ intent: "ship" as const, userId, result: refusalReply(submission, refusal) }, { status: refusalStatus(refusal) });
  }
  getSession(context).flash({ kind: "success", message: m.shipped });
  return redirect(`${url.pathname}${url.search}`);
}

/** Awards the reward to a member by user name; the form keeps the name and shows why when refused. */
export async function awardHubReward(context: Ctx, request: Request, url: URL, rewardId: string) {
  const pie = await requireRewardingPie(context, url);
  if (!pie.userPermissions.includes("CAN_SEND_REWARDS")) throw data(m.awardNotAllowed, { status: 403 });
  const submission = parseWithZod(await request.formData(), { schema: rewardAwardSchema });
  if (submission.status !== "success") return data({ intent: "award" as const, result: submission.reply() }, { status: 400 });
  const userName = submission.value.userName.replace(/^@/, "");
  try {
    await getApi(context).query(AwardPieRewardDocument, { rewardId, userName });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, shownRefusal);
    return data({ intent: "award" as const, result: refusalReply(submission, refusal) }, { status: refusalStatus(refusal) });
  }
  getSession(context).flash({ kind: "success", message: m.awarded(userName) });
  return redirect(`${url.pathname}${url.search}`);
}

/** Deletes the reward, then opens the hub's rewards; the API's refusal (somebody won it) shows on the page. */
export async function deleteHubReward(context: Ctx, url: URL, rewardId: string) {
  const pie = await requireRewardingPie(context, url);
  if (!pie.userPermissions.includes("CAN_MODIFY_EXISTING_REWARDS")) throw data(rewardMessages.deleteNotAllowed, { status: 403 });
  try {
    await getApi(context).query(DeletePieRewardDocument, { rewardId });
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, shownRefusal);
    return data({ intent: "delete" as const, error: refusal.message }, { status: refusalStatus(refusal) });
  }
  getSession(context).flash({ kind: "success", message: rewardMessages.deleted });
  return redirect(withHubPie("/legacy/pie-hub/rewards", pie.chosen));
}
