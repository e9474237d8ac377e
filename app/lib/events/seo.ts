import type { MetaDescriptor } from "react-router";
import type { EventPageQuery } from "~/graphql/generated";

type PageEvent = EventPageQuery["event"]["bySlugOrId"];

function plain(text: string | null | undefined, max: number): string {
  const flat = (text ?? "").replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/**
 * What the public event page tells crawlers and link previews: OG, Twitter card, canonical,
 * JSON-LD Event. Worked out from the page's data where the tags are made (the route's
 * `meta`), so the page's data does not carry it a second time.
 */
export function eventSeo(event: PageEvent, publicUrl: string, productName: string) {
  const url = `${publicUrl}/events/${event.slug}`;
  const description = plain(event.description, 200) || `${event.displayName} on ${productName}`;
  const image = event.avatarUrl ? new URL(event.avatarUrl, publicUrl).href : `${publicUrl}/og-default.png`;
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
    image: [image],
    url,
    organizer: { "@type": "Person", name: event.createdBy.name },
    ...(event.location?.address
      ? { location: { "@type": "Place", name: event.location.address, address: event.location.address } }
      : {}),
    offers: free.map((t) => ({
      "@type": "Offer",
      name: t.ticketType,
      price: (t.price / 100).toFixed(2),
      priceCurrency: t.currency,
      availability: t.isFull ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
      url,
    })),
  };
  return { url, title: event.displayName, description, image, jsonLd, noindex: event.isPrivate || !event.isListed };
}

/** The event page's meta tags: title, description, canonical, Open Graph, Twitter card and JSON-LD. */
export function eventMetaTags(event: PageEvent, publicUrl: string, productName: string): MetaDescriptor[] {
  const seo = eventSeo(event, publicUrl, productName);
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.url },
    { property: "og:type", content: "website" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.url },
    { property: "og:image", content: seo.image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: seo.image },
    ...(seo.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { "script:ld+json": seo.jsonLd },
  ];
}
