import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { geoCatalog, type GeoCatalog } from '@/server/halls/geoCatalog';
import { escapeLike } from '@/server/halls/normalizeName';
import { chars, normalizeSearchText } from '@/lib/search/normalize';
import { searchTerms } from '@/lib/search/terms';
import type { SearchSuggestions } from '@/api/contract/search';
import { execRows } from './execRows';
import { matchAll } from './match';

type Item = SearchSuggestions['items'][number];
interface Place { type: 'prefecture' | 'area' | 'station'; label: string; sub: string; url: string; norm: string }

const placeCache = new WeakMap<GeoCatalog, Place[]>();

/** Every prefecture, area and station with its normalised name (made once per catalog). */
function placesOf(geo: GeoCatalog): Place[] {
  const hit = placeCache.get(geo);
  if (hit) return hit;
  const prefName = (id: number) => geo.prefectureById.get(id)?.name ?? '';
  const places: Place[] = [
    ...geo.prefectures.map((p) => ({ type: 'prefecture' as const, label: p.name, sub: '', url: `/pref/${p.slug}`, norm: normalizeSearchText(p.name) })),
    ...geo.areas.map((a) => ({ type: 'area' as const, label: a.name, sub: prefName(a.prefectureId), url: `/a/${a.slug}`, norm: normalizeSearchText(a.name) })),
    ...geo.stations.map((s) => ({ type: 'station' as const, label: s.name.endsWith('駅') ? s.name : `${s.name}駅`, sub: prefName(s.prefectureId), url: `/s/${s.id}`, norm: normalizeSearchText(s.name) })),
  ];
  placeCache.set(geo, places);
  return places;
}

const LIMITS = { prefecture: 2, area: 3, station: 3 } as const;

/** Places whose name starts with the query first, then those that contain it. */
function matchPlaces(geo: GeoCatalog, q: string): Item[] {
  const out: Item[] = [];
  for (const type of ['prefecture', 'area', 'station'] as const) {
    const of = placesOf(geo).filter((p) => p.type === type && p.norm.includes(q));
    of.sort((a, b) => Number(b.norm.startsWith(q)) - Number(a.norm.startsWith(q)) || a.norm.length - b.norm.length);
    out.push(...of.slice(0, LIMITS[type]).map(({ type: t, label, sub, url }) => ({ type: t, label, sub, url })));
  }
  return out;
}

/**
 * GET /api/search/suggest: halls, places (prefectures, areas, stations) and articles whose
 * names hold what she typed, from the second character on; nothing for a shorter query.
 */
export async function searchSuggest(db: Db, input: { q: string }): Promise<SearchSuggestions> {
  const q = normalizeSearchText(input.q);
  if (chars(q.replace(/ /g, '')).length < 2) return { q: input.q, items: [] };
  const terms = searchTerms(input.q);
  const geo = await geoCatalog(db);
  const prefix = `${escapeLike(q)}%`;
  const [hallRows, articleRows] = await Promise.all([
    execRows<{ ref_id: number; title: string; subtitle: string }>(db, sql`
      SELECT d.ref_id, d.title, d.subtitle FROM search_documents d
      WHERE d.kind = 'hall' AND ${matchAll(terms)}
      ORDER BY (d.title_norm LIKE ${prefix}) DESC, d.popularity DESC, d.ref_id LIMIT 5`),
    execRows<{ ref_id: number; title: string; subtitle: string }>(db, sql`
      SELECT d.ref_id, d.title, d.subtitle FROM search_documents d
      WHERE d.kind = 'article' AND ${matchAll(terms)} AND d.title_norm LIKE ${`%${escapeLike(q)}%`} AND d.dated <= now()
      ORDER BY d.dated DESC, d.ref_id DESC LIMIT 3`),
  ]);
  return {
    q: input.q,
    items: [
      ...matchPlaces(geo, q.replace(/ /g, '')),
      ...hallRows.map((r) => ({ type: 'hall' as const, label: r.title, sub: r.subtitle, url: `/halls/${r.ref_id}` })),
      ...articleRows.map((r) => ({ type: 'article' as const, label: r.title, sub: r.subtitle, url: `/magazine/${r.ref_id}` })),
    ],
  };
}
