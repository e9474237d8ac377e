// Presigned uploads for the pictures an area checks (docs/decisions/0086): a club's image, a
// tier's, a badge's. The /media-uploads resource route asks for them with JavaScript on; without
// it, a form's action uploads the posted file through the same calls.
import type { ApiClient } from "~/.server/platform/api.server";
import {
  CompleteAchievementAvatarUploadDocument,
  CompleteClubImageUploadDocument,
  CompleteTierImageUploadDocument,
  PresignAchievementAvatarUploadDocument,
  PresignClubImageUploadDocument,
  PresignTierImageUploadDocument,
  type ImageUploadPartsFragment,
} from "~/graphql/generated";
import type { PresignedImageUpload } from "../../../contract/media/rest";

/** What a picture is for, which decides who may upload it. */
export type ImageUploadTarget =
  | { kind: "club"; clubId: string }
  | { kind: "tier"; clubId: string }
  | { kind: "achievement"; clubId?: string; pieId?: string; achievementId?: string };

/**
 * The form field naming the target ("club:<id>", "tier:<clubId>", "achievement-club:<id>",
 * "achievement-pie:<id>", "achievement:<id>"); null for anything else.
 */
export function parseUploadTarget(value: string | null): ImageUploadTarget | null {
  const match = /^(club|tier|achievement-club|achievement-pie|achievement):([\w-]{1,80})$/.exec(value ?? "");
  if (!match) return null;
  const [, kind, id] = match as unknown as [string, string, string];
  if (kind === "club" || kind === "tier") return { kind, clubId: id };
  if (kind === "achievement-club") return { kind: "achievement", clubId: id };
  if (kind === "achievement-pie") return { kind: "achievement", pieId: id };
  return { kind: "achievement", achievementId: id };
}

/** The field's value for a target (the inverse of parseUploadTarget). */
export function uploadTargetField(target: ImageUploadTarget): string {
  if (target.kind !== "achievement") return `${target.kind}:${target.clubId}`;
  if (target.achievementId) return `achievement:${target.achievementId}`;
  return target.clubId ? `achievement-club:${target.clubId}` : `achievement-pie:${target.pieId}`;
}

const presignedOf = (upload: ImageUploadPartsFragment): PresignedImageUpload => ({
  uploadId: upload.uploadId,
  method: upload.method === "POST" ? "POST" : "PUT",
  url: upload.url,
  fields: Object.fromEntries(upload.fields.map((field) => [field.name, field.value])),
  headers: Object.fromEntries(upload.headers.map((header) => [header.name, header.value])),
  expiresAt: upload.expiresUtc,
});

const achievementArgs = (target: Extract<ImageUploadTarget, { kind: "achievement" }>) => ({
  clubId: target.clubId ?? null,
  pieId: target.pieId ?? null,
  achievementId: target.achievementId ?? null,
});

export async function presignImageUpload(api: ApiClient, target: ImageUploadTarget, contentType: string): Promise<PresignedImageUpload> {
  if (target.kind === "club") return presignedOf((await api.query(PresignClubImageUploadDocument, { clubId: target.clubId, contentType })).club.presignImageUpload);
  if (target.kind === "tier") return presignedOf((await api.query(PresignTierImageUploadDocument, { clubId: target.clubId, contentType })).club.presignTierImageUpload);
  const { rewards } = await api.query(PresignAchievementAvatarUploadDocument, { ...achievementArgs(target), contentType });
  return presignedOf(rewards.presignAchievementAvatarUpload);
}

/** The upload completed: checked, stored, and (for a club) set as its image. */
export async function completeImageUpload(api: ApiClient, target: ImageUploadTarget, uploadId: string): Promise<{ imageId: string; url: string }> {
  if (target.kind === "club") return (await api.query(CompleteClubImageUploadDocument, { clubId: target.clubId, uploadId })).club.completeImageUpload;
  if (target.kind === "tier") return (await api.query(CompleteTierImageUploadDocument, { clubId: target.clubId, uploadId })).club.completeTierImageUpload;
  return (await api.query(CompleteAchievementAvatarUploadDocument, { ...achievementArgs(target), uploadId })).rewards.completeAchievementAvatarUpload;
}

/** A posted file (the no-JavaScript path) uploaded the way the browser does it. Refusals are ApiErrors. */
export async function uploadPostedImage(api: ApiClient, target: ImageUploadTarget, file: File): Promise<{ imageId: string; url: string }> {
  const presigned = await presignImageUpload(api, target, file.type);
  await api.sendToPresignedUrl(presigned, new Uint8Array(await file.arrayBuffer()), file.type);
  return completeImageUpload(api, target, presigned.uploadId);
}
