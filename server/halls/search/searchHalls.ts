import { count, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { halls } from '../../db/schema';
import type { EndpointOutput, EndpointParsedInput } from '../../../api/contract/define';
import { countHalls as countEndpoint, type searchHalls as searchEndpoint, type aggregateHallAreas, type HallSearchFilters } from '../../../api/contract/directory';
import { cached, responseCacheEnabled } from '../../http/responseCache';
import { selectHalls, toHallSummaries } from '../hallQuery';
import { hallConditions, hallOrder, whereOf } from './hallFilters';
import { pageOf, offsetOf } from '../paginate';
import { geoCatalog } from '../geoCatalog';
import { SITE_PAGE_SIZE } from '../../../lib/constants';
import { OVERSEAS_DESTINATIONS } from '../../../api/contract/overseasDestinations';

/** GET /api/halls/: one page of the halls that match every filter. */
export async function searchHalls(db: Db, input: EndpointParsedInput<typeof searchEndpoint>): Promise<EndpointOutput<typeof searchEndpoint>> {
  const { page: requested, per_page: perPageInput, ...filters } = input;
  const page = requested ?? 1;
  const perPage = perPageInput ?? SITE_PAGE_SIZE;
  const where = whereOf(await hallConditions(db, filters));
  // Both at once: on PostgreSQL they run on two pooled connections.
  const [total, rows] = await Promise.all([
    totalFor(db, filters, where),
    selectHalls(db).where(where).orderBy(...hallOrder(filters.s)).limit(perPage).offset(offsetOf(page, perPage)),
  ]);
  return pageOf(await toHallSummaries(db, rows), total, page, perPage);
}

/** GET /api/halls/count/ (kept by the hot-read cache under the key totalFor shares; it must not cache itself again). */
export async function countHalls(db: Db, filters: HallSearchFilters): Promise<{ count: number }> {
  return countWhere(db, whereOf(await hallConditions(db, filters)));
}

async function countWhere(db: Db, where: SQL | undefined): Promise<{ count: number }> {
  const [{ total }] = await db.select({ total: count() }).from(halls).where(where);
  return { count: total };
}

/**
 * The number of halls the filters match. Every sort and page of one search has the same total,
 * so it is kept once per filter set (the answer of /api/halls/count/) in the hot-read cache:
 * a crawler paging through every sort of a prefecture counts it once.
 */
async function totalFor(db: Db, filters: HallSearchFilters, where: SQL | undefined): Promise<number> {
  const load = () => countWhere(db, where);
  const key: HallSearchFilters = { ...filters, s: 'recommended' };
  return (responseCacheEnabled() ? await cached(db, countEndpoint, key, load) : await load()).count;
}

/**
 * GET /api/halls/aggregate_area/: counts by region, prefecture and area, and by overseas
 * destination, for the non-geographic filters (a hall abroad counts for its destination only).
 */
export async function aggregateAreas(db: Db, filters: HallSearchFilters): Promise<EndpointOutput<typeof aggregateHallAreas>> {
  const where = whereOf(await hallConditions(db, filters, { geo: false }));
  const rows = await db
    .select({ prefectureId: halls.prefectureId, areaId: halls.areaId, abroad: halls.overseasDestination, n: sql<number>`count(*)::int` })
    .from(halls)
    .where(where)
    .groupBy(halls.prefectureId, halls.areaId, halls.overseasDestination);
  const geo = await geoCatalog(db);
  const byArea = new Map<number, number>();
  const byPref = new Map<number, number>();
  const byDestination = new Map<string, number>();
  for (const r of rows) {
    if (r.abroad !== null) {
      byDestination.set(r.abroad, (byDestination.get(r.abroad) ?? 0) + r.n);
      continue;
    }
    if (r.areaId !== null) byArea.set(r.areaId, (byArea.get(r.areaId) ?? 0) + r.n);
    byPref.set(r.prefectureId, (byPref.get(r.prefectureId) ?? 0) + r.n);
  }
  const regions = geo.regions.map((region) => {
    const prefectures = geo.prefectures
      .filter((p) => p.regionId === region.id)
      .map((p) => ({
        id: p.id,
        slug: p.slug,
        name: p.name,
        count: byPref.get(p.id) ?? 0,
        areas: geo.areas.filter((a) => a.prefectureId === p.id).map((a) => ({ slug: a.slug, name: a.name, count: byArea.get(a.id) ?? 0 })),
      }));
    return { slug: region.slug, name: region.name, count: prefectures.reduce((s, p) => s + p.count, 0), prefectures };
  });
  const overseas = Object.entries(OVERSEAS_DESTINATIONS).map(([slug, d]) => ({ slug, name: d.name, count: byDestination.get(slug) ?? 0 }));
  return {
    total: regions.reduce((s, r) => s + r.count, 0) + overseas.reduce((s, d) => s + d.count, 0),
    regions,
    overseas_destinations: overseas,
  };
}
