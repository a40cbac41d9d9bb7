import type { FairFlag } from '../../../lib/constants';

/** The kinds of fair the demo halls hold (seed data, natural Japanese as on real sites). */
export interface FairTemplate {
  name: string;
  description: string;
  flags: Partial<Record<FairFlag, true>>;
  /** Yen per group; absent = free. Tasting fairs may cost. */
  prices?: number[];
  benefits: string[];
  /** Hall service types it suits (absent = all). */
  services?: number[];
}

const VISIT_GIFT = '来館特典：ギフト券10,000円分プレゼント';
const CONTRACT_DISCOUNT = '成約特典：会場使用料から最大100,000円割引';

export const FAIR_TEMPLATES: FairTemplate[] = [
  {
    name: '【試食付き】チャペル見学＆模擬挙式体験フェア',
    description: '光あふれるチャペルで本番さながらの模擬挙式をご覧いただけます。料理長こだわりのコース料理の試食付きで、当日のイメージがぐっと膨らみます。',
    flags: { has_consultation: true, has_mock_ceremony: true, has_tasting: true, has_food: true },
    prices: [0, 0, 3000],
    benefits: [VISIT_GIFT, CONTRACT_DISCOUNT, 'ドレス10%割引'],
    services: [1, 2, 3, 4],
  },
  {
    name: '【初めての方におすすめ】会場見学＆ご相談会',
    description: '何から始めればいいか分からないおふたりも安心。プランナーが会場をご案内し、日程や費用の疑問にひとつずつお答えします。',
    flags: { has_consultation: true },
    benefits: [VISIT_GIFT, '見積もり相談で引出物10%割引'],
  },
  {
    name: '【豪華特典】無料試食×ドレス試着フェア',
    description: '人気のコース料理を無料で試食いただけるうえ、提携ショップのウェディングドレスを試着できる欲張りなフェアです。',
    flags: { has_consultation: true, has_tasting: true, has_try_dress: true, has_food: true },
    benefits: [VISIT_GIFT, CONTRACT_DISCOUNT, 'ドレス1着プレゼント（成約の方）'],
    services: [1, 2, 3, 4],
  },
  {
    name: '【花嫁人気No.1】模擬挙式＆模擬披露宴 体感フェア',
    description: '挙式から披露宴までの流れを、実際の演出やコーディネートとともに体感。ゲスト目線で当日の雰囲気を味わえます。',
    flags: { has_mock_ceremony: true, has_mock_reception: true, has_show: true, has_decoration: true, has_food: true },
    benefits: [CONTRACT_DISCOUNT, '演出アイテム1点プレゼント'],
    services: [1, 2, 3],
  },
  {
    name: '【フルコース試食】シェフ特製 婚礼料理を味わう試食会',
    description: '前菜からデザートまで、実際の婚礼コースをフルコースでご試食いただけます。アレルギーや苦手な食材のご相談も承ります。',
    flags: { has_tasting: true, has_food: true, has_consultation: true },
    prices: [0, 3000, 5000],
    benefits: ['料理ランクアップ特典', VISIT_GIFT],
    services: [1, 3, 4],
  },
  {
    name: '【会場コーディネート見学】テーブル装花＆ガーデン演出フェア',
    description: '季節の装花で彩った会場とガーデンをご覧いただけます。コーディネーターがテーマカラーやテーブル装花をご提案します。',
    flags: { has_decoration: true, has_consultation: true, has_show: true },
    benefits: ['装花10%割引', CONTRACT_DISCOUNT],
  },
  {
    name: '【少人数・家族婚】アットホームな少人数ウェディング相談会',
    description: 'ご家族や親しいゲストだけで過ごす少人数ウェディングのご相談会。会食スタイルのプランや費用の目安をご案内します。',
    flags: { has_consultation: true, has_food: true },
    benefits: ['少人数プラン特別価格のご案内', VISIT_GIFT],
  },
  {
    name: '【ドレス試着】憧れのウェディングドレス試着体験フェア',
    description: 'チャペルを背景に、トレンドのウェディングドレスを試着できます。お写真の撮影もどうぞ。',
    flags: { has_try_dress: true, has_show: true, has_consultation: true },
    benefits: ['ドレス20%割引', VISIT_GIFT],
    services: [1, 2, 3, 6],
  },
  {
    name: '【見積もり相談】費用がまるわかり！安心お見積もりフェア',
    description: '持ち込みや自己負担額の考え方まで、プランナーが丁寧にお見積もりをご説明します。他会場とのお見積もり比較も歓迎です。',
    flags: { has_consultation: true },
    benefits: [CONTRACT_DISCOUNT, '見積もり提示でギフト券プレゼント'],
  },
  {
    name: '【和婚】神前式見学＆和装試着フェア',
    description: '厳かな神前式の流れをご見学いただき、白無垢や色打掛の試着もお楽しみいただけます。',
    flags: { has_mock_ceremony: true, has_try_dress: true, has_consultation: true },
    benefits: ['和装レンタル10%割引', VISIT_GIFT],
    services: [1, 5],
  },
  {
    name: '【フォトウェディング】撮影プラン体験＆相談会',
    description: 'ロケーションやスタジオの見本写真をご覧いただきながら、衣装や撮影プランをご相談いただけます。',
    flags: { has_consultation: true, has_try_dress: true },
    benefits: ['データ全カットプレゼント', '衣装1着追加無料'],
    services: [6, 99],
  },
];

/** Time slots of a fair day (hold_time1..hold_time8). */
export const SLOT_PATTERNS: string[][] = [
  ['10:00〜12:00', '13:00〜15:00', '16:00〜18:00'],
  ['10:00〜13:00', '14:00〜17:00'],
  ['09:30〜12:00', '11:00〜13:30', '13:30〜16:00', '15:00〜17:30', '17:00〜19:30'],
  ['10:00〜11:30', '12:00〜13:30', '14:00〜15:30', '16:00〜17:30', '18:00〜19:30'],
  ['09:00〜10:30', '10:00〜11:30', '11:00〜12:30', '12:30〜14:00', '13:30〜15:00', '15:00〜16:30', '16:30〜18:00', '18:00〜19:30'],
  ['11:00〜14:00'],
];

/** Demo couples behind the seeded reservations (fictional). */
export const DEMO_PEOPLE = [
  { lastName: '佐藤', firstName: '美咲', lastNameKana: 'サトウ', firstNameKana: 'ミサキ', gender: 'female' },
  { lastName: '鈴木', firstName: '彩花', lastNameKana: 'スズキ', firstNameKana: 'アヤカ', gender: 'female' },
  { lastName: '高橋', firstName: '翔太', lastNameKana: 'タカハシ', firstNameKana: 'ショウタ', gender: 'male' },
  { lastName: '田中', firstName: '優奈', lastNameKana: 'タナカ', firstNameKana: 'ユウナ', gender: 'female' },
  { lastName: '伊藤', firstName: '大輝', lastNameKana: 'イトウ', firstNameKana: 'ダイキ', gender: 'male' },
  { lastName: '渡辺', firstName: '真由', lastNameKana: 'ワタナベ', firstNameKana: 'マユ', gender: 'female' },
  { lastName: '山本', firstName: '萌', lastNameKana: 'ヤマモト', firstNameKana: 'モエ', gender: 'female' },
  { lastName: '中村', firstName: '健太', lastNameKana: 'ナカムラ', firstNameKana: 'ケンタ', gender: 'male' },
] as const;
