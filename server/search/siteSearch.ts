import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { geoCatalog } from '@/server/halls/geoCatalog';
import { badRequest } from '@/server/http/errors';
import { todayInJapan } from '@/server/fairs/dates';
import { listedFairSql } from '@/server/fairs/visibility';
import { SEARCH_COUNT_CAP, SEARCH_GROUP_COUNT_CAP, SEARCH_KINDS, SEARCH_KIND_LABELS, type SearchGroup, type SearchHit, type SearchKind, type SiteSearchResult } from '@/api/contract/search';
import { searchTerms, type SearchTerm } from '@/lib/search/terms';
import { snippet } from '@/lib/search/highlight';
import { searchAlternatives } from '@/lib/search/alternatives';
import { magazineSearchPath, searchPath } from '@/lib/search/paths';
import { execRows } from './execRows';
import { inTitle, matchAll, matchAllFiltered, titleMayMatch } from './match';

/** Results per kind on the grouped page, and per page of one kind. */
export const GROUP_SIZE = 3;
export const KIND_PAGE_SIZE = 20;

/** The counts' caps (the grouped page's, a kind's page's) and the title tier's window: smaller in tests, to take every plan on little data. */
export interface SearchCaps {
  group: number;
  kind: number;
  titleWindow?: number;
}

/** One kind's search: what every statement of it is written from. */
interface KindSearch {
  db: Db;
  kind: SearchKind;
  terms: SearchTerm[];
  prefectureId: number | null;
  today: string;
  cap: number;
  titleWindow: number;
}

/** Halls, fairs and reports have a place; the others are the same everywhere. */
const placeOf = (q: KindSearch): SQL =>
  q.prefectureId !== null && (q.kind === 'hall' || q.kind === 'fair' || q.kind === 'report') ? sql` AND d.prefecture_id = ${q.prefectureId}` : sql``;

interface Row {
  ref_id: number;
  title: string;
  body: string;
  subtitle: string;
  image_url: string;
  hall_id: number | null;
  next_fair_id?: number | null;
  next_fair_date?: string | null;
}

/**
 * What else a kind's documents must satisfy to be shown (published, still to come). Reports of
 * private or inactive members have no document at all (the index follows the member's flags).
 */
