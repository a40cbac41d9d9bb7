import { sql, type SQL } from 'drizzle-orm';
import { listedFairSql } from '@/server/fairs/visibility';
import type { SearchKind } from '@/api/contract/search';
import type { SearchTerm } from '@/lib/search/terms';
import { matchAll } from './match';

/** One kind's search: what every statement of it is written from. */
export interface KindSearch {
  kind: SearchKind;
  terms: SearchTerm[];
  prefectureId: number | null;
  today: string;
  cap: number;
  titleWindow: number;
}

/**
 * What else a kind's documents must satisfy to be shown (published, still to come). Reports of
 * private or inactive members have no document at all (the index follows the member's flags).
 */
export function visible(kind: SearchKind, today: string): SQL {
  switch (kind) {
    case 'article': return sql`d.dated <= now()`;
    case 'fair': return sql`EXISTS (SELECT 1 FROM fairs f WHERE f.content_id = d.ref_id AND ${listedFairSql('f', today)})`;
    default: return sql`TRUE`;
  }
}

/** Halls, fairs and reports have a place; the others are the same everywhere. */
export const placeOf = (q: KindSearch): SQL =>
  q.prefectureId !== null && (q.kind === 'hall' || q.kind === 'fair' || q.kind === 'report') ? sql` AND d.prefecture_id = ${q.prefectureId}` : sql``;

/**
 * The kind's documents that may be shown. The kind is written into each statement as a literal, so
 * PostgreSQL uses that kind's partial indexes.
 */
export const scopeOf = (q: KindSearch): SQL => sql`d.kind = ${sql.raw(`'${q.kind}'`)} AND ${visible(q.kind, q.today)}${placeOf(q)}`;

/** …and hold every word (off the kind's GIN index). */
export const whereOf = (q: KindSearch): SQL => sql`${scopeOf(q)} AND ${matchAll(q.terms)}`;
