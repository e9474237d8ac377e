CREATE TYPE "public"."invitation_source" AS ENUM('CONTACT', 'DIRECT', 'PREVIOUS_EVENT', 'SAVED_LIST');--> statement-breakpoint
CREATE TYPE "public"."invitation_state" AS ENUM('INVITED', 'INVITEE_ACCEPTED', 'INVITEE_DECLINED');--> statement-breakpoint
CREATE TABLE "contact_group_members" (
	"group_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	CONSTRAINT "contact_group_members_group_id_contact_id_pk" PRIMARY KEY("group_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "contact_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone_number" text,
	"city" text,
	"custom_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_reachable" CHECK ("contacts"."email" is not null or "contacts"."phone_number" is not null)
);
--> statement-breakpoint
CREATE TABLE "event_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"user_id" uuid,
	"contact_id" uuid,
	"inviter_user_id" uuid NOT NULL,
	"source" "invitation_source" NOT NULL,
	"event_ticket_id" uuid,
	"quantity" integer DEFAULT 1 NOT NULL,
	"state" "invitation_state" DEFAULT 'INVITED' NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_invitations_quantity" CHECK ("event_invitations"."quantity" between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "guest_list_guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"email" text,
	"phone_number" text,
	"note" text,
	"custom_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"guest_id" uuid NOT NULL,
	"event_ticket_id" uuid,
	"ticket_no" integer NOT NULL,
	"guest_name" text NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_in_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_guest_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"guests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_group_members" ADD CONSTRAINT "contact_group_members_group_id_contact_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."contact_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_group_members" ADD CONSTRAINT "contact_group_members_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_groups" ADD CONSTRAINT "contact_groups_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_invitations" ADD CONSTRAINT "event_invitations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_invitations" ADD CONSTRAINT "event_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_invitations" ADD CONSTRAINT "event_invitations_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_invitations" ADD CONSTRAINT "event_invitations_inviter_user_id_users_id_fk" FOREIGN KEY ("inviter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_invitations" ADD CONSTRAINT "event_invitations_event_ticket_id_event_tickets_id_fk" FOREIGN KEY ("event_ticket_id") REFERENCES "public"."event_tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_list_guests" ADD CONSTRAINT "guest_list_guests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_list_guests" ADD CONSTRAINT "guest_list_guests_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_tickets" ADD CONSTRAINT "guest_tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_tickets" ADD CONSTRAINT "guest_tickets_guest_id_guest_list_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guest_list_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_tickets" ADD CONSTRAINT "guest_tickets_event_ticket_id_event_tickets_id_fk" FOREIGN KEY ("event_ticket_id") REFERENCES "public"."event_tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_tickets" ADD CONSTRAINT "guest_tickets_checked_in_by_user_id_users_id_fk" FOREIGN KEY ("checked_in_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_guest_lists" ADD CONSTRAINT "saved_guest_lists_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_group_members_contact_idx" ON "contact_group_members" USING btree ("contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_groups_owner_name_key" ON "contact_groups" USING btree ("owner_user_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_owner_email_key" ON "contacts" USING btree ("owner_user_id","email") WHERE "contacts"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_owner_phone_key" ON "contacts" USING btree ("owner_user_id","phone_number") WHERE "contacts"."phone_number" is not null;--> statement-breakpoint
CREATE INDEX "contacts_owner_name_idx" ON "contacts" USING btree ("owner_user_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "event_invitations_event_email_key" ON "event_invitations" USING btree ("event_id","email");--> statement-breakpoint
CREATE INDEX "event_invitations_user_idx" ON "event_invitations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "guest_list_guests_event_idx" ON "guest_list_guests" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_tickets_event_no_key" ON "guest_tickets" USING btree ("event_id","ticket_no");--> statement-breakpoint
CREATE INDEX "guest_tickets_guest_idx" ON "guest_tickets" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "saved_guest_lists_owner_idx" ON "saved_guest_lists" USING btree ("owner_user_id","updated_at");