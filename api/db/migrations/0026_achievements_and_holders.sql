CREATE TYPE "public"."achievement_category" AS ENUM('LAUNCH_DAY_SUPPORTER', 'PARTICIPATION', 'EVENT', 'BRAND', 'PRODUCT', 'COMMUNITY', 'TIER', 'OG_SUPPORTER', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."achievement_status" AS ENUM('PENDING', 'ACTIVE', 'COMPLETE');--> statement-breakpoint
CREATE TYPE "public"."achievement_tier" AS ENUM('DIAMOND', 'EMERALD', 'RUBY');--> statement-breakpoint
CREATE TABLE "achievements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"display_name" text NOT NULL,
	"bio" text,
	"avatar_image_id" uuid,
	"status" "achievement_status" DEFAULT 'ACTIVE' NOT NULL,
	"category" "achievement_category" NOT NULL,
	"tier" "achievement_tier",
	"is_hidden" boolean DEFAULT false NOT NULL,
	"active_from" timestamp with time zone,
	"active_to" timestamp with time zone,
	"max_supply" integer,
	"awarded_count" integer DEFAULT 0 NOT NULL,
	"owner_user_id" uuid,
	"club_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "achievements_supply_check" CHECK ("achievements"."max_supply" is null or ("achievements"."max_supply" > 0 and "achievements"."awarded_count" <= "achievements"."max_supply"))
);
--> statement-breakpoint
CREATE TABLE "user_achievements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"achievement_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"awarded_at" timestamp with time zone NOT NULL,
	"awarded_by_user_id" uuid
);
--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_avatar_image_id_media_images_id_fk" FOREIGN KEY ("avatar_image_id") REFERENCES "public"."media_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_achievement_id_achievements_id_fk" FOREIGN KEY ("achievement_id") REFERENCES "public"."achievements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_awarded_by_user_id_users_id_fk" FOREIGN KEY ("awarded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "achievements_slug_key" ON "achievements" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "achievements_club_idx" ON "achievements" USING btree ("club_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_achievements_achievement_user_key" ON "user_achievements" USING btree ("achievement_id","user_id");--> statement-breakpoint
CREATE INDEX "user_achievements_user_idx" ON "user_achievements" USING btree ("user_id","awarded_at");