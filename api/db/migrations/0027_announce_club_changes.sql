-- Who may manage a club's events (its owner, and its team members whose roles hold
-- MANAGE_EVENTS) decides the creator's permissions on every event of the club, on every
-- signed-in event page. It is read through the API's read cache under 'club:<club id>':
-- these announce changes of the club and of its team (docs/decisions/0012).
CREATE TRIGGER clubs_announce_change AFTER INSERT OR UPDATE OR DELETE ON clubs
  FOR EACH ROW EXECUTE FUNCTION announce_change('club', 'id');--> statement-breakpoint
CREATE TRIGGER club_team_members_announce_change AFTER INSERT OR UPDATE OR DELETE ON club_team_members
  FOR EACH ROW EXECUTE FUNCTION announce_change('club', 'club_id');
