import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { hallConditionCounts, hallPlaceCounts, halls } from '@/server/db/schema';
import { geoCatalog } from '@/server/halls/geoCatalog';
import { searchConditions } from '@/server/halls/searchConditions';
import { execRows } from '@/server/search/execRows';
import { OVERSEAS_DESTINATION_SLUGS } from '@/api/contract/overseasDestinations';
import { createSeedContext } from '@/server/seed/context';
import { seedGeo } from '@/server/seed/geo';
import { seedHalls } from '@/server/seed/halls';
import { describeEachDb } from '../support/testDb';
import { TEST_TODAY } from './hallSeed';

jest.setTimeout(120_000);

type Counts = Record<string, number>;

/** The scan the summary replaces (searchConditions before migration 0029), for one place's halls. */
async function scanned(db: Db, where: SQL): Promise<Counts> {
  const rows = await execRows<{ dim: string; value: string; n: number }>(db, sql`
    WITH h AS MATERIALIZED (SELECT features, atmospheres, ceremony_styles, wedding_styles, service_id, cost FROM halls WHERE ${where})
    SELECT 'k' AS dim, v AS value, count(*)::int AS n FROM h, unnest(h.features) v GROUP BY v
    UNION ALL SELECT 't', v, count(*)::int FROM h, unnest(h.atmospheres) v GROUP BY v
    UNION ALL SELECT 'c', v, count(*)::int FROM h, unnest(h.ceremony_styles) v GROUP BY v
    UNION ALL SELECT 'ws', v, count(*)::int FROM h, unnest(h.wedding_styles) v GROUP BY v
    UNION ALL SELECT 'g', h.service_id::text, count(*)::int FROM h GROUP BY h.service_id
    UNION ALL SELECT 'p', CASE WHEN h.cost < 2000000 THEN '1' WHEN h.cost < 3000000 THEN '2' WHEN h.cost < 4000000 THEN '3' WHEN h.cost < 5000000 THEN '4' ELSE '5' END, count(*)::int FROM h GROUP BY 2
    UNION ALL SELECT 'all', 'all', count(*)::int FROM h HAVING count(*) > 0`);
  const out: Counts = {};
  for (const r of rows) out[`${r.dim}:${r.value}`] = Number(r.n);
  return out;
}

async function summarised(db: Db, place: string): Promise<Counts> {
  const rows = await db.select().from(hallConditionCounts).where(eq(hallConditionCounts.place, place));
  return Object.fromEntries(rows.filter((r) => r.n !== 0).map((r) => [`${r.dim}:${r.value}`, r.n]));
}

/** Every place the search form is asked for, with the halls the scan counted for it. */
async function everyPlace(db: Db): Promise<[string, SQL][]> {
  const g = await geoCatalog(db);
  const inJapan = sql`overseas_destination IS NULL`;
  return [
    ['all', sql`TRUE`],
    ['japan', inJapan],
    ['abroad', sql`overseas_destination IS NOT NULL`],
    ...OVERSEAS_DESTINATION_SLUGS.map((slug): [string, SQL] => [`dest:${slug}`, sql`overseas_destination = ${slug}`]),
    ...g.regions.map((r): [string, SQL] => [`region:${r.id}`, sql`prefecture_id IN (SELECT id FROM prefectures WHERE region_id = ${r.id}) AND ${inJapan}`]),
    ...g.prefectures.map((p): [string, SQL] => [`pref:${p.id}`, sql`prefecture_id = ${p.id} AND ${inJapan}`]),
    ...g.areas.map((a): [string, SQL] => [`area:${a.id}`, sql`area_id = ${a.id}`]),
  ];
}

/** The place counts as the grouped read of every hall (geoReads before migration 0029) gave them, and as the summary holds them. */
async function placeCounts(db: Db, from: 'halls' | 'hall_place_counts'): Promise<string[]> {
  const n = from === 'halls' ? sql`count(*)::int` : sql`sum(n)::int`;
  const rows = await execRows<{ line: string }>(db, sql`
    SELECT concat_ws('/', prefecture_id, area_id, district_id, station_id, overseas_destination, ${n}) AS line
    FROM ${sql.raw(from)} GROUP BY prefecture_id, area_id, district_id, station_id, overseas_destination HAVING ${n} <> 0 ORDER BY 1`);
  return rows.map((r) => r.line);
}

async function expectSummaryMatchesScan(db: Db): Promise<void> {
  for (const [place, where] of await everyPlace(db)) {
    expect({ place, counts: await summarised(db, place) }).toEqual({ place, counts: await scanned(db, where) });
  }
  expect(await placeCounts(db, 'hall_place_counts')).toEqual(await placeCounts(db, 'halls'));
}

