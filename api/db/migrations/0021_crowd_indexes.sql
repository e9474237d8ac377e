-- Large events (thousands of attendees): the attendee list reads an event's attendees newest first
-- a page at a time, and the exports read attendees and tickets in batches in index order.
CREATE INDEX "attendees_event_created_idx" ON "attendees" USING btree ("event_id","created_at","id");--> statement-breakpoint
CREATE INDEX "user_tickets_event_id_idx" ON "user_tickets" USING btree ("event_id","id");