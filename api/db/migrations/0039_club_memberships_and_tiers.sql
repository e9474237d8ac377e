CREATE TABLE "club_memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_tiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"level" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"color" text DEFAULT '#3D1277' NOT NULL,
	"minimum_points" integer NOT NULL,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_tiers_level_positive" CHECK ("club_tiers"."level" >= 1),
	CONSTRAINT "club_tiers_minimum_not_negative" CHECK ("club_tiers"."minimum_points" >= 0)
);
--> statement-breakpoint
ALTER TABLE "club_memberships" ADD CONSTRAINT "club_memberships_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_memberships" ADD CONSTRAINT "club_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_tiers" ADD CONSTRAINT "club_tiers_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_memberships_club_user_key" ON "club_memberships" USING btree ("club_id","user_id");--> statement-breakpoint
CREATE INDEX "club_memberships_user_idx" ON "club_memberships" USING btree ("user_id","joined_at");--> statement-breakpoint
CREATE UNIQUE INDEX "club_tiers_club_level_key" ON "club_tiers" USING btree ("club_id","level");--> statement-breakpoint
CREATE UNIQUE INDEX "club_tiers_club_minimum_key" ON "club_tiers" USING btree ("club_id","minimum_points");