/**
 * A place's figures (GET /api/wn/stats, server/halls/rankings.ts placeStats) come from one statement;
 * they equal the three separate reads it replaced, for every kind of place.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { SERVICES } from '@/api/contract/directory';
import { geoCatalog } from '@/server/halls/geoCatalog';
import { placeStats } from '@/server/halls/placeStats';
import { execRows } from '@/server/search/execRows';
import { createSeedContext } from '@/server/seed/context';
import { seedGeo } from '@/server/seed/geo';
import { seedHalls } from '@/server/seed/halls';
import { seedReviews } from '@/server/seed/reviews';
import { describeEachDb } from '../support/testDb';
import { TEST_TODAY } from './hallSeed';

jest.setTimeout(120_000);

/** The figures as the three reads gave them: the aggregate, the count per service, the cost reports' guests (rounded in SQL). */
async function separately(db: Db, where: SQL) {
  const [figures] = await execRows<Record<string, number>>(db, sql`
    SELECT count(*)::int AS hall_count, COALESCE(SUM(rating_count), 0)::int AS review_count,
      (round(COALESCE(AVG(cost), 0) / 1000) * 1000)::int AS average_cost,
      round(COALESCE(SUM(rating * rating_count) / NULLIF(SUM(rating_count), 0), 0)::numeric, 2)::float8 AS average_rating,
      COALESCE(MIN(cost), 0)::int AS min_cost, COALESCE(MAX(cost), 0)::int AS max_cost
    FROM halls WHERE ${where}`);
  const [guests] = await execRows<{ n: number }>(db, sql`
    SELECT round(COALESCE(AVG(cr.guest_count), 0))::int AS n FROM cost_reports cr JOIN halls ON cr.hall_id = halls.id WHERE ${where}`);
  const services = await execRows<{ g: number; n: number }>(db, sql`SELECT service_id AS g, count(*)::int AS n FROM halls WHERE ${where} GROUP BY service_id`);
  const counted = Object.fromEntries(services.map((r) => [String(r.g), Number(r.n)]));
  return {
    ...Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, Number(v)])),
    average_guest_count: Number(guests.n),
    by_service: Object.entries(SERVICES).map(([value, label]) => ({ value, label, count: counted[value] ?? 0 })),
  };
}

describeEachDb(
  "a place's figures in one statement",
  (fx) => {
    it('equal the separate reads for the whole country, Japan, abroad, a destination, and every region, prefecture and area', async () => {
      const g = await geoCatalog(fx.db);
      const inJapan = sql`halls.overseas_destination IS NULL`;
      const [abroad] = await execRows<{ d: string | null }>(fx.db, sql`SELECT min(overseas_destination) AS d FROM halls`);
      const places: [Parameters<typeof placeStats>[1], SQL][] = [
        [{}, sql`TRUE`],
        [{ overseas: false }, inJapan],
        [{ overseas: true }, sql`halls.overseas_destination IS NOT NULL`],
        ...(abroad.d ? [[{ overseas_destination_slug: abroad.d }, sql`halls.overseas_destination = ${abroad.d}`] as [Parameters<typeof placeStats>[1], SQL]] : []),
        ...g.regions.map((r): [Parameters<typeof placeStats>[1], SQL] => [{ region_slug: r.slug }, sql`halls.prefecture_id IN (SELECT id FROM prefectures WHERE region_id = ${r.id}) AND ${inJapan}`]),
        ...g.prefectures.map((p): [Parameters<typeof placeStats>[1], SQL] => [{ prefecture_slug: p.slug }, sql`halls.prefecture_id = ${p.id} AND ${inJapan}`]),
        ...g.areas.map((a): [Parameters<typeof placeStats>[1], SQL] => [{ area_slug: a.slug }, sql`halls.area_id = ${a.id}`]),
      ];
      let withHalls = 0;
      let withGuests = 0;
      for (const [input, where] of places) {
        const { scope: _scope, name: _name, ...figures } = await placeStats(fx.db, input);
        expect({ input, figures }).toEqual({ input, figures: await separately(fx.db, where) });
        if (figures.hall_count > 0) withHalls++;
        if (figures.average_guest_count > 0) withGuests++;
      }
      // The comparison covers places with halls, services and cost reports, not only empty ones.
      expect(withHalls).toBeGreaterThan(10);
      expect(withGuests).toBeGreaterThan(5);
    });

    it('refuses an unknown place before it reads', async () => {
      await expect(placeStats(fx.db, { prefecture_slug: 'mars' })).rejects.toMatchObject({ status: 400 });
      await expect(placeStats(fx.db, { overseas_destination_slug: 'atlantis' })).rejects.toMatchObject({ status: 400 });
    });
  },
  async (db) => {
    const ctx = createSeedContext(0.05, { today: TEST_TODAY, quiet: true });
    await seedGeo(db, ctx);
    await seedHalls(db, ctx);
    await seedReviews(db, ctx);
  },
);
