CREATE TYPE "public"."one_time_code_purpose" AS ENUM('PHONE_SIGN_IN', 'VERIFY_SIGN_IN', 'VERIFY_PHONE');--> statement-breakpoint
CREATE TABLE "code_attempt_blocks" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" "one_time_code_purpose" NOT NULL,
	"subject" text NOT NULL,
	"user_id" uuid,
	"code_hash" text,
	"link_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resend_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "mfa_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_codes_purpose_subject_key" ON "one_time_codes" USING btree ("purpose","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_codes_link_token_hash_key" ON "one_time_codes" USING btree ("link_token_hash");