// Ticket passes (spec 2 "generate ticket QR code"): what an attendee's QR code carries and
// what the door scans. A pass names one user ticket and is signed, so it can neither be
// guessed from an id nor altered to name another ticket:
//
//   <version>.<user ticket id, 16 bytes base64url>.<HMAC-SHA256 over both, first 16 bytes, base64url>
//
// about 47 characters, small enough for a QR code read across a dim room. The key is derived
// from the API's JWT secret (HKDF, label "ticket-pass"): it signs nothing else. A pass never
// expires by itself; it stops being honoured when its ticket is cancelled (or its event is).
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { events, userTickets, type UserTicketRow } from "../../db/schema.js";

/** The pass format's version; part of what is signed, so a pass of one version never verifies as another. */
const PASS_VERSION = "1";
const MAC_BYTES = 16;
const UUID_HEX = /^[0-9a-f]{32}$/;

/** The key passes are signed with. Opaque: only this module signs or checks passes. */
export interface TicketPassKey {
  readonly sign: (payload: string) => Buffer;
}

/** The signing key for ticket passes, derived from the API's secret for this purpose only. */
export function createTicketPassKey(secret: string): TicketPassKey {
  const key = Buffer.from(hkdfSync("sha256", secret, "", "ticket-pass", 32));
  return { sign: (payload) => createHmac("sha256", key).update(payload).digest().subarray(0, MAC_BYTES) };
}

/** The pass of an ACTIVE user ticket; null for a pending or cancelled one (it admits no one). */
export function issueTicketPass(key: TicketPassKey, userTicket: Pick<UserTicketRow, "id" | "status">): string | null {
  if (userTicket.status !== "ACTIVE") return null;
  const id = Buffer.from(userTicket.id.replace(/-/g, "").toLowerCase(), "hex").toString("base64url");
  return `${PASS_VERSION}.${id}.${key.sign(signedPart(PASS_VERSION, id)).toString("base64url")}`;
}

/**
 * Why a pass does not admit anyone:
 * - forged: not signed by us (made up, altered, truncated, another key or version);
 * - unknown: signed by us, but its ticket (or its event) no longer exists;
 * - cancelled: its ticket was released, taken back or transferred, or its event was cancelled;
 * - pending: its ticket still waits for the host's approval (no pass is issued for it).
 */
export type TicketPassRefusal = "forged" | "unknown" | "cancelled" | "pending";

export type TicketPassCheck = { valid: true; userTicket: UserTicketRow } | { valid: false; reason: TicketPassRefusal };

/** The user ticket a pass admits, or why it admits no one. The door's scanner calls this. */
export async function verifyTicketPass(deps: { db: Database; ticketPassKey: TicketPassKey }, token: string): Promise<TicketPassCheck> {
  const userTicketId = signedTicketId(deps.ticketPassKey, token);
  if (!userTicketId) return { valid: false, reason: "forged" };
  const [row] = await deps.db
    .select({ userTicket: userTickets, eventStatus: events.status, eventDeletedAt: events.deletedAt })
    .from(userTickets)
    .innerJoin(events, eq(events.id, userTickets.eventId))
    .where(eq(userTickets.id, userTicketId));
  if (!row || row.eventDeletedAt) return { valid: false, reason: "unknown" };
  if (row.userTicket.status === "CANCELLED" || row.userTicket.status === "TRANSFERRED" || row.eventStatus === "CANCELLED") return { valid: false, reason: "cancelled" };
  if (row.userTicket.status === "PENDING") return { valid: false, reason: "pending" };
  return { valid: true, userTicket: row.userTicket };
}

/** The user ticket id a well-formed pass signed with this key names; null otherwise (the door locks that ticket before deciding). */
export function signedTicketId(key: TicketPassKey, token: string): string | null {
  const parts = token.trim().split(".");
  if (parts.length !== 3) return null;
  const [version, id, mac] = parts;
  if (version !== PASS_VERSION) return null;
  const given = Buffer.from(mac, "base64url");
  // base64url decoding skips what it cannot read: only the canonical spelling counts.
  if (given.toString("base64url") !== mac) return null;
  const expected = key.sign(signedPart(version, id));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const hex = Buffer.from(id, "base64url").toString("hex");
  if (!UUID_HEX.test(hex)) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function signedPart(version: string, id: string): string {
  return `ticket-pass:${version}:${id}`;
}
