/** The 顔合わせ guide's content and the しおり template's defaults. */

export const KAOAWASE_STEPS = [
  { title: '両家の都合を聞く（2〜3か月前）', body: 'ふたりがそれぞれの親御さんに希望の日程と場所を聞きます。遠方の家族がいる場合は、中間地点や移動のしやすさも考えましょう。' },
  { title: 'お店を予約する（1〜2か月前）', body: '個室があり、落ち着いて話せるお店を選びます。ホテルのレストランや料亭には「顔合わせプラン」を用意しているところも多くあります。' },
  { title: 'しおりと記念品を準備する（2〜3週間前）', body: '当日の流れと両家の家族紹介をまとめた「顔合わせのしおり」があると、会話のきっかけになります。記念品を交換する場合は早めに手配を。' },
  { title: '当日の進行を決める（1週間前）', body: 'はじめのあいさつ、家族紹介、乾杯、記念撮影、結びのあいさつの担当を決めておきます。一般的には新郎側が進行役を務めます。' },
  { title: '当日・お礼', body: '会計はあらかじめ決めておいた方法で。帰宅後は、ふたりからそれぞれの家族へお礼の連絡をしましょう。' },
] as const;

export const KAOAWASE_COSTS = [
  { item: '食事代（1人あたり）', cost: '5,000〜15,000円', note: 'ホテル・料亭の顔合わせプランは1人1万円前後が目安' },
  { item: '個室料・サービス料', cost: '0〜10,000円', note: 'プランに含まれることが多い' },
  { item: '記念品・手土産', cost: '5,000〜30,000円', note: '両家でそろえるか、ふたりから贈る' },
  { item: '記念写真', cost: '0〜20,000円', note: 'お店のサービスや出張撮影' },
  { item: '合計（6名の場合）', cost: '5万〜12万円', note: '両家で折半、またはふたりが負担するのが一般的' },
] as const;

export interface ShioriValues {
  groom: string;
  bride: string;
  groomFamily: string;
  brideFamily: string;
  date: string;
  time: string;
  place: string;
  menu: string;
  programme: string;
  greeting: string;
  paper: 'a4' | 'a5';
}

export const SHIORI_DEFAULTS: ShioriValues = {
  groom: '',
  bride: '',
  groomFamily: '',
  brideFamily: '',
  date: '',
  time: '12:00',
  place: '',
  menu: '',
  programme: ['はじめのあいさつ（新郎）', '家族紹介（新郎家 → 新婦家）', '乾杯・お食事', '婚約記念品の交換', '記念撮影', '結びのあいさつ（新郎の父）'].join('\n'),
  greeting: '本日はお忙しいなか、お集まりいただきありがとうございます。これから両家のみなさまと、末永くよろしくお願いいたします。',
  paper: 'a5',
};

/** Non-empty lines of a textarea. */
export const lines = (s: string): string[] => s.split('\n').map((x) => x.trim()).filter(Boolean);
