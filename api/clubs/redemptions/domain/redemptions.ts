// Members redeem a club's rewards (spec 3 §3 Club.offers, §4; ADR 0066). One transaction: lock the
// offer's row (so redemptions of one offer take turns and its overall limit holds), check it is
// open, that the viewer is a member who may take it and meets every requirement, write the
// redemption, and spend its points on the ledger in the same transaction (key "redemption:<id>").
// The redeemOffers flag is the web app's switch; the API does not read it.
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { DomainDeps } from "../../../kernel/deps.js";
import type { Database } from "../../../db/client.js";
import { badUserInput, conflict, notFound } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import { users } from "../../../access/db.js";
import { achievements, userAchievements } from "../../../rewards/db.js";
import { clubs, clubTiers } from "../../db.js";
import { membershipOf } from "../../domain/membership.js";
import { isClubVisibleTo, requireClubPermission } from "../../domain/access.js";
import { clubOffers, type ClubOfferRow } from "../../offers/db.js";
import { isShownToMembers } from "../../offers/domain/offers.js";
import { clubPointsAccounts } from "../../points/db.js";
import { ISSUANCE, member, prepare, REDEMPTION, standingOf as pointsStandingOf, write } from "../../points/domain/ledger.js";
import { clubOfferRedemptions, type ClubOfferRedemptionRow } from "../db.js";
import { tierStanding } from "../../../../contract/clubs/tiers.js";
import { offerMessages } from "../../../../contract/clubs/offer-messages.js";
import { offerPrice, pointsCost, redemptionMessages as m, shortfalls, type RedeemerStanding } from "../../../../contract/clubs/redemption-messages.js";

export interface RedemptionCheck {
  /** Whether the viewer may redeem it now. */
  canRedeem: boolean;
  /** Why not, in plain words (empty when they may). */
  reasons: string[];
  /** What it costs in points. */
  pointsCost: number;
  standing: (RedeemerStanding & { earned: number }) | null;
  /** How many times the viewer has redeemed it. */
  redeemedCount: number;
}

/** The member's balance, tier, rep score and club badges. */
async function standingOf(db: Database, clubId: string, userId: string): Promise<RedeemerStanding & { earned: number }> {
  // Read only: a member who never held points has no account yet, and a balance of 0.
  const [account] = await db
    .select({ id: clubPointsAccounts.id })
    .from(clubPointsAccounts)
    .where(and(eq(clubPointsAccounts.clubId, clubId), eq(clubPointsAccounts.userId, userId)));
  const { balance, earned } = account ? await pointsStandingOf(db, account.id) : { balance: 0, earned: 0 };
  const tiers = await db.select().from(clubTiers).where(eq(clubTiers.clubId, clubId));
  const tier = tierStanding(tiers, earned).current;
  const [user] = await db.select({ repScore: users.repScore }).from(users).where(eq(users.id, userId));
  const [badges] = await db
    .select({ n: count() })
    .from(userAchievements)
    .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
    .where(and(eq(userAchievements.userId, userId), eq(achievements.clubId, clubId)));
  return { balance, earned, tierLevel: tier?.level ?? 0, tierName: tier?.name ?? null, repScore: user?.repScore ?? 0, badges: badges?.n ?? 0 };
}

async function redeemedCounts(db: Database, offerId: string, userId: string): Promise<{ mine: number; all: number }> {
  const [row] = await db
    .select({ all: count(), mine: sql<number>`count(*) filter (where ${clubOfferRedemptions.userId} = ${userId})::int` })
    .from(clubOfferRedemptions)
    .where(eq(clubOfferRedemptions.offerId, offerId));
  return { mine: Number(row?.mine ?? 0), all: Number(row?.all ?? 0) };
}

/** The tier a way-to-earn-status buy-now offer gives, or null when the club has none of its level. */
async function tierGiven(db: Database, offer: ClubOfferRow) {
  const level = offer.settings.tierLevel ?? 1;
  const [tier] = await db.select().from(clubTiers).where(and(eq(clubTiers.clubId, offer.clubId), eq(clubTiers.level, level)));
  return tier ?? null;
}

/**
 * Everything that stops the viewer taking the offer now, reasons first about the offer, then the
 * member. `paid`: taken through checkout (ADR 0080), where its price is paid and not a reason.
 */
