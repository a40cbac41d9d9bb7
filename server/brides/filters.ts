import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { BrideFilters } from '../../api/contract/brides';
import type { Db } from '../db/client';
import { brideReports } from '../db/schema';
import { badRequest } from '../http/errors';
import { geoCatalog } from '../halls/geoCatalog';

/** The filters resolved against the catalog: prefecture ids instead of slugs. */
export interface ResolvedFilters {
  prefectureId?: number;
  regionPrefectureIds?: number[];
  regionId?: number;
  tagId?: number;
  season?: string;
  style?: string;
  hallId?: number;
  pickup?: boolean;
}

export async function resolveFilters(db: Db, f: Partial<BrideFilters>): Promise<ResolvedFilters> {
  const geo = await geoCatalog(db);
  const out: ResolvedFilters = { tagId: f.tag, season: f.season, style: f.style, hallId: f.hall_id, pickup: f.pickup };
  if (f.prefecture) {
    const p = geo.prefectureBySlug.get(f.prefecture);
    if (!p) throw badRequest('prefecture: unknown prefecture');
    out.prefectureId = p.id;
  }
  if (f.region) {
    const r = geo.regionBySlug.get(f.region);
    if (!r) throw badRequest('region: unknown region');
    out.regionId = r.id;
    out.regionPrefectureIds = geo.prefectures.filter((p) => p.regionId === r.id).map((p) => p.id);
  }
  return out;
}

export const hasTag = (tagId: number): SQL =>
  sql`exists (select 1 from bride_report_tags brt where brt.report_id = ${brideReports.userId} and brt.tag_id = ${tagId})`;

/** The report conditions of the filters; `except` leaves some out (a facet counts without its own filter). */
export function filterSql(f: ResolvedFilters, except: ('geo' | 'prefecture' | 'tag' | 'season' | 'style')[] = []): SQL[] {
  const parts: SQL[] = [];
  if (f.prefectureId && !except.includes('geo') && !except.includes('prefecture')) parts.push(eq(brideReports.prefectureId, f.prefectureId));
  if (f.regionPrefectureIds && !except.includes('geo')) parts.push(inArray(brideReports.prefectureId, f.regionPrefectureIds.length ? f.regionPrefectureIds : [-1]));
  if (f.tagId && !except.includes('tag')) parts.push(hasTag(f.tagId));
  if (f.season && !except.includes('season')) parts.push(eq(brideReports.season, f.season));
  if (f.style && !except.includes('style')) parts.push(eq(brideReports.style, f.style));
  if (f.hallId) parts.push(eq(brideReports.hallId, f.hallId));
  if (f.pickup) parts.push(eq(brideReports.isPickup, true));
  return parts;
}

export const allOf = (parts: SQL[]): SQL | undefined => (parts.length ? (and(...parts) as SQL) : undefined);
