import { and, asc, eq, inArray, sql, sum, type SQL } from 'drizzle-orm';
import { readLongRows, rowsQuery } from '@/server/db/jsonRows';
import { beforeClose, type Db } from '../db/client';
import { bridePhotoFacets, brideReportFacets, brideReportTagCounts, brideThemeTags } from '../db/schema';
import type { ResolvedFilters } from './filters';

/**
 * The bride reports' and photos' facet counts from their maintained summaries (materialised views,
 * migration `bride_facets`): a few hundred rows instead of every report (130–185 ms at the market's
 * 100,000) or every photo (1.3 s at 2,000,000) on each uncached /brides/ and /photos/ request.
 *
 * A write that changes what they count (a report saved, an album or photo added or removed, a
 * profile made private) calls `brideFacetsChanged`; one refresh per process follows a second later,
 * CONCURRENTLY so readers never wait. Counts may therefore trail a member's write by a second or two
 * (plus the refresh itself, ~1.5 s at the market's size); the lists themselves are always exact.
 */
export async function refreshBrideFacets(db: Db): Promise<void> {
  // The tag counts are summed from the report facets: one transaction, so readers see both change at once.
  await db.transaction(async (tx) => {
    await tx.execute(sql`REFRESH MATERIALIZED VIEW CONCURRENTLY bride_report_facets`);
    await tx.execute(sql`REFRESH MATERIALIZED VIEW CONCURRENTLY bride_report_tag_counts`);
  });
  await db.execute(sql`REFRESH MATERIALIZED VIEW CONCURRENTLY bride_photo_facets`);
}

const REFRESH_DELAY_MS = 1000;
const pending = new WeakMap<Db, ReturnType<typeof setTimeout>>();
const hooked = new WeakSet<Db>();

/** Schedules one refresh of the summaries (a burst of writes makes one); a closing database refreshes first. */
export function brideFacetsChanged(db: Db): void {
  if (pending.has(db)) return;
  const timer = setTimeout(() => {
    flushBrideFacets(db).catch((err: unknown) => console.error('[brides] facet summaries not refreshed:', err));
  }, REFRESH_DELAY_MS);
  timer.unref?.();
  pending.set(db, timer);
  if (!hooked.has(db)) {
    hooked.add(db);
    beforeClose(db, async () => {
      await flushBrideFacets(db);
    });
  }
}

/** Runs the scheduled refresh now; false when none was scheduled. */
export async function flushBrideFacets(db: Db): Promise<boolean> {
  const timer = pending.get(db);
  if (!timer) return false;
  clearTimeout(timer);
  pending.delete(db);
  await refreshBrideFacets(db);
  return true;
}

/** The report summary's conditions for every filter but the tag (and a hall, which it has no dimension for). */
function cellFilters(f: ResolvedFilters): SQL[] {
  const v = brideReportFacets;
  const parts: SQL[] = [];
  if (f.pickup) parts.push(eq(v.isPickup, true));
  if (f.regionPrefectureIds) parts.push(inArray(v.prefectureId, f.regionPrefectureIds));
  if (f.prefectureId) parts.push(eq(v.prefectureId, f.prefectureId));
  if (f.season) parts.push(eq(v.season, f.season));
  if (f.style) parts.push(eq(v.style, f.style));
  return parts;
}

/** Report counts by prefecture × season × style under the tag and pickup filters (the other filters are summed by the caller). */
export function reportFacetCellRows(db: Db, f: ResolvedFilters) {
  const v = brideReportFacets;
  const parts: SQL[] = [eq(v.tagId, f.tagId ?? 0)];
  if (f.pickup) parts.push(eq(v.isPickup, true));
  return rowsQuery({ prefectureId: v.prefectureId, season: v.season, style: v.style, n: sum(v.n).mapWith(Number) }, (select) =>
    db.select(select).from(v).where(and(...parts)).groupBy(v.prefectureId, v.season, v.style));
}

/**
 * Every theme tag, in the tags' order, with its count of public reports under every filter (a tag
 * facet counts what choosing it would list). Without a place, season or style: from the per-tag
 * summary (≤ 2 rows a tag) instead of each tag's cells.
 */
export function themeTagCountRows(db: Db, f: ResolvedFilters) {
  const t = brideThemeTags;
  const narrowed = f.regionPrefectureIds || f.prefectureId || f.season || f.style;
  let n: SQL<number>;
  if (narrowed) {
    const v = brideReportFacets;
    n = sql<number>`(select coalesce(sum(${v.n}), 0) from ${v} where ${and(eq(v.tagId, t.id), ...cellFilters(f))})`;
  } else {
    const c = brideReportTagCounts;
    n = sql<number>`(select coalesce(sum(${c.n}), 0) from ${c} where ${and(eq(c.tagId, t.id), f.pickup ? eq(c.isPickup, true) : undefined)})`;
  }
  return rowsQuery({ tag: t, n: n.mapWith(Number) }, (select) => db.select(select).from(t).orderBy(asc(t.sortOrder), asc(t.id)));
}

/** How many public reports match every filter but a hall (which the summary has no dimension for): the list's total. */
export function reportFacetTotalRows(db: Db, f: ResolvedFilters) {
  const v = brideReportFacets;
  return rowsQuery({ n: sum(v.n).mapWith(Number) }, (select) => db.select(select).from(v).where(and(eq(v.tagId, f.tagId ?? 0), ...cellFilters(f))));
}

export type PhotoFacetCell = { section: string; style: string; prefectureId: number; n: number };

/** Photo counts by section × style × prefecture (every public report's photos). */
export async function photoFacetCells(db: Db): Promise<PhotoFacetCell[]> {
  const v = bridePhotoFacets;
  return readLongRows(db, rowsQuery({ section: v.section, style: v.style, prefectureId: v.prefectureId, n: v.n }, (select) => db.select(select).from(v)));
}

/** How many public photos match section, style and region: the photo search's total. */
export async function photoFacetTotal(
  db: Db,
  f: { sections?: readonly string[]; style?: string; regionPrefectures?: number[]; prefectureId?: number },
): Promise<number> {
  const v = bridePhotoFacets;
  const parts: SQL[] = [];
  if (f.sections?.length) parts.push(inArray(v.section, [...f.sections]));
  if (f.style) parts.push(eq(v.style, f.style));
  if (f.regionPrefectures) parts.push(inArray(v.prefectureId, f.regionPrefectures));
  if (f.prefectureId) parts.push(eq(v.prefectureId, f.prefectureId));
  const [row] = await db.select({ n: sum(v.n).mapWith(Number) }).from(v).where(parts.length ? and(...parts) : undefined);
  return row?.n ?? 0;
}
