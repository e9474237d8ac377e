CREATE TYPE "public"."club_points_account_kind" AS ENUM('ISSUANCE', 'SALES', 'REDEMPTION', 'ESCROW', 'MEMBER');--> statement-breakpoint
CREATE TYPE "public"."club_points_reason" AS ENUM('EARN', 'PURCHASE', 'GRANT', 'SPEND', 'TRADE_HOLD', 'TRADE_ACCEPT', 'TRADE_RETURN');--> statement-breakpoint
CREATE TYPE "public"."club_points_trade_state" AS ENUM('PENDING', 'ACCEPTED', 'REJECTED', 'CANCELLED');--> statement-breakpoint
CREATE TABLE "club_points_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"kind" "club_points_account_kind" NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_points_accounts_member_has_user" CHECK (("club_points_accounts"."kind" = 'MEMBER') = ("club_points_accounts"."user_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "club_points_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "club_points_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"club_id" uuid NOT NULL,
	"debit_account_id" uuid NOT NULL,
	"credit_account_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"reason_code" "club_points_reason" NOT NULL,
	"reason" text NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" text NOT NULL,
	"actor_user_id" uuid,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_points_entries_amount_positive" CHECK ("club_points_entries"."amount" > 0),
	CONSTRAINT "club_points_entries_two_accounts" CHECK ("club_points_entries"."debit_account_id" <> "club_points_entries"."credit_account_id")
);
--> statement-breakpoint
CREATE TABLE "club_points_trades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"from_user_id" uuid NOT NULL,
	"to_user_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"state" "club_points_trade_state" DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "club_points_trades_amount_positive" CHECK ("club_points_trades"."amount" > 0),
	CONSTRAINT "club_points_trades_two_members" CHECK ("club_points_trades"."from_user_id" <> "club_points_trades"."to_user_id"),
	CONSTRAINT "club_points_trades_settled" CHECK (("club_points_trades"."state" = 'PENDING') = ("club_points_trades"."settled_at" is null))
);
--> statement-breakpoint
ALTER TABLE "club_points_accounts" ADD CONSTRAINT "club_points_accounts_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_points_accounts" ADD CONSTRAINT "club_points_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_points_entries" ADD CONSTRAINT "club_points_entries_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_points_entries" ADD CONSTRAINT "club_points_entries_debit_account_id_club_points_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."club_points_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_points_entries" ADD CONSTRAINT "club_points_entries_credit_account_id_club_points_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."club_points_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_points_entries" ADD CONSTRAINT "club_points_entries_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_points_trades" ADD CONSTRAINT "club_points_trades_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_points_trades" ADD CONSTRAINT "club_points_trades_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_points_trades" ADD CONSTRAINT "club_points_trades_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_points_accounts_club_kind_key" ON "club_points_accounts" USING btree ("club_id","kind") WHERE "club_points_accounts"."user_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "club_points_accounts_club_member_key" ON "club_points_accounts" USING btree ("club_id","user_id") WHERE "club_points_accounts"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "club_points_accounts_user_idx" ON "club_points_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "club_points_entries_club_key" ON "club_points_entries" USING btree ("club_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "club_points_entries_purchase_key" ON "club_points_entries" USING btree ("club_id","source_id") WHERE "club_points_entries"."reason_code" = 'PURCHASE';--> statement-breakpoint
CREATE INDEX "club_points_entries_credit_idx" ON "club_points_entries" USING btree ("credit_account_id","seq");--> statement-breakpoint
CREATE INDEX "club_points_entries_debit_idx" ON "club_points_entries" USING btree ("debit_account_id","seq");--> statement-breakpoint
CREATE INDEX "club_points_entries_club_idx" ON "club_points_entries" USING btree ("club_id","seq");--> statement-breakpoint
CREATE INDEX "club_points_trades_from_idx" ON "club_points_trades" USING btree ("from_user_id","created_at");--> statement-breakpoint
CREATE INDEX "club_points_trades_to_idx" ON "club_points_trades" USING btree ("to_user_id","created_at");--> statement-breakpoint
-- The ledger is append-only (ADR 0058): an entry is never changed. The one exception is the
-- actor's foreign key setting itself to null when that user's row is deleted.
CREATE FUNCTION club_points_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.actor_user_id IS NULL AND (to_jsonb(NEW) - 'actor_user_id') = (to_jsonb(OLD) - 'actor_user_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'club_points_entries is append-only: entry % cannot be changed', OLD.id;
END
$$;--> statement-breakpoint
CREATE TRIGGER club_points_entries_no_update BEFORE UPDATE ON club_points_entries
  FOR EACH ROW EXECUTE FUNCTION club_points_entries_append_only();
