ALTER TABLE "hall_benefits" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "hall_plans" ADD COLUMN "published" boolean DEFAULT true NOT NULL;
