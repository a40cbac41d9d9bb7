import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { magazineWriters } from '../db/schema';
import { badRequest } from '../http/errors';
import type { Writer } from '../../api/contract/magazine';
import { toWriter } from './serialize';
import { writerHasPosts, writerPostsCount } from './writerQuery';

/** The indexed search text (the trigram index of migration 0002 is on this expression). */
const searchText = sql`(${magazineWriters.displayName} || ' ' || ${magazineWriters.displayNameKana} || ' ' || ${magazineWriters.description})`;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Parses the index's filter string: `specialty:ドレス・和装 AND has_posts:true`. */
export function parseWriterFilters(filters: string | undefined): SQL[] {
  if (!filters) return [];
  return filters
    .split(/\s+AND\s+/)
    .map((f) => f.trim())
    .filter(Boolean)
    .map((f) => {
      const m = /^([a-z_]+):(.+)$/.exec(f);
      if (!m) throw badRequest(`filters: "${f}" must be attribute:value`);
      const value = m[2].trim().replace(/^"(.*)"$/, '$1');
      switch (m[1]) {
        case 'specialty':
          return sql`${value} = any(${magazineWriters.specialties})`;
        case 'has_posts':
          if (value !== 'true' && value !== 'false') throw badRequest('filters: has_posts must be true or false');
          return value === 'true' ? writerHasPosts : sql`not ${writerHasPosts}`;
        default:
          throw badRequest(`filters: unknown attribute "${m[1]}" (specialty, has_posts)`);
      }
    });
}

/** GET /api/web/writers: the writer list as a search index answers it (0-based pages). */
export async function searchWriters(
  db: Db,
  input: { query?: string; filters?: string; page: number; hitsPerPage: number },
): Promise<{ hits: Writer[]; nbHits: number; page: number; nbPages: number; hitsPerPage: number }> {
  const conditions = parseWriterFilters(input.filters);
  const q = input.query?.trim() ?? '';
  if (q) conditions.push(sql`${searchText} ilike ${`%${escapeLike(q)}%`}`);
  const where = conditions.length ? and(...conditions) : undefined;
  const order = q
    ? [desc(sql`(${magazineWriters.displayName} ilike ${`${escapeLike(q)}%`})`), desc(sql`similarity(${magazineWriters.displayName}, ${q})`), desc(writerPostsCount), asc(magazineWriters.id)]
    : [desc(writerPostsCount), asc(magazineWriters.id)];
  const [rows, [{ count }]] = await Promise.all([
    db
      .select({ row: magazineWriters, postsCount: writerPostsCount })
      .from(magazineWriters)
      .where(where)
      .orderBy(...order)
      .limit(input.hitsPerPage)
      .offset(input.page * input.hitsPerPage),
    db.select({ count: sql<number>`count(*)::int` }).from(magazineWriters).where(where),
  ]);
  return {
    hits: rows.map((r) => toWriter(r.row, r.postsCount)),
    nbHits: count,
    page: input.page,
    nbPages: Math.ceil(count / input.hitsPerPage),
    hitsPerPage: input.hitsPerPage,
  };
}
