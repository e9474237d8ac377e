// Demo rep points (ADR 0058): the demo club's loyalty tiers, and two members (the demo attendee
// and a second demo account to trade with) with points earned and granted, all through the
// ledger's own use cases so every page shows a real history on a fresh start.
import type { DomainDeps } from "../../kernel/deps.js";
import { clubTiers, type ClubRow } from "../db.js";
import { joinClub } from "../domain/membership.js";
import { earnPoints, grantPoints } from "./domain/points.js";

export const DEMO_CLUB_TIERS = [
  { level: 1, name: "Early Bird", minimumPoints: 0, color: "#B7791F", description: "Every member starts here." },
  { level: 2, name: "Night Owl", minimumPoints: 250, color: "#3D1277", description: "First to hear about new dates." },
  { level: 3, name: "Headliner", minimumPoints: 1000, color: "#C53030", description: "A seat saved at every night." },
] as const;

export interface DemoPointsMember {
  userId: string;
  userName: string;
}

export async function seedDemoClubPoints(
  deps: DomainDeps,
  club: ClubRow,
  a: { members: readonly DemoPointsMember[]; jazzNight: { id: string; displayName: string } },
): Promise<void> {
  const now = deps.clock();
  await deps.db.insert(clubTiers).values(DEMO_CLUB_TIERS.map((tier) => ({ ...tier, clubId: club.id, createdAt: now, updatedAt: now })));
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
