/**
 * The nine regions and 47 prefectures (JIS X 0401 codes, prefectural office coordinates).
 * The region 北陸・甲信越 has the slug `hokuriku-koshinetsu`, 九州・沖縄 `kyushu-okinawa`.
 */
export const REGIONS = [
  { slug: 'hokkaido', name: '北海道' },
  { slug: 'tohoku', name: '東北' },
  { slug: 'kanto', name: '関東' },
  { slug: 'hokuriku-koshinetsu', name: '北陸・甲信越' },
  { slug: 'tokai', name: '東海' },
  { slug: 'kansai', name: '関西' },
  { slug: 'chugoku', name: '中国' },
  { slug: 'shikoku', name: '四国' },
  { slug: 'kyushu-okinawa', name: '九州・沖縄' },
] as const;

export type RegionSlug = (typeof REGIONS)[number]['slug'];

export interface PrefectureSeed {
  id: number;
  slug: string;
  name: string;
  region: RegionSlug;
  lat: number;
  lng: number;
  /** Relative share of the halls (population-like). */
  weight: number;
  /** Telephone area code of the capital. */
  tel: string;
}

export const PREFECTURES: PrefectureSeed[] = [
  { id: 1, slug: 'hokkaido', name: '北海道', region: 'hokkaido', lat: 43.0642, lng: 141.3469, weight: 30, tel: '011' },
  { id: 2, slug: 'aomori', name: '青森県', region: 'tohoku', lat: 40.8244, lng: 140.74, weight: 6, tel: '017' },
  { id: 3, slug: 'iwate', name: '岩手県', region: 'tohoku', lat: 39.7036, lng: 141.1527, weight: 6, tel: '019' },
  { id: 4, slug: 'miyagi', name: '宮城県', region: 'tohoku', lat: 38.2688, lng: 140.8721, weight: 14, tel: '022' },
  { id: 5, slug: 'akita', name: '秋田県', region: 'tohoku', lat: 39.7186, lng: 140.1024, weight: 5, tel: '018' },
  { id: 6, slug: 'yamagata', name: '山形県', region: 'tohoku', lat: 38.2404, lng: 140.3633, weight: 5, tel: '023' },
  { id: 7, slug: 'fukushima', name: '福島県', region: 'tohoku', lat: 37.7503, lng: 140.4676, weight: 8, tel: '024' },
  { id: 8, slug: 'ibaraki', name: '茨城県', region: 'kanto', lat: 36.3418, lng: 140.4468, weight: 10, tel: '029' },
  { id: 9, slug: 'tochigi', name: '栃木県', region: 'kanto', lat: 36.5657, lng: 139.8836, weight: 8, tel: '028' },
  { id: 10, slug: 'gunma', name: '群馬県', region: 'kanto', lat: 36.3907, lng: 139.0604, weight: 8, tel: '027' },
  { id: 11, slug: 'saitama', name: '埼玉県', region: 'kanto', lat: 35.857, lng: 139.6489, weight: 22, tel: '048' },
  { id: 12, slug: 'chiba', name: '千葉県', region: 'kanto', lat: 35.6051, lng: 140.1233, weight: 20, tel: '043' },
  { id: 13, slug: 'tokyo', name: '東京都', region: 'kanto', lat: 35.6895, lng: 139.6917, weight: 110, tel: '03' },
  { id: 14, slug: 'kanagawa', name: '神奈川県', region: 'kanto', lat: 35.4478, lng: 139.6425, weight: 48, tel: '045' },
  { id: 15, slug: 'niigata', name: '新潟県', region: 'hokuriku-koshinetsu', lat: 37.9026, lng: 139.0236, weight: 8, tel: '025' },
  { id: 16, slug: 'toyama', name: '富山県', region: 'hokuriku-koshinetsu', lat: 36.6953, lng: 137.2113, weight: 4, tel: '076' },
  { id: 17, slug: 'ishikawa', name: '石川県', region: 'hokuriku-koshinetsu', lat: 36.5947, lng: 136.6256, weight: 6, tel: '076' },
  { id: 18, slug: 'fukui', name: '福井県', region: 'hokuriku-koshinetsu', lat: 36.0652, lng: 136.2216, weight: 4, tel: '0776' },
  { id: 19, slug: 'yamanashi', name: '山梨県', region: 'hokuriku-koshinetsu', lat: 35.6642, lng: 138.5684, weight: 4, tel: '055' },
  { id: 20, slug: 'nagano', name: '長野県', region: 'hokuriku-koshinetsu', lat: 36.6513, lng: 138.181, weight: 8, tel: '026' },
  { id: 21, slug: 'gifu', name: '岐阜県', region: 'tokai', lat: 35.3912, lng: 136.7223, weight: 7, tel: '058' },
  { id: 22, slug: 'shizuoka', name: '静岡県', region: 'tokai', lat: 34.9769, lng: 138.3831, weight: 14, tel: '054' },
  { id: 23, slug: 'aichi', name: '愛知県', region: 'tokai', lat: 35.1802, lng: 136.9066, weight: 42, tel: '052' },
  { id: 24, slug: 'mie', name: '三重県', region: 'tokai', lat: 34.7303, lng: 136.5086, weight: 6, tel: '059' },
  { id: 25, slug: 'shiga', name: '滋賀県', region: 'kansai', lat: 35.0045, lng: 135.8686, weight: 5, tel: '077' },
  { id: 26, slug: 'kyoto', name: '京都府', region: 'kansai', lat: 35.0214, lng: 135.7556, weight: 20, tel: '075' },
  { id: 27, slug: 'osaka', name: '大阪府', region: 'kansai', lat: 34.6863, lng: 135.52, weight: 60, tel: '06' },
  { id: 28, slug: 'hyogo', name: '兵庫県', region: 'kansai', lat: 34.6913, lng: 135.183, weight: 24, tel: '078' },
  { id: 29, slug: 'nara', name: '奈良県', region: 'kansai', lat: 34.6851, lng: 135.8048, weight: 5, tel: '0742' },
  { id: 30, slug: 'wakayama', name: '和歌山県', region: 'kansai', lat: 34.226, lng: 135.1675, weight: 4, tel: '073' },
  { id: 31, slug: 'tottori', name: '鳥取県', region: 'chugoku', lat: 35.5036, lng: 134.2383, weight: 3, tel: '0857' },
  { id: 32, slug: 'shimane', name: '島根県', region: 'chugoku', lat: 35.4723, lng: 133.0505, weight: 3, tel: '0852' },
  { id: 33, slug: 'okayama', name: '岡山県', region: 'chugoku', lat: 34.6618, lng: 133.9344, weight: 8, tel: '086' },
  { id: 34, slug: 'hiroshima', name: '広島県', region: 'chugoku', lat: 34.3966, lng: 132.4596, weight: 14, tel: '082' },
  { id: 35, slug: 'yamaguchi', name: '山口県', region: 'chugoku', lat: 34.1859, lng: 131.4714, weight: 5, tel: '083' },
  { id: 36, slug: 'tokushima', name: '徳島県', region: 'shikoku', lat: 34.0658, lng: 134.5593, weight: 3, tel: '088' },
  { id: 37, slug: 'kagawa', name: '香川県', region: 'shikoku', lat: 34.3401, lng: 134.0434, weight: 4, tel: '087' },
  { id: 38, slug: 'ehime', name: '愛媛県', region: 'shikoku', lat: 33.8416, lng: 132.7657, weight: 5, tel: '089' },
  { id: 39, slug: 'kochi', name: '高知県', region: 'shikoku', lat: 33.5597, lng: 133.5311, weight: 3, tel: '088' },
  { id: 40, slug: 'fukuoka', name: '福岡県', region: 'kyushu-okinawa', lat: 33.6064, lng: 130.4181, weight: 40, tel: '092' },
  { id: 41, slug: 'saga', name: '佐賀県', region: 'kyushu-okinawa', lat: 33.2494, lng: 130.2988, weight: 3, tel: '0952' },
  { id: 42, slug: 'nagasaki', name: '長崎県', region: 'kyushu-okinawa', lat: 32.7448, lng: 129.8737, weight: 5, tel: '095' },
  { id: 43, slug: 'kumamoto', name: '熊本県', region: 'kyushu-okinawa', lat: 32.7898, lng: 130.7417, weight: 7, tel: '096' },
  { id: 44, slug: 'oita', name: '大分県', region: 'kyushu-okinawa', lat: 33.2382, lng: 131.6126, weight: 4, tel: '097' },
  { id: 45, slug: 'miyazaki', name: '宮崎県', region: 'kyushu-okinawa', lat: 31.9111, lng: 131.4239, weight: 4, tel: '0985' },
  { id: 46, slug: 'kagoshima', name: '鹿児島県', region: 'kyushu-okinawa', lat: 31.5602, lng: 130.5581, weight: 6, tel: '099' },
  { id: 47, slug: 'okinawa', name: '沖縄県', region: 'kyushu-okinawa', lat: 26.2124, lng: 127.6809, weight: 12, tel: '098' },
];
