CREATE TYPE "public"."offer_access" AS ENUM('PUBLIC', 'MEMBERS', 'TIER');--> statement-breakpoint
CREATE TYPE "public"."offer_publication" AS ENUM('PUBLISHED', 'UNPUBLISHED');--> statement-breakpoint
CREATE TYPE "public"."offer_status" AS ENUM('ACTIVE', 'COMPLETE', 'PENDING', 'NONE');--> statement-breakpoint
CREATE TYPE "public"."offer_sub_type" AS ENUM('BUY_POINTS', 'CUSTOM', 'EARN_POINTS', 'EARN_STATUS', 'REWARD_MEMBERS');--> statement-breakpoint
CREATE TYPE "public"."offer_type" AS ENUM('INVITE', 'EVENT', 'VIP_PASS', 'MEET_UP', 'BUY_NOW', 'COUPON', 'MERCH_GIVEAWAY', 'COMMUNITY', 'EXCLUSIVE_CONTENT', 'OTHER');--> statement-breakpoint
CREATE TABLE "club_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"image_url" text,
	"type" "offer_type" NOT NULL,
	"sub_type" "offer_sub_type" NOT NULL,
	"program" text NOT NULL,
	"access" "offer_access" DEFAULT 'PUBLIC' NOT NULL,
	"min_tier_level" integer,
	"publication" "offer_publication" DEFAULT 'UNPUBLISHED' NOT NULL,
	"status" "offer_status" DEFAULT 'ACTIVE' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"requirements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_offers_tier_fits_access" CHECK (("club_offers"."access" = 'TIER') = ("club_offers"."min_tier_level" is not null)),
	CONSTRAINT "club_offers_window" CHECK ("club_offers"."starts_at" is null or "club_offers"."ends_at" is null or "club_offers"."ends_at" > "club_offers"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "club_offers" ADD CONSTRAINT "club_offers_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_offers" ADD CONSTRAINT "club_offers_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_offers_club_idx" ON "club_offers" USING btree ("club_id","created_at");