CREATE INDEX "halls_id_recommend_idx" ON "halls" USING btree ("id","recommend_score");--> statement-breakpoint
CREATE INDEX "cost_reports_hall_guests_idx" ON "cost_reports" USING btree ("hall_id","guest_count");--> statement-breakpoint
CREATE INDEX "fair_contents_recommended_idx" ON "fair_contents" USING btree ("id","is_recommended");--> statement-breakpoint
CREATE INDEX "fairs_bookable_day_idx" ON "fairs" USING btree ("hold_at","hall_id","content_id","start_date") WHERE "fairs"."cancelled_at" IS NULL;