// A pie's rewards on the web server (ADR 0072): the reward list with its filter, a reward's page
// with Participate, Opt out and the owner's draw, the public verification page (which
// recomputes the draw here, from what the API publishes), and the pie hub's rewards (the
// wizard is reward-wizard.server.ts).
import { data, redirect, type RouterContextProvider } from "react-router";
import { ApiError } from "~/.server/platform/api-errors.server";
import { getApi, getSession } from "~/.server/platform/request-context.server";
import { requireUser } from "~/.server/platform/page-guards.server";
import { webEnv } from "~/.server/platform/env.server";
import { loadOrThrow, notFoundResponse, refusalExcept, refusalOrThrow, refusalStatus } from "~/.server/platform/responses.server";
import {
  FreezeRewardEntriesDocument,
  GenerateRewardWinnersDocument,
  MyPieRewardsDocument,
  OptOutOfRewardDocument,
  ParticipateInRewardDocument,
  PieHubRewardsDocument,
  PieRewardPageDocument,
  PieRewardsOfPieDocument,
  RewardDrawVerificationDocument,
  type RewardListFilter,
} from "~/graphql/generated";
import { isWinnerIntent, winnerAction } from "./reward-winners.server";

import { badgeImageSrc } from "./achievements.server";
import { guardPieHub } from "~/.server/pies/pies.server";
import { moderatedPieAt, PIE_PARAM } from "~/lib/pies/guard";
import type { PiePermission } from "../../../contract/pies/permissions";
import { entryLine, verifyDraw } from "../../../contract/rewards/draw";
import { INELIGIBILITY_REASONS, REWARD_LIST_FILTERS, rewardMessages as m, type IneligibilityReason } from "../../../contract/rewards/pie-rewards";

type Ctx = Readonly<RouterContextProvider>;
const shownRefusal = refusalExcept("AUTH_NOT_AUTHENTICATED", "NOT_FOUND");

export const rewardPath = (pie: { slug?: string | null; pieId: string }, reward: { rewardId: string }) => `/legacy/pies/${pie.pieId}/rewards/${reward.rewardId}`;
export const verificationPath = (pie: { pieId: string }, reward: { rewardId: string }, sequence: number) => `/legacy/pies/${pie.pieId}/rewards/${reward.rewardId}/draws/${sequence}`;

/** /legacy/rewards?filter=… */
export async function loadRewardList(context: Ctx, url: URL) {
  requireUser(context, url);
  const asked = (url.searchParams.get("filter") ?? "ALL").toUpperCase();
  const filter = ((REWARD_LIST_FILTERS as readonly string[]).includes(asked) ? asked : "ALL") as RewardListFilter;
  const { rewards } = await loadOrThrow(context, () => getApi(context).query(MyPieRewardsDocument, { filter }), url);
  return { filter, rewards: rewards.myRewards };
}

/** A reward's page: by ids (/legacy/pies/{id}/rewards/{rewardId}) or by slugs (the slug route). Public. */
export async function loadRewardPage(context: Ctx, pie: string, reward: string, url: URL) {
  const answer = await loadOrThrow(context, () => getApi(context).query(PieRewardPageDocument, { pie, reward }), url);
  const { publicUrl, productName } = webEnv();
  const found = answer.rewards.pieReward;
  return { reward: { ...found, imageSrc: badgeImageSrc(found.avatarUrl) }, signedIn: Boolean(getSession(context).user), site: { publicUrl, productName } };
}

/** The reward page's forms, told apart by intent. */
export async function rewardPageAction(context: Ctx, request: Request, pie: string, reward: string, url: URL) {
  requireUser(context, url);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const { rewards } = await loadOrThrow(context, () => getApi(context).query(PieRewardPageDocument, { pie, reward }), url);
  const rewardId = rewards.pieReward.rewardId;
  if (isWinnerIntent(intent)) return winnerAction(context, intent, form, rewardId, url);
  const session = getSession(context);
  try {
    if (intent === "participate") {
      const { rewards: answer } = await getApi(context).query(ParticipateInRewardDocument, { rewardId, accept: form.get("acceptPrivacyPolicy") === "on" });
      session.flash({ kind: "success", message: answer.participate.userInfo.participateState === "AWARDED" ? m.awarded : m.participated });
    } else if (intent === "opt-out") {
      await getApi(context).query(OptOutOfRewardDocument, { rewardId });
      session.flash({ kind: "success", message: m.optedOut });
    } else if (intent === "freeze") {
      await getApi(context).query(FreezeRewardEntriesDocument, { rewardId, redrawCount: null });
      session.flash({ kind: "success", message: m.committed });
    } else if (intent === "redraw") {
      const count = Number(String(form.get("redrawCount") ?? "").trim());
      if (!Number.isInteger(count) || count < 1) return data({ intent, error: m.redrawCount, reasons: [] as IneligibilityReason[] }, { status: 400 });
      await getApi(context).query(FreezeRewardEntriesDocument, { rewardId, redrawCount: count });
      session.flash({ kind: "success", message: m.committed });
    } else if (intent === "generate") {
      await getApi(context).query(GenerateRewardWinnersDocument, { rewardId });
      session.flash({ kind: "success", message: m.drawn });
    } else {
      return data({ intent, error: "Choose what to do.", reasons: [] as IneligibilityReason[] }, { status: 400 });
    }
  } catch (error) {
    const refusal = refusalOrThrow(context, error, url, shownRefusal);
    const reasons = (refusal.fields.reasons ?? "").split(",").filter((reason): reason is IneligibilityReason => (INELIGIBILITY_REASONS as readonly string[]).includes(reason));
    return data({ intent, error: refusal.message, reasons }, { status: refusalStatus(refusal) });
  }
  return redirect(url.pathname);
}

