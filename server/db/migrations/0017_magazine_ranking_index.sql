DROP INDEX "magazine_page_views_day_idx";--> statement-breakpoint
CREATE INDEX "magazine_page_views_day_rank_idx" ON "magazine_page_views" USING btree ("day","views","post_id");