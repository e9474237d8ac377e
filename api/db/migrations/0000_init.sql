CREATE TYPE "public"."attendee_role" AS ENUM('ATTENDEE', 'CO_HOST', 'PROMOTER', 'SPONSOR', 'DOOR', 'COORDINATOR', 'TALENT');--> statement-breakpoint
CREATE TYPE "public"."attendee_state" AS ENUM('APPROVED', 'DECLINED', 'INVITED', 'INVITEE_ACCEPTED', 'INVITEE_DECLINED', 'NONE');--> statement-breakpoint
CREATE TYPE "public"."distance_unit" AS ENUM('KILOMETERS', 'MILES');--> statement-breakpoint
CREATE TYPE "public"."event_permission" AS ENUM('CanApproveAttendee', 'CanApproveMyAttendee', 'CanAddCoHostAttendee', 'CanAddCoordinatorAttendee', 'CanAddDoorAttendee', 'CanAddPromoterAttendee', 'CanAddSponsorAttendee', 'CanAddTalentAttendee', 'CanFilterStatistics', 'CanAddVip', 'CanExportAttendees');--> statement-breakpoint
CREATE TYPE "public"."event_status" AS ENUM('DRAFT', 'PUBLISHED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."event_type" AS ENUM('ART_SHOW', 'COMEDY_SHOW', 'CONCERT', 'CONFERENCE', 'FESTIVAL', 'PARTY', 'PODCAST', 'SPORTING', 'WORKSHOP', 'OTHER', 'NONE');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('MALE', 'FEMALE', 'OTHER', 'NOT_DISCLOSED');--> statement-breakpoint
CREATE TYPE "public"."outbox_channel" AS ENUM('EMAIL', 'SMS');--> statement-breakpoint
CREATE TYPE "public"."outbox_status" AS ENUM('PENDING', 'SENT', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."privacy_policy_state" AS ENUM('ACCEPTED', 'DECLINED');--> statement-breakpoint
CREATE TYPE "public"."ticket_kind" AS ENUM('FREE', 'PAID');--> statement-breakpoint
CREATE TYPE "public"."ticket_share_status" AS ENUM('DEFAULT', 'REVOKED', 'SHARED', 'SHARING');--> statement-breakpoint
CREATE TYPE "public"."user_ticket_status" AS ENUM('ACTIVE', 'PENDING', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."verification_tier" AS ENUM('UNVERIFIED', 'VERIFIED', 'PREMIUM');--> statement-breakpoint
CREATE TABLE "attendees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"state" "attendee_state" DEFAULT 'NONE' NOT NULL,
	"roles" "attendee_role"[] DEFAULT '{ATTENDEE}'::attendee_role[] NOT NULL,
	"granted_permissions" "event_permission"[] DEFAULT '{}'::event_permission[] NOT NULL,
	"note" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"state_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by_user_id" uuid,
	"inviter_user_id" uuid,
	"privacy_policy_state" "privacy_policy_state",
	"privacy_policy_state_updated_at" timestamp with time zone,
	"question_answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checked_in_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_verification_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "event_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"ticket_type" text NOT NULL,
	"kind" "ticket_kind" DEFAULT 'FREE' NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"rep_points" integer DEFAULT 0 NOT NULL,
	"color" text,
	"note" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"is_special_guest" boolean DEFAULT false NOT NULL,
	"additional_guests" integer DEFAULT 0 NOT NULL,
	"is_required_approval" boolean DEFAULT false NOT NULL,
	"opt_in_show_ticket_amount" boolean DEFAULT false NOT NULL,
	"is_enabled_wish_list" boolean DEFAULT false NOT NULL,
	"gratuity_percentage" integer DEFAULT 0 NOT NULL,
	"visible_start_at" timestamp with time zone,
	"visible_end_at" timestamp with time zone,
	"limited_amount" integer,
	"available_amount" integer,
	"released_amount" integer DEFAULT 0 NOT NULL,
	"locked_amount" integer DEFAULT 0 NOT NULL,
	"creator_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_tickets_available_not_negative" CHECK ("event_tickets"."available_amount" is null or "event_tickets"."available_amount" >= 0),
	CONSTRAINT "event_tickets_price_not_negative" CHECK ("event_tickets"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"event_type" "event_type" DEFAULT 'NONE' NOT NULL,
	"display_name" text NOT NULL,
	"description" text,
	"terms" text,
	"faqs" text,
	"note" text,
	"avatar_url" text,
	"uploaded_asset_id" uuid,
	"music_embed_url" text,
	"ticket_terms_purchase_policy" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"status" "event_status" DEFAULT 'DRAFT' NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"is_listed" boolean DEFAULT true NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_all_in_pricing" boolean DEFAULT false NOT NULL,
	"minimum_rep_score" integer,
	"age_limit" integer,
	"location_address" text,
	"location_latitude" double precision,
	"location_longitude" double precision,
	"location_only_visible_to_approved_attendees" boolean DEFAULT false NOT NULL,
	"radius_is_active" boolean DEFAULT false NOT NULL,
	"radius_address" text,
	"radius_latitude" double precision,
	"radius_longitude" double precision,
	"radius" double precision,
	"radius_unit" "distance_unit",
	"opt_in_show_guest_list" boolean DEFAULT false NOT NULL,
	"opt_in_show_guest_count" boolean DEFAULT false NOT NULL,
	"opt_in_allow_public_event_page_preview" boolean DEFAULT true NOT NULL,
	"opt_in_display_rep_score" boolean DEFAULT false NOT NULL,
	"opt_in_use_qr_pass" boolean DEFAULT false NOT NULL,
	"opt_in_allow_guest_invite_others" boolean DEFAULT false NOT NULL,
	"opt_in_location_radius" boolean DEFAULT false NOT NULL,
	"opt_in_age_limit" boolean DEFAULT false NOT NULL,
	"opt_in_disclosure_or_privacy_policy" boolean DEFAULT false NOT NULL,
	"opt_in_social_account_requirements" boolean DEFAULT false NOT NULL,
	"opt_in_question_requirements" boolean DEFAULT false NOT NULL,
	"opt_in_show_music_embed" boolean DEFAULT false NOT NULL,
	"disclosure_title" text,
	"disclosure_file_url" text,
	"social_account_requirements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"question_requirements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_user_id" uuid NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_end_after_start" CHECK ("events"."end_at" >= "events"."start_at")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "outbox_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"channel" "outbox_channel" NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" "outbox_status" DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"successor_id" uuid,
	"successor_sealed" text
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"impersonated_by_user_id" uuid,
	"user_agent" text,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "user_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"event_ticket_id" uuid NOT NULL,
	"attendee_id" uuid NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"status" "user_ticket_status" NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"share_status" "ticket_share_status" DEFAULT 'DEFAULT' NOT NULL,
	"is_shareable" boolean DEFAULT false NOT NULL,
	"original_ticket_id" uuid,
	"parent_ticket_id" uuid,
	"associated_user_id" uuid,
	"transaction_id" uuid,
	"first_seen_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_tickets_count_positive" CHECK ("user_tickets"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	"password_hash" text,
	"name" text,
	"user_name" text,
	"date_of_birth" date,
	"phone_number" text,
	"phone_verified_at" timestamp with time zone,
	"gender" "gender",
	"bio" text,
	"avatar_url" text,
	"country_code" text,
	"address" text,
	"city" text,
	"region" text,
	"postal_code" text,
	"address_country_code" text,
	"tier" "verification_tier" DEFAULT 'UNVERIFIED' NOT NULL,
	"rep_score" integer DEFAULT 0 NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"terms_version" text,
	"mfa_enabled" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendees" ADD CONSTRAINT "attendees_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendees" ADD CONSTRAINT "attendees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendees" ADD CONSTRAINT "attendees_approved_by_user_id_users_id_fk" FOREIGN KEY ("approved_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendees" ADD CONSTRAINT "attendees_inviter_user_id_users_id_fk" FOREIGN KEY ("inviter_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ADD CONSTRAINT "email_verification_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_impersonated_by_user_id_users_id_fk" FOREIGN KEY ("impersonated_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tickets" ADD CONSTRAINT "user_tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tickets" ADD CONSTRAINT "user_tickets_event_ticket_id_event_tickets_id_fk" FOREIGN KEY ("event_ticket_id") REFERENCES "public"."event_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tickets" ADD CONSTRAINT "user_tickets_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tickets" ADD CONSTRAINT "user_tickets_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tickets" ADD CONSTRAINT "user_tickets_associated_user_id_users_id_fk" FOREIGN KEY ("associated_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendees_event_user_key" ON "attendees" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "attendees_user_id_idx" ON "attendees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "attendees_event_state_idx" ON "attendees" USING btree ("event_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "email_verification_tokens_token_hash_key" ON "email_verification_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_verification_tokens_user_id_idx" ON "email_verification_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_tickets_event_id_idx" ON "event_tickets" USING btree ("event_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "events_slug_key" ON "events" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "events_start_at_idx" ON "events" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "events_listing_idx" ON "events" USING btree ("start_at","id") WHERE "events"."status" = 'PUBLISHED' and "events"."is_listed" and not "events"."is_private" and "events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "events_featured_idx" ON "events" USING btree ("start_at") WHERE "events"."is_featured" and "events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "events_end_at_idx" ON "events" USING btree ("end_at");--> statement-breakpoint
CREATE INDEX "events_created_by_idx" ON "events" USING btree ("created_by_user_id","start_at");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox" USING btree ("recipient","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_token_hash_key" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_id_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_tickets_event_owner_idx" ON "user_tickets" USING btree ("event_id","owner_user_id");--> statement-breakpoint
CREATE INDEX "user_tickets_attendee_idx" ON "user_tickets" USING btree ("attendee_id");--> statement-breakpoint
CREATE INDEX "user_tickets_event_ticket_status_idx" ON "user_tickets" USING btree ("event_ticket_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_key" ON "users" USING btree ("user_name");