import type { OverseasDestinationSlug } from '../../api/contract/overseasDestinations';

/**
 * The first sentence of each 海外挙式 landing (/overseas/{slug}). Read by getServerSideProps only,
 * so it never reaches the browser's bundle.
 */
export const OVERSEAS_LEADS: Record<OverseasDestinationSlug, string> = {
  hawaii: 'ワイキキやコオリナのビーチを望むチャペルで、青い海と空に祝福される結婚式を。日本からの直行便も多く、家族みんなで旅行を兼ねて参列しやすいのが魅力です。',
  guam: '日本から飛行機で約4時間。短い休暇でも家族そろって行きやすく、タモン湾を望むチャペルでのリゾートウェディングが人気です。',
  saipan: '日本から飛行機で約4時間。マニャガハ島を望む遠浅の海と、のんびりとした島時間の中で、ふたりらしい挙式が叶います。',
  bali: '「神々の島」と呼ばれるバリ島。断崖の上のチャペルやプライベートヴィラで、エキゾチックで開放的な一日を。',
  tahiti: '透明なラグーンに水上コテージが並ぶタヒチは、新婚旅行先としても憧れの楽園。ボラボラ島やモーレア島で特別なセレモニーを。',
  'new-caledonia': '「天国にいちばん近い島」ニューカレドニア。フランスの香りが漂うヌメアの街と、世界遺産のラグーンに囲まれて誓いを。',
  singapore: 'マリーナベイの夜景からセントーサ島のリゾートまで、都会とリゾートの両方を楽しめるシンガポール。日本から約7時間で行けます。',
  australia: 'ゴールドコーストの海辺のチャペル、ケアンズの熱帯雨林、シドニーのハーバービュー。日本との時差が少なく、季節が逆なのも魅力です。',
  italy: 'フィレンツェの歴史ある教会からアマルフィ海岸を望むヴィラまで。美食とワインの国で、映画のワンシーンのような結婚式を。',
  france: 'パリの街並みやヴェルサイユ、南仏ニースの海辺まで。古城や教会での本格的なセレモニーと、フレンチの祝宴が叶います。',
};

/** Links from the 海外挙式 landings to resort weddings in Japan. */
export const DOMESTIC_RESORT_LINKS = [
  { href: '/pref/okinawa', label: '沖縄県の結婚式場' },
  { href: '/ws/resort', label: '国内のリゾート婚' },
  { href: '/k/ocean', label: 'オーシャンビューの式場' },
];
