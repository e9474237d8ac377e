ALTER TYPE "public"."user_ticket_status" ADD VALUE 'TRANSFERRED';--> statement-breakpoint
ALTER TABLE "user_tickets" ADD COLUMN "received_via" "transaction_type";--> statement-breakpoint
ALTER TABLE "user_tickets" ADD COLUMN "transferred_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "recipient_user_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;