// The search vocabulary (docs/search.md), apart from the schemas: pages and components show its
// labels without bringing zod into the browser's first load. directory.ts re-exports it.

/** k: こだわり条件 (several at once: a hall must have all of them). */
export const FEATURES = {
  chapel: 'チャペルあり',
  garden: 'ガーデンあり',
  station: '駅近（徒歩5分以内）',
  night: 'ナイトウェディング',
  small: '少人数OK',
  barrier_free: 'バリアフリー',
  private: '一軒家貸切',
  view: '眺望・夜景',
  ocean: 'オーシャンビュー',
  pool: 'プールあり',
  parking: '駐車場あり',
  lodging: '宿泊施設あり',
  kids: 'キッズルームあり',
  pet: 'ペット同伴OK',
  historic: '歴史的建造物',
  outdoor: '屋外挙式OK',
  maternity: 'マタニティ対応',
  bring_in: '持ち込み無料',
} as const;

/** p: budget band on the hall's typical total cost (yen, min inclusive, max exclusive; null = open). */
export const BUDGETS = {
  '1': { label: '200万円未満', min: null, max: 2000000 },
  '2': { label: '200万〜300万円', min: 2000000, max: 3000000 },
  '3': { label: '300万〜400万円', min: 3000000, max: 4000000 },
  '4': { label: '400万〜500万円', min: 4000000, max: 5000000 },
  '5': { label: '500万円以上', min: 5000000, max: null },
} as const;

/** g: service type (§3). */
export const SERVICES = {
  '1': 'ホテル',
  '2': '挙式会場',
  '3': '結婚式場',
  '4': 'レストラン',
  '5': '神社・寺院',
  '6': 'フォトスタジオ',
  '99': 'その他',
} as const;

/** t: atmosphere. */
export const ATMOSPHERES = {
  natural: 'ナチュラル',
  elegant: 'エレガント',
  classic: 'クラシック',
  modern: 'モダン・スタイリッシュ',
  japanese: '和モダン',
  resort: 'リゾート',
  casual: 'カジュアル',
  luxury: 'ラグジュアリー',
  at_home: 'アットホーム',
  cute: 'キュート',
} as const;

/** c: ceremony style. */
export const CEREMONY_STYLES = {
  christian: 'キリスト教式',
  civil: '人前式',
  shinto: '神前式',
  buddhist: '仏前式',
} as const;

/** ws: wedding style. */
export const WEDDING_STYLES = {
  family: '家族婚',
  small: '少人数婚',
  fee: '会費制',
  photo: 'フォトウェディング',
  maternity: 'マタニティ婚',
  resort: 'リゾート婚',
  after_party: '1.5次会',
  restaurant: 'レストランウェディング',
} as const;
