// A pie's appearance pictures (spec 3 §3 Appearance, Uploaded asset; §7 uploaded assets by pie,
// individual asset list, uploaded assets create or update, delete; ADR 0085). A layer is one
// individual asset of the catalogue or one of the pie's own ACTIVE uploads for that layer; the
// pictures are uploaded through the presigned flow of ADR 0083 and recorded here.
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { badUserInput, conflict, DomainError, notFound } from "../../../kernel/errors.js";
import { isUuid } from "../../../kernel/ids.js";
import { mediaImages, mediaUploads } from "../../../media/db.js";
import { imagePath } from "../../../../contract/media/rest.js";
import {
  PIE_LAYER_LABELS,
  PIE_LAYERS,
  REQUIRED_PIE_LAYERS,
  UPLOADED_ASSET_PREFIX,
  isPieLayer,
  pieMessages as m,
  uploadedAssetValue,
  type PieAppearance,
  type PieLayer,
} from "../../../../contract/pies/messages.js";
import { pies, type PieRow } from "../../db.js";
import { requirePiePermission } from "../../domain/access.js";
import { decodeOffsetCursor, pageOf, pageSize, type Page } from "../../fans/domain/paging.js";
import { individualAssets, pieUploadedAssets, type IndividualAssetRow, type PieUploadedAssetRow } from "../db.js";

/** The catalogue, by layer name then priority (the lowest first); one layer when asked. */
export async function listIndividualAssets(db: Database, category?: string | null): Promise<IndividualAssetRow[]> {
  const wanted = category?.trim();
  if (wanted && !isPieLayer(wanted)) throw badUserInput(m.layerUnknown, { category: m.layerUnknown });
  return db
    .select()
    .from(individualAssets)
    .where(wanted ? eq(individualAssets.category, wanted) : undefined)
    .orderBy(asc(individualAssets.category), asc(individualAssets.priority), asc(individualAssets.value));
}

export const uploadedAssetUrl = (asset: Pick<PieUploadedAssetRow, "imageId">): string | null => (asset.imageId ? imagePath(asset.imageId) : null);

/**
 * The layers asked for, each an individual asset of its layer or an ACTIVE upload of this pie
 * for its layer (BAD_USER_INPUT by layer otherwise), with the picture each one shows.
 */
export async function resolvePieAppearance(
  db: Database,
  pieId: string,
  input: Partial<Record<string, string | null>>,
): Promise<{ appearance: PieAppearance; layerImages: PieAppearance }> {
  const asked = new Map<PieLayer, string>();
  const fields: Record<string, string> = {};
  for (const layer of PIE_LAYERS) {
    const value = input[layer]?.trim() || null;
    if (value) asked.set(layer, value);
    else if (REQUIRED_PIE_LAYERS.includes(layer)) fields[layer] = m.layerRequired(PIE_LAYER_LABELS[layer]);
  }
  const uploadIds = [...asked.values()].filter((value) => value.startsWith(UPLOADED_ASSET_PREFIX)).map((value) => value.slice(UPLOADED_ASSET_PREFIX.length));
  const catalogueValues = [...asked.values()].filter((value) => !value.startsWith(UPLOADED_ASSET_PREFIX));
  const validUploadIds = uploadIds.filter(isUuid);
  const [catalogue, uploads] = await Promise.all([
    catalogueValues.length ? db.select().from(individualAssets).where(inArray(individualAssets.value, catalogueValues)) : [],
    validUploadIds.length
      ? db
          .select()
          .from(pieUploadedAssets)
          .where(and(eq(pieUploadedAssets.pieId, pieId), eq(pieUploadedAssets.status, "ACTIVE"), inArray(pieUploadedAssets.id, validUploadIds)))
      : [],
  ]);
  const appearance: PieAppearance = {};
  const layerImages: PieAppearance = {};
  for (const [layer, value] of asked) {
    const image = value.startsWith(UPLOADED_ASSET_PREFIX)
      ? uploads.find((asset) => uploadedAssetValue(asset.id) === value && asset.target === layer && asset.imageId)?.imageId
      : catalogue.find((asset) => asset.category === layer && asset.value === value)?.imageUrl;
    if (!image) {
      fields[layer] = m.layerInvalid;
      continue;
    }
    appearance[layer] = value;
    layerImages[layer] = value.startsWith(UPLOADED_ASSET_PREFIX) ? imagePath(image) : image;
  }
  const [first] = Object.values(fields);
  if (first) throw badUserInput(first, fields);
  return { appearance, layerImages };
}

/** The pie's row locked: saving its layers and deleting an upload it may use take turns. */
export async function lockPie(db: Database, pieId: string): Promise<PieRow> {
  const [pie] = await db.select().from(pies).where(eq(pies.id, pieId)).for("update");
  if (!pie) throw notFound(m.notFound);
  return pie;
}

const inUse = (pie: Pick<PieRow, "appearance">, asset: Pick<PieUploadedAssetRow, "id" | "target">) =>
  pie.appearance[asset.target as PieLayer] === uploadedAssetValue(asset.id);

