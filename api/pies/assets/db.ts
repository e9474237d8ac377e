// The pie's appearance pictures (spec 3 §3 Appearance, Uploaded asset; ADR 0085): the catalogue
// of individual assets every pie chooses from, and the pictures a pie's team uploaded for it.
import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns.js";
import { users } from "../../access/db.js";
import { mediaImages, mediaUploads } from "../../media/db.js";
import { pies } from "../db.js";
import { PIE_LAYERS, UPLOADED_ASSET_STATUSES } from "../../../contract/pies/messages.js";

const layerCheck = (column: unknown) => sql`${column} in (${sql.join(PIE_LAYERS.map((layer) => sql.raw(`'${layer}'`)), sql`, `)})`;

/** The catalogue (seeded by migration): one picture of one layer; a pie names it by its value. */
export const individualAssets = pgTable(
  "individual_assets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The layer it is a picture of (spec 3: category). */
    category: text("category").notNull(),
    /** Within a layer, the lowest number is offered first. */
    priority: integer("priority").notNull(),
    /** What a pie's appearance stores for it, unique within its layer. */
    value: text("value").notNull(),
    label: text("label").notNull(),
    imageUrl: text("image_url").notNull(),
  },
  (t) => [
    uniqueIndex("individual_assets_category_value_key").on(t.category, t.value),
    index("individual_assets_order_idx").on(t.category, t.priority),
    check("individual_assets_category_layer", layerCheck(t.category)),
  ],
);

export const uploadedAssetStatus = pgEnum("uploaded_asset_status", UPLOADED_ASSET_STATUSES);

/**
 * A picture uploaded for one layer of one pie: PENDING while its presigned upload (ADR 0083)
 * is not completed, then ACTIVE with the stored image. Only ACTIVE ones may be chosen.
 */
export const pieUploadedAssets = pgTable(
  "pie_uploaded_assets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    pieId: uuid("pie_id")
      .notNull()
      .references(() => pies.id, { onDelete: "cascade" }),
    /** The layer it is for. */
    target: text("target").notNull(),
    status: uploadedAssetStatus("status").notNull().default("PENDING"),
    /** The presigned upload it came from; gone once the upload's cleanup ran. */
    uploadId: uuid("upload_id").references(() => mediaUploads.id, { onDelete: "set null" }),
    imageId: uuid("image_id").references(() => mediaImages.id, { onDelete: "set null" }),
    uploadedBy: uuid("uploaded_by")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("pie_uploaded_assets_upload_key").on(t.uploadId),
    index("pie_uploaded_assets_pie_idx").on(t.pieId, t.target, t.createdAt),
    check("pie_uploaded_assets_target_layer", layerCheck(t.target)),
  ],
);

export type IndividualAssetRow = typeof individualAssets.$inferSelect;
export type PieUploadedAssetRow = typeof pieUploadedAssets.$inferSelect;
