CREATE TYPE "public"."scan_outcome" AS ENUM('OK', 'ALREADY_SCANNED', 'WRONG_ZONE', 'NOT_APPROVED', 'UNPAID', 'CANCELLED', 'NOT_YET_VALID', 'UNKNOWN', 'UNDONE', 'SUPERSEDED');--> statement-breakpoint
CREATE TABLE "scanning_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"event_ticket_ids" uuid[] NOT NULL,
	"max_scans" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scanning_zones_max_scans_range" CHECK ("scanning_zones"."max_scans" between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "ticket_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_ticket_id" uuid,
	"zone_id" uuid,
	"outcome" "scan_outcome" NOT NULL,
	"nonce" text NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"is_offline" boolean DEFAULT false NOT NULL,
	"scan_count" integer DEFAULT 0 NOT NULL,
	"first_seen_at" timestamp with time zone,
	"voids_scan_id" uuid,
	"scanned_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scanning_zones" ADD CONSTRAINT "scanning_zones_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD CONSTRAINT "ticket_scans_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD CONSTRAINT "ticket_scans_user_ticket_id_user_tickets_id_fk" FOREIGN KEY ("user_ticket_id") REFERENCES "public"."user_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD CONSTRAINT "ticket_scans_zone_id_scanning_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."scanning_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD CONSTRAINT "ticket_scans_voids_scan_id_ticket_scans_id_fk" FOREIGN KEY ("voids_scan_id") REFERENCES "public"."ticket_scans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD CONSTRAINT "ticket_scans_scanned_by_user_id_users_id_fk" FOREIGN KEY ("scanned_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scanning_zones_event_name_key" ON "scanning_zones" USING btree ("event_id",lower("name")) WHERE "scanning_zones"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_scans_ticket_nonce_key" ON "ticket_scans" USING btree ("user_ticket_id","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_scans_voids_key" ON "ticket_scans" USING btree ("voids_scan_id");--> statement-breakpoint
CREATE INDEX "ticket_scans_ticket_idx" ON "ticket_scans" USING btree ("user_ticket_id","scanned_at");--> statement-breakpoint
CREATE INDEX "ticket_scans_event_admitted_idx" ON "ticket_scans" USING btree ("event_id","zone_id") WHERE "ticket_scans"."outcome" = 'OK';--> statement-breakpoint
-- The checked-in summary streams live from the change feed (api/hosting/door/http): a scan
-- or a zone change announces its event's door. A 'door:' tag purges no page (only 'event:' does).
CREATE TRIGGER ticket_scans_announce_change AFTER INSERT ON ticket_scans
  FOR EACH ROW EXECUTE FUNCTION announce_change('door', 'event_id');
--> statement-breakpoint
CREATE TRIGGER scanning_zones_announce_change AFTER INSERT OR UPDATE OR DELETE ON scanning_zones
  FOR EACH ROW EXECUTE FUNCTION announce_change('door', 'event_id');
--> statement-breakpoint
-- The scan log is append-only: an un-check-in is a new row, never an edit.
CREATE OR REPLACE FUNCTION refuse_ticket_scan_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ticket_scans is append-only';
END
$$;
--> statement-breakpoint
CREATE TRIGGER ticket_scans_append_only BEFORE UPDATE ON ticket_scans
  FOR EACH ROW EXECUTE FUNCTION refuse_ticket_scan_update();
