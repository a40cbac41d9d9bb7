DROP INDEX "fairs_content_idx";--> statement-breakpoint
CREATE INDEX "fairs_content_hold_at_idx" ON "fairs" USING btree ("content_id","hold_at");--> statement-breakpoint
CREATE INDEX "search_documents_hall_rank_idx" ON "search_documents" USING btree ("popularity" DESC NULLS LAST,"dated" DESC NULLS LAST,"ref_id" DESC NULLS LAST) WHERE kind = 'hall';--> statement-breakpoint
CREATE INDEX "search_documents_fair_rank_idx" ON "search_documents" USING btree ("popularity" DESC NULLS LAST,"dated" DESC NULLS LAST,"ref_id" DESC NULLS LAST) WHERE kind = 'fair';--> statement-breakpoint
CREATE INDEX "search_documents_article_rank_idx" ON "search_documents" USING btree ("popularity" DESC NULLS LAST,"dated" DESC NULLS LAST,"ref_id" DESC NULLS LAST) WHERE kind = 'article';--> statement-breakpoint
CREATE INDEX "search_documents_report_rank_idx" ON "search_documents" USING btree ("popularity" DESC NULLS LAST,"dated" DESC NULLS LAST,"ref_id" DESC NULLS LAST) WHERE kind = 'report';--> statement-breakpoint
CREATE INDEX "search_documents_ring_rank_idx" ON "search_documents" USING btree ("popularity" DESC NULLS LAST,"dated" DESC NULLS LAST,"ref_id" DESC NULLS LAST) WHERE kind = 'ring';--> statement-breakpoint
-- hand-written below
-- A bride report has a document only while its member is active and public: the search needs no
-- join to users, and a member who goes private (or leaves) drops out of it at once.
CREATE OR REPLACE FUNCTION musubi_search_refresh_reports(ids integer[]) RETURNS void LANGUAGE plpgsql SET search_path FROM CURRENT AS $fn$
BEGIN
  DELETE FROM search_documents d WHERE d.kind = 'report' AND d.ref_id = ANY(ids)
    AND NOT EXISTS (SELECT 1 FROM bride_reports r JOIN users u ON u.id = r.user_id WHERE r.user_id = d.ref_id AND u.is_active AND NOT u.is_private);
  INSERT INTO search_documents (kind, ref_id, title, body, title_norm, norm, tokens, subtitle, image_url, hall_id, prefecture_id, popularity, dated)
  SELECT 'report', s.id, s.title, s.body, musubi_search_norm(s.title), s.norm, musubi_search_tokens(s.norm), s.subtitle, '', s.hall_id, s.prefecture_id, 0, s.dated
  FROM (
    SELECT r.user_id AS id, r.title, left(r.advice, 400) AS body,
      musubi_search_norm(concat_ws(' ', r.title, '花嫁レポ', r.reception_place, h.name, p.name, r.taste, left(r.advice, 1000))) AS norm,
      concat_ws(' ', p.name, r.reception_place) AS subtitle, r.hall_id, r.prefecture_id, r.posted_at AS dated
    FROM bride_reports r JOIN users u ON u.id = r.user_id JOIN prefectures p ON p.id = r.prefecture_id LEFT JOIN halls h ON h.id = r.hall_id
    WHERE r.user_id = ANY(ids) AND u.is_active AND NOT u.is_private
  ) s
  ON CONFLICT (kind, ref_id) DO UPDATE SET title = excluded.title, body = excluded.body, title_norm = excluded.title_norm, norm = excluded.norm,
    tokens = excluded.tokens, subtitle = excluded.subtitle, hall_id = excluded.hall_id, prefecture_id = excluded.prefecture_id, dated = excluded.dated;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION musubi_search_on_user() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $fn$
BEGIN
  IF EXISTS (SELECT 1 FROM bride_reports r WHERE r.user_id = NEW.id) THEN
    PERFORM musubi_search_refresh_reports(ARRAY[NEW.id]);
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER search_documents_users AFTER UPDATE OF is_active, is_private ON users
  FOR EACH ROW WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.is_private IS DISTINCT FROM NEW.is_private)
  EXECUTE FUNCTION musubi_search_on_user();
--> statement-breakpoint
DELETE FROM search_documents d WHERE d.kind = 'report'
  AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = d.ref_id AND u.is_active AND NOT u.is_private);
--> statement-breakpoint
ANALYZE search_documents;
