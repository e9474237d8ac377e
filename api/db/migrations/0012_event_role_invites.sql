CREATE TYPE "public"."role_invite_status" AS ENUM('PENDING', 'ACCEPTED', 'DECLINED', 'REVOKED');--> statement-breakpoint
CREATE TABLE "event_role_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"role" "attendee_role" NOT NULL,
	"invited_user_id" uuid,
	"token_hash" text,
	"invited_by_user_id" uuid NOT NULL,
	"status" "role_invite_status" DEFAULT 'PENDING' NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_role_invites" ADD CONSTRAINT "event_role_invites_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_role_invites" ADD CONSTRAINT "event_role_invites_invited_user_id_users_id_fk" FOREIGN KEY ("invited_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_role_invites" ADD CONSTRAINT "event_role_invites_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_role_invites_event_idx" ON "event_role_invites" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_role_invites_token_key" ON "event_role_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "event_role_invites_pending_person_key" ON "event_role_invites" USING btree ("event_id","invited_user_id","role") WHERE "event_role_invites"."status" = 'PENDING' and "event_role_invites"."invited_user_id" is not null;