// Claims a manager approves (ADR 0079): a member of the club claims a social-action, survey or
// download rule with a note and an optional link; a manager holding MANAGE_REWARDS approves it,
// which awards the rule once through `earnPoints` (key `earn:<offerId>:claim:<claimId>`), or
// rejects it with an optional reason. The decision locks the claim's row, so two managers deciding
// at once take turns and the second finds it decided.
import { and, desc, eq, inArray } from "drizzle-orm";
import type { DomainDeps } from "../../../kernel/deps.js";
import type { Database } from "../../../db/client.js";
import { badUserInput, conflict, notFound } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import { users } from "../../../access/db.js";
import { requireClubPermission } from "../../domain/access.js";
import { membershipOf } from "../../domain/membership.js";
import { clubOffers, type ClubOfferRow } from "../../offers/db.js";
import { clubEarningClaims, type ClubEarningClaimRow } from "../db.js";
import { award, isLive, timesAwarded } from "./earning.js";
import { notifyClubClaimDecided } from "../../../account/notifications/domain/producers.js";
import { claimMessages as m, claimReason, claimSchema, isClaimable, CLAIM_REASON_MAX } from "../../../../contract/clubs/claims.js";
import { offerMessages } from "../../../../contract/clubs/offer-messages.js";

export interface ClaimCommand {
  offerId: string;
  note: string;
  link?: string | null;
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string }; code?: string } | null) ?? null;
  return cause?.code === "23505" || cause?.cause?.code === "23505";
}

async function offerById(db: Database, offerId: string): Promise<ClubOfferRow> {
  if (!isUuid(offerId)) throw notFound(offerMessages.notFound);
  const [offer] = await db.select().from(clubOffers).where(eq(clubOffers.id, offerId));
  if (!offer) throw notFound(offerMessages.notFound);
  return offer;
}

/** A member claims a rule: a member of its club, a claimable live rule below its most times, no claim of theirs waiting. */
export async function claimRule(deps: DomainDeps, viewerId: string, command: ClaimCommand): Promise<ClubEarningClaimRow> {
  const offer = await offerById(deps.db, command.offerId);
  // A stranger may not learn of an unpublished offer.
  if (offer.publication !== "PUBLISHED") throw notFound(offerMessages.notFound);
  const parsed = claimSchema.safeParse({ note: command.note, link: command.link ?? "" });
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
    throw badUserInput(parsed.error.issues[0]!.message, fields);
  }
  if (!isClaimable(offer)) throw badUserInput(m.notClaimable);
  if (!isLive(offer, deps.clock().getTime())) throw badUserInput(m.notActive);
  if (!(await membershipOf(deps.db, offer.clubId, viewerId))) throw badUserInput(m.notMember);
  const max = offer.settings.maxPerMember;
  if (max && (await timesAwarded(deps, offer, viewerId)) >= max) throw badUserInput(m.maxReached);
  try {
    const [claim] = await deps.db
      .insert(clubEarningClaims)
      .values({ clubId: offer.clubId, offerId: offer.id, userId: viewerId, note: parsed.data.note, link: parsed.data.link ?? null, createdAt: deps.clock() })
      .returning();
    return claim!;
  } catch (error) {
    // The open-claim index: a second claim while one waits, however it was sent.
    if (isUniqueViolation(error)) throw conflict(m.openClaim);
    throw error;
  }
}

export interface DecisionCommand {
  claimId: string;
  approve: boolean;
  reason?: string | null;
}

/**
 * A manager (MANAGE_REWARDS in the claim's club) approves or rejects a waiting claim. The claim's
 * row is locked for the decision; an approval awards the rule's points once, with the claim's note
 * as the reason and the manager as actor. A stranger or another member gets NOT_FOUND.
 */
