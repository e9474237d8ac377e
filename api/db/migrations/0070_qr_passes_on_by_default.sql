-- "Admit guests with a QR pass" (spec 2 optInUse{product}QrPass) now decides whether tickets carry
-- a pass to scan (ADR 0100). Until now every event's tickets did, whatever the flag said, so every
-- existing event keeps its passes, and a new event has them unless its host turns them off.
ALTER TABLE "events" ALTER COLUMN "opt_in_use_qr_pass" SET DEFAULT true;--> statement-breakpoint
UPDATE "events" SET "opt_in_use_qr_pass" = true WHERE NOT "opt_in_use_qr_pass";
