ALTER TABLE "achievements" ADD COLUMN "pie_id" uuid;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD COLUMN "reward_id" uuid;--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_pie_id_pies_id_fk" FOREIGN KEY ("pie_id") REFERENCES "public"."pies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_reward_id_pie_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."pie_rewards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "achievements_pie_idx" ON "achievements" USING btree ("pie_id","created_at");--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_one_issuer_check" CHECK (("achievements"."club_id" is null) <> ("achievements"."pie_id" is null));