// The search form's counts and every place's hall count come from summaries kept by statement triggers on halls (migration 0029).
describeEachDb(
  'hall summaries: the search form and the places\' hall counts',
  (fx) => {
    it('equals the scan of every place after the seed', async () => {
      const [{ n }] = await execRows<{ n: number }>(fx.db, sql`SELECT count(DISTINCT place)::int AS n FROM hall_condition_counts`);
      expect(n).toBeGreaterThan(50);
      expect((await placeCounts(fx.db, 'halls')).length).toBeGreaterThan(10);
      await expectSummaryMatchesScan(fx.db);
    });

    it('answers the form from it, 0 for a value no hall has, and 400 for an unknown place', async () => {
      const [hall] = await fx.db.select().from(halls).where(sql`overseas_destination IS NULL AND cardinality(features) > 0`).limit(1);
      const g = await geoCatalog(fx.db);
      const pref = g.prefectureById.get(hall.prefectureId)!;
      const form = await searchConditions(fx.db, { prefecture_slug: pref.slug });
      const scan = await scanned(fx.db, sql`prefecture_id = ${pref.id} AND overseas_destination IS NULL`);
      expect(form.total).toBe(scan['all:all']);
      expect(form.k.find((o) => o.value === hall.features[0])!.count).toBe(scan[`k:${hall.features[0]}`]);
      expect(form.k.every((o) => o.count === (scan[`k:${o.value}`] ?? 0))).toBe(true);
      await expect(searchConditions(fx.db, { prefecture_slug: 'mars' })).rejects.toMatchObject({ status: 400 });
      await expect(searchConditions(fx.db, { overseas_destination_slug: 'atlantis' })).rejects.toMatchObject({ status: 400 });
    });

    it('follows a hall that moves abroad and changes its features, style, service and cost', async () => {
      const [hall] = await fx.db.select().from(halls).where(sql`overseas_destination IS NULL AND area_id IS NOT NULL`).limit(1);
      await fx.db.update(halls).set({
        overseasDestination: 'hawaii', features: [...hall.features, 'chapel', 'chapel'], ceremonyStyles: ['jinzen'],
        serviceId: hall.serviceId + 1, cost: hall.cost + 2_500_000, areaId: null, districtId: null, stationId: null,
      }).where(eq(halls.id, hall.id));
      await expectSummaryMatchesScan(fx.db);
    });

    it('follows several halls changed by one statement, and ignores columns it does not count', async () => {
      const before = await fx.db.select().from(hallConditionCounts);
      await fx.db.update(halls).set({ name: sql`${halls.name} || ' '`, rating: 4.5 }).where(sql`${halls.id} % 4 = 0`);
      expect(await fx.db.select().from(hallConditionCounts)).toEqual(expect.arrayContaining(before));
      await fx.db.update(halls).set({ weddingStyles: sql`array_append(${halls.weddingStyles}, 'resort')` }).where(sql`${halls.id} % 6 = 0`);
      await fx.db.update(halls).set({ prefectureId: 13 }).where(sql`${halls.id} % 7 = 1 AND overseas_destination IS NULL`);
      await expectSummaryMatchesScan(fx.db);
    });

    it('follows halls added and removed', async () => {
      const [copy] = await execRows<{ id: number }>(fx.db, sql`
        INSERT INTO halls SELECT * FROM json_populate_record(NULL::halls,
          (SELECT to_jsonb(h) || jsonb_build_object('id', (SELECT max(id) + 1 FROM halls), 'slug', h.slug || '-copy') FROM halls h ORDER BY id LIMIT 1)::json)
        RETURNING id`);
      await expectSummaryMatchesScan(fx.db);
      await fx.db.delete(halls).where(eq(halls.id, copy.id));
      await expectSummaryMatchesScan(fx.db);
    });

    it('is emptied with the table', async () => {
      await fx.db.execute(sql`TRUNCATE halls CASCADE`);
      expect(await fx.db.select().from(hallConditionCounts)).toEqual([]);
      expect((await searchConditions(fx.db, {})).total).toBe(0);
      expect(await fx.db.select().from(hallPlaceCounts)).toEqual([]);
    });
  },
  async (db) => {
    const ctx = createSeedContext(0.05, { today: TEST_TODAY, quiet: true });
    await seedGeo(db, ctx);
    await seedHalls(db, ctx);
  },
);
