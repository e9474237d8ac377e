-- Running balances in the pie slice ledger. An account's balance in a pie was the sum of all its
-- entries, and the pie's AVAILABLE account takes an entry at every hold and release, so a
-- purchase read a history that grew with every purchase. Each entry now records what its debit
-- and credit account hold after it; a balance is the latest entry's (pie_slice_balance below),
-- one index read each way. Entries stay append-only: nothing is ever updated after this backfill.
DROP INDEX "pie_slice_entries_debit_idx";--> statement-breakpoint
DROP INDEX "pie_slice_entries_credit_idx";--> statement-breakpoint
ALTER TABLE "pie_slice_entries" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "pie_slice_entries" ADD COLUMN "debit_balance_after" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pie_slice_entries" ADD COLUMN "credit_balance_after" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "pie_slice_entries_debit_idx" ON "pie_slice_entries" USING btree ("debit_account","pie_id","seq");--> statement-breakpoint
CREATE INDEX "pie_slice_entries_credit_idx" ON "pie_slice_entries" USING btree ("credit_account","pie_id","seq");--> statement-breakpoint
-- The entries written so far: each account's running sum in the ledger's order. The ledger
-- refuses updates (migration 0043); this one fill is let through.
ALTER TABLE pie_slice_entries DISABLE TRIGGER pie_slice_entries_append_only;--> statement-breakpoint
WITH legs AS (
  SELECT id, seq, pie_id, debit_account AS account, amount AS delta, true AS is_debit FROM pie_slice_entries
  UNION ALL
  SELECT id, seq, pie_id, credit_account, -amount, false FROM pie_slice_entries
), running AS (
  SELECT id, is_debit, sum(delta) OVER (PARTITION BY pie_id, account ORDER BY seq) AS after FROM legs
)
UPDATE pie_slice_entries AS e
SET debit_balance_after = d.after, credit_balance_after = c.after
FROM running AS d, running AS c
WHERE d.id = e.id AND d.is_debit AND c.id = e.id AND NOT c.is_debit;--> statement-breakpoint
ALTER TABLE pie_slice_entries ENABLE TRIGGER pie_slice_entries_append_only;--> statement-breakpoint
-- What the account holds in the pie: debits less credits, as its latest entry recorded (0 before any).
CREATE FUNCTION pie_slice_balance(p_pie uuid, p_account text) RETURNS integer LANGUAGE sql VOLATILE AS $$
  SELECT coalesce((
    SELECT latest.balance_after FROM (
      (SELECT seq, debit_balance_after AS balance_after FROM pie_slice_entries
        WHERE debit_account = p_account AND pie_id = p_pie ORDER BY seq DESC LIMIT 1)
      UNION ALL
      (SELECT seq, credit_balance_after FROM pie_slice_entries
        WHERE credit_account = p_account AND pie_id = p_pie ORDER BY seq DESC LIMIT 1)
    ) AS latest ORDER BY latest.seq DESC LIMIT 1), 0)
$$;--> statement-breakpoint
-- Every writer of the ledger goes through this: it takes the pie's row lock (the writers in
-- api/pies already hold it), so one pie's entries are written one at a time; then it draws the
-- entry's place in the ledger and records both accounts' balances after it. Volatile, so that
-- each row of a multi-row insert sees the rows before it.
CREATE FUNCTION pie_slice_entries_record_balances() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM 1 FROM pies WHERE id = NEW.pie_id FOR UPDATE;
  NEW.seq := nextval(pg_get_serial_sequence('pie_slice_entries', 'seq'));
  NEW.debit_balance_after := pie_slice_balance(NEW.pie_id, NEW.debit_account) + NEW.amount;
  NEW.credit_balance_after := pie_slice_balance(NEW.pie_id, NEW.credit_account) - NEW.amount;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER pie_slice_entries_record_balances BEFORE INSERT ON pie_slice_entries
  FOR EACH ROW EXECUTE FUNCTION pie_slice_entries_record_balances();
