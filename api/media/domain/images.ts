// Storing and reading images: an upload is checked to really be an image (its bytes, not
// its name or declared type), then kept as a 1000×1000 WEBP covering the square.
import { eq, inArray } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import sharp from "sharp";
import { mediaImages, type MediaImageRow } from "../db.js";
import type { Database } from "../../db/client.js";
import type { DomainDeps } from "../../kernel/deps.js";
import { badUserInput, DomainError, notFound } from "../../kernel/errors.js";
import { isUuid } from "../../kernel/ids.js";
import { MAX_IMAGE_BYTES, mediaMessages as m, STORED_IMAGE_SIZE } from "../../../contract/media/messages.js";
import { SMALL_IMAGE_SIZE } from "../../../contract/media/rest.js";

/** sharp's names for the formats we take: JPEG, PNG, WEBP, GIF, AVIF (AVIF reads as "heif"). */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "heif"]);
/** Larger pictures are refused before they are decoded (a decompression bomb). */
const MAX_INPUT_PIXELS = 100_000_000;

/** The bytes' format when they are an image we take; a refusal with the message otherwise. */
async function imageFormatOf(bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw badUserInput(m.empty, { image: m.empty });
  if (bytes.length > MAX_IMAGE_BYTES) throw badUserInput(m.tooLarge, { image: m.tooLarge });
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) throw new Error("not accepted");
    // AVIF and HEIC share a container; only AVIF is asked for.
    if (metadata.format === "heif" && metadata.compression !== "av1") throw new Error("HEIC is not accepted");
    return metadata.format;
  } catch {
    throw badUserInput(m.notAnImage, { image: m.notAnImage });
  }
}

/** Checks an upload, stores it as a 1000×1000 WEBP owned by the uploader, and returns the stored row. */
export async function storeImage(deps: DomainDeps, ownerUserId: string, bytes: Buffer): Promise<MediaImageRow> {
  await imageFormatOf(bytes);
  let webp: Buffer;
  try {
    webp = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate() // the camera's orientation, then drop the metadata (location, device)
      .resize(STORED_IMAGE_SIZE, STORED_IMAGE_SIZE, { fit: "cover", position: "attention" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw badUserInput(m.notAnImage, { image: m.notAnImage });
  }
  const [row] = await deps.db
    .insert(mediaImages)
    .values({ ownerUserId, contentType: "image/webp", width: STORED_IMAGE_SIZE, height: STORED_IMAGE_SIZE, bytes: webp, createdAt: deps.clock() })
    .returning();
  return row!;
}

/** A stored image, or NOT_FOUND. */
export async function findImage(deps: Pick<DomainDeps, "db">, imageId: string): Promise<MediaImageRow> {
  if (!isUuid(imageId)) throw notFound(m.notFound);
  const [row] = await deps.db.select().from(mediaImages).where(eq(mediaImages.id, imageId));
  if (!row) throw notFound(m.notFound);
  return row;
}

/** An image the user may attach to something of theirs: one they uploaded. */
export async function ownImage(deps: Pick<DomainDeps, "db">, userId: string, imageId: string): Promise<MediaImageRow> {
  const image = await findImage(deps, imageId);
  if (image.ownerUserId !== userId) throw new DomainError("AUTH_NOT_AUTHORIZED", m.notYours);
  return image;
}

/**
 * Small copies (lite mode) are made from the stored image when first asked for and kept for
 * the most asked: an image never changes under its id, so a copy never goes stale, and
 * browsers and CDNs keep each one for a year. A few MB at most (about 10 KB each).
 */
const smallCopies = new LRUCache<string, Buffer>({ max: 500 });

/** A stored image's small copy (SMALL_IMAGE_SIZE square, WEBP), or NOT_FOUND. */
export async function findSmallImage(deps: Pick<DomainDeps, "db">, imageId: string): Promise<Buffer> {
  const key = imageId.toLowerCase();
  const kept = smallCopies.get(key);
  if (kept) return kept;
  const image = await findImage(deps, imageId);
  const small = await sharp(image.bytes).resize(SMALL_IMAGE_SIZE, SMALL_IMAGE_SIZE, { fit: "cover" }).webp({ quality: 60 }).toBuffer();
  smallCopies.set(key, small);
  return small;
}

/**
 * Deletes stored images (what an area removes along with the thing that carried them: a
 * deleted comment's pictures) and forgets their small copies in this process. Rows pointing
 * at an image through a cascading key go with it.
 */
export async function deleteImages(db: Database, imageIds: readonly string[]): Promise<void> {
  if (imageIds.length === 0) return;
  await db.delete(mediaImages).where(inArray(mediaImages.id, [...imageIds]));
  for (const id of imageIds) smallCopies.delete(id.toLowerCase());
}
