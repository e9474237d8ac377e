CREATE TYPE "public"."club_team_invitation_status" AS ENUM('PENDING', 'ACCEPTED', 'DECLINED', 'REVOKED', 'EXPIRED');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'ClubTeamInvitation';--> statement-breakpoint
CREATE TABLE "club_team_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"invited_user_id" uuid NOT NULL,
	"invited_by_user_id" uuid NOT NULL,
	"role" "club_role" NOT NULL,
	"kind" "club_member_kind" NOT NULL,
	"status" "club_team_invitation_status" DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "club_team_invitations_role_fits_kind" CHECK ("club_team_invitations"."kind" = 'COLLABORATOR' or "club_team_invitations"."role" in ('ACCOUNT_MANAGER', 'ADMIN', 'REWARD_MANAGER'))
);
--> statement-breakpoint
CREATE TABLE "club_payout_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"external_account_id" text NOT NULL,
	"label" text NOT NULL,
	"connected_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_payout_connection_states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"state_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "club_team_invitations" ADD CONSTRAINT "club_team_invitations_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_team_invitations" ADD CONSTRAINT "club_team_invitations_invited_user_id_users_id_fk" FOREIGN KEY ("invited_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_team_invitations" ADD CONSTRAINT "club_team_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_payout_accounts" ADD CONSTRAINT "club_payout_accounts_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_payout_accounts" ADD CONSTRAINT "club_payout_accounts_connected_by_user_id_users_id_fk" FOREIGN KEY ("connected_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_payout_connection_states" ADD CONSTRAINT "club_payout_connection_states_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_payout_connection_states" ADD CONSTRAINT "club_payout_connection_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_team_invitations_pending_key" ON "club_team_invitations" USING btree ("club_id","invited_user_id") WHERE "club_team_invitations"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "club_team_invitations_club_idx" ON "club_team_invitations" USING btree ("club_id","status");--> statement-breakpoint
CREATE INDEX "club_team_invitations_invitee_idx" ON "club_team_invitations" USING btree ("invited_user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "club_payout_accounts_club_key" ON "club_payout_accounts" USING btree ("club_id");--> statement-breakpoint
CREATE UNIQUE INDEX "club_payout_accounts_provider_account_key" ON "club_payout_accounts" USING btree ("provider","external_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "club_payout_connection_states_state_hash_key" ON "club_payout_connection_states" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "club_payout_connection_states_club_idx" ON "club_payout_connection_states" USING btree ("club_id");