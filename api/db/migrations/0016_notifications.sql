CREATE TYPE "public"."notification_type" AS ENUM('ReceiveAchievement', 'ReceiveReward', 'GenerateRewardWinnersReminder', 'AwardedReward', 'RewardLoser', 'CreatePie', 'NewWisherAdded', 'WishedPieActivated', 'BuySlices', 'SomeoneBuySlices', 'SendSlices', 'ReceiveSlices', 'AwardPie', 'PieOwnershipTransferRequest', 'PieOwnershipTransferAccepted', 'PieOwnershipTransferRejected', 'UserInviteAccepted', 'UserPassedWaitingList', 'UserInvitesIncreased', 'EventCoHostInvitation', 'EventPromoteInvitation', 'EventSponsorInvitation', 'EventInvitation', 'EventPending', 'EventApproved', 'EventDeclined', 'EventStarted', 'EventRoleUpdate', 'EventCheckinSuccess');--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_user_id" uuid NOT NULL,
	"type" "notification_type" NOT NULL,
	"default_message" text NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_recipient_created_idx" ON "notifications" USING btree ("recipient_user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_recipient_unread_idx" ON "notifications" USING btree ("recipient_user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_recipient_dedupe_key" ON "notifications" USING btree ("recipient_user_id","dedupe_key") WHERE "notifications"."dedupe_key" is not null;--> statement-breakpoint
-- A recipient's notifications changed (new, read): their open streams (the bell) hear it
-- through the change feed as 'notification:<recipient>' (docs/decisions/0012).
CREATE TRIGGER notifications_announce_change AFTER INSERT OR UPDATE ON notifications
  FOR EACH ROW EXECUTE FUNCTION announce_change('notification', 'recipient_user_id');
