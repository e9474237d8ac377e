// Invitations that earn (ADR 0079): a member's invite link to a club carries their invite code for
// it (?ref=; ADR 0087: a random code kept with their first join, not their user name, so a rename
// breaks no link); when someone who has never been a member joins through it, the inviter earns
// each of the club's invite rules (a social-action rule on the "invite" network) once per invited
// member (key `earn:<offerId>:invite:<invitedUserId>`). Rejoining after leaving earns nothing again.
import { and, eq, inArray } from "drizzle-orm";
import type { DomainDeps } from "../../../kernel/deps.js";
import type { Database } from "../../../db/client.js";
import { findUserById } from "../../../account/domain/users.js";
import { clubFirstJoins } from "../../db.js";
import { membershipOf } from "../../domain/membership.js";
import { clubOffers } from "../../offers/db.js";
import { readThrough } from "../../../cache/read-cache.js";
import { award, isLive, type Award } from "./earning.js";
import { inviteReason, isInviteRule } from "../../../../contract/clubs/claims.js";

/** The member whose invite code for the club `ref` is, when they are a member of it and not the one joining. */
export async function inviterOf(deps: DomainDeps, clubId: string, ref: string | null | undefined, joiningUserId: string): Promise<string | null> {
  const code = ref?.trim();
  if (!code || code.length > 64) return null;
  const [owner] = await deps.db
    .select({ userId: clubFirstJoins.userId })
    .from(clubFirstJoins)
    .where(and(eq(clubFirstJoins.clubId, clubId), eq(clubFirstJoins.inviteCode, code)));
  if (!owner || owner.userId === joiningUserId) return null;
  return (await membershipOf(deps.db, clubId, owner.userId)) ? owner.userId : null;
}

/** The user's invite codes in these clubs (one per club they ever joined). */
export async function inviteCodesIn(db: Database, clubIds: readonly string[], userId: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (clubIds.length === 0) return found;
  const rows = await db
    .select({ clubId: clubFirstJoins.clubId, inviteCode: clubFirstJoins.inviteCode })
    .from(clubFirstJoins)
    .where(and(eq(clubFirstJoins.userId, userId), inArray(clubFirstJoins.clubId, [...new Set(clubIds)])));
  for (const row of rows) found.set(row.clubId, row.inviteCode);
  return found;
}

/**
 * The club's live invite rules, as `rulesOf` reads them. The club page asks on every member's
 * visit, so the club's offers are kept in the read cache until one changes (migration 0047).
 */
async function inviteRulesOf(deps: DomainDeps, clubId: string) {
  const now = deps.clock().getTime();
  const rows = await readThrough(deps.cache, `club-offer-rows:${clubId}`, () => deps.db.select().from(clubOffers).where(eq(clubOffers.clubId, clubId)), () => [`club-offers:${clubId}`]);
  return rows.filter((offer) => isInviteRule(offer) && isLive(offer, now));
}

/** The inviter's awards for one newly joined member: each live invite rule once, while the inviter is a member. */
export async function awardInvite(deps: DomainDeps, clubId: string, inviterUserId: string, invitedUserId: string): Promise<Award[]> {
  if (inviterUserId === invitedUserId) return [];
  const rules = await inviteRulesOf(deps, clubId);
  if (rules.length === 0 || !(await membershipOf(deps.db, clubId, inviterUserId))) return [];
  const invited = await findUserById(deps.db, invitedUserId);
  const invitedName = invited?.userName ? `@${invited.userName}` : (invited?.name ?? "A friend");
  const awards: Award[] = [];
  for (const offer of rules) {
    const done = await award(deps, offer, inviterUserId, { key: `invite:${invitedUserId}`, reason: inviteReason(offer.title, invitedName), sourceKind: "INVITE", sourceId: invitedUserId });
    if (done) awards.push(done);
  }
  return awards;
}

/** The same after a join: a failure is logged, never a reason to fail the join. */
export async function awardInviteQuietly(deps: DomainDeps, clubId: string, inviterUserId: string, invitedUserId: string): Promise<void> {
  try {
    await awardInvite(deps, clubId, inviterUserId, invitedUserId);
  } catch (error) {
    console.error("club points for an invitation were not awarded", error);
  }
}

/** What a member earns when a friend joins through their link: the club's live invite rules together. */
export async function invitePoints(deps: DomainDeps, clubId: string): Promise<number> {
  return (await inviteRulesOf(deps, clubId)).reduce((sum, rule) => sum + (rule.settings.pointsAmount ?? 0), 0);
}

/**
 * The member's invite code for the club: only while they are a member and the club has a live
 * invite rule. The caller reads the membership and the code (through its request's cached loaders);
 * the join made the code, so reading it writes nothing.
 */
export async function myInviteCode(deps: DomainDeps, clubId: string, isMember: boolean, code: () => Promise<string | null>): Promise<string | null> {
  if (!isMember || (await inviteRulesOf(deps, clubId)).length === 0) return null;
  return code();
}
