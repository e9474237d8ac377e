CREATE TYPE "public"."achievement_condition_kind" AS ENUM('CLUB_EVENTS_ATTENDED');--> statement-breakpoint
ALTER TABLE "achievements" ADD COLUMN "condition_kind" "achievement_condition_kind";--> statement-breakpoint
ALTER TABLE "achievements" ADD COLUMN "condition_count" integer;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD COLUMN "earned_automatically" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "achievements_condition_idx" ON "achievements" USING btree ("club_id") WHERE "achievements"."condition_kind" is not null;--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_condition_check" CHECK (("achievements"."condition_kind" is null) = ("achievements"."condition_count" is null) and ("achievements"."condition_count" is null or "achievements"."condition_count" > 0));