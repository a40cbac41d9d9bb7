-- The writer list is searched by name, reading and profile with trigram indexes (pg_trgm).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "magazine_writers_search_trgm_idx" ON "magazine_writers" USING gin ((display_name || ' ' || display_name_kana || ' ' || description) gin_trgm_ops);
