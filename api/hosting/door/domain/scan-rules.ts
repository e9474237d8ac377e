// The scan's decision (spec 2 §7 scan; pretix check-in): what a ticket's state says at a
// zone and a time, in the order a door person needs it. Pure: the facts are read elsewhere.
import { SCANNING_LIMITS, type ScanStatus } from "../../../../contract/hosting/door-messages.js";

export interface TicketFacts {
  ticketStatus: "ACTIVE" | "PENDING" | "CANCELLED" | "TRANSFERRED";
  eventStatus: "DRAFT" | "PUBLISHED" | "CANCELLED";
  attendeeState: string;
  /** The booking that paid for the ticket; null for a free ticket. */
  bookingStatus: string | null;
  eventTicketId: string;
  eventStartAt: Date;
  eventEndAt: Date;
}

export interface ZoneRule {
  /** Null: every ticket type of the event (the implicit zone). */
  eventTicketIds: readonly string[] | null;
  maxScans: number;
}

/** When the door is open for an event: from some hours before it starts to some hours after it ends. */
export function doorWindow(startAt: Date, endAt: Date): { opensAt: Date; closesAt: Date } {
  const hour = 3600_000;
  return {
    opensAt: new Date(startAt.getTime() - SCANNING_LIMITS.doorOpensHoursBeforeStart * hour),
    closesAt: new Date(endAt.getTime() + SCANNING_LIMITS.doorClosesHoursAfterEnd * hour),
  };
}

/** Why the ticket may not enter the zone at that time, or null when it may (admissions aside). */
export function refusalOf(facts: TicketFacts, zone: ZoneRule, scannedAt: Date): Exclude<ScanStatus, "OK" | "ALREADY_SCANNED" | "UNKNOWN"> | null {
  // A transferred ticket's pass is void: its recipient holds a new ticket with a pass of its own.
  if (facts.ticketStatus === "CANCELLED" || facts.ticketStatus === "TRANSFERRED" || facts.eventStatus === "CANCELLED") return "CANCELLED";
  if (facts.ticketStatus === "PENDING" || facts.attendeeState !== "APPROVED") return "NOT_APPROVED";
  if (facts.bookingStatus !== null && facts.bookingStatus !== "COMPLETED") return "UNPAID";
  if (zone.eventTicketIds && !zone.eventTicketIds.includes(facts.eventTicketId)) return "WRONG_ZONE";
  const { opensAt, closesAt } = doorWindow(facts.eventStartAt, facts.eventEndAt);
  if (scannedAt < opensAt || scannedAt > closesAt) return "NOT_YET_VALID";
  return null;
}

export interface Admission {
  scanId: string;
  scannedAt: Date;
}

/**
 * Settles a valid scan against the ticket's admissions in the zone (maxScans at most), by
 * scan time: admitted while there is room; when full, an offline scan made before the latest
 * admission takes that admission's place (it came first); otherwise ALREADY_SCANNED.
 */
export function settle(admissions: readonly Admission[], maxScans: number, scannedAt: Date, isOffline: boolean): { admit: boolean; supersedes: Admission | null } {
  if (admissions.length < maxScans) return { admit: true, supersedes: null };
  if (!isOffline) return { admit: false, supersedes: null };
  const latest = [...admissions].sort((a, b) => b.scannedAt.getTime() - a.scannedAt.getTime())[0];
  if (latest && scannedAt < latest.scannedAt) return { admit: true, supersedes: latest };
  return { admit: false, supersedes: null };
}
