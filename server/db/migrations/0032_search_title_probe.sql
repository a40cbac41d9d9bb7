-- hand-written (drizzle-kit generate --custom): expression and partial GIN indexes drizzle does not write.
-- Measured at the market's size (docs/search.md, "Speed at the market's size").
--
-- 1. Each kind's titles under their own GIN index, over the same unigrams and bigrams as the whole
--    text (musubi_search_tokens). The title tier asks for documents whose title holds every word:
--    off the whole text's index it read every match (費用 東京: 12.6 ms for reports, thousands of
--    matches and no title among them); off the titles' index only the titles that hold the words.
CREATE INDEX "search_documents_hall_title_tsv_idx" ON "search_documents" USING gin (array_to_tsvector(musubi_search_tokens("title_norm"))) WHERE "kind" = 'hall';
--> statement-breakpoint
CREATE INDEX "search_documents_fair_title_tsv_idx" ON "search_documents" USING gin (array_to_tsvector(musubi_search_tokens("title_norm"))) WHERE "kind" = 'fair';
--> statement-breakpoint
CREATE INDEX "search_documents_article_title_tsv_idx" ON "search_documents" USING gin (array_to_tsvector(musubi_search_tokens("title_norm"))) WHERE "kind" = 'article';
--> statement-breakpoint
CREATE INDEX "search_documents_report_title_tsv_idx" ON "search_documents" USING gin (array_to_tsvector(musubi_search_tokens("title_norm"))) WHERE "kind" = 'report';
--> statement-breakpoint
CREATE INDEX "search_documents_ring_title_tsv_idx" ON "search_documents" USING gin (array_to_tsvector(musubi_search_tokens("title_norm"))) WHERE "kind" = 'ring';
--> statement-breakpoint
-- 2. A sixteenth of the reports and of the articles under their own GIN index: the probe of a count.
--    A GIN index reads every posting of a word before a LIMIT can stop it, so "more than 100?" cost
--    as much as counting them all (がでん in reports: 21,155 postings, 8.2 ms). When the sixteenth
--    alone holds more than the cap, so does the whole (server/search/counts.ts). The sixteenth is
--    chosen by a hash of the id: ids in step with how texts were written (the market seed's articles)
--    left `ref_id % 16` without a single article holding 式場.
CREATE INDEX "search_documents_report_probe_tsv_idx" ON "search_documents" USING gin (array_to_tsvector("tokens")) WHERE "kind" = 'report' AND (hashint4("ref_id") & 15) = 0;
--> statement-breakpoint
CREATE INDEX "search_documents_article_probe_tsv_idx" ON "search_documents" USING gin (array_to_tsvector("tokens")) WHERE "kind" = 'article' AND (hashint4("ref_id") & 15) = 0;
--> statement-breakpoint
-- 3. The GIN indexes over the raw token arrays (migration 0022): the search asks array_to_tsvector's
--    indexes, so these were read by nothing (idx_scan 0 after every bench) and only slowed writes.
DROP INDEX IF EXISTS "search_documents_hall_tokens_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "search_documents_fair_tokens_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "search_documents_article_tokens_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "search_documents_report_tokens_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "search_documents_ring_tokens_idx";
