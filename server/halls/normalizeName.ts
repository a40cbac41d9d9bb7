import { toHiragana } from 'wanakana';

/**
 * The one form names are compared in: NFKC (full-width latin and half-width kana unified),
 * lower case, katakana folded to hiragana (latin and kanji untouched, ー kept), and spaces
 * and punctuation such as ・ & 「」 removed. "ザ・ガーデン", "ざがーでん" and "ｻﾞ ｶﾞｰﾃﾞﾝ" meet.
 */
export function normalizeName(input: string): string {
  const nfkc = input.normalize('NFKC').toLowerCase();
  const folded = toHiragana(nfkc, { passRomaji: true, convertLongVowelMark: false });
  return folded.replace(/[\s・･.,、。&＆'"’“”「」『』()（）\-‐–—~〜!！?？/]+/gu, '');
}

/** The text a hall's name search runs against: its name, short name and reading. */
export function hallSearchText(name: string, shortName: string, nameKana: string): string {
  return [normalizeName(name), normalizeName(shortName), normalizeName(nameKana)].join(' ');
}

/** Escapes LIKE wildcards so a query is matched literally. */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
