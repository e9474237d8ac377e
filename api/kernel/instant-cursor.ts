// Opaque page cursors for lists ordered by (an instant, id): base64url of the last row's key.
// Comments, notifications and payout requests page this way.
import { badUserInput } from "./errors.js";
import { isUuid } from "./ids.js";

export interface InstantKey {
  createdAt: Date;
  id: string;
}

export function encodeInstantCursor(key: InstantKey): string {
  return Buffer.from(JSON.stringify([key.createdAt.toISOString(), key.id])).toString("base64url");
}

/** The key a cursor holds; anything the encoder did not write is refused at `after` with `message`. */
export function decodeInstantCursor(cursor: string, message: string): InstantKey {
  const invalid = () => badUserInput(message, { after: message });
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(decoded) || decoded.length !== 2) throw invalid();
  const [createdAt, id] = decoded;
  if (typeof createdAt !== "string" || typeof id !== "string" || !isUuid(id)) throw invalid();
  const instant = new Date(createdAt);
  if (Number.isNaN(instant.getTime()) || instant.toISOString() !== createdAt) throw invalid();
  return { createdAt: instant, id };
}
