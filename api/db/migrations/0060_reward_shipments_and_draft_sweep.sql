ALTER TABLE "pie_reward_participants" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pie_reward_participants" ADD COLUMN "shipped_by" uuid;--> statement-breakpoint
ALTER TABLE "pie_reward_participants" ADD COLUMN "shipped_carrier" text;--> statement-breakpoint
ALTER TABLE "pie_reward_participants" ADD COLUMN "shipped_tracking_number" text;--> statement-breakpoint
ALTER TABLE "pie_reward_participants" ADD CONSTRAINT "pie_reward_participants_shipped_by_users_id_fk" FOREIGN KEY ("shipped_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pie_reward_drafts_updated_idx" ON "pie_reward_drafts" USING btree ("updated_at");