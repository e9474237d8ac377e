CREATE TYPE "public"."pie_slice_order_status" AS ENUM('PENDING', 'COMPLETED', 'FAILED', 'CANCELLED');--> statement-breakpoint
ALTER TYPE "public"."pie_slice_entry_reason" ADD VALUE 'RESERVATION';--> statement-breakpoint
ALTER TYPE "public"."pie_slice_entry_reason" ADD VALUE 'PURCHASE';--> statement-breakpoint
ALTER TYPE "public"."pie_slice_entry_reason" ADD VALUE 'RELEASE';--> statement-breakpoint
ALTER TYPE "public"."pie_slice_entry_reason" ADD VALUE 'TRANSFER';--> statement-breakpoint
ALTER TYPE "public"."pie_slice_entry_reason" ADD VALUE 'TRANSFER_TO_PIE';--> statement-breakpoint
ALTER TYPE "public"."pie_slice_entry_reason" ADD VALUE 'GIFT';--> statement-breakpoint
CREATE TABLE "pie_slice_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pie_id" uuid NOT NULL,
	"buyer_user_id" uuid NOT NULL,
	"slices" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" "pie_slice_order_status" DEFAULT 'PENDING' NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_provider" text NOT NULL,
	"checkout_id" text,
	"checkout_url" text,
	"payment_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pie_slice_orders_amounts" CHECK ("pie_slice_orders"."slices" > 0 and "pie_slice_orders"."unit_price_cents" > 0 and "pie_slice_orders"."amount_cents" = "pie_slice_orders"."slices" * "pie_slice_orders"."unit_price_cents")
);
--> statement-breakpoint
ALTER TABLE "pie_slice_entries" ADD COLUMN "actor_user_id" uuid;--> statement-breakpoint
ALTER TABLE "pie_slice_orders" ADD CONSTRAINT "pie_slice_orders_pie_id_pies_id_fk" FOREIGN KEY ("pie_id") REFERENCES "public"."pies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pie_slice_orders" ADD CONSTRAINT "pie_slice_orders_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pie_slice_orders_buyer_key" ON "pie_slice_orders" USING btree ("buyer_user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "pie_slice_orders_pie_idx" ON "pie_slice_orders" USING btree ("pie_id","status");--> statement-breakpoint
ALTER TABLE "pie_slice_entries" ADD CONSTRAINT "pie_slice_entries_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pie_slice_entries_debit_idx" ON "pie_slice_entries" USING btree ("pie_id","debit_account");--> statement-breakpoint
CREATE INDEX "pie_slice_entries_credit_idx" ON "pie_slice_entries" USING btree ("pie_id","credit_account");