import type { Route } from "./+types/image";
import { IMMUTABLE_CACHE_CONTROL, isImageId, storedDocumentBytes, storedImageBytes, storedImageETag } from "~/.server/platform/media.server";
import { isNotModified, loadOrThrow } from "~/.server/platform/responses.server";

/** What each kind of stored file is served as: images (docs/decisions/0018), their small copies (lite mode) and documents (0024), shown inline. */
const KINDS = {
  webp: { read: (id: string) => storedImageBytes(id), headers: { "Content-Type": "image/webp" } },
  "small.webp": { read: (id: string) => storedImageBytes(id, "small"), headers: { "Content-Type": "image/webp" } },
  pdf: { read: storedDocumentBytes, headers: { "Content-Type": "application/pdf", "Content-Disposition": "inline", "X-Content-Type-Options": "nosniff" } },
} as const;

/**
 * GET /media/<id>.webp, /media/<id>.small.webp or /media/<id>.pdf: a stored image, its small
 * copy or a document (api/media), at a URL
 * that never changes what it holds, so browsers and CDNs keep it for a year and ask again
 * only with its ETag.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const [, id, extension] = /^([^.]+)\.(webp|small\.webp|pdf)$/.exec(params.file) ?? [];
  if (!id || !isImageId(id)) throw new Response("Not found.", { status: 404, headers: { "Content-Type": "text/plain" } });
  const kind = KINDS[extension as keyof typeof KINDS];
  const etag = storedImageETag(extension === "small.webp" ? `${id}.small` : id);
  const headers = { "Cache-Control": IMMUTABLE_CACHE_CONTROL, ETag: etag };
  if (isNotModified(request, etag)) return new Response(null, { status: 304, headers });
  const bytes = await loadOrThrow(context, () => kind.read(id));
  if (!bytes) throw new Response("Not found.", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(new Uint8Array(bytes), {
    headers: { ...headers, ...kind.headers, "Content-Length": String(bytes.length) },
  });
}
