CREATE TABLE "ticket_waiting_list" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"event_ticket_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_waiting_list" ADD CONSTRAINT "ticket_waiting_list_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_waiting_list" ADD CONSTRAINT "ticket_waiting_list_event_ticket_id_event_tickets_id_fk" FOREIGN KEY ("event_ticket_id") REFERENCES "public"."event_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_waiting_list" ADD CONSTRAINT "ticket_waiting_list_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_waiting_list_ticket_user_key" ON "ticket_waiting_list" USING btree ("event_ticket_id","user_id");--> statement-breakpoint
CREATE INDEX "ticket_waiting_list_waiting_idx" ON "ticket_waiting_list" USING btree ("event_ticket_id","created_at") WHERE "ticket_waiting_list"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "ticket_waiting_list_user_idx" ON "ticket_waiting_list" USING btree ("user_id");