function visible(kind: SearchKind, today: string): SQL {
  switch (kind) {
    case 'article': return sql`d.dated <= now()`;
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

/** The order within a tier, the same as the kind's rank index (the search migrations). */
const RANK = sql`d.popularity DESC NULLS LAST, d.dated DESC NULLS LAST, d.ref_id DESC NULLS LAST`;

/** How many of a kind's best-ranked documents the title tier looks through before asking the titles' index. */
const TITLE_WINDOW = 500;
const SELECT_ROW = sql`SELECT d.ref_id, d.title, d.body, d.subtitle, d.image_url, d.hall_id`;

/**
 * The `n` best-ranked matches whose title holds every word. First among the kind's TITLE_WINDOW
 * best-ranked documents, off the rank index: when `n` of them match, they are the best `n` of all
 * (ガーデン names thousands of fairs). Otherwise off the kind's index of titles, which reads only the
 * titles holding the words' tokens (費用 東京 matches thousands of reports and no title: a walk
 * would cross the whole kind, the whole text's index read every match). A title holding the words
 * is a match: every kind's indexed text starts with its title (the search migration), as the
 * first step already counts on; asking the whole text again cost 78 µs a row (an article's tokens).
 */
async function titleTier(q: KindSearch, n: number): Promise<Row[]> {
  const { db, kind, terms } = q;
  const top = await execRows<Row>(db, sql`
    ${SELECT_ROW} FROM (SELECT * FROM search_documents d WHERE d.kind = ${sql.raw(`'${kind}'`)}${placeOf(q)} ORDER BY ${RANK} LIMIT ${q.titleWindow}) d
    WHERE ${inTitle(terms)} AND ${visible(kind, q.today)} ORDER BY ${RANK} LIMIT ${n}`);
  if (top.length >= n) return top;
  return execRows<Row>(db, sql`${SELECT_ROW} FROM search_documents d
    WHERE ${scopeOf(q)} AND ${titleMayMatch(terms)} AND ${inTitle(terms)} ORDER BY ${RANK} LIMIT ${n}`);
}

/** The next date of each fair content (for the link to its page). */
async function nextFairs(db: Db, contentIds: number[], today: string): Promise<Map<number, { id: number; date: string }>> {
  if (!contentIds.length) return new Map();
  const rows = await execRows<{ content_id: number; id: number; date: string }>(db, sql`
    SELECT c.id AS content_id, nf.id, nf.hold_at::text AS date
    FROM unnest(${`{${contentIds.join(',')}}`}::int[]) AS c(id)
    JOIN LATERAL (SELECT f.id, f.hold_at FROM fairs f WHERE f.content_id = c.id AND ${listedFairSql('f', today)} ORDER BY f.hold_at, f.id LIMIT 1) nf ON TRUE`);
  return new Map(rows.map((r) => [r.content_id, { id: r.id, date: r.date }]));
}

/** The kinds with a sixteenth of their documents (by a hash of the id) under an index of its own: a count's probe (migration 0032). */
const PROBED_KINDS: ReadonlySet<SearchKind> = new Set(['report', 'article']);
const IN_PROBE = sql`(hashint4(d.ref_id) & 15) = 0`;

/** What a kind's documents must satisfy to be found: the kind, shown, in the place, holding every word. */
function scopeOf(q: KindSearch): SQL {
  return sql`d.kind = ${sql.raw(`'${q.kind}'`)} AND ${visible(q.kind, q.today)}${placeOf(q)}`;
}
const whereOf = (q: KindSearch): SQL => sql`${scopeOf(q)} AND ${matchAll(q.terms)}`;

/**
 * How many documents of each kind match, at most `cap` + 1, in one statement (one round trip
 * instead of one or two a kind). In a probed kind the sixteenth is counted first: when it alone
 * holds more than `cap`, so does the whole, and a common word is decided by a sixteenth of its
 * postings. Otherwise the whole is counted (a rare word's postings are few): PostgreSQL runs that
 * subquery only when the CASE reaches it.
 */
async function countMatches(db: Db, kinds: KindSearch[]): Promise<number[]> {
  const counted = (where: SQL, cap: number) => sql`(SELECT count(*) FROM (SELECT 1 FROM search_documents d WHERE ${where} LIMIT ${cap + 1}) x)`;
  const columns = kinds.map((q, i) => {
    const all = counted(whereOf(q), q.cap);
    const n = PROBED_KINDS.has(q.kind) ? sql`CASE WHEN ${counted(sql`${whereOf(q)} AND ${IN_PROBE}`, q.cap)} > ${q.cap} THEN ${q.cap + 1} ELSE ${all} END` : all;
    return sql`${n} AS ${sql.identifier(`n${i}`)}`;
  });
  const [row] = await execRows<Record<string, string | number>>(db, sql`SELECT ${sql.join(columns, sql`, `)}`);
  return kinds.map((_, i) => Number(row[`n${i}`]));
}

/**
 * One kind's page of matches. Its count (at most `cap` + 1, `countMatches`) comes first, off the
 * kind's GIN indexes, and chooses the plan:
 * - few matches (up to the cap): read them all off the GIN index and rank them (titles first);
 * - many: two tiers. The documents whose title holds every word, by rank (`titleTier`); then,
 *   only when they do not fill the page, the others, walking the kind's rank index and stopping at
 *   the page's end (the match written so that no index answers it: `matchAllFiltered`).
 * The kind is written into each statement as a literal, so PostgreSQL uses that kind's partial indexes.
 */
async function searchKind(q: KindSearch, total: number, limit: number, offset: number): Promise<Row[]> {
  const { db, kind, terms, today, cap } = q;
  const scope = scopeOf(q);
  const where = whereOf(q);
  const select = sql`SELECT d.ref_id, d.title, d.body, d.subtitle, d.image_url, d.hall_id FROM search_documents d`;
  let rows: Row[];
  if (total === 0 || offset >= total) rows = [];
  else if (total <= cap) {
    rows = await execRows<Row>(db, sql`${select} WHERE ${where} ORDER BY ${inTitle(terms)} DESC, ${RANK} LIMIT ${limit} OFFSET ${offset}`);
  } else {
    const first = await titleTier(q, offset + limit);
    const fromTitles = first.slice(offset);
    const rest = fromTitles.length < limit
      ? await execRows<Row>(db, sql`${select} WHERE ${scope} AND NOT ${inTitle(terms)} AND ${matchAllFiltered(terms)} ORDER BY ${RANK} LIMIT ${limit - fromTitles.length} OFFSET ${Math.max(0, offset - first.length)}`)
      : [];
    rows = [...fromTitles, ...rest];
  }
  if (kind === 'fair') {
    const next = await nextFairs(db, rows.map((r) => r.ref_id), today);
    for (const r of rows) {
      r.next_fair_id = next.get(r.ref_id)?.id ?? null;
      r.next_fair_date = next.get(r.ref_id)?.date ?? null;
    }
  }
  return rows;
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
  const searches = kinds.map((kind): KindSearch => ({ db, kind, terms, prefectureId: pref?.id ?? null, today, cap, titleWindow: caps.titleWindow ?? TITLE_WINDOW }));
  const totals = terms.length ? await countMatches(db, searches) : kinds.map(() => 0);
  const found = await Promise.all(searches.map(async (q, i) => ({ total: totals[i], rows: totals[i] ? await searchKind(q, totals[i], size, offset) : [] })));
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
