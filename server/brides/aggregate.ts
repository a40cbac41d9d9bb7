import { asc, count, eq } from 'drizzle-orm';
import type { BrideFilters, Facet } from '../../api/contract/brides';
import { BRIDE_SEASONS, BRIDE_SEASON_LABELS, BRIDE_STYLES, BRIDE_STYLE_LABELS } from '../../lib/brides/vocabulary';
import type { Db } from '../db/client';
import { brideReportTags, brideReports, brideThemeTags, users } from '../db/schema';
import { geoCatalog } from '../halls/geoCatalog';
import { readSections } from '@/server/db/jsonRows';
import { reportFacetCellRows, themeTagCountRows } from './facetSummaries';
import { allOf, filterSql, resolveFilters, type ResolvedFilters } from './filters';
import { isPublicMember } from './visibility';

type Cell = { prefectureId: number; season: string; style: string; n: number };
type Dim = 'geo' | 'prefecture' | 'season' | 'style';

/**
 * /api/brides/aggregate: reports by prefecture × season × style, and by tag, and every facet summed
 * from them, each under all current filters but its own — so a facet's count is the list total of
 * choosing it. Read from the maintained summaries (facetSummaries) in one statement unless a hall is
 * chosen, which they have no dimension for; a hall's few reports are then grouped through its index.
 */
export async function bridesAggregate(db: Db, input: Partial<BrideFilters>) {
  const f = await resolveFilters(db, input);
  const geo = await geoCatalog(db);
  const base = [isPublicMember(), ...filterSql({ hallId: f.hallId, pickup: f.pickup })];
  const groupCols = { prefectureId: brideReports.prefectureId, season: brideReports.season, style: brideReports.style, n: count() };
  if (!f.hallId) {
    const rows = await readSections(db, { cells: reportFacetCellRows(db, f), tags: themeTagCountRows(db, f) });
    return facets(f, geo, rows.cells, new Map(rows.tags.map((x) => [x.tag.id, x.n])), rows.tags.map((x) => x.tag));
  }
  const tagsQuery = db.select().from(brideThemeTags).orderBy(asc(brideThemeTags.sortOrder), asc(brideThemeTags.id));
  const [cells, tagCells, tags] = await Promise.all([
    db
      .select(groupCols)
      .from(brideReports)
      .innerJoin(users, eq(users.id, brideReports.userId))
      .where(allOf([...base, ...filterSql({ tagId: f.tagId })]))
      .groupBy(brideReports.prefectureId, brideReports.season, brideReports.style),
    db
      .select({ tagId: brideReportTags.tagId, ...groupCols })
      .from(brideReportTags)
      .innerJoin(brideReports, eq(brideReports.userId, brideReportTags.reportId))
      .innerJoin(users, eq(users.id, brideReports.userId))
      .where(allOf(base))
      .groupBy(brideReportTags.tagId, brideReports.prefectureId, brideReports.season, brideReports.style),
    tagsQuery,
  ]);
  const byTag = sumCells(f, tagCells as (Cell & { tagId: number })[], [], (c) => (c as Cell & { tagId: number }).tagId);
  return facets(f, geo, cells, byTag, tags);
}

function sumCells(f: ResolvedFilters, list: Cell[], except: Dim[], key: (c: Cell) => string | number): Map<string | number, number> {
  const out = new Map<string | number, number>();
  for (const c of list) if (matches(f, c, except)) out.set(key(c), (out.get(key(c)) ?? 0) + Number(c.n));
  return out;
}

function facets(f: ResolvedFilters, geo: Awaited<ReturnType<typeof geoCatalog>>, cells: Cell[], byTag: Map<string | number, number>, tags: (typeof brideThemeTags.$inferSelect)[]) {
  const sum = (list: Cell[], except: Dim[], key: (c: Cell) => string | number) => sumCells(f, list, except, key);
  const regionOf = (prefectureId: number) => geo.prefectureById.get(prefectureId)?.regionId ?? 0;

  const byRegion = sum(cells, ['geo'], (c) => regionOf(c.prefectureId));
  const byPref = sum(cells, ['prefecture'], (c) => c.prefectureId);
  const bySeason = sum(cells, ['season'], (c) => c.season);
  const byStyle = sum(cells, ['style'], (c) => c.style);
  const total = [...sum(cells, [], () => 0).values()][0] ?? 0;

  return {
    total,
    regions: geo.regions.map((r) => ({ key: r.slug, label: r.name, count: byRegion.get(r.id) ?? 0 })),
    prefectures: geo.prefectures
      .filter((p) => !f.regionId || p.regionId === f.regionId)
      .map((p) => ({ key: p.slug, label: p.name, region_slug: geo.regionById.get(p.regionId)?.slug ?? '', count: byPref.get(p.id) ?? 0 })),
    theme_tags: tags.map((t) => ({ id: t.id, key: t.slug, label: t.name, count: byTag.get(t.id) ?? 0 })),
    seasons: BRIDE_SEASONS.map((s): Facet => ({ key: s, label: BRIDE_SEASON_LABELS[s], count: bySeason.get(s) ?? 0 })),
    styles: BRIDE_STYLES.map((s): Facet => ({ key: s, label: BRIDE_STYLE_LABELS[s], count: byStyle.get(s) ?? 0 })),
  };
}

function matches(f: ResolvedFilters, c: Cell, except: Dim[]): boolean {
  const geoOn = !except.includes('geo');
  if (geoOn && f.regionPrefectureIds && !f.regionPrefectureIds.includes(c.prefectureId)) return false;
  if (geoOn && !except.includes('prefecture') && f.prefectureId && c.prefectureId !== f.prefectureId) return false;
  if (!except.includes('season') && f.season && c.season !== f.season) return false;
  if (!except.includes('style') && f.style && c.style !== f.style) return false;
  return true;
}
