// The member review form's limits and wording, apart from the schemas (api/contract/memberReviews
// re-exports them) so the form shows them without zod; its schema loads when she sends it.

export const REVIEW_TITLE_MIN = 5;
export const REVIEW_TITLE_MAX = 40;
export const REVIEW_BODY_MIN = 50;
export const REVIEW_BODY_MAX = 2000;
export const REVIEW_PHOTOS_MAX = 4;
export const REVIEW_PHOTO_BYTES = 8 * 1024 * 1024;
export const MODERATION_REASON_MAX = 500;

export const REVIEW_MSG = {
  reviewerType: '投稿者の種類を選択してください',
  season: '季節を選択してください',
  score: (label: string) => `「${label}」の評価を選択してください`,
  titleRequired: 'タイトルを入力してください',
  titleLength: `タイトルは${REVIEW_TITLE_MIN}文字以上${REVIEW_TITLE_MAX}文字以内で入力してください`,
  bodyRequired: '口コミ本文を入力してください',
  bodyLength: `口コミ本文は${REVIEW_BODY_MIN}文字以上${REVIEW_BODY_MAX}文字以内で入力してください`,
  photo: '写真はJPEG・PNG・WebPの画像を選択してください',
  photoCount: `写真は${REVIEW_PHOTOS_MAX}枚までです`,
  guestCount: '招待人数は半角数字で入力してください',
  cost: '費用は半角数字で入力してください',
  notEligible: 'この式場の口コミを投稿できるのは、ムスビで予約したフェアに参加された方（式場で来館を確認済み）か、この式場で挙式された方です',
  duplicate: 'この式場には同じ立場での口コミを投稿済みです',
  reasonRequired: '差し戻しの理由を入力してください',
  reasonLength: `理由は${MODERATION_REASON_MAX}文字以内で入力してください`,
  notPending: 'この口コミは審査中ではありません',
} as const;
