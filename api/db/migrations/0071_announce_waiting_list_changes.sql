-- The host's ticket counts include each ticket's waiting list (spec 2 §3 waitingTickets) and are kept in the read
-- cache until the event changes: joining or leaving a waiting list, and being told of a place,
-- announce a change of the event as a ticket does.
CREATE TRIGGER ticket_waiting_list_announce_change AFTER INSERT OR UPDATE OR DELETE ON ticket_waiting_list
  FOR EACH ROW EXECUTE FUNCTION announce_change('event', 'event_id');