export async function decideClaim(deps: DomainDeps, viewerId: string, command: DecisionCommand): Promise<ClubEarningClaimRow> {
  if (!isUuid(command.claimId)) throw notFound(m.notFound);
  const reason = command.reason?.trim() || null;
  if (reason && reason.length > CLAIM_REASON_MAX) throw badUserInput(m.reasonTooLong, { reason: m.reasonTooLong });
  const [found] = await deps.db.select({ clubId: clubEarningClaims.clubId }).from(clubEarningClaims).where(eq(clubEarningClaims.id, command.claimId));
  if (!found) throw notFound(m.notFound);
  const { club } = await requireClubPermission(deps, viewerId, found.clubId, "MANAGE_REWARDS");
  return deps.db.transaction(async (tx) => {
    const [claim] = await tx.select().from(clubEarningClaims).where(eq(clubEarningClaims.id, command.claimId)).for("update");
    if (!claim) throw notFound(m.notFound);
    if (claim.status !== "PENDING") throw conflict(m.decided);
    const offer = await offerById(tx, claim.offerId);
    const now = deps.clock();
    if (command.approve) {
      if (!isLive(offer, now.getTime())) throw badUserInput(m.notActive);
      const awarded = await award({ ...deps, db: tx }, offer, claim.userId, {
        key: `claim:${claim.id}`,
        reason: claimReason(offer.title, claim.note),
        sourceKind: "CLAIM",
        sourceId: claim.id,
        actorUserId: viewerId,
      });
      if (!awarded) throw badUserInput(m.maxReached);
    }
    const [decided] = await tx
      .update(clubEarningClaims)
      .set({ status: command.approve ? "APPROVED" : "REJECTED", decisionReason: command.approve ? null : reason, decidedByUserId: viewerId, decidedAt: now })
      .where(eq(clubEarningClaims.id, claim.id))
      .returning();
    await notifyClubClaimDecided(tx, claim.userId, { club, offerTitle: offer.title, approved: command.approve, reason: command.approve ? null : reason, claimId: claim.id });
    return decided!;
  });
}

/** Whether the viewer may claim the rule now: a member, a claimable live rule, below its most times, no claim of theirs waiting. */
export async function mayClaim(deps: DomainDeps, viewerId: string, offer: ClubOfferRow): Promise<boolean> {
  if (!isClaimable(offer) || offer.publication !== "PUBLISHED" || !isLive(offer, deps.clock().getTime())) return false;
  if (!(await membershipOf(deps.db, offer.clubId, viewerId))) return false;
  const max = offer.settings.maxPerMember;
  if (max && (await timesAwarded(deps, offer, viewerId)) >= max) return false;
  return (await latestClaimsOf(deps.db, viewerId, [offer.id])).get(offer.id)?.status !== "PENDING";
}

export type ClaimWithMember = ClubEarningClaimRow & { userName: string | null; memberName: string | null };

/** A rule's claims for its managers (MANAGE_REWARDS): waiting ones first, oldest first, then the latest decided. */
export async function claimsOfOffer(deps: DomainDeps, viewerId: string, offer: ClubOfferRow): Promise<ClaimWithMember[]> {
  await requireClubPermission(deps, viewerId, offer.clubId, "MANAGE_REWARDS");
  const rows = await deps.db
    .select({ claim: clubEarningClaims, userName: users.userName, memberName: users.name })
    .from(clubEarningClaims)
    .innerJoin(users, eq(users.id, clubEarningClaims.userId))
    .where(eq(clubEarningClaims.offerId, offer.id))
    .orderBy(desc(clubEarningClaims.createdAt))
    .limit(200);
  const all = rows.map((row) => ({ ...row.claim, userName: row.userName, memberName: row.memberName }));
  const pending = all.filter((c) => c.status === "PENDING").reverse();
  return [...pending, ...all.filter((c) => c.status !== "PENDING").slice(0, 20)];
}

/** The viewer's latest claim of each of the offers, by offer id. */
export async function latestClaimsOf(db: Database, userId: string, offerIds: readonly string[]): Promise<Map<string, ClubEarningClaimRow>> {
  const latest = new Map<string, ClubEarningClaimRow>();
  if (offerIds.length === 0) return latest;
  const rows = await db
    .select()
    .from(clubEarningClaims)
    .where(and(eq(clubEarningClaims.userId, userId), inArray(clubEarningClaims.offerId, [...offerIds])))
    .orderBy(desc(clubEarningClaims.createdAt));
  for (const row of rows) if (!latest.has(row.offerId)) latest.set(row.offerId, row);
  return latest;
}

/** A claim as the API answers it: with its member's names when the reader may see them. */
export type ClaimRow = ClubEarningClaimRow & { userName?: string | null; memberName?: string | null };
