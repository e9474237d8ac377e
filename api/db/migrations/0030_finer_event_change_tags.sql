-- 'event:<id>' is announced by a change to the event or to anything on it (tickets,
-- attendees, their tickets, comments), and every buy, RSVP or scan changes something on it.
-- The event's own row and a viewer's attendee row, read through the API's read cache on
-- every request about the event, are kept under narrower tags that only their own table
-- announces: 'event-row:<id>' and 'event-attendees:<event id>' (docs/decisions/0012).
CREATE TRIGGER events_announce_row_change AFTER INSERT OR UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION announce_change('event-row', 'id');--> statement-breakpoint
CREATE TRIGGER attendees_announce_attendee_change AFTER INSERT OR UPDATE OR DELETE ON attendees
  FOR EACH ROW EXECUTE FUNCTION announce_change('event-attendees', 'event_id');
