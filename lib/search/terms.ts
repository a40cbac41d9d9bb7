import { chars, normalizeSearchText } from './normalize';
import { variantsOf } from './variants';

/** At most this many words of a query are used; the rest are ignored. */
export const MAX_TERMS = 5;
/** A word longer than this is cut (no indexed text has longer runs worth matching). */
export const MAX_TERM_CHARS = 40;

/** One word of a query: the forms it matches (itself, then its common variants), all normalised. */
export interface SearchTerm {
  text: string;
  alternatives: string[];
}

/** The words of a query, normalised, deduplicated, each with its variants. */
export function searchTerms(query: string): SearchTerm[] {
  const seen = new Set<string>();
  const terms: SearchTerm[] = [];
  for (const word of normalizeSearchText(query).split(' ')) {
    const text = chars(word).slice(0, MAX_TERM_CHARS).join('');
    if (!text || seen.has(text)) continue;
    seen.add(text);
    terms.push({ text, alternatives: [text, ...variantsOf(text).filter((v) => v !== text)] });
    if (terms.length === MAX_TERMS) break;
  }
  return terms;
}

/**
 * The index tokens of normalised text: every character and every pair of neighbouring characters
 * inside each word (unigrams and bigrams), so words of one or two characters (式, 和装) match
 * through the index, and longer ones through all their bigrams (then checked as a substring).
 */
export function indexTokens(normalized: string): string[] {
  const out = new Set<string>();
  for (const word of normalized.split(' ')) {
    const cs = chars(word);
    cs.forEach((c, i) => {
      out.add(c);
      if (i + 1 < cs.length) out.add(c + cs[i + 1]);
    });
  }
  out.delete('');
  return [...out];
}

/** The tokens a normalised word needs in a document: itself when one character, else its bigrams. */
export function wordTokens(word: string): string[] {
  const cs = chars(word);
  if (cs.length <= 1) return cs;
  const out = new Set<string>();
  for (let i = 0; i + 1 < cs.length; i++) out.add(cs[i] + cs[i + 1]);
  return [...out];
}