async function check(db: Database, offer: ClubOfferRow, viewerId: string, now: Date, paid = false): Promise<RedemptionCheck> {
  const cost = pointsCost(offer.requirements);
  const reasons: string[] = [];
  const price = offerPrice(offer);
  const buyNowStatus = offer.subType === "EARN_STATUS" && offer.program === "buy-now";
  if (offer.subType !== "REWARD_MEMBERS" && !(buyNowStatus && paid)) reasons.push(buyNowStatus ? m.paidCheckoutOnly : m.notRedeemable);
  else if (price && !paid) reasons.push(m.paidCheckoutOnly);
  else if (!price && paid) reasons.push(m.notSold);
  if (offer.publication !== "PUBLISHED" || offer.status !== "ACTIVE") reasons.push(offer.status === "COMPLETE" ? m.soldOut : m.notActive);
  if (offer.startsAt && offer.startsAt > now) reasons.push(m.notStarted);
  if (offer.endsAt && offer.endsAt <= now) reasons.push(m.ended);
  const counts = await redeemedCounts(db, offer.id, viewerId);
  const maxAll = offer.settings.maxRedemptions ?? null;
  if (maxAll !== null && counts.all >= maxAll && !reasons.includes(m.soldOut)) reasons.push(m.soldOut);
  if (!(await membershipOf(db, offer.clubId, viewerId))) {
    reasons.push(m.notMember);
    return { canRedeem: false, reasons, pointsCost: cost, standing: null, redeemedCount: counts.mine };
  }
  const perMember = offer.settings.maxPerMember ?? 1;
  if (counts.mine >= perMember) reasons.push(perMember === 1 ? m.onceOnly : m.perMemberLimit(perMember));
  const standing = await standingOf(db, offer.clubId, viewerId);
  if (offer.access === "TIER" && standing.tierLevel < (offer.minTierLevel ?? 1)) reasons.push(m.accessTier(offer.minTierLevel ?? 1));
  reasons.push(...shortfalls(offer.requirements, standing));
  if (buyNowStatus) {
    const level = offer.settings.tierLevel ?? 1;
    if (!(await tierGiven(db, offer))) reasons.push(m.tierMissing(level));
    else if (standing.tierLevel >= level) reasons.push(m.tierHeld(level));
  }
  return { canRedeem: reasons.length === 0, reasons, pointsCost: cost, standing, redeemedCount: counts.mine };
}

/** The offer as members see it, or NOT_FOUND. */
async function findShownOffer(db: Database, offerId: string, viewerId: string, forUpdate: boolean): Promise<ClubOfferRow> {
  if (!isUuid(offerId)) throw notFound(offerMessages.notFound);
  const query = db.select().from(clubOffers).where(eq(clubOffers.id, offerId));
  const [offer] = forUpdate ? await query.for("update") : await query;
  if (!offer) throw notFound(offerMessages.notFound);
  const [club] = await db.select().from(clubs).where(eq(clubs.id, offer.clubId));
  if (!club || !(await isClubVisibleTo({ db }, club, viewerId))) throw notFound(offerMessages.notFound);
  if (!isShownToMembers(offer) && offer.status !== "COMPLETE") throw notFound(offerMessages.notFound);
  return offer;
}

/** Whether and why not the viewer may redeem the offer now (the offer cards' standing and why-not lines). */
export async function redemptionCheck(deps: DomainDeps, viewerId: string, offer: ClubOfferRow): Promise<RedemptionCheck> {
  return check(deps.db, offer, viewerId, deps.clock(), offerPrice(offer) !== null);
}

export interface RedeemCommand {
  offerId: string;
  /** CUSTOMER_INFORMATION: the member agrees to share their name and e-mail with the club. */
  shareContact?: boolean | null;
}

/** Redeems the offer for the viewer, or refuses with every reason (BAD_USER_INPUT; CONFLICT when used up). */
export async function redeemOffer(deps: DomainDeps, viewerId: string, command: RedeemCommand): Promise<ClubOfferRedemptionRow> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const offer = await findShownOffer(tx, command.offerId, viewerId, true);
    const verdict = await redeemLocked(tx, offer, viewerId, now, { shareContact: Boolean(command.shareContact), paid: false });
    if ("reasons" in verdict) throw refusal(verdict.reasons);
    return verdict.redemption;
  });
}

/** The API's refusal of the first reason, all of them in the error's fields. */
export function refusal(reasons: readonly string[]) {
  const first = reasons[0]!;
  if (first === m.soldOut || first === m.onceOnly) return conflict(first, { offerId: reasons.join(" ") });
  return badUserInput(first, { offerId: reasons.join(" ") });
}

/** The offer's row, locked (FOR UPDATE) in the caller's transaction, as members see it; NOT_FOUND otherwise. */
export function lockShownOffer(tx: Database, offerId: string, viewerId: string): Promise<ClubOfferRow> {
  return findShownOffer(tx, offerId, viewerId, true);
}

/** Whether the viewer may take the offer now, in the caller's transaction (no lock: the checkout's first look). */
export function takeCheck(tx: Database, offer: ClubOfferRow, viewerId: string, now: Date, paid: boolean): Promise<RedemptionCheck> {
  return check(tx, offer, viewerId, now, paid);
}

/**
 * Checks and records the redemption under the offer's row lock the caller holds: its points spent
 * on the ledger and, for way-to-earn-status buy-now, the tier's points given (ADR 0080). Answers
 * the reasons instead when the viewer may not take it; the caller refuses or refunds.
 */
