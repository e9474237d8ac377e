CREATE TYPE "public"."transaction_status" AS ENUM('CANCELLED', 'COMPLETED', 'CRASHED', 'FAILED', 'PENDING', 'REFUNDED', 'REFUND_PENDING');--> statement-breakpoint
CREATE TYPE "public"."transaction_type" AS ENUM('BUY_EVENT_TICKET', 'EXTRA_EVENT_TICKET', 'GIFT_EVENT_TICKET', 'TRANSFER_IN_EVENT_TICKET', 'TRANSFER_OUT_EVENT_TICKET', 'RSVP', 'PAYOUT');--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"buyer_user_id" uuid NOT NULL,
	"type" "transaction_type" NOT NULL,
	"status" "transaction_status" DEFAULT 'PENDING' NOT NULL,
	"items" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"currency" text NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"gratuity_cents" integer NOT NULL,
	"service_fee_cents" integer NOT NULL,
	"processing_fee_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"host_balance_cents" integer NOT NULL,
	"is_all_in_pricing" boolean NOT NULL,
	"payment_provider" text NOT NULL,
	"checkout_id" text,
	"payment_id" text,
	"payment_method" text,
	"failure_message" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"gift_sender_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_quantity_positive" CHECK ("bookings"."quantity" > 0),
	CONSTRAINT "bookings_total_not_negative" CHECK ("bookings"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"lines" jsonb NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"customer_email" text,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_id" text,
	"payment_method" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_gift_sender_id_users_id_fk" FOREIGN KEY ("gift_sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_event_idx" ON "bookings" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_buyer_idx" ON "bookings" USING btree ("buyer_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_checkout_key" ON "bookings" USING btree ("payment_provider","checkout_id");--> statement-breakpoint
CREATE INDEX "bookings_pending_expiry_idx" ON "bookings" USING btree ("expires_at") WHERE "bookings"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "sandbox_checkouts_open_idx" ON "sandbox_checkouts" USING btree ("expires_at") WHERE "sandbox_checkouts"."status" = 'open';