-- Door scans read a ticket's scans by the index alone however often it was scanned: its latest
-- scans (shown on a refusal, newest first, read backwards) and its live admissions per zone.
DROP INDEX "ticket_scans_ticket_idx";--> statement-breakpoint
CREATE INDEX "ticket_scans_ticket_latest_idx" ON "ticket_scans" USING btree ("user_ticket_id","scanned_at","created_at");--> statement-breakpoint
CREATE INDEX "ticket_scans_ticket_admitted_idx" ON "ticket_scans" USING btree ("user_ticket_id","zone_id","scanned_at") WHERE "ticket_scans"."outcome" = 'OK';