import { describe, expect, test } from "vitest";
import { eventMetaTags, eventSeo } from "./seo";
import type { EventPageQuery } from "~/graphql/generated";

type PageEvent = EventPageQuery["event"]["bySlugOrId"];

const SITE = "https://gatherly.example";

function pageEvent(overrides: Partial<PageEvent> = {}): PageEvent {
  return {
    eventId: "5b0e8f5e-2a59-4e0b-9a4e-6c1f1d7c2b11",
    slug: "rooftop-jazz-night",
    updatedAt: "2026-11-20T10:00:00.000Z",
    displayName: "Rooftop Jazz Night",
    description: "Two sets on the terrace.",
    avatarUrl: null,
    startDate: "2026-12-01T00:30:00.000Z",
    endDate: "2026-12-01T04:00:00.000Z",
    timeZone: "America/New_York",
    status: "PUBLISHED",
    isPrivate: false,
    isListed: true,
    location: { address: "230 Fifth Ave, New York", latitude: null, longitude: null, isOnlyVisibleToApprovedAttendees: false },
    createdBy: { name: "Maya Chen" },
    tickets: [],
    ...overrides,
  } as PageEvent;
}

const tagsOf = (event: PageEvent) => eventMetaTags(event, SITE, "Gatherly") as Record<string, unknown>[];
const content = (tags: Record<string, unknown>[], key: string) => tags.find((tag) => tag.property === key || tag.name === key)?.content;

describe("the event page's link-preview tags", () => {
  test("og:image is the event's own versioned 1200×630 card, with its size, type and alt, and the Twitter card uses it", () => {
    const tags = tagsOf(pageEvent());
    const image = `${SITE}/events/rooftop-jazz-night/og.png?v=${Date.parse("2026-11-20T10:00:00.000Z")}`;
    expect(content(tags, "og:image")).toBe(image);
    expect(content(tags, "og:image:type")).toBe("image/png");
    expect(content(tags, "og:image:width")).toBe("1200");
    expect(content(tags, "og:image:height")).toBe("630");
    expect(content(tags, "og:image:alt")).toBe("Rooftop Jazz Night: Mon, Nov 30, 2026 · 7:30 PM – 11:00 PM EST");
    expect(content(tags, "og:url")).toBe(`${SITE}/events/rooftop-jazz-night`);
    expect(tags.find((tag) => tag.rel === "canonical")?.href).toBe(`${SITE}/events/rooftop-jazz-night`);
    expect(content(tags, "og:site_name")).toBe("Gatherly");
    expect(content(tags, "og:type")).toBe("website");
    expect(content(tags, "twitter:card")).toBe("summary_large_image");
    expect(content(tags, "twitter:image")).toBe(image);
    expect(content(tags, "robots")).toBeUndefined();
  });

  test("JSON-LD names the event's own image and the card, and a public venue", () => {
    const seo = eventSeo(pageEvent({ avatarUrl: "/media/0d7c.webp" }), SITE, "Gatherly");
    expect(seo.jsonLd.image).toEqual([`${SITE}/media/0d7c.webp`, seo.image]);
    expect(seo.jsonLd.location).toMatchObject({ address: "230 Fifth Ave, New York" });
  });

  test("an address kept for approved guests is in no tag and not in JSON-LD, even for a viewer who may see it; a private event gets noindex", () => {
    const event = pageEvent({
      isPrivate: true,
      location: { address: "12 Rue de Charonne, Paris", latitude: 48.85, longitude: 2.37, isOnlyVisibleToApprovedAttendees: true },
    });
    const tags = tagsOf(event);
    expect(JSON.stringify(tags)).not.toContain("Charonne");
    expect(content(tags, "robots")).toBe("noindex");
    expect(content(tags, "og:image")).toContain("/events/rooftop-jazz-night/og.png");
  });

  test("every fact the tags show changes them: no two events share tags", () => {
    const base = pageEvent();
    const ticket = { ticketType: "General", price: 2500, currency: "USD", isFull: false, isActive: true };
    const variants: [PageEvent, string, string][] = [
      [base, SITE, "Gatherly"],
      [base, "https://other.example", "Gatherly"],
      [base, SITE, "Other Events"],
      [pageEvent({ slug: "rooftop-jazz-night-2" }), SITE, "Gatherly"],
      [pageEvent({ displayName: "Late Set" }), SITE, "Gatherly"],
      [pageEvent({ description: "Moved indoors." }), SITE, "Gatherly"],
      [pageEvent({ updatedAt: "2026-11-21T10:00:00.000Z" }), SITE, "Gatherly"],
      [pageEvent({ avatarUrl: "/media/1.webp" }), SITE, "Gatherly"],
      [pageEvent({ startDate: "2026-12-01T01:30:00.000Z" }), SITE, "Gatherly"],
      [pageEvent({ endDate: "2026-12-01T05:00:00.000Z" }), SITE, "Gatherly"],
      [pageEvent({ timeZone: "Europe/Paris" }), SITE, "Gatherly"],
      [pageEvent({ status: "CANCELLED" }), SITE, "Gatherly"],
      [pageEvent({ isPrivate: true }), SITE, "Gatherly"],
      [pageEvent({ isListed: false }), SITE, "Gatherly"],
      [pageEvent({ createdBy: { name: "Sam Rivera" } } as Partial<PageEvent>), SITE, "Gatherly"],
      [pageEvent({ location: { ...base.location!, address: "Pier 17" } }), SITE, "Gatherly"],
      [pageEvent({ tickets: [ticket] } as unknown as Partial<PageEvent>), SITE, "Gatherly"],
      [pageEvent({ tickets: [{ ...ticket, isFull: true }] } as unknown as Partial<PageEvent>), SITE, "Gatherly"],
      [pageEvent({ tickets: [{ ...ticket, price: 3000 }] } as unknown as Partial<PageEvent>), SITE, "Gatherly"],
    ];
    const seen = new Set<string>();
    for (const [event, site, product] of [...variants, ...variants]) {
      const tags = eventMetaTags(event, site, product) as Record<string, unknown>[];
      const seo = eventSeo(event, site, product);
      expect(tags[0]).toEqual({ title: seo.title });
      expect(content(tags, "og:site_name")).toBe(product);
      expect(content(tags, "og:description")).toBe(seo.description);
      expect(content(tags, "og:image")).toBe(seo.image);
      expect(content(tags, "og:image:alt")).toBe(seo.imageAlt);
      expect(content(tags, "og:url")).toBe(seo.url);
      expect(content(tags, "robots")).toBe(seo.noindex ? "noindex" : undefined);
      expect(tags.at(-1)).toEqual({ "script:ld+json": seo.jsonLd });
      seen.add(JSON.stringify(tags));
    }
    // A private event and an unlisted one differ in one way only (noindex): every other variant has tags of its own.
    expect(seen.size).toBe(variants.length - 1);
  });
});
