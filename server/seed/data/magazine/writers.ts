/** The magazine's writers (demo): login, name, reading, profile, own site, subjects. */
export const WRITERS: { login: string; name: string; kana: string; description: string; url: string; specialties: string[] }[] = [
  { login: 'misaki-aoyama', name: '青山 美咲', kana: 'あおやま みさき', description: '元ウェディングプランナー。都内のゲストハウスで8年間、500組以上の結婚式を担当しました。式場選びと見積もりの読み解き方が得意です。', url: '', specialties: ['式場選び', '費用・節約'] },
  { login: 'haruka-morita', name: '森田 遥', kana: 'もりた はるか', description: 'ブライダル誌の編集を経てフリーに。ドレスショップ取材は100店舗以上。体型別のドレス選びや小物合わせのコツをお届けします。', url: 'https://example.jp/haruka-morita', specialties: ['ドレス・和装', '前撮り'] },
  { login: 'yui-tachibana', name: '橘 結衣', kana: 'たちばな ゆい', description: '2年前に結婚した現役花嫁ライター。共働きで進めた準備の工夫や、節約しながら満足度を上げたアイデアを実体験から紹介します。', url: '', specialties: ['準備スケジュール', '費用・節約'] },
  { login: 'kenta-ishikawa', name: '石川 健太', kana: 'いしかわ けんた', description: 'ジュエリー業界に12年。婚約指輪・結婚指輪の素材やデザイン、アフターサービスまで、男性目線でもわかりやすく解説します。', url: '', specialties: ['指輪'] },
  { login: 'sayaka-hoshino', name: '星野 さやか', kana: 'ほしの さやか', description: '冠婚葬祭のマナー講師。顔合わせや結納、両家のあいさつなど、家族にまつわる場面の段取りと言葉選びを専門にしています。', url: 'https://example.jp/hoshino-manner', specialties: ['顔合わせ・結納', '両親・ゲスト'] },
  { login: 'nanami-kudo', name: '工藤 七海', kana: 'くどう ななみ', description: '演出プロデューサー。ゲスト参加型の演出やペーパーアイテムの手作りなど、ふたりらしさが伝わる結婚式づくりを提案しています。', url: '', specialties: ['演出・アイテム'] },
  { login: 'ryo-nakagawa', name: '中川 涼', kana: 'なかがわ りょう', description: 'ウェディングフォトグラファー。前撮りやロケーションフォトの撮影歴10年。ポーズや撮影場所の選び方を現場目線で紹介します。', url: 'https://example.jp/ryo-photo', specialties: ['前撮り'] },
  { login: 'asuka-fujimoto', name: '藤本 明日香', kana: 'ふじもと あすか', description: '旅行会社でハネムーン専門カウンターを担当。ハワイ、ヨーロッパから国内リゾートまで、予算と日程に合わせた旅のプランを考えます。', url: '', specialties: ['ハネムーン'] },
  { login: 'megumi-sakai', name: '酒井 めぐみ', kana: 'さかい めぐみ', description: '結婚式場の元支配人。ゲストのおもてなしや席次、引出物の選び方など、招く側として押さえたいポイントをお伝えします。', url: '', specialties: ['両親・ゲスト', '式場選び'] },
  { login: 'mai-ogawa', name: '小川 舞', kana: 'おがわ まい', description: 'ファイナンシャルプランナー。結婚式費用と新生活の資金計画、ご祝儀の考え方など、お金の不安を減らす記事を担当しています。', url: 'https://example.jp/ogawa-fp', specialties: ['費用・節約', '準備スケジュール'] },
  { login: 'chihiro-kato', name: '加藤 千尋', kana: 'かとう ちひろ', description: '着付け師・和装コーディネーター。白無垢や色打掛、髪型の合わせ方まで、和装の魅力とルールを丁寧に解説します。', url: '', specialties: ['ドレス・和装'] },
  { login: 'musubi-editors', name: 'musubi編集部', kana: 'むすびへんしゅうぶ', description: '結婚準備を始めたふたりに向けて、式場探しから新生活まで役立つ情報を毎日お届けしています。', url: '', specialties: ['式場選び', '準備スケジュール', '演出・アイテム'] },
];
