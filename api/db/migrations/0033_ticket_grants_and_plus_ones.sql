CREATE TYPE "public"."ticket_grant_kind" AS ENUM('COMPLIMENTARY', 'VIP', 'EXTRA');--> statement-breakpoint
ALTER TABLE "user_tickets" ADD COLUMN "additional_guests" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_tickets" ADD COLUMN "grant_kind" "ticket_grant_kind";--> statement-breakpoint
ALTER TABLE "user_tickets" ADD COLUMN "granted_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "guest_tickets" ADD COLUMN "grant_kind" "ticket_grant_kind";--> statement-breakpoint
ALTER TABLE "user_tickets" ADD CONSTRAINT "user_tickets_granted_by_user_id_users_id_fk" FOREIGN KEY ("granted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tickets" DROP COLUMN "rep_points";--> statement-breakpoint
ALTER TABLE "event_tickets" DROP COLUMN "is_special_guest";--> statement-breakpoint
ALTER TABLE "event_tickets" DROP COLUMN "is_enabled_wish_list";--> statement-breakpoint
ALTER TABLE "user_tickets" ADD CONSTRAINT "user_tickets_additional_guests_not_negative" CHECK ("user_tickets"."additional_guests" >= 0);