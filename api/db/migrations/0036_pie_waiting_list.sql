ALTER TABLE "users" ADD COLUMN "pie_waiting_list_joined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "can_create_pies" boolean DEFAULT false NOT NULL;