export type DrawCheckView = { sequence: number; checks: ReturnType<typeof verifyDraw> };

/** The public verification page: a draw's parts as published, and each claim recomputed here. */
export async function loadDrawVerification(context: Ctx, pie: string, reward: string, sequence: string, url: URL) {
  const answer = await loadOrThrow(context, () => getApi(context).query(RewardDrawVerificationDocument, { pie, reward }), url);
  const found = answer.rewards.pieReward;
  const draw = found.draws.find((candidate) => String(candidate.sequence) === sequence);
  if (!draw) throw notFoundResponse();
  const checks = verifyDraw({
    entries: draw.weightedEntries,
    entryCount: draw.entryCount,
    entryListHash: draw.entryListHash,
    seedHash: draw.seedHash,
    seed: draw.seed ?? null,
    winnersCount: draw.winnersCount,
    winners: draw.winners ?? null,
  });
  // The entries as the fingerprint hashes them: "id", or "id*weight" for a boosted one.
  return { reward: found, draw, checks, lines: draw.weightedEntries.map(entryLine) };
}

/** Any of these flags opens the hub's rewards pages of a pie (the API checks each call again). */
export const REWARD_VIEW_FLAGS: readonly PiePermission[] = ["CAN_VIEW_REWARDS", "CAN_CREATE_REWARDS", "CAN_MODIFY_EXISTING_REWARDS", "CAN_SEND_REWARDS"];

/**
 * The pie hub's rewards: the member's pie (active, theirs to reward from), or the live pie they
 * moderate named by `?pie=` (ADR 0081), with `chosen` its id to keep on links. The owner needs
 * CAN_CREATE_REWARDS; a moderator any of `flags` (403 otherwise).
 */
export async function requireRewardingPie(context: Ctx, url: URL, flags: readonly PiePermission[] = REWARD_VIEW_FLAGS) {
  requireUser(context, url);
  if (url.searchParams.get(PIE_PARAM)) {
    // The guard sends away anyone who does not moderate the named live pie.
    const hub = await guardPieHub(context, url);
    const pie = moderatedPieAt(hub, url);
    if (!pie) throw notFoundResponse();
    if (!flags.some((flag) => pie.userPermissions.includes(flag))) throw data("You don't have access to this page.", { status: 403 });
    return { ...pie, chosen: pie.pieId as string | null };
  }
  const { pie } = await loadOrThrow(context, () => getApi(context).query(PieHubRewardsDocument), url);
  const mine = pie.myPie;
  // The pie hub's guard decides where a member without an active pie goes.
  if (!mine || mine.operationalState !== "ACTIVE") throw redirect("/legacy/pie-hub");
  if (!mine.userPermissions.includes("CAN_CREATE_REWARDS")) throw data("You don't have access to this page.", { status: 403 });
  return { ...mine, chosen: null as string | null };
}

/**
 * A pie's rewards on its public page (spec 3 §9: the pie detail loads 50): the API answers the
 * shown ones of an active pie, and to the pie's team the hidden ones too. A pie that is not live
 * yet has none to show (its page, which wishers open, still shows; an unknown pie's is a 404 by
 * the pie's own query).
 */
export async function loadRewardsOfPie(context: Ctx, pieIdOrSlug: string, url: URL) {
  const ask = () =>
    getApi(context)
      .query(PieRewardsOfPieDocument, { pie: pieIdOrSlug })
      .then(
        ({ rewards }) => rewards.pieRewards,
        (error: unknown) => {
          if (error instanceof ApiError && error.code === "NOT_FOUND") return [];
          throw error;
        },
      );
  return loadOrThrow(context, ask, url);
}

export async function loadHubRewards(context: Ctx, url: URL) {
  const pie = await requireRewardingPie(context, url);
  const { rewards } = await loadOrThrow(context, () => getApi(context).query(PieRewardsOfPieDocument, { pie: pie.pieId }), url);
  // Creating needs CAN_CREATE_REWARDS; the other flags only read (the API decides again).
  const canCreate = pie.userPermissions.includes("CAN_CREATE_REWARDS");
  const seesBadges = pie.userPermissions.some((flag) => flag === "CAN_VIEW_ACHIEVEMENTS" || flag === "CAN_SEND_ACHIEVEMENTS");
  return { pie, canCreate, seesBadges, rewards: rewards.pieRewards };
}
