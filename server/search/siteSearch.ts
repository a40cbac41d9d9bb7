import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { geoCatalog } from '@/server/halls/geoCatalog';
import { badRequest } from '@/server/http/errors';
import { todayInJapan } from '@/server/fairs/dates';
import { listedFairSql } from '@/server/fairs/visibility';
import { SEARCH_COUNT_CAP, SEARCH_KINDS, SEARCH_KIND_LABELS, type SearchGroup, type SearchHit, type SearchKind, type SiteSearchResult } from '@/api/contract/search';
import { searchTerms, type SearchTerm } from '@/lib/search/terms';
import { snippet } from '@/lib/search/highlight';
import { searchAlternatives } from '@/lib/search/alternatives';
import { magazineSearchPath, searchPath } from '@/lib/search/paths';
import { execRows } from './execRows';
import { inTitle, matchAll } from './match';

/** Results per kind on the grouped page, and per page of one kind. */
export const GROUP_SIZE = 3;
export const KIND_PAGE_SIZE = 20;

interface Row {
  ref_id: number;
  title: string;
  body: string;
  subtitle: string;
  image_url: string;
  hall_id: number | null;
  next_fair_id: number | null;
  next_fair_date: string | null;
  total: number | string;
}

/** What else a kind's documents must satisfy to be shown (published, public, still to come). */
function visible(kind: SearchKind, today: string): SQL {
  switch (kind) {
    case 'article': return sql`d.dated <= now()`;
    case 'report': return sql`EXISTS (SELECT 1 FROM users u WHERE u.id = d.ref_id AND u.is_active AND NOT u.is_private)`;
    case 'fair': return sql`EXISTS (SELECT 1 FROM fairs f WHERE f.content_id = d.ref_id AND ${listedFairSql('f', today)})`;
    default: return sql`TRUE`;
  }
}

function urlOf(kind: SearchKind, r: Row): string {
  switch (kind) {
    case 'hall': return `/halls/${r.ref_id}`;
    case 'fair': return r.next_fair_id ? `/halls/${r.hall_id}/fairs/${r.next_fair_id}` : `/halls/${r.hall_id}/fairs`;
    case 'article': return `/magazine/${r.ref_id}`;
    case 'report': return `/brides/${r.ref_id}`;
    case 'ring': return `/ring/rings/${r.ref_id}`;
  }
}

/**
 * One kind's page of matches and their number (at most SEARCH_COUNT_CAP). The kind is written
 * into the statement as a literal, so PostgreSQL uses that kind's partial GIN index.
 */
async function searchKind(db: Db, kind: SearchKind, terms: SearchTerm[], prefectureId: number | null, limit: number, offset: number, today: string) {
  const where = sql`d.kind = ${sql.raw(`'${kind}'`)} AND ${matchAll(terms)} AND ${visible(kind, today)}${prefectureId !== null && (kind === 'hall' || kind === 'fair' || kind === 'report') ? sql` AND d.prefecture_id = ${prefectureId}` : sql``}`;
  const nextFair = kind === 'fair'
    ? sql`, nf.id AS next_fair_id, nf.hold_at::text AS next_fair_date`
    : sql`, NULL::int AS next_fair_id, NULL::text AS next_fair_date`;
  const nextFairJoin = kind === 'fair'
    ? sql` LEFT JOIN LATERAL (SELECT f.id, f.hold_at FROM fairs f WHERE f.content_id = p.ref_id AND ${listedFairSql('f', today)} ORDER BY f.hold_at, f.id LIMIT 1) nf ON TRUE`
    : sql``;
  const rows = await execRows<Row>(db, sql`
    WITH m AS (
      SELECT d.ref_id, d.title, d.body, d.subtitle, d.image_url, d.hall_id, d.popularity, d.dated, ${inTitle(terms)} AS in_title
      FROM search_documents d WHERE ${where}
    ), p AS (
      SELECT * FROM m ORDER BY in_title DESC, popularity DESC, dated DESC, ref_id DESC LIMIT ${limit} OFFSET ${offset}
    )
    SELECT p.ref_id, p.title, p.body, p.subtitle, p.image_url, p.hall_id${nextFair}, (SELECT count(*) FROM m) AS total
    FROM p${nextFairJoin}
    ORDER BY p.in_title DESC, p.popularity DESC, p.dated DESC, p.ref_id DESC`);
  let total = rows.length ? Number(rows[0].total) : 0;
  if (!rows.length && offset > 0) {
    const [{ n }] = await execRows<{ n: string | number }>(db, sql`SELECT count(*) AS n FROM search_documents d WHERE ${where}`);
    total = Number(n);
  }
  return { rows, total };
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
    date: r.next_fair_date,
  };
}

/**
 * GET /api/search: every kind's first few matches with its count, or one kind's page of them.
 * Ordered by whether the title holds the words, then popularity, then date.
 */
export async function siteSearch(db: Db, input: { q: string; kind?: SearchKind; pref?: string; page: number }, now = new Date()): Promise<SiteSearchResult> {
  const geo = await geoCatalog(db);
  const pref = input.pref ? geo.prefectureBySlug.get(input.pref) : undefined;
  if (input.pref && !pref) throw badRequest('pref: unknown prefecture');
  const terms = searchTerms(input.q);
  const words = [...new Set(terms.flatMap((t) => t.alternatives))];
  const kinds = input.kind ? [input.kind] : [...SEARCH_KINDS];
  const size = input.kind ? KIND_PAGE_SIZE : GROUP_SIZE;
  const offset = input.kind ? (input.page - 1) * KIND_PAGE_SIZE : 0;
  const today = todayInJapan(now);
  const found = terms.length
    ? await Promise.all(kinds.map((k) => searchKind(db, k, terms, pref?.id ?? null, size, offset, today)))
    : kinds.map(() => ({ rows: [] as Row[], total: 0 }));
  const groups: SearchGroup[] = kinds.map((kind, i) => ({
    kind,
    label: SEARCH_KIND_LABELS[kind],
    count: Math.min(found[i].total, SEARCH_COUNT_CAP),
    count_capped: found[i].total > SEARCH_COUNT_CAP,
    items: found[i].rows.map((r) => hitOf(kind, r, words)),
    more_url: kind === 'article' && !input.pref ? magazineSearchPath(input.q) : searchPath({ q: input.q, kind, pref: input.pref }),
  }));
  const total = found.reduce((n, f) => n + f.total, 0);
  return {
    q: input.q,
    words,
    kind: input.kind ?? null,
    pref: pref ? { slug: pref.slug, name: pref.name } : null,
    groups,
    total,
    page: input.kind ? input.page : 1,
    total_pages: input.kind ? Math.max(1, Math.ceil(Math.min(total, SEARCH_COUNT_CAP) / KIND_PAGE_SIZE)) : 1,
    alternatives: total ? [] : searchAlternatives(input.q, terms, input.pref ? { q: input.q, kind: input.kind } : null),
  };
}
