import type { MetaDescriptor } from "react-router";
import type { EventPageQuery } from "~/graphql/generated";
import { LINK_PREVIEW_SIZE, linkPreviewCard, linkPreviewPath } from "~/lib/events/link-preview";

type PageEvent = EventPageQuery["event"]["bySlugOrId"];

function plain(text: string | null | undefined, max: number): string {
  const flat = (text ?? "").replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/**
 * What the public event page tells crawlers and link previews: OG, Twitter card, canonical,
 * JSON-LD Event. Worked out from the page's data where the tags are made (the route's
 * `meta`), so the page's data does not carry it a second time. The preview image is the
 * event's own card (/events/:slug/og.png, docs/decisions/0018), versioned by the event's
 * updatedAt so a changed event is a new image for crawlers' caches. A location kept for
 * approved guests is never in the tags, whoever is looking.
 */
export function eventSeo(event: PageEvent, publicUrl: string, productName: string) {
  const url = `${publicUrl}/events/${event.slug}`;
  const description = plain(event.description, 200) || `${event.displayName} on ${productName}`;
  const image = new URL(linkPreviewPath(event.slug, event.updatedAt), publicUrl).href;
  const ownImage = event.avatarUrl ? new URL(event.avatarUrl, publicUrl).href : null;
  const publicAddress = event.location && !event.location.isOnlyVisibleToApprovedAttendees ? event.location.address : null;
  const free = event.tickets.filter((t) => t.isActive);
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.displayName,
    description,
    startDate: event.startDate,
    endDate: event.endDate,
    eventStatus: event.status === "CANCELLED" ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    image: ownImage ? [ownImage, image] : [image],
    url,
    organizer: { "@type": "Person", name: event.createdBy.name },
    ...(publicAddress ? { location: { "@type": "Place", name: publicAddress, address: publicAddress } } : {}),
    offers: free.map((t) => ({
      "@type": "Offer",
      name: t.ticketType,
      price: (t.price / 100).toFixed(2),
      priceCurrency: t.currency,
      availability: t.isFull ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
      url,
    })),
  };
  const imageAlt = `${event.displayName}: ${linkPreviewCard(event).when}`;
  return { url, title: event.displayName, description, image, imageAlt, jsonLd, noindex: event.isPrivate || !event.isListed };
}

/** The event page's meta tags: title, description, canonical, Open Graph, Twitter card and JSON-LD. */
export function eventMetaTags(event: PageEvent, publicUrl: string, productName: string): MetaDescriptor[] {
  const seo = eventSeo(event, publicUrl, productName);
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
