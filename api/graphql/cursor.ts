// Opaque page cursors: base64url of the last event's (start, id) search key, with its rank
// when words were searched, or (as a fourth element after a null rank) its distance in
// whole metres when searched near a point.
import { badUserInput } from "../kernel/errors.js";
import type { EventSearchKey } from "../events/domain/search.js";
import { isUuid } from "../kernel/ids.js";
import { eventMessages } from "../../contract/events/messages.js";

export function encodeEventCursor(key: EventSearchKey): string {
  const parts: (string | number | null)[] = [key.startAt.toISOString(), key.id];
  if (key.distanceMeters !== undefined) parts.push(null, key.distanceMeters);
  else if (key.rank !== undefined) parts.push(key.rank);
  return Buffer.from(JSON.stringify(parts)).toString("base64url");
}

export function decodeEventCursor(cursor: string): EventSearchKey {
  const invalid = () => badUserInput(eventMessages.invalidCursor, { after: eventMessages.invalidCursor });
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(decoded) || decoded.length < 2 || decoded.length > 4) throw invalid();
  const [startAt, id, rank, distanceMeters] = decoded;
  if (typeof startAt !== "string" || typeof id !== "string" || !isUuid(id)) throw invalid();
  if (decoded.length === 4) {
    if (rank !== null || !Number.isSafeInteger(distanceMeters) || distanceMeters < 0 || distanceMeters > 2 ** 31 - 1) throw invalid();
  } else if (rank !== undefined && !Number.isSafeInteger(rank)) throw invalid();
  const start = new Date(startAt);
  // Only what the encoder writes: an exact ISO instant the database can hold.
  if (Number.isNaN(start.getTime()) || start.toISOString() !== startAt || start.getUTCFullYear() < 1 || start.getUTCFullYear() > 9999) throw invalid();
  if (decoded.length === 4) return { startAt: start, id, distanceMeters: distanceMeters as number };
  return rank === undefined ? { startAt: start, id } : { startAt: start, id, rank };
}
