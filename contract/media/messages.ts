// Stored images (the platform's media module): the limits and texts the API and the web app share.

/** Uploads take at most this many bytes (spec 2: the event's image). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Stored images cover this square (spec 2: "avatar image (uploaded, resized to 1000×1000 WEBP)"). */
export const STORED_IMAGE_SIZE = 1000;
/** What an upload may be. */
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"] as const;

export const mediaMessages = {
  /** The hint beside every image upload. */
  imageHint: "JPEG, PNG, WEBP, GIF or AVIF, up to 10 MB. It is cropped to a 1000×1000 square.",
  notAnImage: "This file is not an image. Choose a JPEG, PNG, WEBP, GIF or AVIF picture.",
  tooLarge: "The image is too large: it can be at most 10 MB.",
  empty: "Choose an image to upload.",
  notFound: "This image does not exist.",
  notYours: "You can only use images you uploaded.",
  /** Presigned uploads (docs/decisions/0083). */
  uploadNotFound: "This upload does not exist.",
  uploadLinkInvalid: "This upload link is not valid.",
  uploadExpired: "This upload link has expired. Choose the picture again.",
  uploadUsed: "This upload link was already used. Choose the picture again.",
} as const;

/** What is wrong with a chosen picture before it is sent (its size, then its type); null when nothing is. */
export function imageFileRefusal(file: { size: number; type: string }): string | null {
  if (file.size > MAX_IMAGE_BYTES) return mediaMessages.tooLarge;
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return mediaMessages.notAnImage;
  return null;
}

/** How long a presigned upload's URL takes an upload (docs/decisions/0083). */
export const UPLOAD_URL_LIFETIME_MS = 15 * 60_000;

/** Documents (a disclosure or privacy policy, as PDF) take at most this many bytes. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** Documents have at most this many pages: a disclosure is read, not archived (docs/decisions/0024). */
export const MAX_DOCUMENT_PAGES = 200;
/** The stamped copy, which is what is stored and served, takes at most this many bytes. */
export const MAX_STAMPED_DOCUMENT_BYTES = 12 * 1024 * 1024;

export const documentMessages = {
  notAPdf: "This file is not a PDF. Choose a PDF document.",
  tooLarge: "The document is too large: it can be at most 10 MB.",
  empty: "Choose a PDF document to upload.",
  unreadable: "This PDF could not be read. It may be damaged or protected by a password; save it again without a password and upload that copy.",
  notFound: "This document does not exist.",
  tooManyPages: `The document has too many pages: it can have at most ${MAX_DOCUMENT_PAGES}.`,
  tooLargeOnceStamped: "This PDF becomes too large once stamped. Save a smaller copy (fewer or smaller images) and upload that.",
  tooComplex: "This PDF took too long to process. Save a simpler copy (fewer pages or images) and upload that.",
} as const;
