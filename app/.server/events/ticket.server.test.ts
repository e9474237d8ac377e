import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { activePasses, TICKET_QR_LABEL, ticketQrPng, ticketQrSvg } from "./ticket.server";

// A pass as the API issues it (api/events/domain/ticket-pass.ts): version, ticket id, signature.
const PASS = "1.m2bVf0oVQ0GyqUQ9m3hDXg.5v0Yt8cJ2lq1cF2r9Q7mCw";
const OTHER_PASS = "1.AAAAAAAAQACAAAAAAAAAAA.5v0Yt8cJ2lq1cF2r9Q7mCw";

/**
 * Reads the dark modules back out of the SVG `qrcode` draws: one path of horizontal runs,
 * "M<x> <y+0.5>h<n>" to start a row and "m<dx> <dy>h<n>" to move on, inside a quiet zone.
 */
function modulesOf(svg: string): boolean[][] {
  const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  const path = /<path stroke="#000000" d="([^"]+)"/.exec(svg);
  if (!viewBox || !path) throw new Error("Not a QR code drawn by qrcode.");
  const width = Number(viewBox[1]);
  const grid = Array.from({ length: width }, () => Array<boolean>(width).fill(false));
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of path[1].matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    if (command === "M") [x, y] = [Number(a), Number(b)];
    else if (command === "m") [x, y] = [x + Number(a), y + Number(b)];
    else {
      for (let i = 0; i < Number(a); i++) grid[Math.floor(y)][x + i] = true;
      x += Number(a);
    }
  }
  return grid;
}

/** The modules of a QR code of `text` (what a scanner decodes back to `text`), with the same quiet zone. */
function expectedModules(text: string, margin = 2): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const width = modules.size + 2 * margin;
  return Array.from({ length: width }, (_, row) =>
    Array.from({ length: width }, (_, col) => {
      const r = row - margin;
      const c = col - margin;
      return r >= 0 && c >= 0 && r < modules.size && c < modules.size && Boolean(modules.get(r, c));
    }),
  );
}

describe("the ticket's QR code", () => {
  it("is an inline SVG image with an accessible name, and nothing else of the pass", async () => {
    const svg = await ticketQrSvg(PASS);
    expect(svg).toMatch(new RegExp(`^<svg role="img" aria-label="${TICKET_QR_LABEL}" class="ticket-qr-code" focusable="false" xmlns="http://www.w3.org/2000/svg"`));
    // The pass is only in the drawing: never as readable text in the page.
    expect(svg).not.toContain(PASS);
    expect(svg).not.toContain(PASS.split(".")[1]);
  });

  it("draws exactly the QR code of the pass it was given", async () => {
    const drawn = modulesOf(await ticketQrSvg(PASS));
    expect(drawn).toEqual(expectedModules(PASS));
    // The code carries the whole pass as its data (QRCode.create is the encoder the scanner inverts).
    const segments = QRCode.create(PASS, { errorCorrectionLevel: "M" }).segments as unknown as { data: Uint8Array | string }[];
    expect(segments.map((segment) => (typeof segment.data === "string" ? segment.data : Buffer.from(segment.data).toString())).join("")).toBe(PASS);
    // Another pass, another code.
    expect(modulesOf(await ticketQrSvg(OTHER_PASS))).not.toEqual(drawn);
  });

  it("is also a PNG data URL for the PDF", async () => {
    const png = await ticketQrPng(PASS);
    expect(png).toMatch(/^data:image\/png;base64,/);
    expect(Buffer.from(png.split(",")[1], "base64").subarray(1, 4).toString()).toBe("PNG");
  });
});

describe("which tickets have a pass on the pages", () => {
  const ticket = (status: "ACTIVE" | "PENDING" | "CANCELLED", passToken: string | null) => ({
    ticketId: `t-${status}`,
    ticketType: "Mat Spot",
    status,
    count: 1,
    shareStatus: "DEFAULT" as const,
    passToken,
  });
  const event = (status: "PUBLISHED" | "CANCELLED", tickets: ReturnType<typeof ticket>[]) => ({
    eventId: "e",
    slug: "s",
    displayName: "Sunset Yoga",
    startDate: "2026-12-12T02:00:00.000Z",
    endDate: "2026-12-12T04:00:00.000Z",
    timeZone: "America/Los_Angeles",
    status,
    optInUseQrPass: true,
    location: null,
    my: { tickets },
  });

  it("only ACTIVE tickets with a pass, of an event that is not cancelled", () => {
    const held = [ticket("ACTIVE", PASS), ticket("PENDING", null), ticket("CANCELLED", null)];
    expect(activePasses(event("PUBLISHED", held))).toEqual([
      { ticketId: "t-ACTIVE", ticketType: "Mat Spot", count: 1, pass: PASS, origin: null, canTransfer: true },
    ]);
    expect(activePasses(event("CANCELLED", held))).toEqual([]);
    expect(activePasses(event("PUBLISHED", [ticket("PENDING", null)]))).toEqual([]);
    expect(activePasses({ ...event("PUBLISHED", []), my: null })).toEqual([]);
  });

  it("where the event admits by name, every ACTIVE ticket without a pass", () => {
    const byName = { ...event("PUBLISHED", [ticket("ACTIVE", null), ticket("PENDING", null)]), optInUseQrPass: false };
    expect(activePasses(byName)).toEqual([{ ticketId: "t-ACTIVE", ticketType: "Mat Spot", count: 1, pass: null, origin: null, canTransfer: true }]);
    // A pass the API still gave is not shown where the event admits by name.
    expect(activePasses({ ...byName, my: { tickets: [ticket("ACTIVE", PASS)] } })[0]!.pass).toBeNull();
    expect(activePasses({ ...byName, status: "CANCELLED" })).toEqual([]);
  });

  it("says who gave or transferred a ticket, and a ticket scanned at the door can no longer be transferred", () => {
    const from = { userName: "noor", name: "Noor Haddad" };
    const passes = activePasses(
      event("PUBLISHED", [
        { ...ticket("ACTIVE", PASS), ticketId: "gift", receivedVia: "GIFT_EVENT_TICKET", associatedUser: from },
        { ...ticket("ACTIVE", PASS), ticketId: "moved", receivedVia: "TRANSFER_IN_EVENT_TICKET", associatedUser: from, firstSeen: "2026-12-12T02:10:00.000Z" },
      ] as ReturnType<typeof ticket>[]),
    );
    expect(passes.map(({ ticketId, origin, canTransfer }) => ({ ticketId, origin, canTransfer }))).toEqual([
      { ticketId: "gift", origin: "Gift from @noor", canTransfer: true },
      { ticketId: "moved", origin: "Transferred from @noor", canTransfer: false },
    ]);
  });
});
