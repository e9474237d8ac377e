import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { defaultCardSvg, eventCardSvg, pngOf } from "./link-preview-card.server";
import { linkPreviewCard } from "~/lib/events/link-preview";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ARTWORK = { productName: "Gatherly" };

const event = {
  displayName: "Rooftop Jazz Night",
  startDate: "2026-12-12T03:00:00.000Z",
  endDate: "2026-12-12T07:00:00.000Z",
  timeZone: "America/Los_Angeles",
};

/** The IHDR chunk's width and height (bytes 16–23 of every PNG). */
function ihdrSize(png: Buffer) {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe("link-preview cards", () => {
  test("an event's card is a 1200×630 PNG with its title, its date and time in its zone, and its public venue", async () => {
    const card = linkPreviewCard({ ...event, location: { address: "500 Sunset Blvd, Los Angeles", isOnlyVisibleToApprovedAttendees: false } });
    expect(card).toEqual({
      title: "Rooftop Jazz Night",
      when: "Fri, Dec 11, 2026 · 7:00 PM – 11:00 PM PST",
      day: "Fri, Dec 11, 2026",
      time: "7:00 PM – 11:00 PM PST",
      venue: "500 Sunset Blvd, Los Angeles",
    });
    const svg = await eventCardSvg(card, ARTWORK, { embedFont: false });
    for (const text of ["Rooftop", "Jazz", "PST", "Sunset", "Gatherly"]) expect(svg).toContain(text);
    const png = pngOf(await eventCardSvg(card, ARTWORK));
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(ihdrSize(png)).toEqual({ width: 1200, height: 630 });
  });

  test("a location kept for approved guests is never on the card, even when the reader could see it", async () => {
    const address = "42 Secret Warehouse Lane";
    const card = linkPreviewCard({ ...event, location: { address, isOnlyVisibleToApprovedAttendees: true } });
    expect(card.venue).toBeNull();
    const svg = await eventCardSvg(card, ARTWORK, { embedFont: false });
    expect(svg).toContain("Rooftop");
    expect(svg).not.toContain("Secret");
    expect(svg).not.toContain("Warehouse");
    expect(JSON.stringify(card)).not.toContain(address);
  });

  test("the event's image is drawn on the card", async () => {
    const card = linkPreviewCard(event);
    const image = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: { r: 255, g: 0, b: 0 } } }).webp().toBuffer();
    const png = pngOf(await eventCardSvg(card, { ...ARTWORK, image }));
    expect(ihdrSize(png)).toEqual({ width: 1200, height: 630 });
    // The square sits on the right half, vertically centred: its middle is the image's red.
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
    const red = ([r, g, b]: number[]) => r > 240 && g < 16 && b < 16;
    expect(red(at(1200 - 64 - 235, 315))).toBe(true);
    const without = await sharp(pngOf(await eventCardSvg(card, ARTWORK))).raw().toBuffer({ resolveWithObject: true });
    const offset = (315 * info.width + 1200 - 64 - 235) * info.channels;
    expect(red(Array.from(without.data.subarray(offset, offset + 3)))).toBe(false);
  });

  test("the default card shows the brand and no event", async () => {
    const svg = await defaultCardSvg("Gatherly", { embedFont: false });
    expect(svg).toContain("Gatherly");
    const png = pngOf(await defaultCardSvg("Gatherly"));
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(ihdrSize(png)).toEqual({ width: 1200, height: 630 });
  });
});
