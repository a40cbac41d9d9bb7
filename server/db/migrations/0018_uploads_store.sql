ALTER TABLE "uploads" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "storage" text DEFAULT 'db' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_token_idx" ON "uploads" USING btree ("token");