-- The change feed of the API's read cache (docs/decisions/0012-read-cache.md): every
-- committed change to a row the cache may hold is announced on the channel
-- "cache_invalidation" as a tag, '<prefix>:<key column>'. Postgres sends notifications
-- only on commit, once per distinct tag per transaction, in commit order.
CREATE OR REPLACE FUNCTION announce_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  prefix text := TG_ARGV[0];
  key_column text := TG_ARGV[1];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('cache_invalidation', prefix || ':' || (to_jsonb(OLD) ->> key_column));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('cache_invalidation', prefix || ':' || (to_jsonb(NEW) ->> key_column));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION announce_account_visibility_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- A deleted (or reactivated) account disappears from (or returns to) the events it
  -- attends and hosts: their counts, guest lists and the events themselves change too.
  PERFORM pg_notify('cache_invalidation', 'event:' || event_id) FROM attendees WHERE user_id = NEW.id;
  PERFORM pg_notify('cache_invalidation', 'event:' || id) FROM events WHERE created_by_user_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_announce_change AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION announce_change('user', 'id');
--> statement-breakpoint
CREATE TRIGGER users_announce_visibility_change AFTER UPDATE OF deleted_at ON users
  FOR EACH ROW WHEN (OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION announce_account_visibility_change();
--> statement-breakpoint
CREATE TRIGGER sessions_announce_change AFTER INSERT OR UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION announce_change('session', 'id');
--> statement-breakpoint
CREATE TRIGGER events_announce_change AFTER INSERT OR UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION announce_change('event', 'id');
--> statement-breakpoint
CREATE TRIGGER event_tickets_announce_change AFTER INSERT OR UPDATE OR DELETE ON event_tickets
  FOR EACH ROW EXECUTE FUNCTION announce_change('event', 'event_id');
--> statement-breakpoint
CREATE TRIGGER attendees_announce_change AFTER INSERT OR UPDATE OR DELETE ON attendees
  FOR EACH ROW EXECUTE FUNCTION announce_change('event', 'event_id');
--> statement-breakpoint
CREATE TRIGGER user_tickets_announce_change AFTER INSERT OR UPDATE OR DELETE ON user_tickets
  FOR EACH ROW EXECUTE FUNCTION announce_change('event', 'event_id');
