import type { MetaDescriptor } from "react-router";
import type { EventPageQuery } from "~/graphql/generated";
import { LINK_PREVIEW_SIZE, linkPreviewCard, linkPreviewPath } from "~/lib/events/link-preview";

type PageEvent = EventPageQuery["event"]["bySlugOrId"];

function plain(text: string | null | undefined, max: number): string {
  const flat = (text ?? "").replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/**
 * What the tags are made of: the page's data that they show, and nothing else. The tags are
 * worked out from these alone, so the same facts always make the same tags; every viewer
 * of an event gets them, and they are kept by them (eventMetaTags).
 */
function seoFacts(event: PageEvent, publicUrl: string, productName: string) {
  const location = event.location;
  return {
    publicUrl,
    productName,
    slug: event.slug,
    displayName: event.displayName,
    description: event.description ?? null,
    updatedAt: event.updatedAt,
    avatarUrl: event.avatarUrl ?? null,
    startDate: event.startDate,
    endDate: event.endDate,
    timeZone: event.timeZone,
    status: event.status,
    noindex: event.isPrivate || !event.isListed,
    hostName: event.createdBy.name,
    // A location kept for approved guests is never in the tags, whoever is looking.
    publicAddress: location && !location.isOnlyVisibleToApprovedAttendees ? (location.address ?? null) : null,
    offers: event.tickets
      .filter((t) => t.isActive)
      .map((t) => ({ ticketType: t.ticketType, price: t.price, currency: t.currency, isFull: t.isFull })),
  };
}
type SeoFacts = ReturnType<typeof seoFacts>;

/**
 * What the public event page tells crawlers and link previews: OG, Twitter card, canonical,
 * JSON-LD Event. Worked out from the page's data where the tags are made (the route's
 * `meta`), so the page's data does not carry it a second time. The preview image is the
 * event's own card (/events/:slug/og.png, docs/decisions/0018), versioned by the event's
 * updatedAt so a changed event is a new image for crawlers' caches.
 */
export function eventSeo(event: PageEvent, publicUrl: string, productName: string) {
  return seoFrom(seoFacts(event, publicUrl, productName));
}

function seoFrom(facts: SeoFacts) {
  const { publicUrl, productName, publicAddress } = facts;
  const url = `${publicUrl}/events/${facts.slug}`;
  const description = plain(facts.description, 200) || `${facts.displayName} on ${productName}`;
  const image = new URL(linkPreviewPath(facts.slug, facts.updatedAt), publicUrl).href;
  const ownImage = facts.avatarUrl ? new URL(facts.avatarUrl, publicUrl).href : null;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Event",
    name: facts.displayName,
    description,
    startDate: facts.startDate,
    endDate: facts.endDate,
    eventStatus: facts.status === "CANCELLED" ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    image: ownImage ? [ownImage, image] : [image],
    url,
    organizer: { "@type": "Person", name: facts.hostName },
    ...(publicAddress ? { location: { "@type": "Place", name: publicAddress, address: publicAddress } } : {}),
    offers: facts.offers.map((t) => ({
      "@type": "Offer",
      name: t.ticketType,
      price: (t.price / 100).toFixed(2),
      priceCurrency: t.currency,
      availability: t.isFull ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
      url,
    })),
  };
  const card = linkPreviewCard({
    displayName: facts.displayName,
    startDate: facts.startDate,
    endDate: facts.endDate,
    timeZone: facts.timeZone,
    location: publicAddress ? { address: publicAddress, isOnlyVisibleToApprovedAttendees: false } : null,
  });
  const imageAlt = `${facts.displayName}: ${card.when}`;
  return { url, title: facts.displayName, description, image, imageAlt, jsonLd, noindex: facts.noindex };
}

/** The event page's meta tags: title, description, canonical, Open Graph, Twitter card and JSON-LD. */
export function eventMetaTags(event: PageEvent, publicUrl: string, productName: string): MetaDescriptor[] {
  return metaTagsFrom(seoFrom(seoFacts(event, publicUrl, productName)), productName);
}

function metaTagsFrom(seo: ReturnType<typeof seoFrom>, productName: string): MetaDescriptor[] {
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: productName },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.url },
    { property: "og:image", content: seo.image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(LINK_PREVIEW_SIZE.width) },
    { property: "og:image:height", content: String(LINK_PREVIEW_SIZE.height) },
    { property: "og:image:alt", content: seo.imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: seo.image },
    { name: "twitter:image:alt", content: seo.imageAlt },
    ...(seo.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { "script:ld+json": seo.jsonLd },
  ];
}
