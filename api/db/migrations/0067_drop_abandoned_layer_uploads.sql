-- A pie's layer picture recorded PENDING whose upload was never completed (ADR 0085): when the
-- upload's cleanup job deletes the upload (ADR 0083), the foreign key clears upload_id, and the
-- record, which now has neither an upload nor a picture, goes with it.
CREATE FUNCTION drop_abandoned_pie_uploaded_asset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "pie_uploaded_assets" WHERE "id" = NEW."id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "pie_uploaded_assets_drop_abandoned"
  AFTER UPDATE OF "upload_id" ON "pie_uploaded_assets"
  FOR EACH ROW
  WHEN (NEW."upload_id" IS NULL AND NEW."status" = 'PENDING' AND NEW."image_id" IS NULL)
  EXECUTE FUNCTION drop_abandoned_pie_uploaded_asset();--> statement-breakpoint
-- Those abandoned before this migration.
DELETE FROM "pie_uploaded_assets" WHERE "upload_id" IS NULL AND "status" = 'PENDING' AND "image_id" IS NULL;
