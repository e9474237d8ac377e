-- A club's page reads its member count, the viewer's membership, its tiers and its offers on
-- every visit. The API keeps them in its read cache (docs/decisions/0012) under these tags:
-- 'club-members:<club id>' (joins and leaves), 'club-tiers:<club id>', 'club-offers:<club id>'.
CREATE TRIGGER club_memberships_announce_change AFTER INSERT OR UPDATE OR DELETE ON club_memberships
  FOR EACH ROW EXECUTE FUNCTION announce_change('club-members', 'club_id');--> statement-breakpoint
CREATE TRIGGER club_tiers_announce_change AFTER INSERT OR UPDATE OR DELETE ON club_tiers
  FOR EACH ROW EXECUTE FUNCTION announce_change('club-tiers', 'club_id');--> statement-breakpoint
CREATE TRIGGER club_offers_announce_change AFTER INSERT OR UPDATE OR DELETE ON club_offers
  FOR EACH ROW EXECUTE FUNCTION announce_change('club-offers', 'club_id');
