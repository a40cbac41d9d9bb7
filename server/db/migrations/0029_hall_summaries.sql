CREATE TABLE "hall_condition_counts" (
	"place" text NOT NULL,
	"dim" text NOT NULL,
	"value" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "hall_condition_counts_place_dim_value_pk" PRIMARY KEY("place","dim","value")
);
--> statement-breakpoint
CREATE TABLE "hall_place_counts" (
	"prefecture_id" integer NOT NULL,
	"area_id" integer,
	"district_id" integer,
	"station_id" integer,
	"overseas_destination" text,
	"n" integer NOT NULL,
	CONSTRAINT "hall_place_counts_place_key" UNIQUE NULLS NOT DISTINCT("prefecture_id","area_id","district_id","station_id","overseas_destination")
);
--> statement-breakpoint
-- hand-written below
-- A set of halls added to (delta 1) or taken from (delta -1) the search form's counts of every place
-- each hall counts for. The places and dimensions are those of hall_search_conditions' filters
-- (server/halls/searchConditions.ts): a destination, abroad, an area (any hall of it), a prefecture,
-- region or Japan (halls in Japan only). A feature listed twice counts twice, as unnest did.
CREATE OR REPLACE FUNCTION musubi_hall_conditions_add(hs halls[], delta integer) RETURNS void LANGUAGE sql SET search_path FROM CURRENT AS $fn$
  INSERT INTO hall_condition_counts AS c (place, dim, value, n)
  SELECT pl.place, dv.dim, dv.value, delta * count(*)::int
  FROM unnest(hs) h
  JOIN prefectures p ON p.id = h.prefecture_id
  CROSS JOIN LATERAL (VALUES
    ('all'),
    (CASE WHEN h.overseas_destination IS NULL THEN 'japan' ELSE 'abroad' END),
    ('dest:' || h.overseas_destination),
    ('area:' || h.area_id),
    (CASE WHEN h.overseas_destination IS NULL THEN 'pref:' || h.prefecture_id END),
    (CASE WHEN h.overseas_destination IS NULL THEN 'region:' || p.region_id END)
  ) pl(place)
  CROSS JOIN LATERAL (
    SELECT 'k', v FROM unnest(h.features) v
    UNION ALL SELECT 't', v FROM unnest(h.atmospheres) v
    UNION ALL SELECT 'c', v FROM unnest(h.ceremony_styles) v
    UNION ALL SELECT 'ws', v FROM unnest(h.wedding_styles) v
    UNION ALL SELECT 'g', h.service_id::text
    UNION ALL SELECT 'p', CASE WHEN h.cost < 2000000 THEN '1' WHEN h.cost < 3000000 THEN '2' WHEN h.cost < 4000000 THEN '3' WHEN h.cost < 5000000 THEN '4' ELSE '5' END
    UNION ALL SELECT 'all', 'all'
  ) dv(dim, value)
  WHERE pl.place IS NOT NULL
  GROUP BY 1, 2, 3
  -- One order for every writer, so two transactions adding to the same counts wait rather than deadlock.
  ORDER BY 1, 2, 3
  ON CONFLICT (place, dim, value) DO UPDATE SET n = c.n + excluded.n
$fn$;
--> statement-breakpoint
-- The same set of halls added to or taken from the hall counts per combination of places.
CREATE OR REPLACE FUNCTION musubi_hall_places_add(hs halls[], delta integer) RETURNS void LANGUAGE sql SET search_path FROM CURRENT AS $fn$
  INSERT INTO hall_place_counts AS c (prefecture_id, area_id, district_id, station_id, overseas_destination, n)
  SELECT h.prefecture_id, h.area_id, h.district_id, h.station_id, h.overseas_destination, delta * count(*)::int
  FROM unnest(hs) h
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ON CONSTRAINT hall_place_counts_place_key DO UPDATE SET n = c.n + excluded.n
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION musubi_hall_summaries_add(hs halls[], delta integer) RETURNS void LANGUAGE plpgsql SET search_path FROM CURRENT AS $fn$
BEGIN
  PERFORM musubi_hall_conditions_add(hs, delta);
  PERFORM musubi_hall_places_add(hs, delta);
END
$fn$;
--> statement-breakpoint
-- One statement's changes at once (transition tables): a bulk COPY of the market's halls is one
-- call, and an update that leaves the counted columns alone (ratings, texts) changes nothing.
CREATE OR REPLACE FUNCTION musubi_hall_summaries_on_halls() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $fn$
DECLARE
  changed integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM hall_condition_counts;
    DELETE FROM hall_place_counts;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM musubi_hall_summaries_add(ARRAY(SELECT n::halls FROM new_rows n), 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM musubi_hall_summaries_add(ARRAY(SELECT o::halls FROM old_rows o), -1);
  ELSE
    changed := ARRAY(
      SELECT o.id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.prefecture_id, o.area_id, o.district_id, o.station_id, o.overseas_destination, o.features, o.atmospheres, o.ceremony_styles, o.wedding_styles, o.service_id, o.cost)
        IS DISTINCT FROM (n.prefecture_id, n.area_id, n.district_id, n.station_id, n.overseas_destination, n.features, n.atmospheres, n.ceremony_styles, n.wedding_styles, n.service_id, n.cost));
    IF cardinality(changed) > 0 THEN
      PERFORM musubi_hall_summaries_add(ARRAY(SELECT o::halls FROM old_rows o WHERE o.id = ANY(changed)), -1);
      PERFORM musubi_hall_summaries_add(ARRAY(SELECT n::halls FROM new_rows n WHERE n.id = ANY(changed)), 1);
    END IF;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER hall_summaries_insert AFTER INSERT ON halls REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION musubi_hall_summaries_on_halls();
--> statement-breakpoint
CREATE TRIGGER hall_summaries_update AFTER UPDATE ON halls REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION musubi_hall_summaries_on_halls();
--> statement-breakpoint
CREATE TRIGGER hall_summaries_delete AFTER DELETE ON halls REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION musubi_hall_summaries_on_halls();
--> statement-breakpoint
CREATE TRIGGER hall_summaries_truncate AFTER TRUNCATE ON halls
  FOR EACH STATEMENT EXECUTE FUNCTION musubi_hall_summaries_on_halls();
--> statement-breakpoint
SELECT musubi_hall_summaries_add(ARRAY(SELECT h FROM halls h), 1);
