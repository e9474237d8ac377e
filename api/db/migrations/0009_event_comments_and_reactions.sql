CREATE TABLE "comment_reactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"comment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reaction" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"author_user_id" uuid NOT NULL,
	"parent_comment_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "event_comments_body_length" CHECK (char_length("event_comments"."body") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "comment_reactions" ADD CONSTRAINT "comment_reactions_comment_id_event_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."event_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reactions" ADD CONSTRAINT "comment_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_comments" ADD CONSTRAINT "event_comments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_comments" ADD CONSTRAINT "event_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_comments" ADD CONSTRAINT "event_comments_parent_comment_id_event_comments_id_fk" FOREIGN KEY ("parent_comment_id") REFERENCES "public"."event_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "comment_reactions_comment_user_reaction_key" ON "comment_reactions" USING btree ("comment_id","user_id","reaction");--> statement-breakpoint
CREATE INDEX "event_comments_event_top_idx" ON "event_comments" USING btree ("event_id","created_at","id") WHERE "event_comments"."parent_comment_id" is null and "event_comments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "event_comments_parent_idx" ON "event_comments" USING btree ("parent_comment_id","created_at");--> statement-breakpoint
CREATE INDEX "event_comments_author_created_idx" ON "event_comments" USING btree ("author_user_id","created_at");--> statement-breakpoint
-- Comments and reactions are on the event page: a change announces its event
-- (docs/decisions/0012), which purges the shared signed-out page (docs/decisions/0007).
CREATE TRIGGER event_comments_announce_change AFTER INSERT OR UPDATE OR DELETE ON event_comments
  FOR EACH ROW EXECUTE FUNCTION announce_change('event', 'event_id');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION announce_comment_reaction_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cache_invalidation', 'event:' || event_id)
    FROM event_comments WHERE id = (coalesce(to_jsonb(NEW), to_jsonb(OLD)) ->> 'comment_id')::uuid;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER comment_reactions_announce_change AFTER INSERT OR DELETE ON comment_reactions
  FOR EACH ROW EXECUTE FUNCTION announce_comment_reaction_change();
