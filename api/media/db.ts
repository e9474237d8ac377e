// The media module's table: stored images, in the database so every instance serves the
// same ones (docs/decisions/0018). api/db/schema.ts re-exports it for drizzle-kit.
import { customType, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, instant } from "../db/columns.js";
import { users } from "../access/db.js";

/** Postgres bytea, read and written as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
  toDriver: (value) => value,
});

export const mediaImages = pgTable(
  "media_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerUserId: uuid("owner_user_id")
      .notNull()
      .references(() => users.id),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("media_images_owner_idx").on(t.ownerUserId)],
);

export type MediaImageRow = typeof mediaImages.$inferSelect;

/** Stored documents: PDFs as the platform stamped them on upload (docs/decisions/0024). */
export const mediaDocuments = pgTable(
  "media_documents",
  {
    id: uuid("id").primaryKey(),
    ownerUserId: uuid("owner_user_id")
      .notNull()
      .references(() => users.id),
    contentType: text("content_type").notNull(),
    pageCount: integer("page_count").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("media_documents_owner_idx").on(t.ownerUserId)],
);

export type MediaDocumentRow = typeof mediaDocuments.$inferSelect;

/**
 * Presigned uploads (docs/decisions/0083): one row per upload asked for, until its cleanup job
 * removes it. The bytes wait in the object storage under objectKey until completion checks them.
 */
export const mediaUploads = pgTable(
  "media_uploads",
  {
    id: uuid("id").primaryKey(),
    ownerUserId: uuid("owner_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    objectKey: text("object_key").notNull().unique(),
    contentType: text("content_type").notNull(),
    maxBytes: integer("max_bytes").notNull(),
    expiresAt: instant("expires_at").notNull(),
    /** Set by completion: the stored image it became (a second completion answers the same). */
    imageId: uuid("image_id").references(() => mediaImages.id, { onDelete: "set null" }),
    completedAt: instant("completed_at"),
    createdAt: createdAt(),
  },
  (t) => [index("media_uploads_owner_idx").on(t.ownerUserId)],
);

export type MediaUploadRow = typeof mediaUploads.$inferSelect;

/**
 * The local object storage's objects (api/media/domain/storage/local-storage.ts), in the database like
 * the images. A row whose bytes are gone (read and deleted) stays until its URL has expired, so
 * the URL takes one upload only.
 */
export const mediaUploadObjects = pgTable("media_upload_objects", {
  key: text("key").primaryKey(),
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes"),
  expiresAt: instant("expires_at").notNull(),
  createdAt: createdAt(),
});
