CREATE TYPE "public"."club_claim_status" AS ENUM('PENDING', 'APPROVED', 'REJECTED');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'ClubClaimApproved';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'ClubClaimRejected';--> statement-breakpoint
CREATE TABLE "club_first_joins" (
	"club_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invited_by_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "club_earning_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"note" text NOT NULL,
	"link" text,
	"status" "club_claim_status" DEFAULT 'PENDING' NOT NULL,
	"decision_reason" text,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_earning_claims_decided" CHECK (("club_earning_claims"."status" = 'PENDING') = ("club_earning_claims"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "club_first_joins" ADD CONSTRAINT "club_first_joins_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_first_joins" ADD CONSTRAINT "club_first_joins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_first_joins" ADD CONSTRAINT "club_first_joins_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_earning_claims" ADD CONSTRAINT "club_earning_claims_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_earning_claims" ADD CONSTRAINT "club_earning_claims_offer_id_club_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."club_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_earning_claims" ADD CONSTRAINT "club_earning_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_earning_claims" ADD CONSTRAINT "club_earning_claims_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_first_joins_club_user_key" ON "club_first_joins" USING btree ("club_id","user_id");--> statement-breakpoint
CREATE INDEX "club_first_joins_inviter_idx" ON "club_first_joins" USING btree ("invited_by_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "club_earning_claims_open_key" ON "club_earning_claims" USING btree ("offer_id","user_id") WHERE "club_earning_claims"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "club_earning_claims_offer_idx" ON "club_earning_claims" USING btree ("offer_id","status","created_at");--> statement-breakpoint
CREATE INDEX "club_earning_claims_user_idx" ON "club_earning_claims" USING btree ("user_id","club_id","created_at");--> statement-breakpoint
-- Everyone who is a member now has joined once: leaving and rejoining will not count as a first join.
INSERT INTO "club_first_joins" ("club_id", "user_id", "joined_at") SELECT "club_id", "user_id", "joined_at" FROM "club_memberships" ON CONFLICT DO NOTHING;
