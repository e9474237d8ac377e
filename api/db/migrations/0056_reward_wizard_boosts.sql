CREATE TABLE "pie_reward_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pie_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reward_id" uuid,
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pie_reward_draw_entries" ADD COLUMN "weight" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pie_rewards" ADD COLUMN "avatar_image_id" uuid;--> statement-breakpoint
ALTER TABLE "pie_rewards" ADD COLUMN "winning_boosts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pie_reward_drafts" ADD CONSTRAINT "pie_reward_drafts_pie_id_pies_id_fk" FOREIGN KEY ("pie_id") REFERENCES "public"."pies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pie_reward_drafts" ADD CONSTRAINT "pie_reward_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pie_reward_drafts" ADD CONSTRAINT "pie_reward_drafts_reward_id_pie_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."pie_rewards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pie_reward_drafts_user_idx" ON "pie_reward_drafts" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "pie_reward_draw_entries" ADD CONSTRAINT "pie_reward_draw_entries_weight_positive" CHECK ("pie_reward_draw_entries"."weight" > 0);