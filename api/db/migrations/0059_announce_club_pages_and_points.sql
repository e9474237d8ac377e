-- The club page lists its badges, and "my points" reads the member's clubs, points accounts,
-- their latest entries and their newest history on every visit. The API keeps them in its read
-- cache (docs/decisions/0012) under these tags:
--   'club-achievements:<club id>'  a club's badges (a pie's badges, club_id null, announce nothing)
--   'member-clubs:<user id>'       the clubs a member belongs to
--   'points-accounts:<user id>'    a member's points accounts
--   'points-account:<account id>'  an entry posted to or from the account (entries are append-only)
CREATE OR REPLACE FUNCTION announce_club_achievement_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.club_id IS NOT NULL THEN
    PERFORM pg_notify('cache_invalidation', 'club-achievements:' || OLD.club_id);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.club_id IS NOT NULL THEN
    PERFORM pg_notify('cache_invalidation', 'club-achievements:' || NEW.club_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER achievements_announce_club_change AFTER INSERT OR UPDATE OR DELETE ON achievements
  FOR EACH ROW EXECUTE FUNCTION announce_club_achievement_change();--> statement-breakpoint
CREATE TRIGGER club_memberships_announce_member_change AFTER INSERT OR UPDATE OR DELETE ON club_memberships
  FOR EACH ROW EXECUTE FUNCTION announce_change('member-clubs', 'user_id');--> statement-breakpoint
CREATE OR REPLACE FUNCTION announce_points_account_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.user_id IS NOT NULL THEN
    PERFORM pg_notify('cache_invalidation', 'points-accounts:' || OLD.user_id);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.user_id IS NOT NULL THEN
    PERFORM pg_notify('cache_invalidation', 'points-accounts:' || NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER club_points_accounts_announce_change AFTER INSERT OR UPDATE OR DELETE ON club_points_accounts
  FOR EACH ROW EXECUTE FUNCTION announce_points_account_change();--> statement-breakpoint
CREATE OR REPLACE FUNCTION announce_points_entry() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cache_invalidation', 'points-account:' || NEW.debit_account_id);
  PERFORM pg_notify('cache_invalidation', 'points-account:' || NEW.credit_account_id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER club_points_entries_announce_insert AFTER INSERT ON club_points_entries
  FOR EACH ROW EXECUTE FUNCTION announce_points_entry();
