-- Whether someone manages events (the shell's "Manage Events", on every signed-in page) is
-- read through the API's read cache under 'manager:<user id>': these announce it when the
-- events a user created, or their roles on events, change (docs/decisions/0012).
CREATE TRIGGER events_announce_manager AFTER INSERT OR UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION announce_change('manager', 'created_by_user_id');--> statement-breakpoint
CREATE TRIGGER attendees_announce_manager AFTER INSERT OR UPDATE OR DELETE ON attendees
  FOR EACH ROW EXECUTE FUNCTION announce_change('manager', 'user_id');