export async function redeemLocked(
  tx: Database,
  offer: ClubOfferRow,
  viewerId: string,
  now: Date,
  options: { shareContact: boolean; paid: boolean; key?: string },
): Promise<{ redemption: ClubOfferRedemptionRow } | { reasons: string[] }> {
  const verdict = await check(tx, offer, viewerId, now, options.paid);
  const type = offer.settings.redemptionType ?? "PROMO_CODE";
  if (type === "CUSTOMER_INFORMATION" && !options.shareContact) verdict.reasons.push(m.consentRequired);
  if (verdict.reasons.length > 0) return { reasons: verdict.reasons };
  const [user] = await tx.select({ name: users.name, userName: users.userName, email: users.email }).from(users).where(eq(users.id, viewerId));
  const share = type === "CUSTOMER_INFORMATION";
  const tier = offer.subType === "EARN_STATUS" ? await tierGiven(tx, offer) : null;
  const [redemption] = await tx
    .insert(clubOfferRedemptions)
    .values({
      offerId: offer.id,
      clubId: offer.clubId,
      userId: viewerId,
      pointsSpent: verdict.pointsCost,
      redemptionType: type,
      revealed: tier ? m.tierGiven(tier.name, tier.level) : (offer.settings.redemptionDetail ?? ""),
      sharedName: share ? (user?.name ?? user?.userName ?? null) : null,
      sharedEmail: share ? (user?.email ?? null) : null,
      createdAt: now,
    })
    .returning();
  const key = options.key ?? `redemption:${redemption!.id}`;
  if (verdict.pointsCost > 0) {
    // Spent on the ledger in this transaction: a refusal there rolls the redemption back.
    const posting = {
      clubId: offer.clubId,
      from: member(viewerId),
      to: REDEMPTION,
      amount: verdict.pointsCost,
      reasonCode: "SPEND" as const,
      reason: m.spendReason(offer.title).slice(0, 200),
      sourceKind: "OFFER",
      sourceId: offer.id,
      actorUserId: viewerId,
      idempotencyKey: key,
      at: now,
    };
    const prepared = await prepare(tx, posting);
    await write(tx, posting, prepared, m.pointsShort(verdict.pointsCost, verdict.standing?.balance ?? 0));
  }
  const short = tier && verdict.standing ? tier.minimumPoints - verdict.standing.earned : 0;
  if (tier && short > 0) {
    // The tier is the points earned (ADR 0059): the member is given what they lack of its minimum.
    const posting = {
      clubId: offer.clubId,
      from: ISSUANCE,
      to: member(viewerId),
      amount: short,
      reasonCode: "GRANT" as const,
      reason: m.tierReason(offer.title).slice(0, 200),
      sourceKind: "OFFER",
      sourceId: offer.id,
      actorUserId: viewerId,
      idempotencyKey: `${key}:tier`,
      at: now,
    };
    await write(tx, posting, await prepare(tx, posting));
  }
  const maxAll = offer.settings.maxRedemptions ?? null;
  if (maxAll !== null) {
    const { all } = await redeemedCounts(tx, offer.id, viewerId);
    if (all >= maxAll) await tx.update(clubOffers).set({ status: "COMPLETE", updatedAt: now }).where(eq(clubOffers.id, offer.id));
  }
  return { redemption: redemption! };
}

/** The viewer's redemptions, newest first. */
export async function myRedemptions(deps: DomainDeps, viewerId: string): Promise<ClubOfferRedemptionRow[]> {
  return deps.db.select().from(clubOfferRedemptions).where(eq(clubOfferRedemptions.userId, viewerId)).orderBy(desc(clubOfferRedemptions.createdAt), desc(clubOfferRedemptions.id)).limit(200);
}

/** An offer's redemptions for the club's offer managers (MANAGE_OFFERS), newest first. */
export async function offerRedemptions(deps: DomainDeps, viewerId: string, offerId: string): Promise<ClubOfferRedemptionRow[]> {
  if (!isUuid(offerId)) throw notFound(offerMessages.notFound);
  const [offer] = await deps.db.select().from(clubOffers).where(eq(clubOffers.id, offerId));
  if (!offer) throw notFound(offerMessages.notFound);
  await requireClubPermission(deps, viewerId, offer.clubId, "MANAGE_OFFERS");
  return deps.db.select().from(clubOfferRedemptions).where(eq(clubOfferRedemptions.offerId, offer.id)).orderBy(desc(clubOfferRedemptions.createdAt), desc(clubOfferRedemptions.id)).limit(500);
}

export async function offerOfRedemption(db: Database, redemption: Pick<ClubOfferRedemptionRow, "offerId">): Promise<ClubOfferRow> {
  const [offer] = await db.select().from(clubOffers).where(eq(clubOffers.id, redemption.offerId));
  if (!offer) throw notFound(offerMessages.notFound);
  return offer;
}
