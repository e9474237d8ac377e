CREATE TABLE "club_offer_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"club_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"points_spent" integer DEFAULT 0 NOT NULL,
	"redemption_type" text NOT NULL,
	"revealed" text NOT NULL,
	"shared_name" text,
	"shared_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_offer_redemptions_points" CHECK ("club_offer_redemptions"."points_spent" >= 0)
);
--> statement-breakpoint
ALTER TABLE "club_offer_redemptions" ADD CONSTRAINT "club_offer_redemptions_offer_id_club_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."club_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_offer_redemptions" ADD CONSTRAINT "club_offer_redemptions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_offer_redemptions" ADD CONSTRAINT "club_offer_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_offer_redemptions_offer_idx" ON "club_offer_redemptions" USING btree ("offer_id","created_at");--> statement-breakpoint
CREATE INDEX "club_offer_redemptions_user_idx" ON "club_offer_redemptions" USING btree ("user_id","created_at");