/** 親御さんへの質問票 (spec §3): the twelve questions, their options and the four reactions. */

export const PREFECTURE_NAMES = [
  '北海道', '青森県', '岩手県', '宮城県', '秋田県', '山形県', '福島県', '茨城県', '栃木県', '群馬県', '埼玉県', '千葉県', '東京都', '神奈川県',
  '新潟県', '富山県', '石川県', '福井県', '山梨県', '長野県', '岐阜県', '静岡県', '愛知県', '三重県', '滋賀県', '京都府', '大阪府', '兵庫県',
  '奈良県', '和歌山県', '鳥取県', '島根県', '岡山県', '広島県', '山口県', '徳島県', '香川県', '愛媛県', '高知県', '福岡県', '佐賀県', '長崎県',
  '熊本県', '大分県', '宮崎県', '鹿児島県', '沖縄県',
] as const;

export interface ParentQuestion {
  id: number;
  title: string;
  /** single: one option; multi: any number; text: free text only. Options may be completed by a note. */
  kind: 'single' | 'multi' | 'text';
  options: readonly string[];
  /** Hint to the couple about what to write. */
  hint: string;
}

export const PARENT_QUESTIONS: readonly ParentQuestion[] = [
  { id: 1, title: '挙げたい季節・時間帯', kind: 'multi', options: ['春（3〜5月）', '夏（6〜8月）', '秋（9〜11月）', '冬（12〜2月）', '午前', '午後', '夜'], hint: '仕事の繁忙期や、ゲストの都合も書き添えると伝わりやすくなります。' },
  { id: 2, title: '日柄（六曜）', kind: 'multi', options: ['大安', '友引', '先勝', '先負', '赤口', '仏滅', '気にしない'], hint: '親御さんが日柄を大切にされることもあります。' },
  { id: 3, title: '挙げたい地域', kind: 'single', options: PREFECTURE_NAMES, hint: 'ふたりの住まい、地元、ゲストの住まいから考えてみましょう。' },
  { id: 4, title: '挙式のスタイル', kind: 'single', options: ['キリスト教式', '人前式', '神前式', '仏前式', 'まだ決めていない'], hint: '家のしきたりがあるかどうかも聞いてみましょう。' },
  { id: 5, title: 'ゲストの人数', kind: 'single', options: ['家族だけ（〜10名）', '少人数（11〜30名）', '中規模（31〜60名）', '大人数（61〜100名）', '100名より多い'], hint: '親族をどこまで招くかは、親御さんと相談したいポイントです。' },
  { id: 6, title: '式の雰囲気', kind: 'multi', options: ['ナチュラル', 'エレガント', 'クラシック', '和モダン', 'カジュアル', 'アットホーム', 'リゾート'], hint: '好きな会場の写真を一緒に見せると伝わります。' },
  { id: 7, title: 'やりたい演出', kind: 'multi', options: ['ケーキ入刀', 'ファーストバイト', '花嫁の手紙', 'お色直し', '余興', '写真・映像の演出', '特になし'], hint: '親御さんが参加する演出（花束贈呈など）は事前に伝えておきましょう。' },
  { id: 8, title: '気になっていること', kind: 'multi', options: ['費用', '親族の席次', '遠方ゲストの移動・宿泊', '両家のしきたりの違い', '準備の時間', '特になし'], hint: '不安なことは早めに共有すると、親御さんも協力しやすくなります。' },
  { id: 9, title: '費用の考え方（誰が何を負担するか）', kind: 'single', options: ['ふたりで全額負担したい', 'ご祝儀でまかなう予定', '親御さんの援助をお願いしたい', '両家と相談して分担したい'], hint: '援助をお願いする場合は、何に使いたいかも書いておくと安心です。' },
  { id: 10, title: '準備への関わり方', kind: 'single', options: ['式場見学にも一緒に来てほしい', '大事なことは相談したい', '決まったら報告します', 'ふたりにおまかせしてほしい'], hint: '親御さんがどこまで関わりたいかは、家族ごとに違います。' },
  { id: 11, title: 'ふたりからのお願い', kind: 'text', options: [], hint: '衣装、親族への連絡、当日の役割など、お願いしたいことを書きましょう。' },
  { id: 12, title: '親御さんへのメッセージ', kind: 'text', options: [], hint: '感謝の気持ちや、どんな式にしたいかを自由に伝えましょう。' },
];

export const PARENT_REACTIONS = {
  like: 'いいね',
  leave: 'おまかせ',
  consult: '相談してほしい',
  concern: 'ちょっと…',
} as const;
export type ParentReaction = keyof typeof PARENT_REACTIONS;
export const PARENT_REACTION_KEYS = Object.keys(PARENT_REACTIONS) as ParentReaction[];

/** How to talk it through, for the reactions that ask for it. */
export const REACTION_GUIDES: Partial<Record<ParentReaction, string>> = {
  consult: '「どんなところを一緒に決めたい？」と聞いてみましょう。電話より、資料や写真を見ながら話すと具体的になります。',
  concern: 'まずは理由をゆっくり聞きましょう。すぐに結論を出さず、ふたりの考えを伝えたうえで、折り合える案をいくつか用意すると話が進みます。',
};

/** Who a link is for. */
export const PARENT_LABELS = ['新郎の父', '新郎の母', '新婦の父', '新婦の母', 'ご家族'] as const;

export interface ParentAnswer {
  choices: string[];
  text: string;
}
export type ParentAnswers = Record<string, ParentAnswer>;

export const PARENT_TEXT_MAX = 500;

/** Problems with the couple's answers: options must belong to the question; single takes one. */
export function parentAnswerErrors(answers: Record<string, unknown>): string[] {
  const errors: string[] = [];
  const known = new Map(PARENT_QUESTIONS.map((q) => [String(q.id), q]));
  for (const [key, raw] of Object.entries(answers)) {
    const q = known.get(key);
    if (!q) {
      errors.push(`${key}: unknown question`);
      continue;
    }
    const a = raw as Partial<ParentAnswer> | null;
    if (!a || typeof a !== 'object' || !Array.isArray(a.choices) || typeof a.text !== 'string') {
      errors.push(`${key}: { choices: [], text: "" } expected`);
      continue;
    }
    if (a.choices.some((c) => typeof c !== 'string' || !q.options.includes(c))) errors.push(`${key}: 選択肢から選択してください`);
    if (q.kind === 'single' && a.choices.length > 1) errors.push(`${key}: 1つ選択してください`);
    if (a.text.length > PARENT_TEXT_MAX || a.text.includes('\u0000')) errors.push(`${key}: ${PARENT_TEXT_MAX}文字以内で入力してください`);
  }
  if (!Object.values(answers).some((a) => (a as ParentAnswer)?.choices?.length || (a as ParentAnswer)?.text?.trim())) errors.push('answers: 1つ以上の質問に回答してください');
  return errors;
}
