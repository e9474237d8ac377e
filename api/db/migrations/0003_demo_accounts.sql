ALTER TABLE "users" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Demo accounts seeded before this flag existed: the seed gives them addresses at this domain only.
UPDATE "users" SET "demo" = true WHERE "email" LIKE '%@demo.events-platform.test';
