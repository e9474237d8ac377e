// The media module's table: stored images, in the database so every instance serves the
// same ones (docs/decisions/0018). api/db/schema.ts re-exports it for drizzle-kit.
import { customType, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "../db/columns.js";
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
