// A pie reward's winners and participants (spec 3 §3 user reward info, §4 "a winner saves a
// shared address and contact details; a redeem code can be sent by SMS", §7 participants and
// user statistics by age and gender; ADR 0076):
//  - a winner of a PHYSICAL reward saves where to send it; only they and the pie's team members
//    who send rewards (CAN_SEND_REWARDS) read it;
//  - a winner of a DIGITAL reward gets its code texted to their verified phone: once however
//    often asked (the participant's row lock), again only on purpose, a minute apart, five in all;
//  - a team member who sends rewards (CAN_SEND_REWARDS) marks a PHYSICAL reward's winner as
//    shipped (ADR 0082): SENT and ReceiveReward once, however often asked;
//  - the team (CAN_VIEW_REWARDS) pages through the participants and counts them by age range
//    and gender.
import { and, desc, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import type { AuthDeps, DomainDeps } from "../../../kernel/deps.js";
import { DomainError, notFound } from "../../../kernel/errors.js";
import { decodeInstantCursor, encodeInstantCursor } from "../../../kernel/instant-cursor.js";
import { parseInput } from "../../../kernel/validation.js";
import { isUuid } from "../../../kernel/ids.js";
import { users } from "../../../access/db.js";
import { permissionsOn } from "../../../pies/domain/access.js";
import { pies, type PieRow } from "../../../pies/db.js";
import { notifyReceiveReward } from "../../../account/notifications/domain/producers.js";
import { ageAndGenderColumns, bucketsOf } from "../../domain/statistics.js";
import { rewardMessages } from "../../../../contract/rewards/pie-rewards.js";
import {
  CODE_SMS_MAX,
  CODE_SMS_RESEND_AFTER_MS,
  PARTICIPANTS_PAGE_SIZE,
  redeemCodeSms,
  shipmentSchema,
  shippingAddressSchema,
  winnerMessages as m,
  type ShipmentInput,
  type ShippingAddressInput,
} from "../../../../contract/rewards/winners.js";
import { pieRewardParticipants, pieRewardShippingAddresses, pieRewards, type PieRewardParticipantRow, type PieRewardRow, type PieRewardShippingAddressRow } from "../db.js";

const WON = ["AWARDED", "SENT"] as const;
const isWinner = (participant: Pick<PieRewardParticipantRow, "state"> | null) => participant !== null && (WON as readonly string[]).includes(participant.state);

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The reward and the viewer's participation row, locked for the rest of the transaction. */
async function lockedWinner(tx: Tx, rewardId: string, viewerId: string): Promise<{ reward: PieRewardRow; participant: PieRewardParticipantRow }> {
  const [reward] = await tx.select().from(pieRewards).where(eq(pieRewards.id, rewardId));
  if (!reward) throw notFound(rewardMessages.notFound);
  const [participant] = await tx
    .select()
    .from(pieRewardParticipants)
    .where(and(eq(pieRewardParticipants.rewardId, reward.id), eq(pieRewardParticipants.userId, viewerId)))
    .for("update");
  if (!participant || !isWinner(participant)) throw new DomainError("AUTH_NOT_AUTHORIZED", m.notAWinner);
  return { reward, participant };
}

/** Saves (or replaces) the winner's shipping address and contact details for a PHYSICAL reward. */
export async function saveShippingAddress(deps: DomainDeps, viewerId: string, rewardId: string, input: ShippingAddressInput): Promise<PieRewardShippingAddressRow> {
  const address = parseInput(shippingAddressSchema, input);
  return deps.db.transaction(async (tx) => {
    const { reward } = await lockedWinner(tx, rewardId, viewerId);
    if (reward.delivery !== "PHYSICAL") throw new DomainError("CONFLICT", m.notPhysical);
    const now = deps.clock();
    const [row] = await tx
      .insert(pieRewardShippingAddresses)
      .values({ rewardId: reward.id, userId: viewerId, ...address, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: [pieRewardShippingAddresses.rewardId, pieRewardShippingAddresses.userId], set: { ...address, updatedAt: now } })
      .returning();
    return row!;
  });
}

export async function findShippingAddress(db: Database, rewardId: string, userId: string): Promise<PieRewardShippingAddressRow | null> {
  const [row] = await db
    .select()
    .from(pieRewardShippingAddresses)
    .where(and(eq(pieRewardShippingAddresses.rewardId, rewardId), eq(pieRewardShippingAddresses.userId, userId)));
  return row ?? null;
}

/**
 * Texts the reward's code to the winner's verified phone. Without `resend`, it is sent once:
 * asking again (a retried or doubled request) changes nothing. With `resend`, once more, not
 * within a minute of the last text and not past five in all (RATE_LIMITED).
 */
export async function sendRedeemCodeBySms(deps: AuthDeps, viewerId: string, rewardId: string, resend: boolean): Promise<PieRewardParticipantRow> {
  return deps.db.transaction(async (tx) => {
    const { reward, participant } = await lockedWinner(tx, rewardId, viewerId);
    if (reward.delivery !== "DIGITAL") throw new DomainError("CONFLICT", m.notDigital);
    if (!reward.redeemCode) throw new DomainError("CONFLICT", m.noCode);
    const now = deps.clock();
    if (participant.codeSmsCount > 0) {
      if (!resend) return participant;
      if (participant.codeSmsCount >= CODE_SMS_MAX) throw new DomainError("RATE_LIMITED", m.tooMany);
      const waited = now.getTime() - (participant.codeSmsLastAt?.getTime() ?? 0);
      if (waited < CODE_SMS_RESEND_AFTER_MS) throw new DomainError("RATE_LIMITED", m.tooSoon, { retryAfterMs: CODE_SMS_RESEND_AFTER_MS - waited });
    }
    const [user] = await tx.select({ phone: users.phoneNumber, verifiedAt: users.phoneVerifiedAt }).from(users).where(eq(users.id, viewerId));
    if (!user?.phone || !user.verifiedAt) throw new DomainError("CONFLICT", m.noPhone);
    await deps.outbox.sendSms(tx, { to: user.phone, text: redeemCodeSms(deps.productName, reward.displayName, reward.redeemCode) });
    const [row] = await tx
      .update(pieRewardParticipants)
      .set({
        state: "SENT",
        codeSmsFirstAt: participant.codeSmsFirstAt ?? now,
        codeSmsLastAt: now,
        codeSmsCount: participant.codeSmsCount + 1,
        updatedAt: now,
      })
      .where(and(eq(pieRewardParticipants.rewardId, reward.id), eq(pieRewardParticipants.userId, viewerId)))
      .returning();
    // The first text delivers the reward (state SENT): the winner is told they received it (ReceiveReward).
    if (participant.codeSmsCount === 0) await notifyReceived(tx, reward, viewerId);
    return row!;
  });
}

/** Tells the winner they received the reward (ReceiveReward), in the transaction that delivered it. */
async function notifyReceived(tx: Tx, reward: PieRewardRow, winnerId: string): Promise<void> {
  const [pie] = await tx.select({ id: pies.id, slug: pies.slug, displayName: pies.displayName }).from(pies).where(eq(pies.id, reward.pieId));
  if (pie) await notifyReceiveReward(tx, winnerId, { pie: { id: pie.id, slug: pie.slug ?? pie.id, name: pie.displayName ?? "" }, reward: { slug: reward.slug } });
}

/**
 * Marks a PHYSICAL reward's winner as shipped (CAN_SEND_REWARDS on its pie): the participation
 * moves to SENT and the winner is told ReceiveReward. The participation row is locked, so asked
 * again (or twice at once) nothing more happens and the first shipment's details stay.
 */
export async function markShipped(deps: DomainDeps, viewerId: string, rewardId: string, winnerId: string, input: ShipmentInput): Promise<PieRewardParticipantRow> {
  const shipment = parseInput(shipmentSchema, input);
  return deps.db.transaction(async (tx) => {
    const [reward] = isUuid(rewardId) ? await tx.select().from(pieRewards).where(eq(pieRewards.id, rewardId)) : [];
    if (!reward) throw notFound(rewardMessages.notFound);
    const [pie] = await tx.select().from(pies).where(eq(pies.id, reward.pieId));
    const permissions = pie ? await permissionsOn(tx, pie, viewerId) : [];
    // Outside the pie's team, a hidden reward is not there at all.
    if (permissions.length === 0 && reward.isHidden) throw notFound(rewardMessages.notFound);
    if (!permissions.includes("CAN_SEND_REWARDS")) throw new DomainError("AUTH_NOT_AUTHORIZED", m.shipNotAllowed);
    if (reward.delivery !== "PHYSICAL") throw new DomainError("CONFLICT", m.shipNotPhysical);
    const [participant] = isUuid(winnerId)
      ? await tx
          .select()
          .from(pieRewardParticipants)
          .where(and(eq(pieRewardParticipants.rewardId, reward.id), eq(pieRewardParticipants.userId, winnerId)))
          .for("update")
      : [];
    if (!participant) throw notFound(m.shipNotAWinner);
    if (!isWinner(participant)) throw new DomainError("CONFLICT", m.shipNotAWinner);
    if (participant.shippedAt) return participant;
    const now = deps.clock();
    const [row] = await tx
      .update(pieRewardParticipants)
      .set({ state: "SENT", shippedAt: now, shippedBy: viewerId, shippedCarrier: shipment.carrier, shippedTrackingNumber: shipment.trackingNumber, updatedAt: now })
      .where(and(eq(pieRewardParticipants.rewardId, reward.id), eq(pieRewardParticipants.userId, winnerId)))
      .returning();
    await notifyReceived(tx, reward, winnerId);
    return row!;
  });
}

/** The viewer's verified phone number, where the code would be texted (null: none). */
export async function verifiedPhoneOf(db: Database, userId: string): Promise<string | null> {
  const [user] = await db.select({ phone: users.phoneNumber, verifiedAt: users.phoneVerifiedAt }).from(users).where(eq(users.id, userId));
  return user?.phone && user.verifiedAt ? user.phone : null;
}

async function requireTeamPermission(db: Database, pie: Pick<PieRow, "id" | "createdBy">, viewerId: string | null) {
  const permissions = await permissionsOn(db, pie, viewerId);
  if (!permissions.includes("CAN_VIEW_REWARDS")) throw new DomainError("AUTH_NOT_AUTHORIZED", m.notAllowed);
  return { mayReadAddresses: permissions.includes("CAN_SEND_REWARDS") };
}

export interface ParticipantView {
  userId: string;
  name: string | null;
  userName: string | null;
  state: PieRewardParticipantRow["state"];
  ordinalWinner: number | null;
  joinedAt: Date;
  address: PieRewardShippingAddressRow | null;
  shipment: Shipment | null;
}

export interface Shipment {
  shippedAt: Date;
  carrier: string | null;
  trackingNumber: string | null;
}

/** The participation's shipment, when its PHYSICAL reward was marked as shipped. */
export function shipmentOf(participant: Pick<PieRewardParticipantRow, "shippedAt" | "shippedCarrier" | "shippedTrackingNumber"> | null): Shipment | null {
  if (!participant?.shippedAt) return null;
  return { shippedAt: participant.shippedAt, carrier: participant.shippedCarrier, trackingNumber: participant.shippedTrackingNumber };
}

/**
 * A reward's participants, newest first, for its pie's team (CAN_VIEW_REWARDS); a winner's
 * address of a PHYSICAL reward only for those who send rewards (CAN_SEND_REWARDS).
 */
export async function listParticipants(
  deps: DomainDeps,
  reward: PieRewardRow,
  pie: Pick<PieRow, "id" | "createdBy">,
  viewerId: string | null,
  page: { first?: number | null; after?: string | null },
): Promise<{ nodes: ParticipantView[]; endCursor: string | null; hasNextPage: boolean; totalCount: number }> {
  const { mayReadAddresses } = await requireTeamPermission(deps.db, pie, viewerId);
  const first = Math.min(Math.max(page.first ?? PARTICIPANTS_PAGE_SIZE, 1), 100);
  const after = page.after ? decodeInstantCursor(page.after, "This page of participants does not exist.") : null;
  const ofReward = eq(pieRewardParticipants.rewardId, reward.id);
  const rows = await deps.db
    .select({ participant: pieRewardParticipants, name: users.name, userName: users.userName, address: pieRewardShippingAddresses })
    .from(pieRewardParticipants)
    .innerJoin(users, eq(users.id, pieRewardParticipants.userId))
    .leftJoin(
      pieRewardShippingAddresses,
      and(eq(pieRewardShippingAddresses.rewardId, pieRewardParticipants.rewardId), eq(pieRewardShippingAddresses.userId, pieRewardParticipants.userId)),
    )
    .where(
      after
        ? and(
            ofReward,
            or(
              lt(pieRewardParticipants.createdAt, after.createdAt),
              and(eq(pieRewardParticipants.createdAt, after.createdAt), lt(pieRewardParticipants.userId, after.id)),
            ),
          )
        : ofReward,
    )
    .orderBy(desc(pieRewardParticipants.createdAt), desc(pieRewardParticipants.userId))
    .limit(first + 1);
  const [total] = await deps.db.select({ n: sql<number>`count(*)::int` }).from(pieRewardParticipants).where(ofReward);
  const shown = rows.slice(0, first);
  const last = shown.at(-1);
  const showAddress = mayReadAddresses && reward.delivery === "PHYSICAL";
  return {
    nodes: shown.map(({ participant, name, userName, address }) => ({
      userId: participant.userId,
      name,
      userName,
      state: participant.state,
      ordinalWinner: participant.ordinalWinner,
      joinedAt: participant.createdAt,
      address: showAddress && isWinner(participant) ? address : null,
      shipment: shipmentOf(participant),
    })),
    endCursor: last ? encodeInstantCursor({ createdAt: last.participant.createdAt, id: last.participant.userId }) : null,
    hasNextPage: rows.length > first,
    totalCount: Number(total?.n ?? 0),
  };
}

/** Those taking part or won, counted by spec 3 §9's age ranges and genders (counts only), for the team. */
export async function participantStatistics(deps: DomainDeps, reward: PieRewardRow, pie: Pick<PieRow, "id" | "createdBy">, viewerId: string | null) {
  await requireTeamPermission(deps.db, pie, viewerId);
  const { ageRange, gender } = ageAndGenderColumns(deps.clock());
  const rows = await deps.db
    .select({ ageRange, gender, count: sql<number>`count(*)::int` })
    .from(pieRewardParticipants)
    .innerJoin(users, eq(users.id, pieRewardParticipants.userId))
    .where(and(eq(pieRewardParticipants.rewardId, reward.id), inArray(pieRewardParticipants.state, ["PARTICIPATING", ...WON])))
    .groupBy(sql`1`, sql`2`);
  const counted = bucketsOf(rows);
  return { participants: counted.total, ...counted };
}
