-- hand-written (drizzle-kit generate --custom): drizzle only reads this view (schema `.existing()`).
-- The public reports per theme tag and pickup, for /brides/'s tag counts when no place, season or
-- style narrows them: grouping bride_report_facets' 17,776 tag cells took 2.6 ms of every uncached
-- /brides/ at the market's size. Summed from bride_report_facets, so server/brides/facetSummaries.ts
-- refreshes it right after that view (and the seed through it).
CREATE MATERIALIZED VIEW "bride_report_tag_counts" AS
  SELECT "tag_id", "is_pickup", sum("n")::int AS "n"
  FROM "bride_report_facets"
  WHERE "tag_id" <> 0
  GROUP BY "tag_id", "is_pickup";
--> statement-breakpoint
CREATE UNIQUE INDEX "bride_report_tag_counts_key" ON "bride_report_tag_counts" ("tag_id", "is_pickup");
