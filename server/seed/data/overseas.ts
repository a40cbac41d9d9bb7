import type { OverseasDestinationSlug } from '../../../api/contract/overseasDestinations';

/**
 * 海外挙式 for the demo data: the places of each destination (api/contract/overseasDestinations)
 * with their address in Japanese, coordinates, postal code and the way from the airport, and the
 * words its venue names are made of. Place names and words are katakana (their own reading).
 */
export interface OverseasSpot {
  /** The place in venue names and texts: 「ワイキキ」. */
  place: string;
  /** The address up to the street (a space and the street follow): 「アメリカ合衆国ハワイ州ホノルル市」. */
  city: string;
  streets: string[];
  postalCode: string;
  lat: number;
  lng: number;
  /** How the hall is reached: 「ダニエル・K・イノウエ国際空港から車で約25分」. */
  access: string;
}

export type OverseasStyle = 'resort' | 'city' | 'europe';

export interface OverseasDestinationSeed {
  slug: OverseasDestinationSlug;
  /** Relative share of the halls abroad. */
  weight: number;
  style: OverseasStyle;
  /** Cost level against a typical Hawaii wedding. */
  costFactor: number;
  /** Words of the destination for venue names: 「アロハ」. */
  words: string[];
  spots: OverseasSpot[];
}

