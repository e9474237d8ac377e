CREATE TYPE "public"."reward_category" AS ENUM('INVITE', 'ACCESS_PASS', 'VIP_PASS', 'RACE', 'MEET_UP', 'COUPON', 'MERCHANDISE_GIVE_A_WAY', 'RAFFLE', 'COMMUNITY', 'EXCLUSIVE_CONTENT', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."reward_delivery" AS ENUM('DIGITAL', 'PHYSICAL');--> statement-breakpoint
CREATE TYPE "public"."reward_participation" AS ENUM('PARTICIPATING', 'NOT_PARTICIPATING', 'AWARDED', 'SENT');--> statement-breakpoint
CREATE TYPE "public"."reward_redeem_type" AS ENUM('PROMO_CODE', 'ACCESS_PASS', 'INVITE_LINK', 'LOCATION_INFORMATION', 'CUSTOMER_INFORMATION');--> statement-breakpoint
CREATE TYPE "public"."reward_status" AS ENUM('PENDING', 'OPEN', 'CLOSED', 'STATIC', 'SUSPENDED');--> statement-breakpoint
CREATE TYPE "public"."reward_type" AS ENUM('PROMOTION', 'DRAW');--> statement-breakpoint
CREATE TABLE "pie_reward_draw_entries" (
	"draw_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "pie_reward_draw_entries_draw_id_entry_id_pk" PRIMARY KEY("draw_id","entry_id")
);
--> statement-breakpoint
CREATE TABLE "pie_reward_draws" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reward_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"cutoff_at" timestamp with time zone NOT NULL,
	"entry_count" integer NOT NULL,
	"entry_list_hash" text NOT NULL,
	"seed_hash" text NOT NULL,
	"seed" text NOT NULL,
	"winners_count" integer NOT NULL,
	"winners" jsonb,
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pie_reward_draws_winners_positive" CHECK ("pie_reward_draws"."winners_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "pie_reward_participants" (
	"reward_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"entry_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"state" "reward_participation" NOT NULL,
	"ordinal_winner" integer,
	"privacy_accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pie_reward_participants_reward_id_user_id_pk" PRIMARY KEY("reward_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "pie_rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pie_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"display_name" text NOT NULL,
	"bio" text,
	"type" "reward_type" NOT NULL,
	"delivery" "reward_delivery" DEFAULT 'DIGITAL' NOT NULL,
	"category" "reward_category" NOT NULL,
	"status" "reward_status" DEFAULT 'OPEN' NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"notes" text,
	"redeem_type" "reward_redeem_type",
	"redeem_code" text,
	"redeem_description" text,
	"age_limit" integer,
	"max_winners" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"conditions" jsonb NOT NULL,
	"need_new_slices" boolean DEFAULT false NOT NULL,
	"can_share_by_participants" boolean DEFAULT false NOT NULL,
	"bonus_achievement_id" uuid,
	"privacy_policy" jsonb,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pie_rewards_max_winners_positive" CHECK ("pie_rewards"."max_winners" > 0),
	CONSTRAINT "pie_rewards_age_limit_positive" CHECK ("pie_rewards"."age_limit" is null or "pie_rewards"."age_limit" > 0)
);
--> statement-breakpoint
ALTER TABLE "pie_reward_draw_entries" ADD CONSTRAINT "pie_reward_draw_entries_draw_id_pie_reward_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."pie_reward_draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pie_reward_draw_entries" ADD CONSTRAINT "pie_reward_draw_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pie_reward_draws" ADD CONSTRAINT "pie_reward_draws_reward_id_pie_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."pie_rewards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pie_reward_participants" ADD CONSTRAINT "pie_reward_participants_reward_id_pie_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."pie_rewards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pie_reward_participants" ADD CONSTRAINT "pie_reward_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pie_rewards" ADD CONSTRAINT "pie_rewards_pie_id_pies_id_fk" FOREIGN KEY ("pie_id") REFERENCES "public"."pies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pie_rewards" ADD CONSTRAINT "pie_rewards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pie_reward_draws_reward_sequence_key" ON "pie_reward_draws" USING btree ("reward_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "pie_reward_participants_entry_key" ON "pie_reward_participants" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "pie_reward_participants_user_idx" ON "pie_reward_participants" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pie_rewards_pie_slug_key" ON "pie_rewards" USING btree ("pie_id","slug");--> statement-breakpoint
-- A draw's commitment is published at its cutoff (ADR 0072): its list, count, seed and seed hash never
-- change, and once drawn its winners never change either.
CREATE OR REPLACE FUNCTION refuse_pie_reward_draw_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.reward_id <> OLD.reward_id OR NEW.sequence <> OLD.sequence OR NEW.cutoff_at <> OLD.cutoff_at
    OR NEW.entry_count <> OLD.entry_count OR NEW.entry_list_hash <> OLD.entry_list_hash
    OR NEW.seed_hash <> OLD.seed_hash OR NEW.seed <> OLD.seed OR NEW.winners_count <> OLD.winners_count
    OR OLD.winners IS NOT NULL THEN
    RAISE EXCEPTION 'a published draw is not changed';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER pie_reward_draws_published BEFORE UPDATE ON pie_reward_draws
  FOR EACH ROW EXECUTE FUNCTION refuse_pie_reward_draw_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refuse_pie_reward_draw_entry_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a draw''s entry list is frozen';
END
$$;
--> statement-breakpoint
CREATE TRIGGER pie_reward_draw_entries_frozen BEFORE UPDATE ON pie_reward_draw_entries
  FOR EACH ROW EXECUTE FUNCTION refuse_pie_reward_draw_entry_update();
