// Joining and leaving a club (spec 3 §3 canJoin, isMember; §4 "a user joins a club by slug";
// ADR 0059). A published PUBLIC club anyone signed in may join. A PRIVATE club is joined with
// its join code, which its managers share as a link; the code is derived from the club's id under
// the server's key, so it needs no column and cannot be guessed from the id.
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { clubMemberships, type ClubMembershipRow, type ClubRow } from "../../db.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { conflict, DomainError } from "../../../kernel/errors.js";
import { joinClubRecorded } from "../../domain/membership.js";
import { awardInviteQuietly, inviterOf } from "../../earning/domain/invites.js";
import { findClubForViewer } from "../../domain/clubs.js";
import { permissionsIn } from "../../domain/access.js";
import { clubMemberMessages as m } from "../../../../contract/clubs/members-messages.js";

/** A PRIVATE club's join code: 10 characters from an HMAC of its id under the server's key. */
export function clubJoinCode(key: string, clubId: string): string {
  return createHmac("sha256", key).update(`club-join:${clubId}`).digest("base64url").slice(0, 10);
}

function codeMatches(key: string, clubId: string, given: string | null | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(clubJoinCode(key, clubId));
  const actual = Buffer.from(given.trim());
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether the club is one that may be joined without a code: published and PUBLIC. */
export const isOpenToJoin = (club: Pick<ClubRow, "published" | "access">) => club.published && club.access === "PUBLIC";

/**
 * Makes the viewer a member (through a member's invite link when `ref` names one): the club must be one they may see and published; a PRIVATE one
 * also needs its join code unless the viewer works in its manager area. Joining twice changes nothing.
 */
export async function joinClubAsViewer(
  deps: DomainDeps,
  joinKey: string,
  viewerId: string,
  idOrSlug: string,
  joinCode: string | null | undefined,
  /** A member's invite code (ADR 0079): their first-time invitee earns them the club's invite rules. */
  ref?: string | null,
): Promise<{ club: ClubRow; membership: ClubMembershipRow }> {
  const club = await findClubForViewer(deps, viewerId, idOrSlug);
  if (!club.published) throw conflict(m.notPublished);
  if (club.access === "PRIVATE" && !codeMatches(joinKey, club.id, joinCode)) {
    const manages = (await permissionsIn(deps, club, viewerId)).includes("VIEW_MANAGER_AREA");
    if (!manages) throw new DomainError("AUTH_NOT_AUTHORIZED", joinCode ? m.wrongJoinCode : m.privateClub);
  }
  const inviter = await inviterOf(deps, club.id, ref, viewerId);
  const { membership, firstJoin } = await joinClubRecorded(deps.db, club.id, viewerId, inviter);
  if (firstJoin && inviter) await awardInviteQuietly(deps, club.id, inviter, viewerId);
  return { club, membership };
}

/** Ends the viewer's membership; not being a member changes nothing. The owner cannot leave. */
export async function leaveClub(deps: DomainDeps, viewerId: string, clubId: string): Promise<ClubRow> {
  const club = await findClubForViewer(deps, viewerId, clubId);
  if (club.ownerUserId === viewerId) throw conflict(m.ownerCannotLeave);
  await deps.db.delete(clubMemberships).where(and(eq(clubMemberships.clubId, club.id), eq(clubMemberships.userId, viewerId)));
  return club;
}
