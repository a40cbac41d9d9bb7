/**
 * ふたりの結婚式診断: the questions, the named wedding types and how answers become a type.
 * Pure data and logic, shared by the server (which judges) and the pages (which ask).
 */

export const WEDDING_TYPE_KEYS = ['garden', 'hotel', 'japanese', 'restaurant', 'resort', 'family'] as const;
export type WeddingTypeKey = (typeof WEDDING_TYPE_KEYS)[number];

export interface WeddingType {
  key: WeddingTypeKey;
  name: string;
  description: string;
  /** Hall search filters (docs/search.md) that find halls of this type. */
  search: { k: string[]; ws: string[]; t: string[] };
  /** Words to look for in magazine titles. */
  articleWords: string[];
}

export const WEDDING_TYPES: Record<WeddingTypeKey, WeddingType> = {
  garden: {
    key: 'garden',
    name: 'ナチュラルガーデン派',
    description: '光と緑に囲まれた、開放的な式が似合うふたり。ゲストとの距離が近いガーデンパーティーや、貸切のゲストハウスで自分たちらしさを表現できます。',
    search: { k: ['garden'], ws: [], t: ['natural'] },
    articleWords: ['ガーデン', 'ナチュラル'],
  },
  hotel: {
    key: 'hotel',
    name: 'クラシックホテル派',
    description: '格式とおもてなしを大切にするふたり。アクセスや宿泊、料理の安心感があり、親族や大人数のゲストも落ち着いて過ごせます。',
    search: { k: ['lodging'], ws: [], t: ['classic'] },
    articleWords: ['ホテル', 'クラシック'],
  },
  japanese: {
    key: 'japanese',
    name: '和の伝統派',
    description: '家族のつながりや日本のしきたりを大切にするふたり。神社での神前式や白無垢・色打掛、料亭での会食など、和の美しさが映える式が叶います。',
    search: { k: ['historic'], ws: [], t: ['japanese'] },
    articleWords: ['和装', '神前式', '和'],
  },
  restaurant: {
    key: 'restaurant',
    name: 'アットホームレストラン派',
    description: 'おいしい料理と会話でゲストをもてなしたいふたり。レストランウェディングなら、温かい雰囲気の中でゆっくり感謝を伝えられます。',
    search: { k: ['small'], ws: ['restaurant'], t: ['at_home'] },
    articleWords: ['レストラン', '料理'],
  },
  resort: {
    key: 'resort',
    name: 'リゾート・眺望派',
    description: '景色や非日常感にこだわるふたり。海や夜景を望む会場、リゾート婚で、写真にも記憶にも残る一日になります。',
    search: { k: ['view'], ws: [], t: ['resort'] },
    articleWords: ['リゾート', '海外挙式', '夜景'],
  },
  family: {
    key: 'family',
    name: '家族で少人数派',
    description: '大切な人とだけ、ゆったり過ごしたいふたり。家族婚や少人数婚、フォトウェディングなど、規模より中身を大切にした形が合っています。',
    search: { k: ['small'], ws: ['family'], t: ['at_home'] },
    articleWords: ['家族婚', '少人数', 'フォト'],
  },
};

export interface DiagnosisOption {
  key: string;
  label: string;
  /** Points toward types. */
  points: Partial<Record<WeddingTypeKey, number>>;
  /** The guest count this answer stands for (the size question only). */
  people?: number;
}

export interface DiagnosisQuestion {
  id: string;
  /** What the question is about, in the result (サイズ, スタイル ...). */
  topic: string;
  text: string;
  options: DiagnosisOption[];
  /** How to talk it through when the two answered differently. */
  tip: string;
}

