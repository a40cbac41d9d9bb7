CREATE TABLE "fair_day_counts" (
	"hold_at" date NOT NULL,
	"prefecture_id" integer NOT NULL,
	"listed_from" date NOT NULL,
	"fairs" integer NOT NULL,
	"halls" integer NOT NULL,
	CONSTRAINT "fair_day_counts_hold_at_prefecture_id_listed_from_pk" PRIMARY KEY("hold_at","prefecture_id","listed_from")
);
--> statement-breakpoint
CREATE TABLE "fair_day_halls" (
	"hold_at" date NOT NULL,
	"hall_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"prefecture_id" integer NOT NULL,
	"recommend_score" integer NOT NULL,
	"fairs" integer NOT NULL,
	"recommended" integer NOT NULL,
	CONSTRAINT "fair_day_halls_hold_at_hall_id_start_date_pk" PRIMARY KEY("hold_at","hall_id","start_date")
);
--> statement-breakpoint
CREATE INDEX "fair_day_halls_rank_idx" ON "fair_day_halls" USING btree ("hold_at","hall_id","start_date","recommended","recommend_score","prefecture_id");
--> statement-breakpoint
-- hand-written below
-- The given (day, hall) pairs: their fair_day_halls rows recomputed from their fairs not cancelled,
-- then every (day, prefecture) cell of fair_day_counts they counted in, before or after, recomputed
-- from fair_day_halls. Recomputing (rather than adding deltas) keeps each hall's earliest listing
-- start right when a fair is taken away.
CREATE OR REPLACE FUNCTION musubi_fair_days_refresh(days date[], hall_ids integer[]) RETURNS void LANGUAGE plpgsql SET search_path FROM CURRENT AS $fn$
DECLARE
  gone_days date[];
  gone_prefs integer[];
  made_days date[];
  made_prefs integer[];
  cell_days date[];
  cell_prefs integer[];
BEGIN
  IF cardinality(days) = 0 THEN
    RETURN;
  END IF;
  -- One writer at a time: under READ COMMITTED each then recomputes from what the one before committed,
  -- so two halls' edits of the same day and prefecture cannot leave a stale cell behind.
  PERFORM pg_advisory_xact_lock(hashtext('musubi_fair_days'));

  WITH k AS (SELECT DISTINCT k.d, k.h FROM unnest(days, hall_ids) k(d, h)),
  gone AS (
    DELETE FROM fair_day_halls x USING k WHERE x.hold_at = k.d AND x.hall_id = k.h
    RETURNING x.hold_at, x.prefecture_id
  )
  SELECT array_agg(g.hold_at), array_agg(g.prefecture_id) INTO gone_days, gone_prefs FROM (SELECT DISTINCT hold_at, prefecture_id FROM gone) g;

  WITH k AS (SELECT DISTINCT k.d, k.h FROM unnest(days, hall_ids) k(d, h)),
  made AS (
    INSERT INTO fair_day_halls (hold_at, hall_id, start_date, prefecture_id, recommend_score, fairs, recommended)
    SELECT f.hold_at, f.hall_id, f.start_date, h.prefecture_id, h.recommend_score, count(*)::int, (count(*) FILTER (WHERE c.is_recommended))::int
    FROM k
    JOIN fairs f ON f.hold_at = k.d AND f.hall_id = k.h AND f.cancelled_at IS NULL
    JOIN halls h ON h.id = f.hall_id
    JOIN fair_contents c ON c.id = f.content_id
    GROUP BY 1, 2, 3, 4, 5
    RETURNING hold_at, prefecture_id
  )
  SELECT array_agg(m.hold_at), array_agg(m.prefecture_id) INTO made_days, made_prefs FROM (SELECT DISTINCT hold_at, prefecture_id FROM made) m;

  WITH cells AS (
    SELECT c.d, c.p FROM unnest(coalesce(gone_days, '{}'), coalesce(gone_prefs, '{}')) c(d, p)
    UNION
    SELECT c.d, c.p FROM unnest(coalesce(made_days, '{}'), coalesce(made_prefs, '{}')) c(d, p)
  )
  SELECT array_agg(d), array_agg(p) INTO cell_days, cell_prefs FROM cells;
  DELETE FROM fair_day_counts x USING unnest(cell_days, cell_prefs) c(d, p) WHERE x.hold_at = c.d AND x.prefecture_id = c.p;
  INSERT INTO fair_day_counts (hold_at, prefecture_id, listed_from, fairs, halls)
  SELECT s.hold_at, s.prefecture_id, s.listed_from, sum(s.fairs)::int, sum(s.halls)::int
  FROM (
    SELECT x.hold_at, x.prefecture_id, x.start_date AS listed_from, x.fairs, 0 AS halls
    FROM fair_day_halls x JOIN unnest(cell_days, cell_prefs) c(d, p) ON x.hold_at = c.d AND x.prefecture_id = c.p
    UNION ALL
    SELECT x.hold_at, x.prefecture_id, min(x.start_date), 0, 1
    FROM fair_day_halls x JOIN unnest(cell_days, cell_prefs) c(d, p) ON x.hold_at = c.d AND x.prefecture_id = c.p
    GROUP BY x.hold_at, x.prefecture_id, x.hall_id
  ) s
  GROUP BY 1, 2, 3;
