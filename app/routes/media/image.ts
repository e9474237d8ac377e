import type { Route } from "./+types/image";
import { IMMUTABLE_CACHE_CONTROL, isImageId, storedImageBytes, storedImageETag } from "~/.server/platform/media.server";
import { loadOrThrow } from "~/.server/platform/responses.server";

/**
 * GET /media/<id>.webp: a stored image (api/media), at a URL that never changes what it
 * holds, so browsers and CDNs keep it for a year and ask again only with its ETag.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const imageId = /^(.+)\.webp$/.exec(params.file)?.[1];
  if (!imageId || !isImageId(imageId)) throw new Response("Not found.", { status: 404, headers: { "Content-Type": "text/plain" } });
  const etag = storedImageETag(imageId);
  const headers = { "Cache-Control": IMMUTABLE_CACHE_CONTROL, ETag: etag };
  if (request.headers.get("If-None-Match")?.split(/\s*,\s*/).includes(etag)) return new Response(null, { status: 304, headers });
  const bytes = await loadOrThrow(context, () => storedImageBytes(imageId));
  if (!bytes) throw new Response("Not found.", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(new Uint8Array(bytes), {
    headers: { ...headers, "Content-Type": "image/webp", "Content-Length": String(bytes.length) },
  });
}
