// Opaque page cursors: base64url of the last event's (start, id) search key.
import { badUserInput } from "../kernel/errors.js";
import type { EventSearchKey } from "../events/domain/search.js";
import { isUuid } from "../kernel/ids.js";
import { eventMessages } from "../../contract/events/messages.js";

export function encodeEventCursor(key: EventSearchKey): string {
  return Buffer.from(JSON.stringify([key.startAt.toISOString(), key.id])).toString("base64url");
}

export function decodeEventCursor(cursor: string): EventSearchKey {
  const invalid = () => badUserInput(eventMessages.invalidCursor, { after: eventMessages.invalidCursor });
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(decoded) || decoded.length !== 2) throw invalid();
  const [startAt, id] = decoded;
  if (typeof startAt !== "string" || typeof id !== "string" || !isUuid(id)) throw invalid();
  const start = new Date(startAt);
  // Only what the encoder writes: an exact ISO instant the database can hold.
  if (Number.isNaN(start.getTime()) || start.toISOString() !== startAt || start.getUTCFullYear() < 1 || start.getUTCFullYear() > 9999) throw invalid();
  return { startAt: start, id };
}
