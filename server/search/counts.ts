import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import type { SearchKind } from '@/api/contract/search';
import { execPrepared, limitInText } from '@/server/db/preparedStatements';
import { whereOf, type KindSearch } from './kindSearch';

/** The kinds with a sixteenth of their documents (by a hash of the id) under an index of its own: a count's probe (migration 0032). */
const PROBED_KINDS: ReadonlySet<SearchKind> = new Set(['report', 'article']);
const IN_PROBE = sql`(hashint4(d.ref_id) & 15) = 0`;

/**
 * How many documents of each kind match, at most `cap` + 1, in one statement (one round trip
 * instead of one or two a kind). In a probed kind the sixteenth is counted first: when it alone
 * holds more than `cap`, so does the whole, and a common word is decided by a sixteenth of its
 * postings. Otherwise the whole is counted (a rare word's postings are few): PostgreSQL runs that
 * subquery only when the CASE reaches it.
 */
export async function countMatches(db: Db, kinds: KindSearch[]): Promise<number[]> {
  const counted = (where: SQL, cap: number) => sql`(SELECT count(*) FROM (SELECT 1 FROM search_documents d WHERE ${where} LIMIT ${limitInText(cap + 1)}) x)`;
  const columns = kinds.map((q, i) => {
    const all = counted(whereOf(q), q.cap);
    const n = PROBED_KINDS.has(q.kind) ? sql`CASE WHEN ${counted(sql`${whereOf(q)} AND ${IN_PROBE}`, q.cap)} > ${limitInText(q.cap)} THEN ${limitInText(q.cap + 1)} ELSE ${all} END` : all;
    return sql`${n} AS ${sql.identifier(`n${i}`)}`;
  });
  const [row] = await execPrepared<Record<string, string | number>>(db, sql`SELECT ${sql.join(columns, sql`, `)}`);
  return kinds.map((_, i) => Number(row[`n${i}`]));
}
