-- Custom SQL migration file, put your code below! --
-- hand-written below
-- Maintained summaries of the bride reports' and photos' facets (issue 36): at the market's size
-- (100,000 reports, 2,000,000 photos) the grouped reads behind /brides/ and /photos/ scanned every
-- report (130–185 ms) and every photo (1.3 s) on each uncached request. These hold the same counts,
-- public members only; server/brides/facetSummaries.ts refreshes them after the writes that change
-- them (CONCURRENTLY: readers never wait) and the seed after it fills the tables.
CREATE MATERIALIZED VIEW "bride_report_facets" AS
  SELECT 0 AS "tag_id", r."prefecture_id", r."season", r."style", r."is_pickup", count(*)::int AS "n"
  FROM "bride_reports" r JOIN "users" u ON u."id" = r."user_id"
  WHERE u."is_active" AND NOT u."is_private"
  GROUP BY r."prefecture_id", r."season", r."style", r."is_pickup"
  UNION ALL
  SELECT t."tag_id", r."prefecture_id", r."season", r."style", r."is_pickup", count(*)::int
  FROM "bride_report_tags" t JOIN "bride_reports" r ON r."user_id" = t."report_id" JOIN "users" u ON u."id" = r."user_id"
  WHERE u."is_active" AND NOT u."is_private"
  GROUP BY t."tag_id", r."prefecture_id", r."season", r."style", r."is_pickup";
--> statement-breakpoint
CREATE UNIQUE INDEX "bride_report_facets_key" ON "bride_report_facets" ("tag_id", "prefecture_id", "season", "style", "is_pickup");
--> statement-breakpoint
CREATE MATERIALIZED VIEW "bride_photo_facets" AS
  SELECT p."section", r."style", r."prefecture_id", count(*)::int AS "n"
  FROM "user_album_photos" p
  JOIN "user_albums" a ON a."id" = p."album_id"
  JOIN "bride_reports" r ON r."user_id" = a."user_id"
  JOIN "users" u ON u."id" = r."user_id"
  WHERE u."is_active" AND NOT u."is_private"
  GROUP BY p."section", r."style", r."prefecture_id";
--> statement-breakpoint
CREATE UNIQUE INDEX "bride_photo_facets_key" ON "bride_photo_facets" ("section", "style", "prefecture_id");
