/** The words of bride reports: codes travel in URLs and JSON, the labels are what people read. */

export const BRIDE_STYLES = ['ceremony_reception', 'family', 'small', 'party', 'photo'] as const;
export type BrideStyle = (typeof BRIDE_STYLES)[number];
export const BRIDE_STYLE_LABELS: Record<BrideStyle, string> = {
  ceremony_reception: '挙式＋披露宴',
  family: '家族婚',
  small: '少人数婚',
  party: '1.5次会',
  photo: 'フォトウェディング',
};

export const BRIDE_SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const;
export type BrideSeason = (typeof BRIDE_SEASONS)[number];
export const BRIDE_SEASON_LABELS: Record<BrideSeason, string> = { spring: '春', summer: '夏', autumn: '秋', winter: '冬' };

/** The season of a wedding date (yyyy-MM-dd): 3–5 spring, 6–8 summer, 9–11 autumn, 12–2 winter. */
export function seasonOfDate(date: string): BrideSeason {
  const month = Number(date.slice(5, 7));
  if (month >= 3 && month <= 5) return 'spring';
  if (month >= 6 && month <= 8) return 'summer';
  if (month >= 9 && month <= 11) return 'autumn';
  return 'winter';
}

/** Sections of a bride's photos (what the photo search counts). */
export const BRIDE_PHOTO_SECTIONS = ['prewedding', 'ceremony', 'reception', 'dress', 'cuisine', 'decoration', 'garden', 'other'] as const;
export type BridePhotoSection = (typeof BRIDE_PHOTO_SECTIONS)[number];
export const BRIDE_PHOTO_SECTION_LABELS: Record<BridePhotoSection, string> = {
  prewedding: '前撮り',
  ceremony: '挙式',
  reception: '披露宴',
  dress: 'ドレス・和装',
  cuisine: '料理・ケーキ',
  decoration: '装花・装飾',
  garden: 'ガーデン',
  other: 'その他',
};

/** Moods a bride picks for her reception (reception_taste). */
export const BRIDE_TASTES = ['ナチュラル', 'エレガント', 'クラシック', 'ボタニカル', '和モダン', 'カジュアル', 'ラグジュアリー'] as const;

/** The theme tags the site starts with (slug, name, description). */
export const BRIDE_THEME_TAGS: readonly [slug: string, name: string, description: string][] = [
  ['natural', 'ナチュラル', 'グリーンやドライフラワーを使った、肩ひじ張らない自然体の結婚式。'],
  ['wakon', '和婚', '神社挙式や和装、和の会場で叶える日本らしい結婚式。'],
  ['garden', 'ガーデン', '緑と光に包まれた屋外の挙式やパーティー。'],
  ['small', '少人数', '家族や親しい友人だけを招いた、ゆったりとした結婚式。'],
  ['diy', 'DIY', 'ウェルカムボードや席次表など、手作りアイテムで彩った結婚式。'],
  ['night', 'ナイト', 'キャンドルや夜景がきらめく夜の結婚式。'],
  ['resort', 'リゾート', '海辺や高原など、旅するように楽しむリゾートウェディング。'],
  ['classic', 'クラシック', '大聖堂やホテルで叶える格式ある正統派の結婚式。'],
  ['family', '家族婚', '両家の家族が主役の、温かな食事会スタイル。'],
  ['entertainment', 'ゲスト参加型', 'ゲストと一緒に楽しむ演出がいっぱいの結婚式。'],
  ['photo', 'フォト婚', '前撮りやフォトウェディングで残す二人の記念。'],
  ['cuisine', '料理自慢', 'ゲストのおもてなしに料理とケーキでこだわった結婚式。'],
];

/** The report's own page: its id is the member's user id. */
export const brideReportPath = (userId: number) => `/brides/${userId}`;
export const brideAlbumPath = (userId: number, albumId: number) => `/brides/${userId}/albums/${albumId}`;
