CREATE TYPE "public"."pie_onboarding_process" AS ENUM('NONE', 'DETAILS', 'APPEARANCE', 'SLICES', 'SUMMARY', 'COMPLETE');--> statement-breakpoint
CREATE TYPE "public"."pie_operational_state" AS ENUM('DRAFT', 'PENDING', 'ACTIVE');--> statement-breakpoint
CREATE TYPE "public"."pie_role" AS ENUM('ADMIN', 'ACCOUNT_MANAGER', 'REWARD_MANAGER');--> statement-breakpoint
CREATE TYPE "public"."pie_slice_entry_reason" AS ENUM('ISSUANCE');--> statement-breakpoint
CREATE TABLE "pie_moderators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pie_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "pie_role" NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pie_slice_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pie_id" uuid NOT NULL,
	"debit_account" text NOT NULL,
	"credit_account" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" "pie_slice_entry_reason" NOT NULL,
	"source" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pie_slice_entries_amount_positive" CHECK ("pie_slice_entries"."amount" > 0),
	CONSTRAINT "pie_slice_entries_two_accounts" CHECK ("pie_slice_entries"."debit_account" <> "pie_slice_entries"."credit_account")
);
--> statement-breakpoint
CREATE TABLE "pies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"display_name" text,
	"slug" text,
	"bio" text,
	"rank" integer DEFAULT 0 NOT NULL,
	"social_media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"max_slices" integer,
	"issued_slices" integer,
	"slice_price_cents" integer,
	"currency" text DEFAULT 'USD' NOT NULL,
	"can_buy" boolean DEFAULT true NOT NULL,
	"can_sell" boolean DEFAULT true NOT NULL,
	"can_transfer" boolean DEFAULT true NOT NULL,
	"can_be_for_sale" boolean DEFAULT true NOT NULL,
	"appearance" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"initial_offer" jsonb,
	"on_boarding_process" "pie_onboarding_process" DEFAULT 'DETAILS' NOT NULL,
	"operational_state" "pie_operational_state" DEFAULT 'DRAFT' NOT NULL,
	"creation_price_cents" integer,
	"checkout_id" text,
	"payment_provider" text,
	"payment_id" text,
	"activated_at" timestamp with time zone,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pies_issued_within_max" CHECK ("pies"."issued_slices" is null or ("pies"."issued_slices" > 0 and "pies"."issued_slices" <= "pies"."max_slices")),
	CONSTRAINT "pies_price_positive" CHECK ("pies"."slice_price_cents" is null or "pies"."slice_price_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "pie_moderators" ADD CONSTRAINT "pie_moderators_pie_id_pies_id_fk" FOREIGN KEY ("pie_id") REFERENCES "public"."pies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pie_moderators" ADD CONSTRAINT "pie_moderators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pie_slice_entries" ADD CONSTRAINT "pie_slice_entries_pie_id_pies_id_fk" FOREIGN KEY ("pie_id") REFERENCES "public"."pies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pies" ADD CONSTRAINT "pies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pie_moderators_pie_user_role_key" ON "pie_moderators" USING btree ("pie_id","user_id","role");--> statement-breakpoint
CREATE INDEX "pie_moderators_user_idx" ON "pie_moderators" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pie_slice_entries_idempotency_key" ON "pie_slice_entries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "pie_slice_entries_pie_idx" ON "pie_slice_entries" USING btree ("pie_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pies_slug_key" ON "pies" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "pies_created_by_key" ON "pies" USING btree ("created_by");--> statement-breakpoint
-- The slices' ledger is append-only (ADR 0063): an entry is never changed; a correction is a new entry.
CREATE OR REPLACE FUNCTION refuse_pie_slice_entry_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'pie_slice_entries is append-only';
END
$$;
--> statement-breakpoint
CREATE TRIGGER pie_slice_entries_append_only BEFORE UPDATE ON pie_slice_entries
  FOR EACH ROW EXECUTE FUNCTION refuse_pie_slice_entry_update();