export const OVERSEAS_SEEDS: OverseasDestinationSeed[] = [
  {
    slug: 'hawaii', weight: 30, style: 'resort', costFactor: 1, words: ['アロハ', 'マハロ', 'ハレ', 'カイ', 'レイ', 'プルメリア', 'ハイビスカス'],
    spots: [
      { place: 'ワイキキ', city: 'アメリカ合衆国ハワイ州ホノルル市', streets: ['カラカウア通り', 'カリア通り', 'クヒオ通り', 'サラトガ通り'], postalCode: '96815', lat: 21.2793, lng: -157.8292, access: 'ダニエル・K・イノウエ国際空港から車で約25分' },
      { place: 'コオリナ', city: 'アメリカ合衆国ハワイ州カポレイ市', streets: ['コオリナ通り', 'アリイヌイ通り'], postalCode: '96707', lat: 21.3385, lng: -158.1236, access: 'ダニエル・K・イノウエ国際空港から車で約30分' },
      { place: 'カハラ', city: 'アメリカ合衆国ハワイ州ホノルル市', streets: ['カハラ通り', 'ワイアラエ通り'], postalCode: '96816', lat: 21.2713, lng: -157.7735, access: 'ダニエル・K・イノウエ国際空港から車で約30分' },
      { place: 'ノースショア', city: 'アメリカ合衆国ハワイ州ハレイワ', streets: ['カメハメハ・ハイウェイ', 'ハレイワ通り'], postalCode: '96712', lat: 21.5928, lng: -158.1036, access: 'ダニエル・K・イノウエ国際空港から車で約60分' },
    ],
  },
  {
    slug: 'guam', weight: 12, style: 'resort', costFactor: 0.75, words: ['ハファ', 'コーラル', 'ブルーラグーン', 'ラッテ'],
    spots: [
      { place: 'タモン', city: 'アメリカ合衆国グアム準州タモン', streets: ['サン・ヴィトレス通り', 'プレイ・サン・ヴィトレス通り'], postalCode: '96913', lat: 13.514, lng: 144.806, access: 'グアム国際空港から車で約10分' },
      { place: 'タムニング', city: 'アメリカ合衆国グアム準州タムニング', streets: ['マリン・コープ・ドライブ', 'ガンビーチ通り'], postalCode: '96913', lat: 13.4869, lng: 144.7797, access: 'グアム国際空港から車で約15分' },
    ],
  },
  {
    slug: 'saipan', weight: 5, style: 'resort', costFactor: 0.7, words: ['マニャガハ', 'コーラル', 'アクアブルー'],
    spots: [
      { place: 'ガラパン', city: '北マリアナ諸島サイパン島ガラパン', streets: ['ビーチロード', 'コーラルツリー通り'], postalCode: '96950', lat: 15.212, lng: 145.7197, access: 'サイパン国際空港から車で約20分' },
      { place: 'ススペ', city: '北マリアナ諸島サイパン島ススペ', streets: ['ビーチロード'], postalCode: '96950', lat: 15.1567, lng: 145.7033, access: 'サイパン国際空港から車で約15分' },
    ],
  },
  {
    slug: 'bali', weight: 10, style: 'resort', costFactor: 0.85, words: ['ガルーダ', 'テラタイ', 'フランジパニ', 'ロータス'],
    spots: [
      { place: 'ヌサドゥア', city: 'インドネシア共和国バリ州バドゥン県ヌサドゥア', streets: ['ヌサドゥア通り', 'プラタマ通り'], postalCode: '80363', lat: -8.8008, lng: 115.2335, access: 'ングラ・ライ国際空港から車で約20分' },
      { place: 'ウルワツ', city: 'インドネシア共和国バリ州バドゥン県ウルワツ', streets: ['ウルワツ通り', 'ラヤ・ウルワツ通り'], postalCode: '80364', lat: -8.8291, lng: 115.0849, access: 'ングラ・ライ国際空港から車で約40分' },
      { place: 'ジンバラン', city: 'インドネシア共和国バリ州バドゥン県ジンバラン', streets: ['ブキット・プルマイ通り', 'ジンバラン通り'], postalCode: '80361', lat: -8.779, lng: 115.165, access: 'ングラ・ライ国際空港から車で約15分' },
      { place: 'ウブド', city: 'インドネシア共和国バリ州ギャニャール県ウブド', streets: ['モンキーフォレスト通り', 'ラヤ・ウブド通り'], postalCode: '80571', lat: -8.5069, lng: 115.2625, access: 'ングラ・ライ国際空港から車で約90分' },
    ],
  },
  {
    slug: 'tahiti', weight: 6, style: 'resort', costFactor: 1.3, words: ['モアナ', 'ティアレ', 'ラグーン', 'パレオ'],
    spots: [
      { place: 'ボラボラ', city: 'フランス領ポリネシア ボラボラ島', streets: ['マティラ岬通り'], postalCode: '98730', lat: -16.5004, lng: -151.7415, access: 'ファアア国際空港から国内線で約50分、ボートで約15分' },
      { place: 'モーレア', city: 'フランス領ポリネシア モーレア島', streets: ['クック湾通り'], postalCode: '98728', lat: -17.5388, lng: -149.8295, access: 'パペーテ港からフェリーで約30分、車で約20分' },
      { place: 'パペーテ', city: 'フランス領ポリネシア タヒチ島パペーテ', streets: ['ポマレ通り'], postalCode: '98714', lat: -17.5516, lng: -149.5585, access: 'ファアア国際空港から車で約15分' },
    ],
  },
  {
    slug: 'new-caledonia', weight: 4, style: 'resort', costFactor: 1.1, words: ['アンスバタ', 'ラグーン', 'コーラル'],
    spots: [
      { place: 'ヌメア', city: 'フランス領ニューカレドニア ヌメア市', streets: ['アンスバタ通り', 'ロワイヤル通り'], postalCode: '98800', lat: -22.2758, lng: 166.458, access: 'ラ・トントゥータ国際空港から車で約50分' },
      { place: 'イルデパン', city: 'フランス領ニューカレドニア イル・デ・パン島', streets: ['クト湾通り'], postalCode: '98832', lat: -22.63, lng: 167.4833, access: 'ヌメアから国内線で約20分、車で約10分' },
    ],
  },
  {
    slug: 'singapore', weight: 6, style: 'city', costFactor: 0.9, words: ['マーライオン', 'オーキッド', 'スカイ', 'ガーデンズ'],
    spots: [
      { place: 'セントーサ', city: 'シンガポール セントーサ島', streets: ['シロソ通り', 'アルティラリー通り'], postalCode: '099891', lat: 1.2494, lng: 103.8303, access: 'チャンギ国際空港から車で約30分' },
      { place: 'マリーナベイ', city: 'シンガポール マリーナベイ', streets: ['ベイフロント通り', 'ラッフルズ通り'], postalCode: '018956', lat: 1.2834, lng: 103.8607, access: 'チャンギ国際空港から車で約20分' },
      { place: 'オーチャード', city: 'シンガポール オーチャード', streets: ['オーチャード通り', 'スコッツ通り'], postalCode: '238867', lat: 1.3048, lng: 103.8318, access: 'チャンギ国際空港から車で約25分' },
    ],
  },
  {
    slug: 'australia', weight: 8, style: 'city', costFactor: 0.95, words: ['サザンクロス', 'ユーカリ', 'コーラルシー', 'ワトル'],
    spots: [
      { place: 'ゴールドコースト', city: 'オーストラリア クイーンズランド州ゴールドコースト', streets: ['サーファーズ・パラダイス通り', 'ジ・エスプラネード'], postalCode: '4217', lat: -28.0167, lng: 153.4, access: 'ゴールドコースト空港から車で約30分' },
      { place: 'ケアンズ', city: 'オーストラリア クイーンズランド州ケアンズ', streets: ['エスプラネード通り', 'アボット通り'], postalCode: '4870', lat: -16.9186, lng: 145.7781, access: 'ケアンズ空港から車で約15分' },
      { place: 'シドニー', city: 'オーストラリア ニューサウスウェールズ州シドニー', streets: ['ジョージ通り', 'マッコーリー通り'], postalCode: '2000', lat: -33.8688, lng: 151.2093, access: 'シドニー国際空港から車で約25分' },
    ],
  },
  {
    slug: 'italy', weight: 10, style: 'europe', costFactor: 1.25, words: ['サンタ・マリア', 'サン・ジョルジョ', 'ベルヴェデーレ', 'ルネッサンス', 'グラツィア', 'アモーレ', 'フィオーレ', 'ベアトリーチェ', 'オーロラ', 'ヴィオレッタ'],
    spots: [
      { place: 'フィレンツェ', city: 'イタリア共和国トスカーナ州フィレンツェ', streets: ['トルナブオーニ通り', 'カルツァイウォーリ通り'], postalCode: '50123', lat: 43.7696, lng: 11.2558, access: 'フィレンツェ・ペレトラ空港から車で約20分' },
      { place: 'ローマ', city: 'イタリア共和国ラツィオ州ローマ', streets: ['コンドッティ通り', 'ヴェネト通り'], postalCode: '00187', lat: 41.9028, lng: 12.4964, access: 'フィウミチーノ空港から車で約40分' },
      { place: 'アマルフィ', city: 'イタリア共和国カンパニア州アマルフィ', streets: ['ロレンツォ・ダマルフィ通り'], postalCode: '84011', lat: 40.634, lng: 14.6027, access: 'ナポリ・カポディキーノ空港から車で約90分' },
      { place: 'ヴェネツィア', city: 'イタリア共和国ヴェネト州ヴェネツィア', streets: ['サン・マルコ広場通り', 'カナル・グランデ沿い'], postalCode: '30124', lat: 45.4408, lng: 12.3155, access: 'マルコ・ポーロ空港から水上タクシーで約30分' },
    ],
  },
  {
    slug: 'france', weight: 9, style: 'europe', costFactor: 1.3, words: ['ノートルダム', 'リュミエール', 'ブランシュ', 'マルグリット', 'エトワール', 'ベルヴュー', 'ボヌール', 'ロワイヤル', 'サン・ルイ', 'アンジェリック'],
    spots: [
      { place: 'パリ', city: 'フランス共和国パリ8区', streets: ['シャンゼリゼ通り', 'フォーブル・サントノレ通り'], postalCode: '75008', lat: 48.8738, lng: 2.295, access: 'シャルル・ド・ゴール空港から車で約45分' },
      { place: 'ヴェルサイユ', city: 'フランス共和国イヴリーヌ県ヴェルサイユ', streets: ['パリ大通り', 'サン・クルー大通り'], postalCode: '78000', lat: 48.8049, lng: 2.1204, access: 'シャルル・ド・ゴール空港から車で約60分' },
      { place: 'ニース', city: 'フランス共和国アルプ＝マリティーム県ニース', streets: ['プロムナード・デ・ザングレ', 'マセナ通り'], postalCode: '06000', lat: 43.7102, lng: 7.262, access: 'ニース・コートダジュール空港から車で約15分' },
      { place: 'モンサンミッシェル', city: 'フランス共和国マンシュ県モン・サン・ミッシェル', streets: ['グランド・リュ'], postalCode: '50170', lat: 48.6361, lng: -1.5115, access: 'パリから車で約4時間、レンヌ駅からバスで約70分' },
    ],
  },
];

