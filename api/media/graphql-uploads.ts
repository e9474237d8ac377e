// Presigned image uploads asked for through an area's GraphQL mutations (a club's image, a
// tier's, a badge's picture; docs/decisions/0086): the area checks its rights first, then these
// give the URL or complete the upload, under the same rate limit as POST /api/media/uploads.
import { limitRate, type GraphQLContext } from "../graphql/context.js";
import { completeUpload, createUpload, IMAGE_UPLOAD_RATE, uploadDepsOf } from "./domain/uploads.js";
import { imagePath } from "../../contract/media/rest.js";
import type { PresignedImageUpload } from "../../contract/media/rest.js";

/** The GraphQL ImageUpload: fields and headers as name/value lists. */
export interface ImageUploadView {
  uploadId: string;
  method: string;
  url: string;
  fields: { name: string; value: string }[];
  headers: { name: string; value: string }[];
  expiresUtc: string;
}

const pairs = (record: Record<string, string>) => Object.entries(record).map(([name, value]) => ({ name, value }));

export function imageUploadView(upload: PresignedImageUpload): ImageUploadView {
  return { uploadId: upload.uploadId, method: upload.method, url: upload.url, fields: pairs(upload.fields), headers: pairs(upload.headers), expiresUtc: upload.expiresAt };
}

/** A presigned URL for one image of the viewer's (the caller has checked what it is for). */
export async function presignImageUploadFor(context: GraphQLContext, userId: string, contentType: string): Promise<ImageUploadView> {
  await limitRate(context, `media-upload:${userId}`, IMAGE_UPLOAD_RATE);
  return imageUploadView(await createUpload(uploadDepsOf(context.deps), userId, contentType));
}

/** The viewer's upload checked and stored (the caller has checked what it is for). */
export async function completeImageUploadFor(context: GraphQLContext, userId: string, uploadId: string): Promise<{ imageId: string; url: string }> {
  const image = await completeUpload(uploadDepsOf(context.deps), userId, uploadId);
  return { imageId: image.id, url: imagePath(image.id) };
}
