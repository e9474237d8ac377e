CREATE TYPE "public"."uploaded_asset_status" AS ENUM('PENDING', 'ACTIVE');--> statement-breakpoint
CREATE TABLE "individual_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"priority" integer NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"image_url" text NOT NULL,
	CONSTRAINT "individual_assets_category_layer" CHECK ("individual_assets"."category" in ('background', 'napkin', 'plate', 'crust', 'filling', 'topping', 'fork'))
);
--> statement-breakpoint
CREATE TABLE "pie_uploaded_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pie_id" uuid NOT NULL,
	"target" text NOT NULL,
	"status" "uploaded_asset_status" DEFAULT 'PENDING' NOT NULL,
	"upload_id" uuid,
	"image_id" uuid,
	"uploaded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pie_uploaded_assets_target_layer" CHECK ("pie_uploaded_assets"."target" in ('background', 'napkin', 'plate', 'crust', 'filling', 'topping', 'fork'))
);
--> statement-breakpoint
ALTER TABLE "pies" ADD COLUMN "layer_images" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pie_uploaded_assets" ADD CONSTRAINT "pie_uploaded_assets_pie_id_pies_id_fk" FOREIGN KEY ("pie_id") REFERENCES "public"."pies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pie_uploaded_assets" ADD CONSTRAINT "pie_uploaded_assets_upload_id_media_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."media_uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pie_uploaded_assets" ADD CONSTRAINT "pie_uploaded_assets_image_id_media_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pie_uploaded_assets" ADD CONSTRAINT "pie_uploaded_assets_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "individual_assets_category_value_key" ON "individual_assets" USING btree ("category","value");--> statement-breakpoint
CREATE INDEX "individual_assets_order_idx" ON "individual_assets" USING btree ("category","priority");--> statement-breakpoint
CREATE UNIQUE INDEX "pie_uploaded_assets_upload_key" ON "pie_uploaded_assets" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "pie_uploaded_assets_pie_idx" ON "pie_uploaded_assets" USING btree ("pie_id","target","created_at");--> statement-breakpoint
-- The catalogue starts with the built-in pictures the pies chose from until now (same values, so
-- every saved appearance stays valid); priorities leave room between them.
INSERT INTO "individual_assets" ("category", "priority", "value", "label", "image_url") VALUES
  ('background', 10, 'sunrise', 'Sunrise', '/pies/layers/background-sunrise.svg'),
  ('background', 20, 'night', 'Night', '/pies/layers/background-night.svg'),
  ('napkin', 10, 'red', 'Red check', '/pies/layers/napkin-red.svg'),
  ('napkin', 20, 'blue', 'Blue', '/pies/layers/napkin-blue.svg'),
  ('plate', 10, 'white', 'White', '/pies/layers/plate-white.svg'),
  ('plate', 20, 'blue', 'Blue rim', '/pies/layers/plate-blue.svg'),
  ('crust', 10, 'golden', 'Golden', '/pies/layers/crust-golden.svg'),
  ('crust', 20, 'dark', 'Dark bake', '/pies/layers/crust-dark.svg'),
  ('filling', 10, 'cherry', 'Cherry', '/pies/layers/filling-cherry.svg'),
  ('filling', 20, 'blueberry', 'Blueberry', '/pies/layers/filling-blueberry.svg'),
  ('filling', 30, 'apple', 'Apple', '/pies/layers/filling-apple.svg'),
  ('topping', 10, 'cream', 'Cream', '/pies/layers/topping-cream.svg'),
  ('topping', 20, 'lattice', 'Lattice', '/pies/layers/topping-lattice.svg'),
  ('fork', 10, 'silver', 'Silver', '/pies/layers/fork-silver.svg'),
  ('fork', 20, 'gold', 'Gold', '/pies/layers/fork-gold.svg');--> statement-breakpoint
-- Saved layers keep their picture beside them (ADR 0085): existing pies get their built-in files.
UPDATE "pies" SET "layer_images" = (
  SELECT coalesce(jsonb_object_agg(layer.key, '/pies/layers/' || layer.key || '-' || (layer.value #>> '{}') || '.svg'), '{}'::jsonb)
  FROM jsonb_each("pies"."appearance") AS layer
);
