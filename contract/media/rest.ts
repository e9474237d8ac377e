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

/** The stable public path of a stored image. */
export function imagePath(imageId: string): string {
  return `/media/${imageId}.webp`;
}
