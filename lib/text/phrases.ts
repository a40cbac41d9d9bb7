/**
 * Where a Japanese name may break across lines, computed on the server at render time (no library,
 * no script in the browser). Chromium's `word-break: auto-phrase` keeps a proper noun such as
 * 「フォトスタジオリバーサイド代官山」 in one phrase; when that phrase is longer than the line, the
 * emergency break (overflow-wrap: anywhere) falls on the last character that fits, and
 * `text-wrap: balance` does not even the lines out: the last line holds 「山」 alone.
 *
 * A name breaks best where its script changes (katakana to kanji: 「リバーサイド｜代官山」), after a
 * middle dot (「ザ・｜セント・｜マリアージュ」) or a space, and after kana before a new word
 * (「森の｜邸宅」); kanji followed by kana stay together (okurigana, particles).
 */
type Script = 'kanji' | 'hiragana' | 'katakana' | 'latin' | 'other';

function scriptOf(ch: string): Script {
  if (/[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff々〆ヶ]/u.test(ch)) return 'kanji';
  if (/[\u3041-\u309f]/u.test(ch)) return 'hiragana';
  if (/[\u30a0-\u30ff\u31f0-\u31ffｦ-ﾟ]/u.test(ch) && ch !== '・') return 'katakana';
  if (/[A-Za-z0-9Ａ-Ｚａ-ｚ０-９&'’.\-]/u.test(ch)) return 'latin';
  return 'other';
}

/** A break is welcome between `prev` and `next`. */
function breaksBetween(prev: string, next: string): boolean {
  if (prev === '・' || /\s/u.test(prev)) return true;
  const a = scriptOf(prev);
  const b = scriptOf(next);
  if (a === b || a === 'other' || b === 'other') return false;
  // Kana after kanji belongs to it (結び, 森の); a new word starts after kana.
  if (a === 'kanji' && b === 'hiragana') return false;
  return true;
}

/**
 * The name in segments: a line may break after each of `segments` (a <wbr>), never inside `lead`
 * and `tail`, which follow the last segment. `tail` holds the last two characters, glued together,
 * so a name drawn on several lines never ends with one character alone; `lead` is what remains of
 * the last word before them (「代官山」: lead 「代」, tail 「官山」).
 */
export function phraseSegments(text: string): { segments: string[]; lead: string; tail: string } {
  const chars = Array.from(text);
  const words: string[] = [];
  let current = '';
  chars.forEach((ch, i) => {
    if (i > 0 && current && breaksBetween(chars[i - 1], ch)) {
      words.push(current);
      current = '';
    }
    current += ch;
  });
  if (current) words.push(current);
  // Peel the last two visible characters (and any space after them) off the end.
  let tail = '';
  let visible = 0;
  while (words.length > 0 && visible < 2) {
    const last = Array.from(words.pop()!);
    while (last.length > 0 && visible < 2) {
      const ch = last.pop()!;
      tail = ch + tail;
      if (!/\s/u.test(ch)) visible += 1;
    }
    if (last.length > 0) {
      // The rest of the word the tail came from stays joined to it.
      return { segments: words, lead: last.join(''), tail };
    }
  }
  return { segments: words, lead: '', tail };
}
