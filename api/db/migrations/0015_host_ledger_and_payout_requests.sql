CREATE TYPE "public"."host_ledger_entry_kind" AS ENUM('SALE', 'REFUND', 'PAYOUT', 'PAYOUT_RETURNED');--> statement-breakpoint
CREATE TYPE "public"."payout_status" AS ENUM('PENDING', 'PAID', 'FAILED', 'CANCELLED');--> statement-breakpoint
CREATE TABLE "host_ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"kind" "host_ledger_entry_kind" NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"booking_id" uuid,
	"payout_request_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "host_ledger_entries_sign" CHECK (("host_ledger_entries"."kind" in ('SALE', 'PAYOUT_RETURNED') and "host_ledger_entries"."amount_cents" > 0) or ("host_ledger_entries"."kind" in ('REFUND', 'PAYOUT') and "host_ledger_entries"."amount_cents" < 0)),
	CONSTRAINT "host_ledger_entries_source" CHECK (("host_ledger_entries"."kind" in ('SALE', 'REFUND') and "host_ledger_entries"."booking_id" is not null) or ("host_ledger_entries"."kind" in ('PAYOUT', 'PAYOUT_RETURNED') and "host_ledger_entries"."payout_request_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "payout_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"requested_by_user_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" "payout_status" DEFAULT 'PENDING' NOT NULL,
	"idempotency_key" text NOT NULL,
	"note" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_requests_amount_positive" CHECK ("payout_requests"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "host_ledger_entries" ADD CONSTRAINT "host_ledger_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_ledger_entries" ADD CONSTRAINT "host_ledger_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_ledger_entries" ADD CONSTRAINT "host_ledger_entries_payout_request_id_payout_requests_id_fk" FOREIGN KEY ("payout_request_id") REFERENCES "public"."payout_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "host_ledger_entries_event_idx" ON "host_ledger_entries" USING btree ("event_id","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "host_ledger_entries_booking_kind_key" ON "host_ledger_entries" USING btree ("booking_id","kind") WHERE "host_ledger_entries"."booking_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "host_ledger_entries_payout_kind_key" ON "host_ledger_entries" USING btree ("payout_request_id","kind") WHERE "host_ledger_entries"."payout_request_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_requests_user_idempotency_key" ON "payout_requests" USING btree ("requested_by_user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payout_requests_event_idx" ON "payout_requests" USING btree ("event_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payout_requests_pending_idx" ON "payout_requests" USING btree ("created_at") WHERE "payout_requests"."status" = 'PENDING';--> statement-breakpoint
-- A completed booking credits its event's host balance with what the host is owed, and a
-- refund of it debits the same, in the transaction that changes the booking: the ledger
-- cannot miss a sale, whichever code path completes it (checkout, webhook, support).
CREATE OR REPLACE FUNCTION post_booking_to_host_ledger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'COMPLETED' AND NEW.host_balance_cents > 0
     AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'COMPLETED') THEN
    INSERT INTO host_ledger_entries (event_id, kind, amount_cents, currency, booking_id, created_at)
      VALUES (NEW.event_id, 'SALE', NEW.host_balance_cents, NEW.currency, NEW.id, coalesce(NEW.paid_at, now()))
      ON CONFLICT DO NOTHING;
  ELSIF NEW.status = 'REFUNDED' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'REFUNDED') THEN
    -- Only what was credited is debited (a late payment refunded before it was ever credited is not).
    INSERT INTO host_ledger_entries (event_id, kind, amount_cents, currency, booking_id, created_at)
      SELECT event_id, 'REFUND', -amount_cents, currency, booking_id, now()
        FROM host_ledger_entries WHERE booking_id = NEW.id AND kind = 'SALE'
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_post_to_host_ledger AFTER INSERT OR UPDATE OF status ON bookings
  FOR EACH ROW EXECUTE FUNCTION post_booking_to_host_ledger();
--> statement-breakpoint
-- The bookings completed (or refunded) before the ledger existed.
INSERT INTO host_ledger_entries (event_id, kind, amount_cents, currency, booking_id, created_at)
  SELECT event_id, 'SALE', host_balance_cents, currency, id, coalesce(paid_at, created_at)
    FROM bookings WHERE status IN ('COMPLETED', 'REFUNDED') AND host_balance_cents > 0;
--> statement-breakpoint
INSERT INTO host_ledger_entries (event_id, kind, amount_cents, currency, booking_id, created_at)
  SELECT b.event_id, 'REFUND', -b.host_balance_cents, b.currency, b.id, b.updated_at
    FROM bookings b WHERE b.status = 'REFUNDED' AND b.host_balance_cents > 0;
