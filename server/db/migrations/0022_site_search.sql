CREATE TABLE "search_documents" (
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"title_norm" text NOT NULL,
	"norm" text NOT NULL,
	"tokens" text[] NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"hall_id" integer,
	"prefecture_id" integer,
	"popularity" integer DEFAULT 0 NOT NULL,
	"dated" timestamp with time zone NOT NULL,
	CONSTRAINT "search_documents_kind_ref_id_pk" PRIMARY KEY("kind","ref_id")
);
--> statement-breakpoint
CREATE INDEX "search_documents_hall_tokens_idx" ON "search_documents" USING gin ("tokens") WHERE "search_documents"."kind" = 'hall';--> statement-breakpoint
CREATE INDEX "search_documents_fair_tokens_idx" ON "search_documents" USING gin ("tokens") WHERE "search_documents"."kind" = 'fair';--> statement-breakpoint
CREATE INDEX "search_documents_article_tokens_idx" ON "search_documents" USING gin ("tokens") WHERE "search_documents"."kind" = 'article';--> statement-breakpoint
CREATE INDEX "search_documents_report_tokens_idx" ON "search_documents" USING gin ("tokens") WHERE "search_documents"."kind" = 'report';--> statement-breakpoint
CREATE INDEX "search_documents_ring_tokens_idx" ON "search_documents" USING gin ("tokens") WHERE "search_documents"."kind" = 'ring';--> statement-breakpoint
CREATE INDEX "search_documents_hall_idx" ON "search_documents" USING btree ("hall_id");--> statement-breakpoint
-- hand-written below
-- Every function keeps the migration's search_path, so triggers work under any caller's (pg_dump sets it empty).
-- The site search's normaliser: the same steps as lib/search/normalize.ts (a property test compares them).
CREATE OR REPLACE FUNCTION musubi_search_norm(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path FROM CURRENT AS $fn$
  SELECT btrim(regexp_replace(regexp_replace(
    replace(replace(replace(
      translate(
        translate(
          translate(normalize(coalesce(t, ''), NFKC), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'),
          'ァアィイゥウェエォオカガキギクグケゲコゴサザシジスズセゼソゾタダチヂッツヅテデトドナニヌネノハバパヒビピフブプヘベペホボポマミムメモャヤュユョヨラリルレロヮワヰヱヲンヴヵヶヽヾヷヸヹヺ',
          'ぁあぃいぅうぇえぉおかがきぎくぐけげこごさざしじすずせぜそぞただちぢっつづてでとどなにぬねのはばぱひびぴふぶぷへべぺほぼぽまみむめもゃやゅゆょよらりるれろゎわゐゑをんゔゕゖゝゞわゐゑを'),
        'ぁぃぅぇぉっゃゅょゎゕゖ', 'あいうえおつやゆよわかけ'),
      'ー', ''), U&'\3099', ''), U&'\309A', ''),
    '[^a-z0-9ぁ-ゖゝゞ々〆㐀-䶿一-鿿𠀀-𯿿]+', ' ', 'g'), ' +', ' ', 'g'))
$fn$;
--> statement-breakpoint
-- Unigrams and bigrams of each word of normalised text (lib/search/terms.ts indexTokens).
CREATE OR REPLACE FUNCTION musubi_search_tokens(n text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path FROM CURRENT AS $fn$
  SELECT coalesce(array_agg(DISTINCT tok), '{}'::text[]) FROM (
    SELECT substr(w, i, 1) AS tok FROM unnest(string_to_array(n, ' ')) AS w, generate_series(1, length(w)) AS i
    UNION ALL
    SELECT substr(w, i, 2) FROM unnest(string_to_array(n, ' ')) AS w, generate_series(1, length(w) - 1) AS i
  ) x WHERE tok <> ''
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION musubi_search_refresh_fairs(ids integer[]) RETURNS void LANGUAGE plpgsql SET search_path FROM CURRENT AS $fn$
BEGIN
  DELETE FROM search_documents d WHERE d.kind = 'fair' AND d.ref_id = ANY(ids) AND NOT EXISTS (SELECT 1 FROM fair_contents c WHERE c.id = d.ref_id);
  INSERT INTO search_documents (kind, ref_id, title, body, title_norm, norm, tokens, subtitle, image_url, hall_id, prefecture_id, popularity, dated)
  SELECT 'fair', s.id, s.title, s.body, musubi_search_norm(s.title), s.norm, musubi_search_tokens(s.norm), s.subtitle, s.image_url, s.hall_id, s.prefecture_id, s.popularity, s.dated
  FROM (
    SELECT c.id, c.name AS title, left(c.description, 400) AS body,
      musubi_search_norm(concat_ws(' ', c.name, 'フェア', h.name, h.short_name, h.name_kana, p.name, a.name, left(c.description, 600), (SELECT string_agg(b, ' ') FROM jsonb_array_elements_text(c.benefits) b))) AS norm,
      h.name AS subtitle, coalesce(h.cover_images->0->>'image_url', '') AS image_url, h.id AS hall_id,
      CASE WHEN h.overseas_destination IS NULL THEN h.prefecture_id END AS prefecture_id,
      (CASE WHEN c.is_recommended THEN 1000 ELSE 0 END) + h.rating_count AS popularity, h.created_at AS dated
    FROM fair_contents c JOIN halls h ON h.id = c.hall_id JOIN prefectures p ON p.id = h.prefecture_id LEFT JOIN areas a ON a.id = h.area_id
    WHERE c.id = ANY(ids)
  ) s
  ON CONFLICT (kind, ref_id) DO UPDATE SET title = excluded.title, body = excluded.body, title_norm = excluded.title_norm, norm = excluded.norm,
    tokens = excluded.tokens, subtitle = excluded.subtitle, image_url = excluded.image_url, hall_id = excluded.hall_id,
    prefecture_id = excluded.prefecture_id, popularity = excluded.popularity, dated = excluded.dated;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION musubi_search_refresh_halls(ids integer[]) RETURNS void LANGUAGE plpgsql SET search_path FROM CURRENT AS $fn$
BEGIN
  DELETE FROM search_documents d WHERE d.kind = 'hall' AND d.ref_id = ANY(ids) AND NOT EXISTS (SELECT 1 FROM halls h WHERE h.id = d.ref_id);
  INSERT INTO search_documents (kind, ref_id, title, body, title_norm, norm, tokens, subtitle, image_url, hall_id, prefecture_id, popularity, dated)
  SELECT 'hall', s.id, s.title, s.body, musubi_search_norm(s.title), s.norm, musubi_search_tokens(s.norm), s.subtitle, s.image_url, s.id, s.prefecture_id, s.popularity, s.dated
  FROM (
    SELECT h.id, h.name AS title, left(concat_ws(' ', nullif(h.catch_copy, ''), nullif(h.description, '')), 400) AS body,
      musubi_search_norm(concat_ws(' ', h.name, h.short_name, h.name_kana, h.name_hira, '式場', p.name, a.name, di.name, st.name, st.name || '駅',
        h.address, h.access, h.catch_copy, left(h.description, 600))) AS norm,
      CASE WHEN h.overseas_destination IS NULL THEN concat_ws(' ', p.name, a.name) ELSE '海外挙式' END AS subtitle,
      coalesce(h.cover_images->0->>'image_url', '') AS image_url,
      CASE WHEN h.overseas_destination IS NULL THEN h.prefecture_id END AS prefecture_id,
      h.rating_count + h.recommend_score AS popularity, h.created_at AS dated
    FROM halls h JOIN prefectures p ON p.id = h.prefecture_id LEFT JOIN areas a ON a.id = h.area_id
      LEFT JOIN districts di ON di.id = h.district_id LEFT JOIN stations st ON st.id = h.station_id
    WHERE h.id = ANY(ids)
  ) s
  ON CONFLICT (kind, ref_id) DO UPDATE SET title = excluded.title, body = excluded.body, title_norm = excluded.title_norm, norm = excluded.norm,
    tokens = excluded.tokens, subtitle = excluded.subtitle, image_url = excluded.image_url, hall_id = excluded.hall_id,
    prefecture_id = excluded.prefecture_id, popularity = excluded.popularity, dated = excluded.dated;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION musubi_search_refresh_articles(ids integer[]) RETURNS void LANGUAGE plpgsql SET search_path FROM CURRENT AS $fn$
BEGIN
  DELETE FROM search_documents d WHERE d.kind = 'article' AND d.ref_id = ANY(ids)
    AND NOT EXISTS (SELECT 1 FROM magazine_posts m WHERE m.id = d.ref_id AND m.status = 'publish');
  INSERT INTO search_documents (kind, ref_id, title, body, title_norm, norm, tokens, subtitle, image_url, hall_id, prefecture_id, popularity, dated)
  SELECT 'article', s.id, s.title, s.body, musubi_search_norm(s.title), s.norm, musubi_search_tokens(s.norm), s.subtitle, s.image_url, NULL, NULL, 0, s.dated
  FROM (
    SELECT m.id, m.title, left(coalesce(nullif(m.excerpt, ''), m.plain_text), 400) AS body,
      musubi_search_norm(concat_ws(' ', m.title, t.name, m.excerpt, left(m.plain_text, 1500))) AS norm,
      coalesce(t.name, '') AS subtitle, m.thumbnail_url AS image_url, m.published_at AS dated
    FROM magazine_posts m LEFT JOIN magazine_terms t ON t.id = m.category_id
    WHERE m.id = ANY(ids) AND m.status = 'publish'
  ) s
  ON CONFLICT (kind, ref_id) DO UPDATE SET title = excluded.title, body = excluded.body, title_norm = excluded.title_norm, norm = excluded.norm,
    tokens = excluded.tokens, subtitle = excluded.subtitle, image_url = excluded.image_url, dated = excluded.dated;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION musubi_search_refresh_reports(ids integer[]) RETURNS void LANGUAGE plpgsql SET search_path FROM CURRENT AS $fn$
BEGIN
  DELETE FROM search_documents d WHERE d.kind = 'report' AND d.ref_id = ANY(ids) AND NOT EXISTS (SELECT 1 FROM bride_reports r WHERE r.user_id = d.ref_id);
  INSERT INTO search_documents (kind, ref_id, title, body, title_norm, norm, tokens, subtitle, image_url, hall_id, prefecture_id, popularity, dated)
  SELECT 'report', s.id, s.title, s.body, musubi_search_norm(s.title), s.norm, musubi_search_tokens(s.norm), s.subtitle, '', s.hall_id, s.prefecture_id, 0, s.dated
  FROM (
    SELECT r.user_id AS id, r.title, left(r.advice, 400) AS body,
      musubi_search_norm(concat_ws(' ', r.title, '花嫁レポ', r.reception_place, h.name, p.name, r.taste, left(r.advice, 1000))) AS norm,
      concat_ws(' ', p.name, r.reception_place) AS subtitle, r.hall_id, r.prefecture_id, r.posted_at AS dated
    FROM bride_reports r JOIN prefectures p ON p.id = r.prefecture_id LEFT JOIN halls h ON h.id = r.hall_id
    WHERE r.user_id = ANY(ids)
  ) s
  ON CONFLICT (kind, ref_id) DO UPDATE SET title = excluded.title, body = excluded.body, title_norm = excluded.title_norm, norm = excluded.norm,
    tokens = excluded.tokens, subtitle = excluded.subtitle, hall_id = excluded.hall_id, prefecture_id = excluded.prefecture_id, dated = excluded.dated;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION musubi_search_refresh_rings(ids integer[]) RETURNS void LANGUAGE plpgsql SET search_path FROM CURRENT AS $fn$
BEGIN
  DELETE FROM search_documents d WHERE d.kind = 'ring' AND d.ref_id = ANY(ids) AND NOT EXISTS (SELECT 1 FROM rings r WHERE r.id = d.ref_id);
  INSERT INTO search_documents (kind, ref_id, title, body, title_norm, norm, tokens, subtitle, image_url, hall_id, prefecture_id, popularity, dated)
  SELECT 'ring', s.id, s.title, s.body, musubi_search_norm(s.title), s.norm, musubi_search_tokens(s.norm), s.subtitle, '', NULL, NULL, s.popularity, s.dated
  FROM (
    SELECT r.id, r.name AS title, left(r.description, 400) AS body,
      musubi_search_norm(concat_ws(' ', r.name, b.name, b.name_en, b.kana,
        CASE r.type WHEN 'engagement' THEN '婚約指輪 エンゲージリング' ELSE '結婚指輪 マリッジリング' END,
        r.design, r.metal, left(r.description, 600))) AS norm,
      concat_ws(' ', b.name, CASE r.type WHEN 'engagement' THEN '婚約指輪' ELSE '結婚指輪' END) AS subtitle,
      r.popularity, r.released_on::timestamptz AS dated
    FROM rings r JOIN ring_brands b ON b.id = r.brand_id
    WHERE r.id = ANY(ids)
  ) s
  ON CONFLICT (kind, ref_id) DO UPDATE SET title = excluded.title, body = excluded.body, title_norm = excluded.title_norm, norm = excluded.norm,
    tokens = excluded.tokens, subtitle = excluded.subtitle, popularity = excluded.popularity, dated = excluded.dated;
END
$fn$;
--> statement-breakpoint
-- The triggers: a row's write refreshes its document in the same transaction.
CREATE OR REPLACE FUNCTION musubi_search_on_hall() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $fn$
DECLARE hall integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
BEGIN
  PERFORM musubi_search_refresh_halls(ARRAY[hall]);
  IF TG_OP = 'UPDATE' THEN
    PERFORM musubi_search_refresh_fairs(ARRAY(SELECT id FROM fair_contents WHERE hall_id = hall));
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER search_documents_halls AFTER INSERT OR DELETE OR UPDATE OF name, short_name, name_kana, name_hira, prefecture_id, area_id,
  district_id, station_id, address, access, catch_copy, description, cover_images, overseas_destination, rating_count, recommend_score
  ON halls FOR EACH ROW EXECUTE FUNCTION musubi_search_on_hall();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION musubi_search_on_fair_content() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $fn$
BEGIN
  PERFORM musubi_search_refresh_fairs(ARRAY[CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END]);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER search_documents_fair_contents AFTER INSERT OR DELETE OR UPDATE OF name, description, benefits, is_recommended, hall_id
  ON fair_contents FOR EACH ROW EXECUTE FUNCTION musubi_search_on_fair_content();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION musubi_search_on_article() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $fn$
BEGIN
  PERFORM musubi_search_refresh_articles(ARRAY[CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END]);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER search_documents_magazine_posts AFTER INSERT OR DELETE OR UPDATE OF title, excerpt, plain_text, status, category_id, thumbnail_url, published_at
  ON magazine_posts FOR EACH ROW EXECUTE FUNCTION musubi_search_on_article();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION musubi_search_on_report() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $fn$
BEGIN
  PERFORM musubi_search_refresh_reports(ARRAY[CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END]);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER search_documents_bride_reports AFTER INSERT OR DELETE OR UPDATE OF title, advice, taste, reception_place, hall_id, prefecture_id, posted_at
  ON bride_reports FOR EACH ROW EXECUTE FUNCTION musubi_search_on_report();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION musubi_search_on_ring() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $fn$
BEGIN
  PERFORM musubi_search_refresh_rings(ARRAY[CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END]);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER search_documents_rings AFTER INSERT OR DELETE OR UPDATE OF name, brand_id, type, design, metal, description, popularity
  ON rings FOR EACH ROW EXECUTE FUNCTION musubi_search_on_ring();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION musubi_search_on_ring_brand() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $fn$
BEGIN
  PERFORM musubi_search_refresh_rings(ARRAY(SELECT id FROM rings WHERE brand_id = NEW.id));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER search_documents_ring_brands AFTER UPDATE OF name, name_en, kana ON ring_brands FOR EACH ROW EXECUTE FUNCTION musubi_search_on_ring_brand();
--> statement-breakpoint
-- The indexes searches use: the tokens as a tsvector, whose GIN AND queries need no recheck (the
-- array indexes above recheck every match against its TOASTed array).
CREATE INDEX search_documents_hall_tsv_idx ON search_documents USING gin (array_to_tsvector(tokens)) WHERE kind = 'hall';
--> statement-breakpoint
CREATE INDEX search_documents_fair_tsv_idx ON search_documents USING gin (array_to_tsvector(tokens)) WHERE kind = 'fair';
--> statement-breakpoint
CREATE INDEX search_documents_article_tsv_idx ON search_documents USING gin (array_to_tsvector(tokens)) WHERE kind = 'article';
--> statement-breakpoint
CREATE INDEX search_documents_report_tsv_idx ON search_documents USING gin (array_to_tsvector(tokens)) WHERE kind = 'report';
--> statement-breakpoint
CREATE INDEX search_documents_ring_tsv_idx ON search_documents USING gin (array_to_tsvector(tokens)) WHERE kind = 'ring';
--> statement-breakpoint
-- What existed before this migration.
SELECT musubi_search_refresh_halls(ARRAY(SELECT id FROM halls));
--> statement-breakpoint
SELECT musubi_search_refresh_fairs(ARRAY(SELECT id FROM fair_contents));
--> statement-breakpoint
SELECT musubi_search_refresh_articles(ARRAY(SELECT id FROM magazine_posts));
--> statement-breakpoint
SELECT musubi_search_refresh_reports(ARRAY(SELECT user_id FROM bride_reports));
--> statement-breakpoint
SELECT musubi_search_refresh_rings(ARRAY(SELECT id FROM rings));
