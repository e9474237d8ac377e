-- One place on a club's team per member (the team page changes a member's role in place).
-- A member holding several roles of one club from before keeps their earliest one.
DELETE FROM "club_team_members" AS later USING "club_team_members" AS earlier
  WHERE later."club_id" = earlier."club_id" AND later."user_id" = earlier."user_id"
    AND (later."assigned_at", later."id") > (earlier."assigned_at", earlier."id");--> statement-breakpoint
DROP INDEX "club_team_members_club_user_role_key";--> statement-breakpoint
CREATE UNIQUE INDEX "club_team_members_club_user_key" ON "club_team_members" USING btree ("club_id","user_id");