export const DIAGNOSIS_QUESTIONS: DiagnosisQuestion[] = [
  {
    id: 'size',
    topic: 'ゲストの人数',
    text: '招待したいゲストの人数は？',
    tip: 'まずはお互いに「絶対に呼びたい人」を書き出して、リストを見比べてみましょう。人数は予算にも会場選びにも響くので、早めにすり合わせると安心です。',
    options: [
      { key: 'family', label: '家族だけ（〜10名）', people: 10, points: { family: 3, japanese: 1 } },
      { key: 'small', label: '親しい人だけ（〜30名）', people: 30, points: { restaurant: 2, family: 1 } },
      { key: 'medium', label: '友人も呼びたい（〜60名）', people: 60, points: { garden: 2, japanese: 1 } },
      { key: 'large', label: 'みんなに祝ってほしい（80名以上）', people: 80, points: { hotel: 3 } },
    ],
  },
  {
    id: 'ceremony',
    topic: '挙式のスタイル',
    text: 'あこがれの挙式スタイルは？',
    tip: '挙式のスタイルには、家族の考えが関わることもあります。ふたりのイメージを伝え合ったら、親御さんの希望も聞いてみましょう。',
    options: [
      { key: 'chapel', label: 'チャペルでのキリスト教式', points: { hotel: 1, garden: 1, resort: 1 } },
      { key: 'shrine', label: '神社での神前式', points: { japanese: 3 } },
      { key: 'civil', label: 'ゲストに誓う人前式', points: { restaurant: 2, garden: 1 } },
      { key: 'photo', label: '写真だけでもいい', points: { family: 3 } },
    ],
  },
  {
    id: 'atmosphere',
    topic: '会場の雰囲気',
    text: '会場の雰囲気はどれが好き？',
    tip: '好きな会場の写真を持ち寄って、どこに惹かれたのかを話してみましょう。「明るさ」「広さ」など共通点が見つかるはずです。',
    options: [
      { key: 'natural', label: '緑と光があふれるナチュラル', points: { garden: 3 } },
      { key: 'elegant', label: 'シャンデリアが輝くエレガント', points: { hotel: 3 } },
      { key: 'japanese', label: '落ち着いた和の空間', points: { japanese: 3 } },
      { key: 'casual', label: '肩の力を抜いたカジュアル', points: { restaurant: 2, family: 1 } },
      { key: 'resort', label: '海や景色が見えるリゾート', points: { resort: 3 } },
    ],
  },
  {
    id: 'budget',
    topic: '予算',
    text: 'ふたりで考えている予算は？',
    tip: '予算は「総額」より「自己負担額」で話すと具体的になります。ご祝儀や親御さんからの援助の見込みも含めて、無理のない金額を決めましょう。',
    options: [
      { key: 'under2', label: '200万円未満', points: { family: 2, restaurant: 1 } },
      { key: '2to3', label: '200万〜300万円', points: { restaurant: 1, garden: 1 } },
      { key: '3to4', label: '300万〜400万円', points: { garden: 1, hotel: 1, japanese: 1 } },
      { key: 'over4', label: '400万円以上', points: { hotel: 2, resort: 1 } },
    ],
  },
  {
    id: 'priority',
    topic: 'いちばん大切なこと',
    text: 'いちばん大切にしたいことは？',
    tip: '大切にしたいことが違うのは自然なことです。お互いの「これだけは」を一つずつ叶える形にすると、ふたりとも満足できます。',
    options: [
      { key: 'food', label: 'ゲストに喜ばれる料理', points: { restaurant: 3 } },
      { key: 'scenery', label: '写真映えする景色や空間', points: { resort: 2, garden: 1 } },
      { key: 'comfort', label: 'ゲストの移動や宿泊の快適さ', points: { hotel: 3 } },
      { key: 'family', label: '家族とゆっくり過ごす時間', points: { family: 2, japanese: 1 } },
    ],
  },
  {
    id: 'season',
    topic: '季節',
    text: '結婚式を挙げたい季節は？',
    tip: '季節によって費用や会場の空き具合が変わります。希望の季節が違うなら、それぞれの理由を話して、候補を二つに絞っておきましょう。',
    options: [
      { key: 'spring', label: '春（3〜5月）', points: { garden: 1, japanese: 1 } },
      { key: 'summer', label: '夏（6〜8月）', points: { resort: 2 } },
      { key: 'autumn', label: '秋（9〜11月）', points: { garden: 1, hotel: 1 } },
      { key: 'winter', label: '冬（12〜2月）', points: { hotel: 1, restaurant: 1 } },
    ],
  },
  {
    id: 'time',
    topic: '時間帯',
    text: '挙式・パーティーの時間帯は？',
    tip: '遠方のゲストがいるなら、移動や宿泊も考えて時間帯を選びましょう。ナイトウェディングは夜景が楽しめる一方、帰りの足も確認が必要です。',
    options: [
      { key: 'morning', label: '午前中からゆったり', points: { japanese: 1, family: 1 } },
      { key: 'afternoon', label: '明るい午後', points: { garden: 1, restaurant: 1 } },
      { key: 'night', label: '夜景のきれいなナイト', points: { resort: 2, hotel: 1 } },
    ],
  },
  {
    id: 'outfit',
    topic: '衣装',
    text: '着てみたい衣装は？',
    tip: '衣装は当日の写真の印象を決めます。和装と洋装で迷うなら、前撮りで片方を叶える方法もあります。',
    options: [
      { key: 'dress', label: 'ウェディングドレス', points: { garden: 1, hotel: 1, resort: 1 } },
      { key: 'kimono', label: '白無垢・色打掛', points: { japanese: 3 } },
      { key: 'both', label: '和装も洋装も着たい', points: { hotel: 1, japanese: 1 } },
      { key: 'simple', label: 'シンプルな装いで十分', points: { family: 2, restaurant: 1 } },
    ],
  },
  {
    id: 'performance',
    topic: '演出',
    text: 'パーティーの演出はどうしたい？',
    tip: '演出は「ゲストにどう過ごしてほしいか」から考えると決めやすくなります。やりたいこと・やりたくないことを一つずつ挙げてみましょう。',
    options: [
      { key: 'many', label: '盛りだくさんで盛り上げたい', points: { hotel: 1, garden: 1 } },
      { key: 'guests', label: 'ゲスト参加型で一緒に楽しみたい', points: { garden: 2, restaurant: 1 } },
      { key: 'few', label: '少なめにして会話を楽しみたい', points: { restaurant: 1, family: 2 } },
    ],
  },
  {
    id: 'place',
    topic: '場所',
    text: '式を挙げたい場所は？',
    tip: '場所はゲストの移動に直結します。どちらの地元で挙げるか迷うときは、ゲストの住まいの割合や、親御さんの希望も確かめてみましょう。',
    options: [
      { key: 'city', label: '駅に近い都心', points: { hotel: 2, restaurant: 1 } },
      { key: 'nature', label: '自然の多い郊外', points: { garden: 2 } },
      { key: 'sea', label: '海の見える場所', points: { resort: 3 } },
      { key: 'hometown', label: 'ふたりの地元', points: { japanese: 1, family: 1 } },
    ],
  },
];

