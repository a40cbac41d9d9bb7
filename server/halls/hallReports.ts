import { and, asc, count, desc, eq, getTableColumns, gt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { brideReports, costReports, users } from '../db/schema';
import { SEASON_LABELS, type HallBrideReport, type CostReport, type bridesOrderKeys, type costsOrderKeys, type seasonKeys } from '../../api/contract/halls';
import { COMMENT_STATS_PEOPLE_BANDS, PHOTO_PLACEHOLDER_MAX } from '../../lib/constants';
import { brideReportPath } from '../../lib/brides/vocabulary';
import { cardColumns, cardsOf, selectCardsAs, tagsByReport, tagsQuery, type CardRow } from '../brides/cards';
import { firstPhotosQuery, photosByMember } from '../brides/albums';
import { geoCatalog, type GeoCatalog } from './geoCatalog';
import { isPublicMember } from '../brides/visibility';
import { ensureHallIfEmpty } from './ensureHall';
import { readSections, rowsOf, rowsQuery, type RowOf, type SectionRows } from '@/server/db/jsonRows';
import { pageOf, offsetOf } from './paginate';

type Season = (typeof seasonKeys)[number];

type BridesInput = { season?: Season; order?: (typeof bridesOrderKeys)[number]; page?: number; per_page?: number; comments?: boolean };

/**
 * What GET …/brides reads, as sections (server/halls/jsonRows): the page of report cards, their
 * count, and the page's theme tags and first photos. The hall's top page reads them in its own statement.
 */
export function hallBrideSections(db: Db, hallId: number, input: BridesInput) {
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 10;
  const parts: SQL[] = [isPublicMember(), eq(brideReports.hallId, hallId)];
  if (input.season) parts.push(eq(brideReports.season, input.season));
  if (input.comments) parts.push(ne(brideReports.advice, ''));
  const where = and(...parts);
  const order =
    input.order === 'popular' ? [sql`users.loved_count desc`, desc(brideReports.userId)]
      : input.order === 'wedding_date' ? [desc(brideReports.weddingDate), desc(brideReports.userId)]
        : [desc(brideReports.postedAt), desc(brideReports.userId)];
  const pageOfCards = (select: SelectedFields) => selectCardsAs(db, where, select).orderBy(...order).limit(perPage).offset(offsetOf(page, perPage));
  const pageIds = () => pageOfCards({ id: brideReports.userId });
  return {
    brideRows: rowsQuery(cardColumns(), pageOfCards),
    brideTotal: rowsQuery({ total: count() }, (select) => db.select(select).from(brideReports).innerJoin(users, eq(users.id, brideReports.userId)).where(where)),
    brideTags: tagsQuery(db, pageIds()),
    bridePhotos: firstPhotosQuery(pageIds(), PHOTO_PLACEHOLDER_MAX),
  };
}

export type HallBrideRows = SectionRows<ReturnType<typeof hallBrideSections>>;

/** brides: the public bride reports of weddings at the hall (members' reports linked to it). */
export async function hallBrides(db: Db, hallId: number, input: BridesInput) {
  const rows = await readSections(db, hallBrideSections(db, hallId, input));
  await ensureHallIfEmpty(db, hallId, !rows.brideTotal[0]?.total);
  return toHallBrides(await geoCatalog(db), hallId, rows, input);
}

/** The sections' rows → the answer of GET …/brides. */
export function toHallBrides(geo: GeoCatalog, hallId: number, rows: HallBrideRows, input: Pick<BridesInput, 'page' | 'per_page'>) {
  const cards = cardsOf(geo, tagsByReport(rows.brideTags), rows.brideRows as CardRow[]);
  const photos = photosByMember(rows.bridePhotos);
  const items: HallBrideReport[] = cards.map((c, i) => ({
    id: c.id, user_id: c.user_id, hall_id: hallId, nickname: c.basic_nickname, icon_url: c.basic_iconimage, wedding_date: c.wedding_date,
    season: c.season, season_label: SEASON_LABELS[c.season], guest_count: c.guest_count, cost: c.total_cost, style: c.reception_style,
    taste: c.reception_taste, title: c.title, comment: rows.brideRows[i].r.advice, cover_image_url: c.reception_cover_image2.photo.photo_url,
    photo_urls: photos.get(c.id) ?? [], photo_count: c.photo_count, loved_count: c.loved_count, posted_at: new Date(rows.brideRows[i].r.postedAt).toISOString(),
    report_url: brideReportPath(c.id),
  }));
  return pageOf(items, rows.brideTotal[0]?.total ?? 0, input.page ?? 1, input.per_page ?? 10);
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

export interface CostsQuery {
  n?: number;
  order?: (typeof costsOrderKeys)[number];
  page?: number;
  per_page?: number;
}

function costsWhere(hallId: number, n?: number) {
  const parts: SQL[] = [eq(costReports.hallId, hallId)];
  if (n) {
    const [lo, hi] = peopleBand(n);
    parts.push(gt(costReports.guestCount, lo));
    if (hi !== null) parts.push(lte(costReports.guestCount, hi));
  }
  return and(...parts);
}

const COST_ORDERS = {
  newest: [desc(costReports.weddingDate), desc(costReports.id)],
  cost_high: [desc(costReports.total), asc(costReports.id)],
  cost_low: [asc(costReports.total), asc(costReports.id)],
  guests_high: [desc(costReports.guestCount), asc(costReports.id)],
  guests_low: [asc(costReports.guestCount), asc(costReports.id)],
};

/** A page of cost reports, each row carrying the count and averages of all that match. */
export const costRows = (db: Db, hallId: number, input: CostsQuery) => {
  const perPage = input.per_page ?? 10;
  return rowsQuery({ ...getTableColumns(costReports), agg: costAggregates(sql` OVER ()`) }, (select) =>
    db.select(select).from(costReports).where(costsWhere(hallId, input.n)).orderBy(...COST_ORDERS[input.order ?? 'newest']).limit(perPage).offset(offsetOf(input.page ?? 1, perPage)));
};

type CostAggregates = RowOf<ReturnType<typeof costRows>>['agg'];
export const NO_COSTS: CostAggregates = { total: 0, avgTotal: 0, avgGuests: 0, avgPerPerson: 0 };

export function toCostsPage(rows: RowOf<ReturnType<typeof costRows>>[], agg: CostAggregates, input: CostsQuery) {
  return {
    ...pageOf(rows.map(toCostReport), agg.total, input.page ?? 1, input.per_page ?? 10),
    average_total: Math.round(Number(agg.avgTotal)),
    average_guest_count: Math.round(Number(agg.avgGuests)),
    average_per_person: Math.round(Number(agg.avgPerPerson)),
  };
}

/** costs: 費用明細, optionally only those in the guest-count band of n, with averages. */
export async function hallCosts(db: Db, hallId: number, input: CostsQuery) {
  const rows = await rowsOf(costRows(db, hallId, input));
  // A page past the end has no row to carry the aggregates: they are counted on their own.
  const agg = rows[0]?.agg ?? ((input.page ?? 1) === 1 ? NO_COSTS : (await db.select(costAggregates(sql``)).from(costReports).where(costsWhere(hallId, input.n)))[0]);
  await ensureHallIfEmpty(db, hallId, agg.total === 0);
  return toCostsPage(rows, agg, input);
}
