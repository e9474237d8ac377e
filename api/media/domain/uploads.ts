// Presigned image uploads (spec 3 "upload by presigned URL"; docs/decisions/0083): create gives
// a URL the browser sends the file to; completion checks it with sharp and stores it as every
// image is stored; the cleanup job removes what was never completed.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { mediaUploads } from "../db.js";
import { findImage, storeImage } from "./images.js";
import type { MediaImageRow } from "../db.js";
import type { Database } from "../../db/client.js";
import type { DomainDeps } from "../../kernel/deps.js";
import type { JobQueue } from "../../kernel/jobs/queue.js";
import { badUserInput, DomainError, notFound } from "../../kernel/errors.js";
import { isUuid } from "../../kernel/ids.js";
import type { ObjectStorage } from "./storage/object-storage.js";
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES, mediaMessages as m, UPLOAD_URL_LIFETIME_MS } from "../../../contract/media/messages.js";
import type { PresignedImageUpload } from "../../../contract/media/rest.js";

export const UPLOAD_CLEANUP_JOB = "media-upload-cleanup";
/** The cleanup runs this long after the URL expired: an upload under way at the last moment may still complete. */
const CLEANUP_GRACE_MS = 10 * 60_000;
/** Uploads a member may make per hour, by any route: plenty for editing, not enough to fill the database. */
export const IMAGE_UPLOAD_RATE = { limit: 60, windowMs: 3600_000 };

export interface ImageUploadPorts {
  storage: ObjectStorage;
  jobs: Pick<JobQueue, "send">;
}

export interface UploadDeps extends DomainDeps, ImageUploadPorts {}

/**
 * The upload ports of an area's use case (a club's image, a tier's, a badge's picture through
 * GraphQL; docs/decisions/0086): the platform always sets them, so their absence is a wiring error.
 */
export function uploadDepsOf(deps: DomainDeps & { imageUploads?: ImageUploadPorts }): UploadDeps {
  if (!deps.imageUploads) throw new Error("image uploads are not configured");
  return { ...deps, ...deps.imageUploads };
}

/** A presigned URL for one image of the member's, with its cleanup queued. */
export async function createUpload(deps: UploadDeps, ownerUserId: string, contentType: unknown): Promise<PresignedImageUpload> {
  const type = typeof contentType === "string" ? contentType.toLowerCase() : "";
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type)) throw badUserInput(m.notAnImage, { image: m.notAnImage });
  const id = randomUUID();
  const objectKey = `uploads/${id}`;
  const expiresAt = new Date(deps.clock().getTime() + UPLOAD_URL_LIFETIME_MS);
  await deps.db.insert(mediaUploads).values({ id, ownerUserId, objectKey, contentType: type, maxBytes: MAX_IMAGE_BYTES, expiresAt, createdAt: deps.clock() });
  await deps.jobs.send(UPLOAD_CLEANUP_JOB, { uploadId: id }, { key: id, runAt: new Date(expiresAt.getTime() + CLEANUP_GRACE_MS) });
  const presigned = await deps.storage.presignUpload({ key: objectKey, contentType: type, maxBytes: MAX_IMAGE_BYTES, expiresAt });
  return { uploadId: id, ...presigned, expiresAt: expiresAt.toISOString() };
}

/**
 * The upload checked (a real image, within size and pixel limits) and stored as a 1000×1000
 * WEBP of the member's. Once: a second completion answers the same image.
 */
export async function completeUpload(deps: UploadDeps, userId: string, uploadId: string): Promise<MediaImageRow> {
  if (!isUuid(uploadId)) throw notFound(m.uploadNotFound);
  const [found] = await deps.db.select().from(mediaUploads).where(eq(mediaUploads.id, uploadId));
  if (!found) throw notFound(m.uploadNotFound);
  if (found.ownerUserId !== userId) throw new DomainError("AUTH_NOT_AUTHORIZED", m.notYours);
  if (found.imageId) return findImage(deps, found.imageId);
  // Read before the transaction: the local storage reads on its own connection (a single one on PGlite).
  const bytes = found.completedAt ? null : await deps.storage.read(found.objectKey);
  try {
    const image = await deps.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      const [upload] = await tx.select().from(mediaUploads).where(eq(mediaUploads.id, uploadId)).for("update");
      if (!upload) throw notFound(m.uploadNotFound);
      // Completed meanwhile (a double click, a retry): the same image.
      if (upload.imageId) return findImage({ db }, upload.imageId);
      if (upload.completedAt || upload.expiresAt <= deps.clock()) throw badUserInput(m.uploadExpired, { image: m.uploadExpired });
      if (!bytes) throw badUserInput(m.empty, { image: m.empty });
      const stored = await storeImage({ ...deps, db }, userId, bytes);
      await tx.update(mediaUploads).set({ imageId: stored.id, completedAt: deps.clock() }).where(eq(mediaUploads.id, uploadId));
      return stored;
    });
    // The bytes were only waiting for this check.
    await deps.storage.delete(found.objectKey);
    return image;
  } catch (error) {
    // Refused bytes are not kept: the URL is used, so a new upload is asked for.
    if (bytes) await deps.storage.delete(found.objectKey);
    throw error;
  }
}

/** The cleanup job: an upload's object and row go; an upload never completed leaves nothing. */
export async function cleanUpUpload(deps: Omit<UploadDeps, "jobs">, uploadId: string): Promise<void> {
  const [upload] = await deps.db.select().from(mediaUploads).where(eq(mediaUploads.id, uploadId));
  if (!upload) return;
  // Run early (another instance's clock): failing it retries later.
  if (!upload.completedAt && upload.expiresAt > deps.clock()) throw new Error(`upload ${uploadId} has not expired yet`);
  await deps.storage.delete(upload.objectKey);
  await deps.db.delete(mediaUploads).where(eq(mediaUploads.id, uploadId));
}

export async function startUploadCleanup(jobs: JobQueue, deps: Omit<UploadDeps, "jobs">): Promise<void> {
  await jobs.work<{ uploadId: string }>(UPLOAD_CLEANUP_JOB, (job) => cleanUpUpload(deps, job.uploadId));
}
