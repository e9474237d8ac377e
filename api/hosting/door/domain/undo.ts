// Un-check-in (spec 2 §4 "a ticket can be checked in or un-checked in"): undoes the ticket's
// latest admission in a zone, as a new row of the log. Door staff only; a retry with the same
// nonce undoes nothing more.
import { and, eq, sql } from "drizzle-orm";
import { attendees, userTickets } from "../../../db/schema.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { conflict, notFound } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import { ticketScans } from "../db.js";
import { requireDoorAction } from "./door-access.js";
import { firstLiveAdmission, liveAdmissions } from "./scan-log.js";
import { zoneForScan } from "./zones.js";
import { doorMessages as m } from "../../../../contract/hosting/door-messages.js";
import { checkScanInput } from "./scanning.js";

export interface UndoInput {
  eventId: string;
  zoneId: string | null;
  ticketId: string;
  nonce: string;
}

export interface UndoAnswer {
  ticketId: string;
  scanCount: number;
  firstSeen: Date | null;
}

export async function undoCheckIn(deps: DomainDeps, viewerId: string, input: UndoInput): Promise<UndoAnswer> {
  const now = deps.clock();
  checkScanInput({ code: input.ticketId, nonce: input.nonce }, now);
  const event = await requireDoorAction(deps, viewerId, input.eventId, "SCAN_TICKETS");
  const zone = await zoneForScan(deps.db, event.id, input.zoneId);
  if (!isUuid(input.ticketId)) throw notFound(m.nothingToUndo);
  return deps.db.transaction(async (tx) => {
    const [ticket] = await tx.select().from(userTickets).where(eq(userTickets.id, input.ticketId)).for("update");
    if (!ticket || ticket.eventId !== event.id) throw notFound(m.nothingToUndo);
    const [replayed] = await tx.select().from(ticketScans).where(and(eq(ticketScans.userTicketId, ticket.id), eq(ticketScans.nonce, input.nonce)));
    if (replayed) return { ticketId: ticket.id, scanCount: replayed.scanCount, firstSeen: replayed.firstSeenAt };
    const admissions = await liveAdmissions(tx, ticket.id, zone.id);
    const latest = admissions.at(-1);
    if (!latest) throw conflict(m.nothingToUndo);
    const scanCount = admissions.length - 1;
    await tx.insert(ticketScans).values({
      eventId: event.id,
      userTicketId: ticket.id,
      zoneId: zone.id,
      outcome: "UNDONE",
      nonce: input.nonce,
      scannedAt: now,
      voidsScanId: latest.scanId,
      scannedByUserId: viewerId,
      scanCount,
    });
    const firstSeen = await firstLiveAdmission(tx, ticket.id);
    await tx.update(userTickets).set({ firstSeenAt: firstSeen, updatedAt: now }).where(eq(userTickets.id, ticket.id));
    await tx
      .update(attendees)
      .set({ checkedInCount: sql`greatest(${attendees.checkedInCount} - 1, 0)` })
      .where(eq(attendees.id, ticket.attendeeId));
    return { ticketId: ticket.id, scanCount, firstSeen };
  });
}
