ALTER TABLE "club_points_entries" ADD COLUMN "debit_balance_after" integer;--> statement-breakpoint
ALTER TABLE "club_points_entries" ADD COLUMN "credit_balance_after" integer;