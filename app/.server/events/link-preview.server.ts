// GET /events/:slug/og.png: the event's link-preview image. The event is read through the
// API as the requesting viewer, so a private or draft event's card goes only to those who
// may see it; anyone else (a signed-out crawler of a private link, an unknown slug) gets
// the brand's default card, never a 404 page and never the event's details
// (docs/decisions/0018). Cards are made once per event version (its id and updatedAt) and
// kept in a bounded in-memory LRU (platform/drawn-images.server.ts); the ETag lets a client or
// CDN skip the bytes entirely.
import { createHash } from "node:crypto";
import type { RouterContextProvider } from "react-router";
import { ApiError } from "~/.server/platform/api-errors.server";
import { DrawnImages } from "~/.server/platform/drawn-images.server";
import { webEnv } from "~/.server/platform/env.server";
import { storedImageBytes } from "~/.server/platform/media.server";
import { getApi } from "~/.server/platform/request-context.server";
import { isNotModified, toResponse } from "~/.server/platform/responses.server";
import { EventForEditingDocument } from "~/graphql/generated";
import { linkPreviewCard } from "~/lib/events/link-preview";
import { defaultCardSvg, eventCardSvg, pngOf } from "./link-preview-card.server";

type Ctx = Readonly<RouterContextProvider>;

/** Bumped when the card's design changes, so every cached copy (ours, CDNs', browsers') is replaced. */
const CARD_VERSION = 1;
/** Signed-out answers may be shared; a changed event is a new ?v= URL in its tags, and a new ETag. */
const EVENT_CARD_CACHE_CONTROL = "public, max-age=3600";
const DEFAULT_CARD_CACHE_CONTROL = "public, max-age=300";
const CACHE_MAX_BYTES = 32 * 1024 * 1024;
const CACHE_MAX_ENTRIES = 500;

const cards = new DrawnImages({ maxBytes: CACHE_MAX_BYTES, maxEntries: CACHE_MAX_ENTRIES });

function etagOf(key: string): string {
  return `"og-${createHash("sha256").update(key).digest("base64url").slice(0, 27)}"`;
}

/** The preview the viewer may see: the event's (null when it is unknown or hidden from them). */
async function visibleEvent(context: Ctx, slug: string) {
  try {
    // The editor's query (the event's info as the viewer may see it): one document fewer to keep within the API's cost budget.
    return (await getApi(context).query(EventForEditingDocument, { slugOrId: slug })).event.bySlugOrId;
  } catch (error) {
    // Unknown, private, draft, or a session that no longer works: the default card.
    if (error instanceof ApiError && error.status < 500) return null;
    throw toResponse(context, error);
  }
}

export async function linkPreviewResponse(context: Ctx, slug: string, request: Request): Promise<Response> {
  const started = performance.now();
  const { productName } = webEnv();
  const event = await visibleEvent(context, slug);
  const key = event
    ? `event:${event.eventId}:${event.updatedAt}:${event.uploadedAssetId ?? "-"}:v${CARD_VERSION}`
    : `default:${productName}:v${CARD_VERSION}`;
  const etag = etagOf(key);
  const headers = new Headers({
    "Cache-Control": event ? EVENT_CARD_CACHE_CONTROL : DEFAULT_CARD_CACHE_CONTROL,
    ETag: etag,
  });
  if (isNotModified(request, etag)) {
    headers.append("Server-Timing", `og;desc="not modified";dur=${(performance.now() - started).toFixed(1)}`);
    return new Response(null, { status: 304, headers });
  }
  const { bytes: png, hit } = cards.get(key, async () => {
    if (!event) return pngOf(await defaultCardSvg(productName));
    const image = event.uploadedAssetId ? await storedImageBytes(event.uploadedAssetId) : null;
    return pngOf(await eventCardSvg(linkPreviewCard(event), { productName, image }));
  });
  const bytes = await png;
  headers.set("Content-Type", "image/png");
  headers.set("Content-Length", String(bytes.length));
  headers.append("Server-Timing", `og;desc="${hit ? "cached" : "drawn"}";dur=${(performance.now() - started).toFixed(1)}`);
  return new Response(new Uint8Array(bytes), { headers });
}
