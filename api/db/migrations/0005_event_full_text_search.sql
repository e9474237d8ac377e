-- Event search by words (spec 2 §2): a weighted text-search vector kept by Postgres itself
-- (title A, description B, address C), with a GIN index. A reserved address (only visible to
-- approved attendees) is left out, so it cannot be found by searching for it. The column is
-- not mapped in the Drizzle schema: event rows never carry it; search reads it through SQL.
ALTER TABLE "events" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, coalesce("display_name", '')), 'A')
  || setweight(to_tsvector('english'::regconfig, coalesce("description", '')), 'B')
  || setweight(to_tsvector('english'::regconfig, CASE WHEN "location_only_visible_to_approved_attendees" THEN '' ELSE coalesce("location_address", '') END), 'C')
) STORED;--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search_vector");