END
$fn$;
--> statement-breakpoint
-- One statement's fairs at once (transition tables): a bulk COPY of the market's dates is one call per
-- COPY, and an update that leaves the counted columns alone changes nothing.
CREATE OR REPLACE FUNCTION musubi_fair_days_on_fairs() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $fn$
DECLARE
  days date[];
  hall_ids integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM fair_day_halls;
    DELETE FROM fair_day_counts;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(hold_at), array_agg(hall_id) INTO days, hall_ids FROM (SELECT DISTINCT hold_at, hall_id FROM new_rows) k;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(hold_at), array_agg(hall_id) INTO days, hall_ids FROM (SELECT DISTINCT hold_at, hall_id FROM old_rows) k;
  ELSE
    SELECT array_agg(hold_at), array_agg(hall_id) INTO days, hall_ids FROM (
      SELECT DISTINCT k.hold_at, k.hall_id
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.hold_at, o.hall_id), (n.hold_at, n.hall_id)) k(hold_at, hall_id)
      WHERE (o.hold_at, o.hall_id, o.start_date, o.content_id, o.cancelled_at IS NULL) IS DISTINCT FROM (n.hold_at, n.hall_id, n.start_date, n.content_id, n.cancelled_at IS NULL)
    ) k;
  END IF;
  PERFORM musubi_fair_days_refresh(coalesce(days, '{}'), coalesce(hall_ids, '{}'));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER fair_days_insert AFTER INSERT ON fairs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION musubi_fair_days_on_fairs();
--> statement-breakpoint
CREATE TRIGGER fair_days_update AFTER UPDATE ON fairs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION musubi_fair_days_on_fairs();
--> statement-breakpoint
CREATE TRIGGER fair_days_delete AFTER DELETE ON fairs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION musubi_fair_days_on_fairs();
--> statement-breakpoint
CREATE TRIGGER fair_days_truncate AFTER TRUNCATE ON fairs
  FOR EACH STATEMENT EXECUTE FUNCTION musubi_fair_days_on_fairs();
--> statement-breakpoint
-- A content's recommendation, or a hall's prefecture or editorial score, changes the rows of its days.
-- Row triggers with a WHEN, so the halls' frequent other updates (ratings, page views) never call them.
CREATE OR REPLACE FUNCTION musubi_fair_days_on_owner() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $fn$
DECLARE
  days date[];
  hall_ids integer[];
BEGIN
  IF TG_TABLE_NAME = 'halls' THEN
    SELECT array_agg(hold_at), array_agg(hall_id) INTO days, hall_ids FROM (SELECT DISTINCT hold_at, hall_id FROM fair_day_halls WHERE hall_id = NEW.id) k;
  ELSE
    SELECT array_agg(hold_at), array_agg(hall_id) INTO days, hall_ids FROM (SELECT DISTINCT hold_at, hall_id FROM fairs WHERE content_id = NEW.id) k;
  END IF;
  PERFORM musubi_fair_days_refresh(coalesce(days, '{}'), coalesce(hall_ids, '{}'));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER fair_days_content AFTER UPDATE OF is_recommended ON fair_contents
  FOR EACH ROW WHEN (OLD.is_recommended IS DISTINCT FROM NEW.is_recommended) EXECUTE FUNCTION musubi_fair_days_on_owner();
--> statement-breakpoint
CREATE TRIGGER fair_days_hall AFTER UPDATE OF prefecture_id, recommend_score ON halls
  FOR EACH ROW WHEN (OLD.prefecture_id IS DISTINCT FROM NEW.prefecture_id OR OLD.recommend_score IS DISTINCT FROM NEW.recommend_score) EXECUTE FUNCTION musubi_fair_days_on_owner();
--> statement-breakpoint
SELECT musubi_fair_days_refresh(k.days, k.hall_ids) FROM (SELECT array_agg(hold_at) AS days, array_agg(hall_id) AS hall_ids FROM (SELECT DISTINCT hold_at, hall_id FROM fairs) d) k;
