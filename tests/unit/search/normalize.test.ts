import fc from 'fast-check';
import { normalizeSearchText } from '@/lib/search/normalize';
import { indexTokens, searchTerms, wordTokens } from '@/lib/search/terms';
import { snippet } from '@/lib/search/highlight';
import { japaneseText } from './japaneseText';

const kataToHira = (s: string) => s.replace(/[\u30A1-\u30F6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
const toHalfWidthAscii = (s: string) => s.replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
const toFullWidthAscii = (s: string) => s.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

describe('normalizeSearchText', () => {
  it.each([
    ['ガーデン', 'がでん'], ['がーでん', 'がでん'], ['ｶﾞｰﾃﾞﾝ', 'がでん'], ['ウェディング', 'うえでいんぐ'], ['ﾜﾞｲﾝ', 'わいん'], ['ヷイン', 'わいん'],
    ['ウエディング', 'うえでいんぐ'], ['ＡＢＣ１２３', 'abc123'], ['abc123', 'abc123'], ['ザ・ルミエール銀座', 'ざ るみえる銀座'],
    ['  結婚式場　 ', '結婚式場'], ['コンピューター', 'こんぴゆた'], ['霞ヶ関', '霞け関'], ['ヴィラ', 'ゔいら'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });

  it('is idempotent', () => {
    fc.assert(fc.property(japaneseText(), (s) => normalizeSearchText(normalizeSearchText(s)) === normalizeSearchText(s)));
  });

  it('makes katakana and hiragana one', () => {
    fc.assert(fc.property(japaneseText(), (s) => normalizeSearchText(s) === normalizeSearchText(kataToHira(s))));
  });

  it('makes full-width and half-width letters and digits one', () => {
    fc.assert(fc.property(japaneseText(), (s) => normalizeSearchText(toHalfWidthAscii(s)) === normalizeSearchText(toFullWidthAscii(s))));
  });

  it('makes half-width katakana one with full-width', () => {
    fc.assert(fc.property(japaneseText(), (s) => normalizeSearchText(s.normalize('NFKC')) === normalizeSearchText(s)));
  });

  it('leaves single spaces between words and none at the ends', () => {
    fc.assert(fc.property(japaneseText(), (s) => !/^ | $|  /.test(normalizeSearchText(s))));
  });
});

describe('tokens', () => {
  it('a document holds every token of each word it contains', () => {
    fc.assert(fc.property(japaneseText(), fc.nat(), fc.nat(), (s, a, b) => {
      const doc = normalizeSearchText(s);
      const words = doc.split(' ').filter(Boolean);
      if (!words.length) return true;
      const w = Array.from(words[a % words.length]);
      const from = b % w.length;
      const part = w.slice(from, from + 1 + (a % 3)).join('');
      const tokens = new Set(indexTokens(doc));
      return wordTokens(part).every((t) => tokens.has(t));
    }));
  });

  it('matches one-character and two-character words', () => {
    expect(wordTokens('式')).toEqual(['式']);
    expect(wordTokens('和装')).toEqual(['和装']);
    expect(indexTokens('和装 式')).toEqual(expect.arrayContaining(['和', '装', '和装', '式']));
  });
});

describe('searchTerms', () => {
  it('splits on spaces of either width, deduplicates and adds variants', () => {
    expect(searchTerms('結婚式場　ガーデン がーでん')).toEqual([
      { text: '結婚式場', alternatives: ['結婚式場', '式場'] },
      { text: 'がでん', alternatives: ['がでん'] },
    ]);
  });

  it('gives nothing for punctuation only', () => {
    expect(searchTerms('・・！？')).toEqual([]);
  });

  it('keeps at most five words', () => {
    expect(searchTerms('a b c d e f g')).toHaveLength(5);
  });
});

describe('snippet', () => {
  it('highlights the words found, in any script', () => {
    const parts = snippet('緑に囲まれたガーデンで挙式', ['がでん']);
    expect(parts.filter((p) => p.hit).map((p) => p.text)).toEqual(['ガーデン']);
    expect(parts.map((p) => p.text).join('')).toBe('緑に囲まれたガーデンで挙式');
  });

  it('cuts long text around the first match', () => {
    const text = `${'あ'.repeat(200)}和装${'い'.repeat(200)}`;
    const parts = snippet(text, ['和装'], 40);
    expect(parts.find((p) => p.hit)?.text).toBe('和装');
    expect(parts[0].text).toBe('…');
    expect(parts[parts.length - 1].text).toBe('…');
  });
});