/** Where couples in Japan meet the planners of a hall abroad: its prefecture is the salon's. */
export const OVERSEAS_SALONS = [
  { prefecture: 'tokyo', name: '東京・銀座サロン', tel: '03', weight: 5 },
  { prefecture: 'tokyo', name: '東京・表参道サロン', tel: '03', weight: 2 },
  { prefecture: 'osaka', name: '大阪・梅田サロン', tel: '06', weight: 3 },
] as const;

/** Western words of venue names, by the kind of destination (Europe's are each country's own words). */
export const OVERSEAS_WORDS: Record<OverseasStyle, string[]> = {
  resort: ['オーシャン', 'コーラル', 'サンセット', 'ホワイトサンズ', 'エメラルド', 'アクアマリン', 'パームガーデン', 'シーブリーズ', 'スカイブルー', 'ブルーヘブン', 'ルミナス', 'セレスト'],
  city: ['グランド', 'ロイヤル', 'ルミナス', 'セレスト', 'クリスタル', 'スカイライン', 'ベイサイド', 'ハーバー', 'ガーデンテラス', 'グレイス'],
  europe: [],
};

/** Sentences for the catch copy and the description, by the kind of destination. */
export const OVERSEAS_CATCH: Record<OverseasStyle, string[]> = {
  resort: ['青い海と空に祝福されて', '白砂のビーチを望むチャペルで', '南国の花に包まれて', 'サンセットに染まるガーデンで', '波音が響くオーシャンフロントで'],
  city: ['きらめく夜景を望む会場で', '緑あふれるガーデンシティで', '洗練された街並みの中で', '港を見渡すテラスで'],
  europe: ['歴史ある教会で', '石畳の街の大聖堂で', 'ステンドグラスの光の中で', '古城のような邸宅で', '中世の街並みに抱かれて'],
};

