CREATE TABLE "pie_wishes" (
	"pie_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pie_wishes_user_id_pie_id_pk" PRIMARY KEY("user_id","pie_id")
);
--> statement-breakpoint
ALTER TABLE "pie_wishes" ADD CONSTRAINT "pie_wishes_pie_id_pies_id_fk" FOREIGN KEY ("pie_id") REFERENCES "public"."pies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pie_wishes" ADD CONSTRAINT "pie_wishes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pie_wishes_pie_idx" ON "pie_wishes" USING btree ("pie_id");