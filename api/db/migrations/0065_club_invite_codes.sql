-- Each member's invite code for a club (docs/decisions/0087). Adding the column evaluates its
-- volatile default once per row, so every member who has joined so far gets a code of their own.
ALTER TABLE "club_first_joins" ADD COLUMN "invite_code" text DEFAULT translate(encode(substring(uuid_send(gen_random_uuid()) from 1 for 6) || substring(uuid_send(gen_random_uuid()) from 11 for 6), 'base64'), '+/', '-_') NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "club_first_joins_invite_code_key" ON "club_first_joins" USING btree ("invite_code");