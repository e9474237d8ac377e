// Demo rep points (ADR 0058): two members of the demo club (the demo attendee and a second demo
// account to trade with) with points earned and granted, all through the ledger's own use
// cases so every page shows a real history on a fresh start. The tiers are the club seed's.
import type { DomainDeps } from "../../kernel/deps.js";
import type { ClubRow } from "../db.js";
import { joinClub } from "../domain/membership.js";
import { earnPoints, grantPoints } from "./domain/points.js";

export interface DemoPointsMember {
  userId: string;
  userName: string;
}

export async function seedDemoClubPoints(
  deps: DomainDeps,
  club: ClubRow,
  a: { members: readonly DemoPointsMember[]; jazzNight: { id: string; displayName: string } },
): Promise<void> {
  for (const member of a.members) {
    const membership = await joinClub(deps.db, club.id, member.userId);
    await earnPoints(deps, {
      clubId: club.id,
      userId: member.userId,
      amount: 100,
      reason: `Welcome to ${club.name}`,
      sourceKind: "CLUB_JOIN",
      sourceId: membership.id,
      idempotencyKey: `demo-welcome-${member.userId}`,
    });
  }
  const [attendee] = a.members;
  if (!attendee) return;
  await earnPoints(deps, {
    clubId: club.id,
    userId: attendee.userId,
    amount: 50,
    reason: `Going to ${a.jazzNight.displayName}`,
    sourceKind: "EVENT_RSVP",
    sourceId: a.jazzNight.id,
    idempotencyKey: `demo-rsvp-${attendee.userId}`,
  });
  await grantPoints(deps, club.ownerUserId, {
    clubId: club.id,
    userName: attendee.userName,
    amount: 60,
    reason: "Thanks for helping set up the rooftop",
    idempotencyKey: `demo-grant-${attendee.userId}`,
  });
}
