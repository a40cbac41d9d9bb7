import { sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '@/server/halls/normalizeName';
import { wordTokens, type SearchTerm } from '@/lib/search/terms';

/** A tsquery lexeme (normalised text holds no quote or backslash; escaped anyway). */
const lexeme = (t: string) => `'${t.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** A tsquery of one form's tokens: all of them. */
export function tokensQuery(form: string): string {
  return wordTokens(form).map(lexeme).join(' & ');
}

/**
 * The forms of a word that decide a match: a form holding another form of the same word is dropped
 * (結婚式場 among 式場: whatever holds 結婚式場 holds 式場). The match is the same, as a substring and
 * as tokens (a document holding a bigram holds both its characters), and the GIN index reads one
 * word's postings instead of three.
 */
export function decidingForms(term: SearchTerm): string[] {
  const forms = [...new Set(term.alternatives)];
  return forms.filter((f) => !forms.some((other) => other !== f && f.includes(other)));
}

/**
 * The whole query as one tsquery: every word, each in one of its forms (`(a & b | c) & (d)`). One
 * `@@` lets PostgreSQL answer it with a single pass over the kind's GIN index (several `@@` joined
 * by AND and OR became several bitmap scans, or a filter over every row).
 */
export function queryOf(terms: SearchTerm[]): string {
  return terms.map((t) => `(${decidingForms(t).map((f) => `(${tokensQuery(f)})`).join(' | ')})`).join(' & ');
}

/**
 * The WHERE condition of a search over `search_documents d`: every word matches, each in one of
 * its forms; a form matches when the document holds all its tokens. The tokens are asked as a
 * tsquery of `array_to_tsvector(tokens)`, whose GIN index (one per kind) answers AND queries
 * exactly, so PostgreSQL never reads the (large, TOASTed) token arrays or texts of the matches; as
 * in n-gram engines, a word of three or more characters matches when all its bigrams are there.
 */
export function matchAll(terms: SearchTerm[]): SQL {
  return sql`array_to_tsvector(d.tokens) @@ ${queryOf(terms)}::tsquery`;
}

/**
 * The same condition, written so that no index can answer it: `ts_match_vq` is the function behind
 * `@@`. A tier that walks the rank index filters each row with it, instead of PostgreSQL reading every
 * match off the GIN index and sorting them (without statistics it guesses a match is rare).
 */
export function matchAllFiltered(terms: SearchTerm[]): SQL {
  return sql`ts_match_vq(array_to_tsvector(d.tokens), ${queryOf(terms)}::tsquery)`;
}

/** True when the title holds every word (in one of its forms): titles weigh more than bodies. */
export function inTitle(terms: SearchTerm[]): SQL {
  const each = terms.map((t) => sql`(${sql.join(decidingForms(t).map((f) => sql`d.title_norm LIKE ${`%${escapeLike(f)}%`}`), sql` OR `)})`);
  return sql`(${sql.join(each, sql` AND `)})`;
}

/**
 * The titles that may hold every word, off the kind's index of titles (migration 0032): the same
 * tokens asked of the title alone. `inTitle` then checks the words as substrings.
 */
export function titleMayMatch(terms: SearchTerm[]): SQL {
  return sql`array_to_tsvector(musubi_search_tokens(d.title_norm)) @@ ${queryOf(terms)}::tsquery`;
}
