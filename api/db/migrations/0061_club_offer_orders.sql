CREATE TYPE "public"."club_offer_order_status" AS ENUM('PENDING', 'COMPLETED', 'REFUNDED', 'FAILED', 'CANCELLED');--> statement-breakpoint
CREATE TABLE "club_offer_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"buyer_user_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"offer_title" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"share_contact" boolean DEFAULT false NOT NULL,
	"status" "club_offer_order_status" DEFAULT 'PENDING' NOT NULL,
	"refusal" text,
	"redemption_id" uuid,
	"idempotency_key" text NOT NULL,
	"payment_provider" text NOT NULL,
	"checkout_id" text,
	"checkout_url" text,
	"payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_offer_orders_amount" CHECK ("club_offer_orders"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "club_offer_orders" ADD CONSTRAINT "club_offer_orders_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_offer_orders" ADD CONSTRAINT "club_offer_orders_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_offer_orders" ADD CONSTRAINT "club_offer_orders_offer_id_club_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."club_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_offer_orders" ADD CONSTRAINT "club_offer_orders_redemption_id_club_offer_redemptions_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."club_offer_redemptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_offer_orders_buyer_key" ON "club_offer_orders" USING btree ("buyer_user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "club_offer_orders_redemption_key" ON "club_offer_orders" USING btree ("redemption_id");--> statement-breakpoint
CREATE INDEX "club_offer_orders_offer_idx" ON "club_offer_orders" USING btree ("offer_id","status");