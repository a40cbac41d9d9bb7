import { normalizeSearchText } from './normalize';

/**
 * Common variants: a word on the left also finds what says the words on the right. Written as
 * people write them; normalised once when loaded. Kana, width, small-kana and long-vowel variants
 * need no entry (the normaliser makes them one).
 */
const VARIANTS: [string, string[]][] = [
  ['結婚式場', ['式場']],
  ['結婚式会場', ['式場']],
  ['挙式場', ['式場']],
  ['ウェディング', ['ウエディング', 'ブライダル']],
  ['ブライダル', ['ウェディング']],
  ['ブライダルフェア', ['フェア']],
  ['ウェディングフェア', ['フェア']],
  ['ウェディングドレス', ['ドレス']],
  ['婚約指輪', ['エンゲージリング']],
  ['エンゲージリング', ['婚約指輪']],
  ['結婚指輪', ['マリッジリング']],
  ['マリッジリング', ['結婚指輪']],
  ['指輪', ['リング']],
  ['和婚', ['和装', '神前式']],
  ['神前式', ['和婚']],
  ['チャペル', ['教会']],
  ['教会', ['チャペル']],
  ['ガーデンウェディング', ['ガーデン']],
  ['費用', ['見積', '料金']],
  ['見積もり', ['見積', '費用']],
  ['花嫁', ['新婦']],
];

const TABLE = new Map<string, string[]>(VARIANTS.map(([word, others]) => [normalizeSearchText(word), others]));

/** The normalised variants of a normalised word (none for most words). */
export function variantsOf(word: string): string[] {
  return (TABLE.get(word) ?? []).map(normalizeSearchText);
}

/** The variants of a normalised word as people write them (for 「こちらで探してみませんか」). */
export function variantLabelsOf(word: string): string[] {
  return TABLE.get(word) ?? [];
}
