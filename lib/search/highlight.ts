import { chars, normalizeSearchText } from './normalize';

/** A piece of a snippet: plain text, or a matched word to highlight. */
export interface SnippetPart {
  text: string;
  hit: boolean;
}

/** One original character normalised on its own ('' for what the normaliser joins away). */
function normalizeCharOnce(c: string): string {
  if (/^\s$/u.test(c)) return ' ';
  const n = normalizeSearchText(c);
  if (n === '' && !/^[ー\u3099\u309A\uFF9E\uFF9F]$/u.test(c)) return ' ';
  return n;
}

// Every character of every snippet is normalised: the normaliser's seven passes per character were
// most of a grouped search's Node time (docs/search.md, "Speed at the market's size"). The answers of a pure function of one
// character, kept for the characters seen (a few thousand in Japanese text), emptied if ever large.
const CHAR_FORMS = new Map<string, string>();
const CHAR_FORMS_MAX = 20_000;

function normalizeChar(c: string): string {
  let n = CHAR_FORMS.get(c);
  if (n === undefined) {
    n = normalizeCharOnce(c);
    if (CHAR_FORMS.size >= CHAR_FORMS_MAX) CHAR_FORMS.clear();
    CHAR_FORMS.set(c, n);
  }
  return n;
}

/**
 * The part of `text` around the first match of any of `words` (normalised forms), at most
 * `length` characters, cut into plain and highlighted parts. Matching runs on the normalised
 * characters, so ガーデン in the text is highlighted for がーでん in the query.
 */
export function snippet(text: string, words: string[], length = 80): SnippetPart[] {
  const orig = chars(text);
  let norm = '';
  const at: number[] = [];
  orig.forEach((c, i) => {
    for (const n of chars(normalizeChar(c))) {
      norm += n;
      at.push(i);
    }
  });
  const normChars = chars(norm);
  const hit = new Array<boolean>(orig.length).fill(false);
  for (const w of words.filter(Boolean)) {
    const wc = chars(w);
    for (let i = 0; i + wc.length <= normChars.length; i++) {
      let ok = true;
      for (let j = 0; j < wc.length && ok; j++) ok = normChars[i + j] === wc[j];
      if (!ok) continue;
      for (let k = at[i]; k <= at[i + wc.length - 1]; k++) hit[k] = true;
    }
  }
  const first = hit.indexOf(true);
  const start = first < 0 ? 0 : Math.max(0, Math.min(first - Math.floor(length / 4), orig.length - length));
  const end = Math.min(orig.length, start + length);
  const parts: SnippetPart[] = [];
  for (let i = start; i < end; i++) {
    const last = parts[parts.length - 1];
    if (last && last.hit === hit[i]) last.text += orig[i];
    else parts.push({ text: orig[i], hit: hit[i] });
  }
  if (start > 0) parts.unshift({ text: '…', hit: false });
  if (end < orig.length) parts.push({ text: '…', hit: false });
  return parts;
}
