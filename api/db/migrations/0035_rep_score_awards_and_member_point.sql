CREATE TYPE "public"."rep_score_reason" AS ENUM('EVENT_CHECK_IN');--> statement-breakpoint
CREATE TABLE "rep_score_awards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"reason" "rep_score_reason" NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "rep_score_awards" ADD CONSTRAINT "rep_score_awards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rep_score_awards" ADD CONSTRAINT "rep_score_awards_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rep_score_awards_user_event_reason_key" ON "rep_score_awards" USING btree ("user_id","event_id","reason");--> statement-breakpoint
CREATE INDEX "rep_score_awards_user_created_idx" ON "rep_score_awards" USING btree ("user_id","created_at");--> statement-breakpoint
-- Rep score (docs/decisions/0055). A member earns REP_SCORE_POINTS.eventCheckIn (contract/account/
-- profile.ts) the first time they are checked in at an event they do not host: the door's scan
-- (door_scan) raises attendees.checked_in_count from 0, and this trigger, in the same statement,
-- records the award and raises users.rep_score. The award's unique key makes it once per event
-- per member: of two first check-ins at once, one inserts and raises, the other does nothing.
-- Undoing the last check-in (count back to 0) takes the award and its points back.
CREATE OR REPLACE FUNCTION award_rep_score_for_check_in() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.checked_in_count > 0 THEN
    IF NOT EXISTS (SELECT 1 FROM events e WHERE e.id = NEW.event_id AND e.created_by_user_id = NEW.user_id) THEN
      WITH awarded AS (
        INSERT INTO rep_score_awards (user_id, event_id, reason, points, created_at)
          VALUES (NEW.user_id, NEW.event_id, 'EVENT_CHECK_IN', 10, date_trunc('milliseconds', now()))
          ON CONFLICT DO NOTHING
          RETURNING user_id, points
      )
      UPDATE users u SET rep_score = u.rep_score + awarded.points FROM awarded WHERE u.id = awarded.user_id;
    END IF;
  ELSE
    WITH revoked AS (
      DELETE FROM rep_score_awards a
       WHERE a.user_id = NEW.user_id AND a.event_id = NEW.event_id AND a.reason = 'EVENT_CHECK_IN'
      RETURNING a.user_id, a.points
    )
    UPDATE users u SET rep_score = greatest(u.rep_score - revoked.points, 0) FROM revoked WHERE u.id = revoked.user_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER attendees_award_rep_score_for_check_in AFTER UPDATE OF checked_in_count ON attendees
  FOR EACH ROW WHEN ((OLD.checked_in_count = 0) IS DISTINCT FROM (NEW.checked_in_count = 0))
  EXECUTE FUNCTION award_rep_score_for_check_in();
