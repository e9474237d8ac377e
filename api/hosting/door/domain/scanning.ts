// The scan (spec 2 §7 "verify ticket at a scanning zone"; pretix check-in): one call that
// answers admitted or a reason. The decision and its writes are one SQL statement, the
// function door_scan (migration 0024, ADR 0026). Exactly once: it locks the ticket's row
// (SELECT … FOR UPDATE) while the admissions are counted, so two scanners cannot both admit
// it past its zone's maxScans; (ticket, nonce) is unique, so a retried scan returns its first answer.
import { sql } from "drizzle-orm";
import type { AuthDeps } from "../../../kernel/deps.js";
import { badUserInput, DomainError, notFound } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import { signedTicketId } from "../../../events/domain/ticket-pass.js";
import type { EventRow } from "../../../db/schema.js";
import { requireDoorAction } from "./door-access.js";
import type { EarlierScan } from "./scan-log.js";
import { awardEarnedAchievements } from "../../../rewards/domain/conditions.js";
import { eventCheckinSuccessNotice } from "../../../account/notifications/domain/producers.js";
import { awardCheckIn } from "../../../clubs/earning/domain/earning.js";
import { IMPLICIT_ZONE, SCANNING_LIMITS, doorMessages as m, type ScanStatus } from "../../../../contract/hosting/door-messages.js";

export interface ScanInput {
  eventId: string;
  zoneId: string | null;
  /** The pass from the QR code, scanned or typed. */
  code: string;
  nonce: string;
  /** The device's time of an offline scan; absent for a scan made now. */
  scannedAt?: Date | null;
}

export interface ScanAnswer {
  status: ScanStatus;
  ticketId: string | null;
  ticketType: string | null;
  holderName: string | null;
  /** Plus-ones who come in with the ticket. */
  additionalGuests: number;
  zoneName: string;
  scanCount: number;
  maxScans: number;
  firstSeen: Date | null;
  scannedAt: Date;
  earlierScans: EarlierScan[];
}

const NONCE = /^[A-Za-z0-9_-]{8,64}$/;

export function checkScanInput(input: Pick<ScanInput, "code" | "nonce" | "scannedAt">, now: Date): { code: string; scannedAt: Date; isOffline: boolean } {
  const code = input.code.trim();
  const fields: Record<string, string> = {};
  if (!code) fields.code = m.codeRequired;
  else if (code.length > SCANNING_LIMITS.code) fields.code = m.codeTooLong;
  if (!NONCE.test(input.nonce)) fields.nonce = m.nonceInvalid;
  const scannedAt = input.scannedAt ?? now;
  if (Number.isNaN(scannedAt.getTime()) || scannedAt.getTime() > now.getTime() + SCANNING_LIMITS.maxClockSkewMinutes * 60_000) {
    fields.scannedAt = m.scannedAtInvalid;
  }
  if (Object.keys(fields).length) throw badUserInput(Object.values(fields)[0], fields);
  return { code, scannedAt, isOffline: Boolean(input.scannedAt) };
}

/** Scans a ticket's pass at a zone of the event. Door staff only (SCAN_TICKETS); refused where the event does not use QR passes. */
export async function scanTicket(deps: AuthDeps, viewerId: string, input: ScanInput): Promise<ScanAnswer> {
  const { code, scannedAt, isOffline } = checkScanInput(input, deps.clock());
  const event = await requireDoorAction(deps, viewerId, input.eventId, "SCAN_TICKETS");
  // Without QR passes (ADR 0100) guests are checked in by name: a pass issued before they were turned off admits no one.
  if (!event.optInUseQrPass) throw new DomainError("CONFLICT", m.qrPassesOff);
  return admit(deps, viewerId, event, input.zoneId, signedTicketId(deps.ticketPassKey, code), input.nonce, scannedAt, isOffline);
}

/**
 * Checks a ticket in by its id, found by its holder's name at the door (ADR 0100): the same
 * decision and record as a scan of its pass, with or without QR passes. Door staff only.
 */
