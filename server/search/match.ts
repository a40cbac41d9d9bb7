import { sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '@/server/halls/normalizeName';
import { wordTokens, type SearchTerm } from '@/lib/search/terms';

/**
 * The WHERE condition of a search over `search_documents d`: every word matches, each in one of
 * its forms; a form matches when the document holds all its tokens. The tokens are asked as a
 * tsquery of `array_to_tsvector(tokens)`, whose GIN index (one per kind) answers AND queries
 * exactly, so PostgreSQL never reads the (large, TOASTed) token arrays or texts of the matches; as
 * in n-gram engines, a word of three or more characters matches when all its bigrams are there.
 */
export function matchAll(terms: SearchTerm[]): SQL {
  return sql.join(terms.map((t) => sql`(${sql.join(t.alternatives.map(matchForm), sql` OR `)})`), sql` AND `);
}

/** A tsquery of the form's tokens (normalised text holds no quote or backslash; escaped anyway). */
export function tokensQuery(form: string): string {
  return wordTokens(form).map((t) => `'${t.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`).join(' & ');
}

function matchForm(form: string): SQL {
  return sql`array_to_tsvector(d.tokens) @@ ${tokensQuery(form)}::tsquery`;
}

/** 1 when the title holds every word (in one of its forms): titles weigh more than bodies. */
export function inTitle(terms: SearchTerm[]): SQL {
  const each = terms.map((t) => sql`(${sql.join(t.alternatives.map((f) => sql`d.title_norm LIKE ${`%${escapeLike(f)}%`}`), sql` OR `)})`);
  return sql`CASE WHEN ${sql.join(each, sql` AND `)} THEN 1 ELSE 0 END`;
}