/** The pie's uploads, newest first, of one layer when asked (CAN_CHANGE_PIE_APPEARANCE). */
export async function listUploadedAssets(
  deps: DomainDeps,
  viewerId: string,
  args: { pieId: string; target?: string | null; first?: number | null; after?: string | null },
): Promise<Page<PieUploadedAssetRow>> {
  const pie = await requirePiePermission(deps, viewerId, args.pieId, "CAN_CHANGE_PIE_APPEARANCE");
  const target = args.target?.trim() || null;
  if (target && !isPieLayer(target)) throw badUserInput(m.layerUnknown, { target: m.layerUnknown });
  const offset = decodeOffsetCursor(args.after);
  const limit = pageSize(args.first, 20);
  const where = and(eq(pieUploadedAssets.pieId, pie.id), target ? eq(pieUploadedAssets.target, target) : undefined);
  const [rows, [total]] = await Promise.all([
    deps.db.select().from(pieUploadedAssets).where(where).orderBy(desc(pieUploadedAssets.createdAt), asc(pieUploadedAssets.id)).limit(limit).offset(offset),
    deps.db.select({ value: count() }).from(pieUploadedAssets).where(where),
  ]);
  return pageOf(rows, offset, Number(total?.value ?? 0));
}

export interface UploadedAssetCommand {
  /** Absent: a new one, from the upload. */
  uploadedAssetId?: string | null;
  target: string;
  /** The viewer's presigned upload (ADR 0083); once it is completed the asset is ACTIVE. */
  uploadId?: string | null;
}

/**
 * Creates or updates one of the pie's uploaded assets (CAN_CHANGE_PIE_APPEARANCE): recorded
 * PENDING with the viewer's own upload, ACTIVE once that upload is completed. An upload already
 * recorded answers its asset again; one recorded for another pie is refused. The layer and the
 * picture of an asset the pie uses cannot change.
 */
export async function saveUploadedAsset(deps: DomainDeps, viewerId: string, pieId: string, command: UploadedAssetCommand): Promise<PieUploadedAssetRow> {
  const allowed = await requirePiePermission(deps, viewerId, pieId, "CAN_CHANGE_PIE_APPEARANCE");
  const target = command.target.trim();
  if (!isPieLayer(target)) throw badUserInput(m.layerUnknown, { target: m.layerUnknown });
  const uploadId = command.uploadId?.trim() || null;
  const assetId = command.uploadedAssetId?.trim() || null;
  if (!uploadId && !assetId) throw badUserInput(m.assetUploadNotYours, { uploadId: m.assetUploadNotYours });
  return deps.db.transaction(async (db) => {
    const pie = await lockPie(db, allowed.id);
    let upload: typeof mediaUploads.$inferSelect | undefined;
    if (uploadId) {
      [upload] = isUuid(uploadId) ? await db.select().from(mediaUploads).where(eq(mediaUploads.id, uploadId)) : [];
      if (!upload || upload.ownerUserId !== viewerId) throw new DomainError("AUTH_NOT_AUTHORIZED", m.assetUploadNotYours);
    }
    let existing: PieUploadedAssetRow | undefined;
    if (assetId) {
      [existing] = isUuid(assetId) ? await db.select().from(pieUploadedAssets).where(and(eq(pieUploadedAssets.id, assetId), eq(pieUploadedAssets.pieId, pie.id))) : [];
      if (!existing) throw notFound(m.assetNotFound);
    }
    if (upload) {
      const [recorded] = await db.select().from(pieUploadedAssets).where(eq(pieUploadedAssets.uploadId, upload.id));
      if (recorded && recorded.pieId !== pie.id) throw new DomainError("AUTH_NOT_AUTHORIZED", m.assetUploadNotYours);
      if (recorded && existing && recorded.id !== existing.id) throw conflict(m.assetUploadNotYours, { uploadId: m.assetUploadNotYours });
      existing ??= recorded;
    }
    // Its upload completed since (by the viewer, or earlier by whoever recorded it): the stored image.
    if (!upload && existing?.uploadId) [upload] = await db.select().from(mediaUploads).where(eq(mediaUploads.id, existing.uploadId));
    const imageId = upload?.imageId ?? existing?.imageId ?? null;
    const values = { target, uploadId: upload?.id ?? existing?.uploadId ?? null, imageId, status: imageId ? ("ACTIVE" as const) : ("PENDING" as const) };
    if (!existing) {
      const [created] = await db
        .insert(pieUploadedAssets)
        .values({ ...values, pieId: pie.id, uploadedBy: viewerId, createdAt: deps.clock() })
        .returning();
      return created!;
    }
    if (inUse(pie, existing) && (existing.target !== target || existing.imageId !== imageId)) throw conflict(m.assetInUse, { target: m.assetInUse });
    const [updated] = await db.update(pieUploadedAssets).set(values).where(eq(pieUploadedAssets.id, existing.id)).returning();
    return updated!;
  });
}

/** Deletes one of the pie's uploads and its picture (CAN_CHANGE_PIE_APPEARANCE); CONFLICT while a layer of the pie uses it. */
export async function deleteUploadedAsset(deps: DomainDeps, viewerId: string, pieId: string, uploadedAssetId: string): Promise<boolean> {
  const allowed = await requirePiePermission(deps, viewerId, pieId, "CAN_CHANGE_PIE_APPEARANCE");
  if (!isUuid(uploadedAssetId)) throw notFound(m.assetNotFound);
  return deps.db.transaction(async (db) => {
    const pie = await lockPie(db, allowed.id);
    const [asset] = await db.select().from(pieUploadedAssets).where(and(eq(pieUploadedAssets.id, uploadedAssetId), eq(pieUploadedAssets.pieId, pie.id)));
    if (!asset) throw notFound(m.assetNotFound);
    if (inUse(pie, asset)) throw conflict(m.assetInUse);
    await db.delete(pieUploadedAssets).where(eq(pieUploadedAssets.id, asset.id));
    if (asset.imageId) await db.delete(mediaImages).where(eq(mediaImages.id, asset.imageId));
    return true;
  });
}
