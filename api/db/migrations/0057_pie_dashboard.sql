CREATE TYPE "public"."pie_upgrade_status" AS ENUM('PENDING', 'COMPLETED', 'FAILED', 'CANCELLED');--> statement-breakpoint
CREATE TABLE "pie_awards" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"awarded_by" uuid,
	"awarded_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pie_upgrade_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pie_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"from_max_slices" integer NOT NULL,
	"to_max_slices" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" "pie_upgrade_status" DEFAULT 'PENDING' NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_provider" text NOT NULL,
	"checkout_id" text,
	"checkout_url" text,
	"payment_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pie_upgrade_orders_grows" CHECK ("pie_upgrade_orders"."to_max_slices" > "pie_upgrade_orders"."from_max_slices" and "pie_upgrade_orders"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "pie_awards" ADD CONSTRAINT "pie_awards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pie_awards" ADD CONSTRAINT "pie_awards_awarded_by_users_id_fk" FOREIGN KEY ("awarded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pie_upgrade_orders" ADD CONSTRAINT "pie_upgrade_orders_pie_id_pies_id_fk" FOREIGN KEY ("pie_id") REFERENCES "public"."pies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pie_upgrade_orders" ADD CONSTRAINT "pie_upgrade_orders_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pie_upgrade_orders_key" ON "pie_upgrade_orders" USING btree ("requested_by","idempotency_key");--> statement-breakpoint
CREATE INDEX "pie_upgrade_orders_pie_idx" ON "pie_upgrade_orders" USING btree ("pie_id");