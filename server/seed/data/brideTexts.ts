import type { BridePhotoSection, BrideStyle } from '../../../lib/brides/vocabulary';

/** Albums a bride makes: the title and the sections its photos show (weighted). */
export const ALBUM_KINDS: [title: string, sections: [BridePhotoSection, number][]][] = [
  ['前撮り', [['prewedding', 6], ['dress', 2], ['garden', 1]]],
  ['挙式', [['ceremony', 8], ['dress', 1], ['other', 1]]],
  ['披露宴', [['reception', 6], ['decoration', 2], ['cuisine', 1], ['other', 1]]],
  ['ドレス・和装', [['dress', 8], ['prewedding', 1]]],
  ['料理・ケーキ', [['cuisine', 9], ['reception', 1]]],
  ['装花・会場コーディネート', [['decoration', 8], ['reception', 2]]],
  ['ガーデン', [['garden', 8], ['ceremony', 1], ['decoration', 1]]],
  ['ウェルカムスペース・DIY', [['decoration', 5], ['other', 5]]],
  ['二次会', [['reception', 5], ['other', 4], ['cuisine', 1]]],
];

/** Captions per section; a photo's caption is drawn from its own section. */
export const BRIDE_PHOTO_CAPTIONS: Record<BridePhotoSection, string[]> = {
  prewedding: ['桜並木での前撮り', '紅葉の庭園でロケーションフォト', '海辺で撮った夕暮れのツーショット', '和装でのスタジオ撮影', '思い出の場所で前撮り', '洋館の階段で撮影しました', '二人の影をシルエットで'],
  ceremony: ['バージンロードを父と歩きました', '誓いのキス', '指輪の交換', 'フラワーシャワーに包まれて', '神殿での三献の儀', '光が差し込むチャペル', '退場のときの笑顔', '牧師さんの温かい言葉'],
  reception: ['乾杯の瞬間', 'ケーキ入刀', '高砂からの眺め', '友人の余興で大笑い', '両親への手紙', 'テーブルラウンドで記念撮影', 'キャンドルリレーの演出', '中座は祖母と一緒に'],
  dress: ['一目ぼれしたAラインのドレス', 'お色直しはくすみブルーのカラードレス', '母から受け継いだ色打掛', '白無垢と綿帽子', 'ヘアはドライフラワーでアレンジ', '後ろ姿のリボンがお気に入り', 'タキシードとドレスのツーショット'],
  cuisine: ['季節の前菜', '国産牛フィレ肉のロースト', 'フルーツたっぷりのウェディングケーキ', 'デザートビュッフェ', '地元の食材を使ったお料理', '二人の似顔絵ケーキ', '和洋折衷のコース料理'],
  decoration: ['テーブル装花はグリーン多め', 'キャンドルの灯りのテーブル', 'ドライフラワーの高砂', 'ブーケとブートニア', '和傘を使った装飾', 'ゲストテーブルの名札', '季節の花でつくったアーチ'],
  garden: ['芝生のガーデンで乾杯', '夕暮れのテラス', 'ガーデンでのバブルシャワー', '四季の花が咲く庭園', 'ガーデンでの集合写真', '木漏れ日の中のデザートタイム'],
  other: ['手作りのウェルカムボード', '二人の手元', 'プロフィールブック', '親族との集合写真', '夜景をバックに', 'リングピローも手作り', '受付に飾った思い出の写真'],
};

const TITLE_PLACES = ['緑あふれるガーデンで', '光が差し込むチャペルで', '歴史ある神社で', '海が見える会場で', '夜景のきれいなホテルで', '貸切のレストランで', '一軒家のゲストハウスで', '故郷の式場で', '高原のリゾートで', '老舗料亭で', '大聖堂で', '都心のホテルで'];
const TITLE_MOODS = ['笑顔いっぱいの', '感謝を伝える', '家族とゆっくり過ごした', 'ゲストと一緒に楽しんだ', '手作りにこだわった', '憧れを叶えた', '温かい', '思い出に残る', 'ふたりらしい', '季節を感じる'];
const TITLE_TAILS: Record<BrideStyle, string[]> = {
  ceremony_reception: ['結婚式', 'ウェディング', '挙式と披露宴'],
  family: ['家族婚', '食事会', '家族だけの結婚式'],
  small: ['少人数婚', '少人数ウェディング', 'アットホームな結婚式'],
  party: ['1.5次会', 'カジュアルパーティー', 'ウェディングパーティー'],
  photo: ['フォトウェディング', '記念撮影', '前撮りと食事会'],
};

/** A title from three parts, distinct for the first few thousand reports of a style. */
export function reportTitle(i: number, style: BrideStyle): string {
  const tails = TITLE_TAILS[style];
  const place = TITLE_PLACES[i % TITLE_PLACES.length];
  const mood = TITLE_MOODS[Math.floor(i / TITLE_PLACES.length) % TITLE_MOODS.length];
  const tail = tails[Math.floor(i / (TITLE_PLACES.length * TITLE_MOODS.length)) % tails.length];
  return `${place}${mood}${tail}`;
}

/** Advice in three parts (choosing the hall, preparing, the day): each report picks one sentence of each. */
export const ADVICE_HALL = [
  '式場は3か所見学して、料理の試食ができたところに決めました。',
  '駅からの近さを重視して、遠方のゲストも来やすい会場を選びました。',
  'ブライダルフェアで模擬挙式を見て、チャペルの雰囲気に一目ぼれしました。',
  '見積もりは最初の金額から上がるものと考えて、余裕をもって予算を組みました。',
  '持ち込み料がかからない会場だったので、ドレスも小物も自由に選べました。',
  '雨の日のプランを必ず確認しておくと安心です。',
  '親族の控室や授乳室など、ゲスト目線の設備もチェックしました。',
  '担当プランナーさんとの相性も、決め手のひとつになりました。',
];
export const ADVICE_PREP = [
  'ペーパーアイテムは早めに手をつけると、直前に慌てずに済みます。',
  'ふたりでやることリストを共有して、週末ごとに進めました。',
  'ドレス選びは3回目の試着で運命の一着に出会えました。',
  '招待状の返信はウェブで受け付けたので、集計がとても楽でした。',
  '席次はゲスト同士の関係を思い浮かべながら何度も組み直しました。',
  'ウェルカムボードは友人と一緒に手作りして、よい思い出になりました。',
  'プロフィールムービーは子どものころの写真を家族から集めて作りました。',
  '衣装の小物はネットで探して費用を抑えました。',
];
export const ADVICE_DAY = [
  '当日はあっという間なので、ゲストと話す時間を意識してつくるのがおすすめです。',
  '両親への手紙は、読み上げる前から涙が止まりませんでした。',
  'カメラマンさんに撮ってほしい人を事前に伝えておいてよかったです。',
  '歓談の時間を長めにとったので、ゲストとたくさん写真を撮れました。',
  '朝ごはんはしっかり食べておくと、最後まで元気に過ごせます。',
  'お見送りのときにゲスト一人ひとりに感謝を伝えられたのがうれしかったです。',
  '天気が心配でしたが、晴れ間にガーデンで乾杯できました。',
  '当日のことはプランナーさんに任せて、ふたりで楽しむことに集中しました。',
];

export const OTHER_PLACES = ['海辺のレストラン', '実家近くの神社', '古民家カフェ', 'ホテルの宴会場', '地元のゲストハウス', '高原のチャペル'];

export const STYLE_GUESTS: Record<BrideStyle, [number, number]> = {
  ceremony_reception: [40, 120],
  family: [6, 24],
  small: [10, 40],
  party: [30, 80],
  photo: [2, 12],
};
