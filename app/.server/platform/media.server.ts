// Stored images and documents (api/media) as the web app serves and reads them:
// /media/<id>.webp and /media/<id>.pdf, and the bytes of an event's image for its link-preview card. Images never change under an
// id, so a copy is as good as the original for as long as anyone keeps it.
import { ApiUnavailableError } from "./api-errors.server";
import { webEnv } from "./env.server";
import { requestBytes } from "./upstream.server";

const TIMEOUT_MS = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The header every copy of a stored image is sent with. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** A stored image's ETag: its id, since its bytes never change. */
export function storedImageETag(imageId: string): string {
  return `"${imageId.toLowerCase()}"`;
}

export function isImageId(value: string): boolean {
  return UUID.test(value);
}

/** A stored image's WEBP bytes (or its small copy's), or null when there is no such image. */
export function storedImageBytes(imageId: string, size: "full" | "small" = "full"): Promise<Buffer | null> {
  if (!isImageId(imageId)) return Promise.resolve(null);
  return storedBytes(`images/${imageId}${size === "small" ? ".small" : ""}.webp`, "image/webp");
}

/** A stored document's PDF bytes (as stamped on upload), or null when there is no such document. */
export function storedDocumentBytes(documentId: string): Promise<Buffer | null> {
  return isImageId(documentId) ? storedBytes(`documents/${documentId}.pdf`, "application/pdf") : Promise.resolve(null);
}

async function storedBytes(path: string, accept: string): Promise<Buffer | null> {
  let answer;
  try {
    answer = await requestBytes("GET", `${webEnv().upstreamUrl}/api/media/${path}`, { Accept: accept }, null, TIMEOUT_MS);
  } catch (error) {
    throw new ApiUnavailableError(error);
  }
  if (answer.status === 404) return null;
  if (answer.status !== 200) throw new ApiUnavailableError(`HTTP ${answer.status}`);
  return answer.body;
}
