import type { SearchTerm } from './terms';
import { searchPath } from './paths';
import { variantLabelsOf } from './variants';

/** Searches many make, offered when a search finds nothing. */
export const POPULAR_SEARCHES = ['ガーデン', 'チャペル', '和装', '少人数', '費用', 'ドレス', '東京', '横浜', 'ホテル', '指輪'];

/**
 * Other searches to try when one found nothing: each word alone (when there were several),
 * the words' common variants, the same search everywhere (when a place narrowed it), and
 * popular searches.
 */
export function searchAlternatives(q: string, terms: SearchTerm[], narrowed: { q: string; kind?: string } | null): { label: string; url: string }[] {
  const out: { label: string; url: string }[] = [];
  if (narrowed) out.push({ label: `「${q}」を全国で探す`, url: searchPath({ q, kind: narrowed.kind }) });
  const words = q.split(/[\s\u3000]+/).filter(Boolean);
  if (words.length > 1) for (const w of words) out.push({ label: w, url: searchPath({ q: w }) });
  for (const t of terms) for (const v of variantLabelsOf(t.text)) out.push({ label: v, url: searchPath({ q: v }) });
  for (const p of POPULAR_SEARCHES) out.push({ label: p, url: searchPath({ q: p }) });
  const seen = new Set<string>();
  return out.filter((a) => (seen.has(a.url) ? false : (seen.add(a.url), true))).slice(0, 14);
}
