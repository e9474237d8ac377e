CREATE TABLE "pie_reward_shipping_addresses" (
	"reward_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text,
	"city" text NOT NULL,
	"postcode" text NOT NULL,
	"country" text NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pie_reward_shipping_addresses_reward_id_user_id_pk" PRIMARY KEY("reward_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "pie_reward_participants" ADD COLUMN "code_sms_first_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pie_reward_participants" ADD COLUMN "code_sms_last_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pie_reward_participants" ADD COLUMN "code_sms_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pie_reward_shipping_addresses" ADD CONSTRAINT "pie_reward_shipping_addresses_participant_fk" FOREIGN KEY ("reward_id","user_id") REFERENCES "public"."pie_reward_participants"("reward_id","user_id") ON DELETE cascade ON UPDATE no action;