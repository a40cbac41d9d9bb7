/**
 * The ring section's codes and the Japanese the site shows for them. Codes travel on the wire
 * and in URLs; only the labels are ever shown.
 */

export const RING_TYPES = { engagement: '婚約指輪', wedding: '結婚指輪' } as const;
export type RingType = keyof typeof RING_TYPES;

export const METALS = {
  pt950: 'プラチナ950',
  pt900: 'プラチナ900',
  k18yg: 'K18イエローゴールド',
  k18pg: 'K18ピンクゴールド',
  k18wg: 'K18ホワイトゴールド',
  combi: 'プラチナ×K18ピンクゴールド',
} as const;
export type Metal = keyof typeof METALS;

export const DESIGNS = {
  straight: 'ストレート',
  wave: 'ウェーブ',
  v_line: 'V字',
  s_line: 'S字',
  eternity: 'エタニティ',
  melee: 'メレダイヤ',
  twist: 'ツイスト',
  solitaire: 'ソリティア',
} as const;
export type Design = keyof typeof DESIGNS;

export const CUTS = { excellent: 'エクセレント', very_good: 'ベリーグッド', good: 'グッド' } as const;
export const COLORS = ['D', 'E', 'F', 'G', 'H'] as const;
export const CLARITIES = ['IF', 'VVS1', 'VVS2', 'VS1', 'VS2'] as const;

export const ORIGINS = { domestic: '国内', overseas: '海外' } as const;
export type Origin = keyof typeof ORIGINS;

/** Made-to-order options. */
export const RING_OPTIONS = {
  engraving: '刻印無料',
  birthstone: '誕生石留め',
  size_free: 'サイズ直し無料',
  finish: '仕上げ選択（鏡面・つや消し）',
  semi_order: 'セミオーダー',
  full_order: 'フルオーダー',
} as const;
export type RingOption = keyof typeof RING_OPTIONS;

/** Budget bands, tax included (for a wedding ring pair, the price of both). */
export const PRICE_BANDS = {
  u100k: { label: '10万円未満', min: 0, max: 99999 },
  '100k_200k': { label: '10万〜20万円', min: 100000, max: 199999 },
  '200k_300k': { label: '20万〜30万円', min: 200000, max: 299999 },
  '300k_500k': { label: '30万〜50万円', min: 300000, max: 499999 },
  '500k_up': { label: '50万円以上', min: 500000, max: 2147483647 },
} as const;
export type PriceBand = keyof typeof PRICE_BANDS;

/** Budget ceilings, tax included (「〜30万円」: the price at most this). */
export const PRICE_MAX_CHOICES = [100000, 200000, 300000, 500000, 1000000] as const;
export const priceMaxLabel = (yen: number) => `〜${yen / 10000}万円`;

/** Centre diamond bands (engagement rings). */
export const CARAT_BANDS = {
  u03: { label: '0.3ct未満', min: 0, max: 0.299 },
  '03_04': { label: '0.3〜0.39ct', min: 0.3, max: 0.399 },
  '04_05': { label: '0.4〜0.49ct', min: 0.4, max: 0.499 },
  '05_up': { label: '0.5ct以上', min: 0.5, max: 99 },
} as const;
export type CaratBand = keyof typeof CARAT_BANDS;

export const RING_SORTS = { popular: '人気順', price_asc: '価格が安い順', price_desc: '価格が高い順', newest: '新着順' } as const;
export type RingSort = keyof typeof RING_SORTS;

/** The 50音 rows of the brand index. */
export const KANA_ROWS = ['あ', 'か', 'さ', 'た', 'な', 'は', 'ま', 'や', 'ら', 'わ'] as const;
export type KanaRow = (typeof KANA_ROWS)[number];

const ROW_STARTS: [KanaRow, string][] = [
  ['あ', 'アイウエオァィゥェォヴ'],
  ['か', 'カキクケコガギグゲゴ'],
  ['さ', 'サシスセソザジズゼゾ'],
  ['た', 'タチツテトダヂヅデド'],
  ['な', 'ナニヌネノ'],
  ['は', 'ハヒフヘホバビブベボパピプペポ'],
  ['ま', 'マミムメモ'],
  ['や', 'ヤユヨャュョ'],
  ['ら', 'ラリルレロ'],
  ['わ', 'ワヲン'],
];

/** The 50音 row of a katakana (or hiragana) reading. */
export function kanaRowOf(kana: string): KanaRow {
  const c = kana.charAt(0);
  const katakana = c >= 'ぁ' && c <= 'ゖ' ? String.fromCharCode(c.charCodeAt(0) + 0x60) : c;
  return ROW_STARTS.find(([, letters]) => letters.includes(katakana))?.[0] ?? 'わ';
}

export const RING_MSG = {
  brandNotFound: 'ブランドが見つかりません',
  ringNotFound: '指輪が見つかりません',
  caratForEngagement: 'カラットは婚約指輪で選んでください',
} as const;
