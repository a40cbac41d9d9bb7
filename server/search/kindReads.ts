import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { listedFairSql } from '@/server/fairs/visibility';
import type { SearchKind } from '@/api/contract/search';
import { execPrepared, limitInText } from '@/server/db/preparedStatements';
import { inTitle, matchAllFiltered, titleMayMatch } from './match';
import { placeOf, scopeOf, visible, whereOf, type KindSearch } from './kindSearch';

export interface Row {
  ref_id: number;
  title: string;
  body: string;
  subtitle: string;
  image_url: string;
  hall_id: number | null;
  next_fair_id: number | null;
  next_fair_date: string | null;
}

/** One kind's read: a SELECT of ROW_COLUMNS over `search_documents d`, ordered and limited. */
interface Read {
  q: KindSearch;
  query: SQL;
}

/** The order within a tier, the same as the kind's rank index (the search migrations). */
const RANK = sql`d.popularity DESC NULLS LAST, d.dated DESC NULLS LAST, d.ref_id DESC NULLS LAST`;
const ROW_COLUMNS = sql`SELECT d.ref_id, d.title, d.body, d.subtitle, d.image_url, d.hall_id`;

/** Few matches (up to the cap): all of them off the GIN index, ranked, titles first. */
const fewRead = (q: KindSearch, limit: number, offset: number): Read => ({
  q, query: sql`${ROW_COLUMNS} FROM search_documents d WHERE ${whereOf(q)} ORDER BY ${inTitle(q.terms)} DESC, ${RANK} LIMIT ${limitInText(limit)} OFFSET ${limitInText(offset)}`,
});

/**
 * The title tier's first step: the `n` best-ranked matches whose title holds every word among the
 * kind's `titleWindow` best-ranked documents, off the rank index. When `n` of them match, they are
 * the best `n` of all (ガーデン names thousands of fairs). A title holding the words is a match:
 * every kind's indexed text starts with its title (the search migration).
 */
const windowRead = (q: KindSearch, n: number): Read => ({
  q, query: sql`${ROW_COLUMNS} FROM (SELECT * FROM search_documents d WHERE d.kind = ${sql.raw(`'${q.kind}'`)}${placeOf(q)} ORDER BY ${RANK} LIMIT ${limitInText(q.titleWindow)}) d
    WHERE ${inTitle(q.terms)} AND ${visible(q.kind, q.today)} ORDER BY ${RANK} LIMIT ${limitInText(n)}`,
});

/**
 * Otherwise the title tier off the kind's index of titles, which reads only the titles holding the
 * words' tokens (費用 東京 matches thousands of reports and no title: a walk would cross the whole
 * kind, the whole text's index read every match). Asking the whole text again of a title match
 * cost 78 µs a row (an article's tokens), so it is not asked.
 */
const titleIndexRead = (q: KindSearch, n: number): Read => ({
  q, query: sql`${ROW_COLUMNS} FROM search_documents d WHERE ${scopeOf(q)} AND ${titleMayMatch(q.terms)} AND ${inTitle(q.terms)} ORDER BY ${RANK} LIMIT ${limitInText(n)}`,
});

/**
 * Then, only when the titles do not fill the page, the other matches, walking the kind's rank index
 * and stopping at the page's end (the match written so that no index answers it: `matchAllFiltered`).
 */
const restRead = (q: KindSearch, limit: number, offset: number): Read => ({
  q, query: sql`${ROW_COLUMNS} FROM search_documents d WHERE ${scopeOf(q)} AND NOT ${inTitle(q.terms)} AND ${matchAllFiltered(q.terms)} ORDER BY ${RANK} LIMIT ${limitInText(limit)} OFFSET ${limitInText(offset)}`,
});

/** A fair's next date (for the link to its page), read with it; other kinds have none. */
function nextFairOf(q: KindSearch): { columns: SQL; join: SQL } {
  if (q.kind !== 'fair') return { columns: sql`NULL::int AS next_fair_id, NULL::text AS next_fair_date`, join: sql`` };
  return {
    columns: sql`nf.id AS next_fair_id, nf.hold_at::text AS next_fair_date`,
    join: sql`LEFT JOIN LATERAL (SELECT f.id, f.hold_at FROM fairs f WHERE f.content_id = r.ref_id AND ${listedFairSql('f', q.today)} ORDER BY f.hold_at, f.id LIMIT 1) nf ON TRUE`,
  };
}

/**
 * Several kinds' reads in one statement (`UNION ALL`): a statement's round trip cost more of the
 * server's time than most reads (`writev` on the loopback socket, docs/performance.md). Each row
 * carries its place in its read, so the order does not depend on how PostgreSQL appends them.
 */
async function readAll(db: Db, reads: Read[]): Promise<Map<SearchKind, Row[]>> {
  const out = new Map<SearchKind, Row[]>(reads.map((r) => [r.q.kind, []]));
  if (!reads.length) return out;
  const branches = reads.map(({ q, query }) => {
    const next = nextFairOf(q);
    return sql`(SELECT ${sql.raw(`'${q.kind}'`)} AS kind, r.ref_id, r.title, r.body, r.subtitle, r.image_url, r.hall_id, ${next.columns}, row_number() OVER () AS pos
      FROM (${query}) r ${next.join})`;
  });
  const rows = await execPrepared<Row & { kind: SearchKind; pos: string | number }>(db, sql.join(branches, sql` UNION ALL `));
  rows.sort((a, b) => Number(a.pos) - Number(b.pos));
  for (const { kind, pos: _pos, ...row } of rows) out.get(kind)!.push(row);
  return out;
}

/**
 * Each kind's page of matches, given its count (at most `cap` + 1, `countMatches`), which chooses the plan:
 * - few matches (up to the cap): read them all off the GIN index and rank them (titles first);
 * - many: two tiers, the titles holding every word by rank, then the other matches.
 * The kinds' reads of each step share one statement: two to four statements for the grouped page.
 */
export async function pageRows(db: Db, searches: KindSearch[], totals: number[], limit: number, offset: number): Promise<Row[][]> {
  const live = searches.filter((_, i) => totals[i] > offset);
  const many = searches.filter((q, i) => totals[i] > offset && totals[i] > q.cap);
  const first = await readAll(db, live.map((q) => (many.includes(q) ? windowRead(q, offset + limit) : fewRead(q, limit, offset))));
  const short = many.filter((q) => first.get(q.kind)!.length < offset + limit);
  const fromIndex = await readAll(db, short.map((q) => titleIndexRead(q, offset + limit)));
  const titles = (q: KindSearch) => fromIndex.get(q.kind) ?? first.get(q.kind)!;
  const unfilled = many.filter((q) => titles(q).slice(offset).length < limit);
  const rest = await readAll(db, unfilled.map((q) => restRead(q, limit - titles(q).slice(offset).length, Math.max(0, offset - titles(q).length))));
  return searches.map((q) => {
    if (!live.includes(q)) return [];
    if (!many.includes(q)) return first.get(q.kind)!;
    return [...titles(q).slice(offset), ...(rest.get(q.kind) ?? [])];
  });
}