export async function admitTicket(deps: AuthDeps, viewerId: string, input: { eventId: string; zoneId: string | null; ticketId: string; nonce: string }): Promise<ScanAnswer> {
  if (!isUuid(input.ticketId)) throw badUserInput(m.ticketRequired, { ticketId: m.ticketRequired });
  const { scannedAt } = checkScanInput({ code: input.ticketId, nonce: input.nonce }, deps.clock());
  const event = await requireDoorAction(deps, viewerId, input.eventId, "SCAN_TICKETS");
  return admit(deps, viewerId, event, input.zoneId, input.ticketId, input.nonce, scannedAt, false);
}

async function admit(
  deps: AuthDeps,
  viewerId: string,
  event: EventRow,
  zoneId: string | null,
  ticketId: string | null,
  nonce: string,
  scannedAt: Date,
  isOffline: boolean,
): Promise<ScanAnswer> {
  if (zoneId !== null && !isUuid(zoneId)) throw notFound(m.zoneNotFound);
  const notified = { id: event.id, slug: event.slug, displayName: event.displayName, avatarUrl: event.avatarUrl };
  // One statement (migration 0024, ADR 0026): its function's transaction locks the ticket's row.
  const result = (await deps.db.execute(sql`select door_scan(
    ${event.id}::uuid, ${zoneId}::uuid, ${ticketId}::uuid, ${nonce},
    ${scannedAt.toISOString()}::timestamptz, ${isOffline}, ${viewerId}::uuid, ${deps.clock().toISOString()}::timestamptz,
    ${SCAN_RULES}::jsonb, ${JSON.stringify(eventCheckinSuccessNotice({ event: notified }))}::jsonb
  ) as answer`)) as unknown as { rows: { answer: DoorScanJson | string }[] };
  const answer = result.rows[0]!.answer;
  const { holderUserId, ...scanned } = answerOf(typeof answer === "string" ? (JSON.parse(answer) as DoorScanJson) : answer);
  if (scanned.status === "OK" && holderUserId && event.clubId) await rewardTheCheckIn(deps, scanned.ticketId!, holderUserId, event.clubId);
  return scanned;
}

/**
 * What a check-in at a club's event earns, after door_scan has committed: the club's check-in
 * points (ADR 0067: keyed per offer, member and event, so re-entries and retries award nothing
 * new) and the badges earned by attending (ADR 0064). Never a reason to fail the scan.
 */
async function rewardTheCheckIn(deps: AuthDeps, ticketId: string, holderUserId: string, clubId: string): Promise<void> {
  try {
    await awardCheckIn(deps, ticketId);
  } catch (error) {
    console.error("club points for a check-in were not awarded", error);
  }
  try {
    await awardEarnedAchievements(deps, holderUserId, clubId);
  } catch (error) {
    console.error("badges earned by a check-in were not awarded", error);
  }
}

/** What door_scan needs of the door's rules (contract/hosting/door-messages.ts). */
const SCAN_RULES = JSON.stringify({
  implicitZoneName: IMPLICIT_ZONE.name,
  implicitMaxScans: IMPLICIT_ZONE.maxScans,
  opensHoursBeforeStart: SCANNING_LIMITS.doorOpensHoursBeforeStart,
  closesHoursAfterEnd: SCANNING_LIMITS.doorClosesHoursAfterEnd,
});

type DoorScanJson =
  | { error: "ZONE_NOT_FOUND" }
  | (Omit<ScanAnswer, "firstSeen" | "scannedAt" | "earlierScans"> & {
      error?: undefined;
      holderUserId: string | null;
      firstSeen: string | null;
      scannedAt: string;
      earlierScans: (Omit<EarlierScan, "scannedAt"> & { scannedAt: string })[];
    });

function answerOf(json: DoorScanJson): ScanAnswer & { holderUserId: string | null } {
  if (json.error) throw notFound(m.zoneNotFound);
  return {
    ...json,
    firstSeen: json.firstSeen ? new Date(json.firstSeen) : null,
    scannedAt: new Date(json.scannedAt),
    earlierScans: json.earlierScans.map((scan) => ({ ...scan, scannedAt: new Date(scan.scannedAt) })),
  };
}
