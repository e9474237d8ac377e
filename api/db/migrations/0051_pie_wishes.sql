ALTER TYPE "public"."pie_slice_entry_reason" ADD VALUE 'AWARD' BEFORE 'RESERVATION';--> statement-breakpoint
CREATE TABLE "pie_wishes" (
	"pie_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pie_wishes_pkey" PRIMARY KEY("pie_id","user_id")
);
--> statement-breakpoint
DROP INDEX "pie_slice_entries_debit_idx";--> statement-breakpoint
DROP INDEX "pie_slice_entries_credit_idx";--> statement-breakpoint
ALTER TABLE "pie_wishes" ADD CONSTRAINT "pie_wishes_pie_id_pies_id_fk" FOREIGN KEY ("pie_id") REFERENCES "public"."pies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pie_wishes" ADD CONSTRAINT "pie_wishes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pie_wishes_user_idx" ON "pie_wishes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "pie_slice_entries_debit_idx" ON "pie_slice_entries" USING btree ("debit_account","pie_id");--> statement-breakpoint
CREATE INDEX "pie_slice_entries_credit_idx" ON "pie_slice_entries" USING btree ("credit_account","pie_id");