CREATE TABLE "event_comment_media" (
	"comment_id" uuid NOT NULL,
	"image_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"alt" text NOT NULL,
	CONSTRAINT "event_comment_media_comment_id_position_pk" PRIMARY KEY("comment_id","position"),
	CONSTRAINT "event_comment_media_position" CHECK ("event_comment_media"."position" between 0 and 3),
	CONSTRAINT "event_comment_media_alt_length" CHECK (char_length("event_comment_media"."alt") between 1 and 300)
);
--> statement-breakpoint
ALTER TABLE "event_comment_media" ADD CONSTRAINT "event_comment_media_comment_id_event_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."event_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_comment_media" ADD CONSTRAINT "event_comment_media_image_id_media_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_comment_media_image_key" ON "event_comment_media" USING btree ("image_id");