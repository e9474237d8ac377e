CREATE TYPE "public"."club_access" AS ENUM('PUBLIC', 'PRIVATE');--> statement-breakpoint
CREATE TYPE "public"."club_member_kind" AS ENUM('TEAM', 'COLLABORATOR');--> statement-breakpoint
CREATE TYPE "public"."club_role" AS ENUM('ACCOUNT_MANAGER', 'ADMIN', 'REWARD_MANAGER', 'EVENT_MANAGER', 'OFFER_MANAGER');--> statement-breakpoint
CREATE TABLE "club_team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "club_role" NOT NULL,
	"kind" "club_member_kind" NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_team_members_role_fits_kind" CHECK ("club_team_members"."kind" = 'COLLABORATOR' or "club_team_members"."role" in ('ACCOUNT_MANAGER', 'ADMIN', 'REWARD_MANAGER'))
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"access" "club_access" DEFAULT 'PUBLIC' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"brand_color" text DEFAULT '#3D1277' NOT NULL,
	"image_url" text,
	"uploaded_asset_id" uuid,
	"social_accounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "club_id" uuid;--> statement-breakpoint
ALTER TABLE "club_team_members" ADD CONSTRAINT "club_team_members_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_team_members" ADD CONSTRAINT "club_team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_team_members_club_user_role_key" ON "club_team_members" USING btree ("club_id","user_id","role");--> statement-breakpoint
CREATE INDEX "club_team_members_user_idx" ON "club_team_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clubs_slug_key" ON "clubs" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "clubs_owner_idx" ON "clubs" USING btree ("owner_user_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_club_idx" ON "events" USING btree ("club_id","start_at") WHERE "events"."club_id" is not null;