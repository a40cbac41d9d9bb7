import type { Db } from '@/server/db/client';
import { geoCatalog } from '@/server/halls/geoCatalog';
import { badRequest } from '@/server/http/errors';
import { todayInJapan } from '@/server/fairs/dates';
import { SEARCH_COUNT_CAP, SEARCH_GROUP_COUNT_CAP, SEARCH_KINDS, SEARCH_KIND_LABELS, type SearchGroup, type SearchHit, type SearchKind, type SiteSearchResult } from '@/api/contract/search';
import { searchTerms } from '@/lib/search/terms';
import { snippet } from '@/lib/search/highlight';
import { searchAlternatives } from '@/lib/search/alternatives';
import { magazineSearchPath, searchPath } from '@/lib/search/paths';
import { countMatches } from './counts';
import { pageRows, type Row } from './kindReads';
import type { KindSearch } from './kindSearch';

/** Results per kind on the grouped page, and per page of one kind. */
export const GROUP_SIZE = 3;
export const KIND_PAGE_SIZE = 20;

/** The counts' caps (the grouped page's, a kind's page's) and the title tier's window: smaller in tests, to take every plan on little data. */
export interface SearchCaps {
  group: number;
  kind: number;
  titleWindow?: number;
}

/** How many of a kind's best-ranked documents the title tier looks through before asking the titles' index. */
const TITLE_WINDOW = 500;

function urlOf(kind: SearchKind, r: Row): string {
  switch (kind) {
    case 'hall': return `/halls/${r.ref_id}`;
    case 'fair': return r.next_fair_id ? `/halls/${r.hall_id}/fairs/${r.next_fair_id}` : `/halls/${r.hall_id}/fairs`;
    case 'article': return `/magazine/${r.ref_id}`;
    case 'report': return `/brides/${r.ref_id}`;
    case 'ring': return `/ring/rings/${r.ref_id}`;
  }
}

function hitOf(kind: SearchKind, r: Row, words: string[]): SearchHit {
  return {
    kind,
    id: r.ref_id,
    title: r.title,
    title_parts: snippet(r.title, words, 200),
    subtitle: r.subtitle,
    snippet: r.body ? snippet(r.body, words, 90) : [],
    url: urlOf(kind, r),
    image_url: r.image_url,
    date: r.next_fair_date ?? null,
  };
}

/**
 * GET /api/search: every kind's first few matches with its count, or one kind's page of them.
 * Ordered by whether the title holds the words, then popularity, then date.
 */
export async function siteSearch(
  db: Db,
  input: { q: string; kind?: SearchKind; pref?: string; page: number },
  now = new Date(),
  caps: SearchCaps = { group: SEARCH_GROUP_COUNT_CAP, kind: SEARCH_COUNT_CAP },
): Promise<SiteSearchResult> {
  const geo = await geoCatalog(db);
  const pref = input.pref ? geo.prefectureBySlug.get(input.pref) : undefined;
  if (input.pref && !pref) throw badRequest('pref: unknown prefecture');
  const terms = searchTerms(input.q);
  const words = [...new Set(terms.flatMap((t) => t.alternatives))];
  const kinds = input.kind ? [input.kind] : [...SEARCH_KINDS];
  const size = input.kind ? KIND_PAGE_SIZE : GROUP_SIZE;
  const offset = input.kind ? (input.page - 1) * KIND_PAGE_SIZE : 0;
  const today = todayInJapan(now);
  // A kind's own page counts up to SEARCH_COUNT_CAP (its 50 pages); the grouped page only needs to say 「100件以上」.
  const cap = input.kind ? caps.kind : caps.group;
  const searches = kinds.map((kind): KindSearch => ({ kind, terms, prefectureId: pref?.id ?? null, today, cap, titleWindow: caps.titleWindow ?? TITLE_WINDOW }));
  const totals = terms.length ? await countMatches(db, searches) : kinds.map(() => 0);
  const pages = await pageRows(db, searches, totals, size, offset);
  const found = searches.map((_, i) => ({ total: totals[i], rows: pages[i] }));
  const groups: SearchGroup[] = kinds.map((kind, i) => ({
    kind,
    label: SEARCH_KIND_LABELS[kind],
    count: Math.min(found[i].total, cap),
    count_capped: found[i].total > cap,
    items: found[i].rows.map((r) => hitOf(kind, r, words)),
    more_url: kind === 'article' && !input.pref ? magazineSearchPath(input.q) : searchPath({ q: input.q, kind, pref: input.pref }),
  }));
  const total = found.reduce((n, f) => n + Math.min(f.total, cap), 0);
  return {
    q: input.q,
    words,
    kind: input.kind ?? null,
    pref: pref ? { slug: pref.slug, name: pref.name } : null,
    groups,
    total,
    page: input.kind ? input.page : 1,
    total_pages: input.kind ? Math.max(1, Math.ceil(total / KIND_PAGE_SIZE)) : 1,
    alternatives: total ? [] : searchAlternatives(input.q, terms, input.pref ? { q: input.q, kind: input.kind } : null),
  };
}