export const OVERSEAS_CATCH_CLOSERS = [
  '叶える、憧れの海外挙式', '家族と過ごす特別な旅のセレモニーを', '一生に一度のリゾートウェディングを', 'ふたりらしい海外ウェディングを',
  'ふたりきりの誓いの時間を', '大切な家族との忘れられない一日を',
];

export const OVERSEAS_VENUE_SENTENCES: Record<OverseasStyle, string[]> = {
  resort: [
    '祭壇の向こうに広がる海を眺めながら、誓いの言葉を交わせる{place}の会場です。',
    'ガーデンではフラワーシャワーやサンセットフォトなど、リゾートならではの演出が楽しめます。',
    '挙式の後はビーチでのロケーションフォトも人気で、裸足で波打ち際を歩くふたりの写真が残せます。',
    'やわらかな自然光が差し込むチャペルは、ドレス姿がいちばん美しく映える時間帯を選んで挙式できます。',
  ],
  city: [
    '{place}の街並みを一望できる会場で、都会的で洗練されたセレモニーが叶います。',
    '夜には街の灯りが会場を彩り、ナイトウェディングやディナーパーティーも人気です。',
    '挙式の後は街のランドマークを巡るロケーションフォトで、旅の思い出も残せます。',
  ],
  europe: [
    '石造りの回廊とステンドグラスが美しい、{place}の歴史ある会場です。',
    'パイプオルガンの音色と聖歌隊の歌声に包まれて、厳かなセレモニーが叶います。',
    '挙式の後は旧市街を散策しながらのロケーションフォトが人気です。',
    '邸宅を貸し切って、家族だけで現地の料理とワインを楽しむ会食パーティーも開けます。',
  ],
};

export const OVERSEAS_SUPPORT_SENTENCES = [
  '現地の日本人スタッフが、空港からの送迎やお支度、挙式当日の通訳まで一貫してサポートします。',
  '挙式は{min}名から{max}名まで。ご家族や親しいご友人だけの少人数ウェディングにぴったりです。',
  'ご家族の航空券やホテルの手配も、挙式とあわせてまとめてご相談いただけます。',
  'ドレスやタキシードは日本で試着して決められ、現地の会場まで届けてもらえます。',
];

export const OVERSEAS_REGULATIONS = [
  ['日本から持参したドレス・タキシードの持ち込みは無料です。', 'ドレス・タキシードの持ち込みは1点につき33,000円（税込）の持ち込み料がかかります。'],
  ['現地カメラマンによる挙式の撮影は基本プランに含まれます。', '日本からのカメラマンの同行はご相談ください。'],
  ['ご参列の皆さまのパスポートは、渡航日に6か月以上の残存期間が必要です。'],
  ['挙式の時間は、現地の日没時刻や天候に合わせてご案内します。', '屋外挙式は、雨天の場合に屋内の会場へ変更となります。'],
] as const;
