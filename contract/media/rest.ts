// The media module's REST endpoints under /api/media/ (api/media/http/router.ts). Types only.

/** POST /api/media/images: the raw image as the body, its type as Content-Type. */
export interface StoredImage {
  imageId: string;
  /** Where it is served, relative to the site: /media/<imageId>.webp */
  url: string;
  contentType: "image/webp";
  width: number;
  height: number;
}

/**
 * POST /api/media/uploads { contentType }: a presigned upload (docs/decisions/0083). The file
 * goes to `url` (PUT: the raw bytes with `headers`; POST: a multipart form of `fields`, then
 * the file as "file"), then POST /api/media/uploads/:uploadId/complete answers the StoredImage.
 */
export interface PresignedImageUpload {
  uploadId: string;
  method: "PUT" | "POST";
  url: string;
  fields: Record<string, string>;
  headers: Record<string, string>;
  expiresAt: string;
}

/** The stable public path of a stored image. */
export function imagePath(imageId: string): string {
  return `/media/${imageId}.webp`;
}

/** POST /api/events/:eventId/disclosure-document: the raw PDF as the body; the stamped copy as stored. */
export interface StoredDocument {
  documentId: string;
  /** Where it is served, relative to the site: /media/<documentId>.pdf */
  url: string;
  contentType: "application/pdf";
  pageCount: number;
}

/** The stable public path of a stored document. */
export function documentPath(documentId: string): string {
  return `/media/${documentId}.pdf`;
}

const DOCUMENT_PATH = /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.pdf$/i;

/** The stored document's id when the path is one of ours (documentPath), else null. */
export function documentIdOfPath(path: string): string | null {
  return DOCUMENT_PATH.exec(path)?.[1]?.toLowerCase() ?? null;
}

/** The side of the small copy of a stored image (a page in lite mode shows it): /media/<imageId>.small.webp */
export const SMALL_IMAGE_SIZE = 320;

/**
 * The small copy's path of a stored image served by this site, or the URL unchanged (another
 * host's image, a default picture, a data URL).
 */
export function smallImagePath(url: string): string {
  return url.replace(/^(\/media\/[0-9a-f-]{36})\.webp(\?[^#]*)?$/i, "$1.small.webp$2");
}