export type DiagnosisAnswers = Record<string, string>;

/** Problems with a set of answers (every question answered with one of its options). */
export function diagnosisAnswerErrors(answers: Record<string, unknown>): string[] {
  const errors: string[] = [];
  for (const q of DIAGNOSIS_QUESTIONS) {
    const v = answers[q.id];
    if (typeof v !== 'string' || !q.options.some((o) => o.key === v)) errors.push(`${q.id}: 「${q.text}」を選択してください`);
  }
  const known = new Set(DIAGNOSIS_QUESTIONS.map((q) => q.id));
  for (const k of Object.keys(answers)) if (!known.has(k)) errors.push(`${k}: unknown question`);
  return errors;
}

/** The type with the most points; ties go to the earlier type in WEDDING_TYPE_KEYS. */
export function weddingTypeOf(answers: DiagnosisAnswers): WeddingType {
  const score = Object.fromEntries(WEDDING_TYPE_KEYS.map((k) => [k, 0])) as Record<WeddingTypeKey, number>;
  for (const q of DIAGNOSIS_QUESTIONS) {
    const o = q.options.find((x) => x.key === answers[q.id]);
    if (!o) continue;
    for (const [k, p] of Object.entries(o.points)) score[k as WeddingTypeKey] += p ?? 0;
  }
  const best = WEDDING_TYPE_KEYS.reduce((a, b) => (score[b] > score[a] ? b : a));
  return WEDDING_TYPES[best];
}

export function optionOf(questionId: string, key: string | undefined): DiagnosisOption | undefined {
  return DIAGNOSIS_QUESTIONS.find((q) => q.id === questionId)?.options.find((o) => o.key === key);
}

/** The hall search URL for a type and a guest count (k, ws, t, people). */
export function hallSearchHref(type: WeddingType, people?: number): string {
  const p = new URLSearchParams();
  type.search.k.forEach((v) => p.append('k', v));
  type.search.ws.forEach((v) => p.append('ws', v));
  type.search.t.forEach((v) => p.append('t', v));
  if (people) p.set('people', String(people));
  return `/halls/search/?${p.toString()}`;
}

/** What the result pages call a respondent who gave no nickname (the server's display name). */
export const UNNAMED_RESPONDENT = { 1: 'あなた', 2: 'パートナー' } as const;

const unnamed = (name: string) => name === UNNAMED_RESPONDENT[1] || name === UNNAMED_RESPONDENT[2];

/** A respondent as the pages address her: 「みさきさん」, but 「あなた」 (never 「あなたさん」) without a nickname. */
export function respondentCallName(name: string): string {
  return unnamed(name) ? name : `${name}さん`;
}

/** Who sends the partner's link, as the partner reads it: 「みさきさん」, or 「パートナー」 without a nickname. */
export function senderCallName(name: string): string {
  return unnamed(name) ? UNNAMED_RESPONDENT[2] : `${name}さん`;
}
