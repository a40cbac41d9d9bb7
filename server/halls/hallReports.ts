import { and, asc, count, desc, eq, getTableColumns, gt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hallBrideReports, costReports } from '../db/schema';
import { SEASON_LABELS, type HallBrideReport, type CostReport, type bridesOrderKeys, type costsOrderKeys, type seasonKeys } from '../../api/contract/halls';
import { COMMENT_STATS_PEOPLE_BANDS } from '../../lib/constants';
import { ensureHall, ensureHallIfEmpty } from './ensureHall';
import { pageOf, offsetOf } from './paginate';

type Season = (typeof seasonKeys)[number];

function toBrideReport(r: typeof hallBrideReports.$inferSelect): HallBrideReport {
  const season = r.season as Season;
  return {
    id: r.id, hall_id: r.hallId, nickname: r.nickname, icon_url: r.iconUrl, wedding_date: r.weddingDate, season, season_label: SEASON_LABELS[season],
    guest_count: r.guestCount, cost: r.cost, style: r.style, taste: r.taste, title: r.title, comment: r.comment,
    cover_image_url: r.coverImageUrl, photo_urls: r.photoUrls, loved_count: r.lovedCount, posted_at: r.postedAt,
  };
}

/** brides: bride reports of weddings at the hall. */
export async function hallBrides(
  db: Db,
  hallId: number,
  input: { season?: Season; order?: (typeof bridesOrderKeys)[number]; page?: number; per_page?: number; comments?: boolean },
) {
  await ensureHall(db, hallId);
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 10;
  const parts: SQL[] = [eq(hallBrideReports.hallId, hallId)];
  if (input.season) parts.push(eq(hallBrideReports.season, input.season));
  if (input.comments) parts.push(ne(hallBrideReports.comment, ''));
  const where = and(...parts);
  const order =
    input.order === 'popular' ? [desc(hallBrideReports.lovedCount), desc(hallBrideReports.id)]
      : input.order === 'wedding_date' ? [desc(hallBrideReports.weddingDate), desc(hallBrideReports.id)]
        : [desc(hallBrideReports.postedAt), desc(hallBrideReports.id)];
  const [{ total }] = await db.select({ total: count() }).from(hallBrideReports).where(where);
  const rows = await db.select().from(hallBrideReports).where(where).orderBy(...order).limit(perPage).offset(offsetOf(page, perPage));
  return pageOf(rows.map(toBrideReport), total, page, perPage);
}

function toCostReport(r: typeof costReports.$inferSelect): CostReport {
  return {
    id: r.id, hall_id: r.hallId, nickname: r.nickname, wedding_date: r.weddingDate, season: r.season, guest_count: r.guestCount,
    total: r.total, per_person: Math.round(r.total / Math.max(1, r.guestCount)), initial_estimate: r.initialEstimate, items: r.items, comment: r.comment,
  };
}

/** The people band (§9) that holds n guests, as [exclusive lower bound, inclusive upper bound]. */
export function peopleBand(n: number): [number, number | null] {
  const bands = COMMENT_STATS_PEOPLE_BANDS;
  let lower = 0;
  for (let i = 0; i < bands.length - 1; i++) {
    if (n <= bands[i]) return [lower, bands[i]];
    lower = bands[i];
  }
  return [bands[bands.length - 2], null];
}

/** The count and averages of cost reports; with ` OVER ()` every row of a page carries them, so a page is one query. */
function costAggregates(over: SQL) {
  return {
    total: sql<number>`count(*)${over}`.mapWith(Number),
    avgTotal: sql<number>`COALESCE(AVG(${costReports.total})${over}, 0)::float8`,
    avgGuests: sql<number>`COALESCE(AVG(${costReports.guestCount})${over}, 0)::float8`,
    avgPerPerson: sql<number>`COALESCE(AVG(${costReports.total}::float8 / GREATEST(${costReports.guestCount}, 1))${over}, 0)::float8`,
  };
}

/** costs: 費用明細, optionally only those in the guest-count band of n, with averages. */
export async function hallCosts(
  db: Db,
  hallId: number,
  input: { n?: number; order?: (typeof costsOrderKeys)[number]; page?: number; per_page?: number },
) {
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 10;
  const parts: SQL[] = [eq(costReports.hallId, hallId)];
  if (input.n) {
    const [lo, hi] = peopleBand(input.n);
    parts.push(gt(costReports.guestCount, lo));
    if (hi !== null) parts.push(lte(costReports.guestCount, hi));
  }
  const where = and(...parts);
  const order = {
    newest: [desc(costReports.weddingDate), desc(costReports.id)],
    cost_high: [desc(costReports.total), asc(costReports.id)],
    cost_low: [asc(costReports.total), asc(costReports.id)],
    guests_high: [desc(costReports.guestCount), asc(costReports.id)],
    guests_low: [asc(costReports.guestCount), asc(costReports.id)],
  }[input.order ?? 'newest'];
  const rows = await db.select({ ...getTableColumns(costReports), agg: costAggregates(sql` OVER ()`) }).from(costReports).where(where).orderBy(...order).limit(perPage).offset(offsetOf(page, perPage));
  const agg = rows[0]?.agg ?? (page === 1 ? { total: 0, avgTotal: 0, avgGuests: 0, avgPerPerson: 0 } : (await db.select(costAggregates(sql``)).from(costReports).where(where))[0]);
  await ensureHallIfEmpty(db, hallId, agg.total === 0);
  return {
    ...pageOf(rows.map(toCostReport), agg.total, page, perPage),
    average_total: Math.round(Number(agg.avgTotal)),
    average_guest_count: Math.round(Number(agg.avgGuests)),
    average_per_person: Math.round(Number(agg.avgPerPerson)),
  };
}
