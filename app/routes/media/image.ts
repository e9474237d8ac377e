import type { Route } from "./+types/image";
import { IMMUTABLE_CACHE_CONTROL, isImageId, storedDocumentBytes, storedImageBytes, storedImageETag } from "~/.server/platform/media.server";
import { loadOrThrow } from "~/.server/platform/responses.server";

/** What each kind of stored file is served as: images (docs/decisions/0018) and documents (0024), shown inline. */
const KINDS = {
  webp: { read: storedImageBytes, headers: { "Content-Type": "image/webp" } },
  pdf: { read: storedDocumentBytes, headers: { "Content-Type": "application/pdf", "Content-Disposition": "inline", "X-Content-Type-Options": "nosniff" } },
} as const;

/**
 * GET /media/<id>.webp or /media/<id>.pdf: a stored image or document (api/media), at a URL
 * that never changes what it holds, so browsers and CDNs keep it for a year and ask again
 * only with its ETag.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const [, id, extension] = /^(.+)\.(webp|pdf)$/.exec(params.file) ?? [];
  if (!id || !isImageId(id)) throw new Response("Not found.", { status: 404, headers: { "Content-Type": "text/plain" } });
  const kind = KINDS[extension as keyof typeof KINDS];
  const etag = storedImageETag(id);
  const headers = { "Cache-Control": IMMUTABLE_CACHE_CONTROL, ETag: etag };
  if (request.headers.get("If-None-Match")?.split(/\s*,\s*/).includes(etag)) return new Response(null, { status: 304, headers });
  const bytes = await loadOrThrow(context, () => kind.read(id));
  if (!bytes) throw new Response("Not found.", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(new Uint8Array(bytes), {
    headers: { ...headers, ...kind.headers, "Content-Length": String(bytes.length) },
  });
}
