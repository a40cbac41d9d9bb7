/**
 * The one form the site search compares text in, at index time and at query time.
 *
 * 1. Unicode NFKC: full-width latin letters and digits become ASCII, half-width katakana
 *    become full-width (ｶﾞｰﾃﾞﾝ → ガーデン), compatibility forms unfold (㈱ → (株)).
 * 2. ASCII letters to lower case (only ASCII, so the database's locale never matters).
 * 3. Katakana to hiragana (ガーデン → がーでん), ヽヾ to ゝゞ; ヷヸヹヺ and a combining (half-width)
 *    voiced mark that composes with no hiragana lose the mark (ﾜﾞ = ヷ = わ).
 * 4. Small kana to their full size (ウェディング = ウエディング, ッ = ツ).
 * 5. The long-vowel mark ー dropped (コンピューター = コンピュータ, がーでん → がでん).
 * 6. Anything that is not a letter, digit, kana or kanji becomes one space; trimmed.
 *
 * The database applies the same steps in `musubi_search_norm` (the search migration); a property
 * test compares the two on random text, so the index and the query always meet.
 */
export function normalizeSearchText(input: string): string {
  let s = input.normalize('NFKC');
  s = s.replace(/[A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 32));
  s = s.replace(/[\u30A1-\u30F6\u30FD\u30FE]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
  s = s.replace(/[\u30F7-\u30FA]/g, (c) => VA_ROW[c]).replace(/[\u3099\u309A]/g, '');
  s = s.replace(/[ぁぃぅぇぉっゃゅょゎゕゖ]/g, (c) => SMALL_TO_FULL[c]);
  s = s.replace(/ー/g, '');
  s = s.replace(NOT_WORD, ' ');
  return s.replace(/ +/g, ' ').trim();
}

export const SMALL_KANA = 'ぁぃぅぇぉっゃゅょゎゕゖ';
export const FULL_KANA = 'あいうえおつやゆよわかけ';
const VA_ROW: Record<string, string> = { 'ヷ': 'わ', 'ヸ': 'ゐ', 'ヹ': 'ゑ', 'ヺ': 'を' };
const SMALL_TO_FULL: Record<string, string> = Object.fromEntries([...SMALL_KANA].map((c, i) => [c, FULL_KANA[i]]));

/**
 * What stays after normalising: a–z, 0–9, hiragana (and ゝゞ), 々〆, and CJK ideographs (with extension A and the supplementary planes).
 * The same class is written in the SQL function as a POSIX bracket expression.
 */
export const WORD_CLASS = 'a-z0-9\u3041-\u3096\u309D\u309E\u3005\u3006\u3400-\u4DBF\u4E00-\u9FFF\u{20000}-\u{2FFFF}';
const NOT_WORD = new RegExp(`[^${WORD_CLASS}]+`, 'gu');

/** The code points of a string (a kanji outside the BMP is one character, as in PostgreSQL). */
export const chars = (s: string): string[] => Array.from(s);
