ALTER TYPE "public"."transaction_status" ADD VALUE 'AUTHORIZED' BEFORE 'CANCELLED';--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "requires_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD COLUMN "capture_method" text DEFAULT 'automatic' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD COLUMN "authorization_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_approval_requests_idx" ON "bookings" USING btree ("expires_at") WHERE "bookings"."requires_approval";