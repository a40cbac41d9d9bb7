import type { EnqueteQuestion } from '../../api/contract/enquete';

/** The survey versions the seed creates (versions are data; new ones are rows, not code). */
export const ENQUETE_VERSIONS: { version: string; title: string; questions: EnqueteQuestion[] }[] = [
  {
    version: '2026-satisfaction',
    title: 'musubi ご利用満足度アンケート',
    questions: [
      { id: 'overall', type: 'rating', label: 'musubiの満足度を5段階で教えてください', options: [], required: true },
      { id: 'used', type: 'multi', label: 'よく使う機能を教えてください（複数選択可）', options: ['式場検索', '口コミ', 'ブライダルフェア予約', 'マガジン', 'クリップ', 'ふたりの結婚式診断', '親御さんへの質問票'], required: true },
      { id: 'stage', type: 'single', label: '結婚式準備はどの段階ですか', options: ['情報収集中', '式場見学中', '式場を決めた', '結婚式を挙げた'], required: true },
      { id: 'recommend', type: 'rating', label: '友人にmusubiをすすめたいと思いますか', options: [], required: true },
      { id: 'comment', type: 'text', label: 'ご意見・ご要望があればお聞かせください', options: [], required: false, max: 1000 },
    ],
  },
  {
    version: '2026-fair',
    title: 'ブライダルフェア参加後アンケート',
    questions: [
      { id: 'satisfaction', type: 'rating', label: '参加したフェアの満足度を教えてください', options: [], required: true },
      { id: 'good', type: 'multi', label: 'よかった内容（複数選択可）', options: ['試食', '模擬挙式', '会場コーディネート', 'スタッフの対応', '見積もりの説明'], required: true },
      { id: 'next', type: 'single', label: 'この式場をどう考えていますか', options: ['第一候補', 'ほかと比較中', '候補から外した'], required: true },
      { id: 'comment', type: 'text', label: 'フェアの感想を自由にお書きください', options: [], required: false, max: 1000 },
    ],
  },
];
