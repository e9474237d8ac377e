// The scan (spec 2 §7 "verify ticket at a scanning zone"; pretix check-in): one call that
// answers admitted or a reason. Exactly once: the ticket's row is locked (SELECT … FOR
// UPDATE) while its admissions are counted, so two scanners cannot both admit it past its
// zone's maxScans; (ticket, nonce) is unique, so a retried scan returns its first answer.
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import { attendees, bookings, eventTickets, userTickets, users, type EventRow } from "../../../db/schema.js";
import type { AuthDeps } from "../../../kernel/deps.js";
import { badUserInput } from "../../../kernel/errors.js";
import { signedTicketId } from "../../../events/domain/ticket-pass.js";
import { ticketScans, type TicketScanRow } from "../db.js";
import { requireDoorAction } from "./door-access.js";
import { earlierScans, liveAdmissions, type EarlierScan } from "./scan-log.js";
import { refusalOf, settle } from "./scan-rules.js";
import { zoneForScan, type Zone } from "./zones.js";
import { notifyEventCheckinSuccess } from "../../../account/notifications/domain/producers.js";
import { SCANNING_LIMITS, doorMessages as m, type ScanStatus } from "../../../../contract/hosting/door-messages.js";

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

/** Scans a ticket at a zone of the event. Door staff only (SCAN_TICKETS). */
export async function scanTicket(deps: AuthDeps, viewerId: string, input: ScanInput): Promise<ScanAnswer> {
  const { code, scannedAt, isOffline } = checkScanInput(input, deps.clock());
  const event = await requireDoorAction(deps, viewerId, input.eventId, "SCAN_TICKETS");
  const zone = await zoneForScan(deps.db, event.id, input.zoneId);
  const userTicketId = signedTicketId(deps.ticketPassKey, code);
  const scan = { event, zone, nonce: input.nonce, scannedAt, isOffline, viewerId };
  if (!userTicketId) return recordUnknown(deps.db, scan);
  return deps.db.transaction(async (tx) => {
    // The ticket's row is locked; its holder, type, attendance and payment come with it (one round trip).
    const [locked] = await tx
      .select({
        ticket: userTickets,
        attendeeState: attendees.state,
        bookingStatus: bookings.status,
        ticketType: eventTickets.ticketType,
        holderName: sql<string | null>`coalesce(${users.name}, ${users.userName})`,
      })
      .from(userTickets)
      .innerJoin(attendees, eq(attendees.id, userTickets.attendeeId))
      .innerJoin(eventTickets, eq(eventTickets.id, userTickets.eventTicketId))
      .innerJoin(users, eq(users.id, userTickets.ownerUserId))
      .leftJoin(bookings, eq(bookings.id, userTickets.transactionId))
      .where(eq(userTickets.id, userTicketId))
      .for("update", { of: userTickets });
    if (!locked || locked.ticket.eventId !== event.id) return recordUnknown(tx, scan);
    const { ticket } = locked;
    const holder = { ticketType: locked.ticketType, holderName: locked.holderName };
    const [replayed] = await tx.select().from(ticketScans).where(and(eq(ticketScans.userTicketId, ticket.id), eq(ticketScans.nonce, input.nonce)));
    if (replayed) return answerOf(tx, replayed, zone, holder);

    const refusal = refusalOf(
      {
        ticketStatus: ticket.status,
        eventStatus: event.status,
        attendeeState: locked.attendeeState,
        bookingStatus: ticket.transactionId ? (locked.bookingStatus ?? "PENDING") : null,
        eventTicketId: ticket.eventTicketId,
        eventStartAt: event.startAt,
        eventEndAt: event.endAt,
      },
      zone,
      scannedAt,
    );
    const admissions = await liveAdmissions(tx, ticket.id, zone.id);
    const decision = refusal ? null : settle(admissions, zone.maxScans, scannedAt, isOffline);
    const status: ScanStatus = refusal ?? (decision?.admit ? "OK" : "ALREADY_SCANNED");
    const gained = status === "OK" && !decision?.supersedes;
    const scanCount = admissions.length + (gained ? 1 : 0);
    let firstSeenAt = ticket.firstSeenAt;
    if (status === "OK" && (!firstSeenAt || scannedAt < firstSeenAt)) {
      firstSeenAt = scannedAt;
      await tx.update(userTickets).set({ firstSeenAt, updatedAt: deps.clock() }).where(eq(userTickets.id, ticket.id));
    }
    const [row] = await tx
      .insert(ticketScans)
      .values({ ...rowValues(scan), userTicketId: ticket.id, outcome: status, scanCount, firstSeenAt })
      .returning();
    if (decision?.supersedes) {
      // The earlier offline scan takes the place of the latest admission, which becomes a second entry.
      await tx.insert(ticketScans).values({
        ...rowValues(scan),
        nonce: `superseded:${decision.supersedes.scanId}`,
        userTicketId: ticket.id,
        outcome: "SUPERSEDED",
        voidsScanId: decision.supersedes.scanId,
        scanCount,
        firstSeenAt,
      });
    }
    if (gained) await tx.update(attendees).set({ checkedInCount: sql`${attendees.checkedInCount} + 1` }).where(eq(attendees.id, ticket.attendeeId));
    // The holder hears of it once, at the ticket's first admission (not at each zone or re-entry).
    if (status === "OK" && !ticket.firstSeenAt) {
      const notified = { id: event.id, slug: event.slug, displayName: event.displayName, avatarUrl: event.avatarUrl };
      await notifyEventCheckinSuccess(tx, ticket.ownerUserId, { event: notified });
    }
    return answerOf(tx, row, zone, holder);
  });
}

type ScanContext = { event: EventRow; zone: Zone; nonce: string; scannedAt: Date; isOffline: boolean; viewerId: string };

function rowValues(scan: ScanContext) {
  return { eventId: scan.event.id, zoneId: scan.zone.id, nonce: scan.nonce, scannedAt: scan.scannedAt, isOffline: scan.isOffline, scannedByUserId: scan.viewerId };
}

/** A code that names no ticket of this event: logged (without a ticket) and answered UNKNOWN. */
async function recordUnknown(db: Database, scan: ScanContext): Promise<ScanAnswer> {
  await db.insert(ticketScans).values({ ...rowValues(scan), userTicketId: null, outcome: "UNKNOWN" });
  return {
    status: "UNKNOWN",
    ticketId: null,
    ticketType: null,
    holderName: null,
    zoneName: scan.zone.name,
    scanCount: 0,
    maxScans: scan.zone.maxScans,
    firstSeen: null,
    scannedAt: scan.scannedAt,
    earlierScans: [],
  };
}

/** The answer a scan row gave (a retry gets the same). */
async function answerOf(db: Database, row: TicketScanRow, zone: Zone, holder: { ticketType: string; holderName: string | null }): Promise<ScanAnswer> {
  return {
    status: row.outcome as ScanStatus,
    ticketId: row.userTicketId,
    ticketType: holder.ticketType,
    holderName: holder.holderName,
    zoneName: zone.name,
    scanCount: row.scanCount,
    maxScans: zone.maxScans,
    firstSeen: row.firstSeenAt,
    scannedAt: row.scannedAt,
    earlierScans: row.outcome === "OK" ? [] : await earlierScans(db, row.userTicketId!, row.id),
  };
}
