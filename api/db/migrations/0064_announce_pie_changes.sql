-- The trade hub and a pie page read pies, their ledger's sums, wishes, the viewer's team roles,
-- award and payout accounts on every visit. The API keeps them in its read cache
-- (docs/decisions/0012, api/pies/domain/cached.ts) under these tags:
--   'pie:<pie id>'              a pie's row changed (lists over pies carry 'pie:*')
--   'pie-ledger:<pie id>'       an entry was added to its slice ledger (entries are append-only)
--   'pie-wishes:<pie id>'       a wish for the pie; 'pie-wisher:<user id>' a wish by the member
--   'pie-moderators:<pie id>'   its team changed
--   'pie-award:<user id>'       a member's pie award
--   'payout-accounts:<user id>' a member's payout accounts
CREATE TRIGGER pies_announce_change AFTER INSERT OR UPDATE OR DELETE ON pies
  FOR EACH ROW EXECUTE FUNCTION announce_change('pie', 'id');--> statement-breakpoint
CREATE TRIGGER pie_slice_entries_announce_change AFTER INSERT OR DELETE ON pie_slice_entries
  FOR EACH ROW EXECUTE FUNCTION announce_change('pie-ledger', 'pie_id');--> statement-breakpoint
CREATE TRIGGER pie_wishes_announce_pie_change AFTER INSERT OR UPDATE OR DELETE ON pie_wishes
  FOR EACH ROW EXECUTE FUNCTION announce_change('pie-wishes', 'pie_id');--> statement-breakpoint
CREATE TRIGGER pie_wishes_announce_wisher_change AFTER INSERT OR UPDATE OR DELETE ON pie_wishes
  FOR EACH ROW EXECUTE FUNCTION announce_change('pie-wisher', 'user_id');--> statement-breakpoint
CREATE TRIGGER pie_moderators_announce_change AFTER INSERT OR UPDATE OR DELETE ON pie_moderators
  FOR EACH ROW EXECUTE FUNCTION announce_change('pie-moderators', 'pie_id');--> statement-breakpoint
CREATE TRIGGER pie_awards_announce_change AFTER INSERT OR UPDATE OR DELETE ON pie_awards
  FOR EACH ROW EXECUTE FUNCTION announce_change('pie-award', 'user_id');--> statement-breakpoint
CREATE TRIGGER payout_accounts_announce_change AFTER INSERT OR UPDATE OR DELETE ON payout_accounts
  FOR EACH ROW EXECUTE FUNCTION announce_change('payout-accounts', 'user_id');
