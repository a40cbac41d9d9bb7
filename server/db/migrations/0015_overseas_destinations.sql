DROP INDEX "halls_prefecture_idx";--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "overseas_destination" text;--> statement-breakpoint
CREATE INDEX "halls_overseas_destination_idx" ON "halls" USING btree ("overseas_destination");--> statement-breakpoint
CREATE INDEX "halls_prefecture_idx" ON "halls" USING btree ("prefecture_id","overseas_destination");