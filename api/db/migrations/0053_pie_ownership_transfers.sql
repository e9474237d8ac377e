CREATE TYPE "public"."pie_transfer_status" AS ENUM('PENDING', 'ACCEPTED', 'REJECTED', 'CANCELLED');--> statement-breakpoint
CREATE TABLE "pie_ownership_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pie_id" uuid NOT NULL,
	"from_user_id" uuid NOT NULL,
	"to_user_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"status" "pie_transfer_status" DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "pie_ownership_transfers_two_people" CHECK ("pie_ownership_transfers"."from_user_id" <> "pie_ownership_transfers"."to_user_id"),
	CONSTRAINT "pie_ownership_transfers_decided" CHECK (("pie_ownership_transfers"."status" = 'PENDING') = ("pie_ownership_transfers"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "pie_ownership_transfers" ADD CONSTRAINT "pie_ownership_transfers_pie_id_pies_id_fk" FOREIGN KEY ("pie_id") REFERENCES "public"."pies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pie_ownership_transfers" ADD CONSTRAINT "pie_ownership_transfers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pie_ownership_transfers" ADD CONSTRAINT "pie_ownership_transfers_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pie_ownership_transfers" ADD CONSTRAINT "pie_ownership_transfers_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pie_ownership_transfers_one_pending" ON "pie_ownership_transfers" USING btree ("pie_id") WHERE "pie_ownership_transfers"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "pie_ownership_transfers_to_idx" ON "pie_ownership_transfers" USING btree ("to_user_id","status");