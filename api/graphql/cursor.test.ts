import { describe, expect, test } from "vitest";
import { decodeEventCursor, encodeEventCursor } from "./cursor.js";

const id = "5b0c7a52-6f44-4a86-9d6e-0b8f2f1e3c11";
const startAt = new Date("2026-12-01T18:30:00.000Z");
const raw = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString("base64url");

describe("event cursors", () => {
  test("round-trip the start and id, with a rank or a distance", () => {
    expect(decodeEventCursor(encodeEventCursor({ startAt, id }))).toEqual({ startAt, id });
    expect(decodeEventCursor(encodeEventCursor({ startAt, id, rank: 60793 }))).toEqual({ startAt, id, rank: 60793 });
    expect(decodeEventCursor(encodeEventCursor({ startAt, id, distanceMeters: 14012 }))).toEqual({ startAt, id, distanceMeters: 14012 });
    expect(decodeEventCursor(encodeEventCursor({ startAt, id, distanceMeters: 0 }))).toEqual({ startAt, id, distanceMeters: 0 });
  });

  test("refuse a distance that is not a whole number of metres in range, or beside a rank", () => {
    for (const parts of [
      [startAt.toISOString(), id, null, -1],
      [startAt.toISOString(), id, null, 1.5],
      [startAt.toISOString(), id, null, "12"],
      [startAt.toISOString(), id, null, 2 ** 31],
      [startAt.toISOString(), id, 5, 12],
      [startAt.toISOString(), id, null, 12, 1],
    ]) {
      expect(() => decodeEventCursor(raw(parts)), JSON.stringify(parts)).toThrow(/cursor/);
    }
  });
});
