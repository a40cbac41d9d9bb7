import { sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '@/server/halls/normalizeName';
import { wordTokens, type SearchTerm } from '@/lib/search/terms';

/**
 * The WHERE condition of a search over `search_documents d`: every word matches, each in one of
 * its forms; a form matches when the document holds all its tokens (the GIN index answers this)
 * and its normalised text contains the form (the bigrams could be far apart).
 */
export function matchAll(terms: SearchTerm[]): SQL {
  return sql.join(terms.map((t) => sql`(${sql.join(t.alternatives.map(matchForm), sql` OR `)})`), sql` AND `);
}

function matchForm(form: string): SQL {
  const tokens = wordTokens(form);
  return sql`(d.tokens @> ARRAY[${sql.join(tokens.map((x) => sql`${x}`), sql`, `)}]::text[] AND d.norm LIKE ${`%${escapeLike(form)}%`})`;
}

/** 1 when the title holds every word (in one of its forms): titles weigh more than bodies. */
export function inTitle(terms: SearchTerm[]): SQL {
  const each = terms.map((t) => sql`(${sql.join(t.alternatives.map((f) => sql`d.title_norm LIKE ${`%${escapeLike(f)}%`}`), sql` OR `)})`);
  return sql`CASE WHEN ${sql.join(each, sql` AND `)} THEN 1 ELSE 0 END`;
}
