// The partners' console words and limits, apart from the schemas: pages show them without zod.

export const reservationStatusKeys = ['new', 'confirmed', 'attended', 'no_show', 'cancelled'] as const;
export type ReservationStatusKey = (typeof reservationStatusKeys)[number];
export const RESERVATION_STATUS_LABELS: Record<ReservationStatusKey, string> = {
  new: '新規',
  confirmed: '確認済み',
  attended: '来館済み',
  no_show: '不参加',
  cancelled: 'キャンセル',
};
/** 新規 → 確認済み → 来館済み | 不参加 | キャンセル: where each status may go next. */
export const RESERVATION_NEXT: Record<ReservationStatusKey, readonly ReservationStatusKey[]> = {
  new: ['confirmed', 'attended', 'no_show', 'cancelled'],
  confirmed: ['attended', 'no_show', 'cancelled'],
  attended: [],
  no_show: ['attended'],
  cancelled: [],
};

export const CONTRACT_STATE_LABELS = { pending: '確認待ち', confirmed: '成約確認済み', declined: '確認できませんでした' } as const;
export const PARTNER_ROLE_LABELS = { owner: 'オーナー', staff: 'スタッフ' } as const;

export const PARTNER_NOTE_MAX = 1000;
export const REPLY_MAX = 1000;
export const REPORT_REASON_MAX = 500;
export const DECLINE_REASON_MAX = 500;
export const PLAN_TEXT_MAX = { name: 80, description: 1000, include: 40, conditions: 300 } as const;
export const PLAN_INCLUDES_MAX = 20;
export const HALL_TEXT_MAX = { catch_copy: 80, description: 3000, access: 300 } as const;
export const FAIR_TEXT_MAX = { name: 80, description: 1000, benefit: 80 } as const;
export const FAIR_BENEFITS_MAX = 10;
/** Dates one request may create or copy a fair to (a series). */
export const FAIR_DATES_MAX = 30;
/** How far ahead a fair may be put (days). */
export const FAIR_DAYS_AHEAD = 365;
export const FAIR_SLOTS_MAX = 8;
export const HALL_PHOTOS_MAX = 120;
export const PHOTO_CAPTION_MAX = 100;

export const PARTNER_MSG = {
  notPartner: 'パートナー（式場）アカウント専用の画面です',
  ownerOnly: '式場のオーナーだけが行える操作です',
  hallNotFound: '式場が見つかりません',
  reservationNotFound: '予約が見つかりません',
  fairNotFound: 'フェアが見つかりません',
  slotNotFound: 'フェアの時間枠が見つかりません',
  reviewNotFound: '口コミが見つかりません',
  contractNotFound: '成約報告が見つかりません',
  giftNotFound: 'ギフトコードが見つかりません',
  statusStep: (from: string, to: string) => `「${from}」から「${to}」には変更できません`,
  attendNeedsMember: '会員登録された方の予約ではないため、来館済みにできません',
  capacityBelowBooked: (booked: number) => `この時間枠にはすでに${booked}組の予約があります。定員を${booked}組未満にはできません`,
  capacityRange: '定員は1〜99組の半角数字で入力してください',
  holdTime: '時間は「10:00〜12:00」の形式で入力してください',
  note: `メモは${PARTNER_NOTE_MAX}文字以内で入力してください`,
  reply: `返信を1〜${REPLY_MAX}文字で入力してください`,
  replyNotPublished: '公開中の口コミにだけ返信できます',
  reportReason: `通報の理由を1〜${REPORT_REASON_MAX}文字で入力してください`,
  reported: '運営に報告しました。確認までお待ちください',
  contractDecided: 'この成約報告はすでに確認済みです',
  declineReason: `理由を1〜${DECLINE_REASON_MAX}文字で入力してください`,
  giftUsed: 'このギフトコードはすでに利用済みです',
  giftNotApproved: '発行前のギフト券は利用済みにできません',
  giftExpired: 'このギフトコードは有効期限を過ぎているため、利用済みにできません',
  invitationInvalid: '招待リンクが無効か、有効期限が切れています',
  invitationEmail: 'このリンクは別のメールアドレス宛ての招待です',
  lastOwner: '最後のオーナーは削除できません',
  memberNotFound: 'メンバーが見つかりません',
  text: (label: string, max: number) => `${label}は${max}文字以内で入力してください`,
  price: '料金は半角数字（円）で、下限が上限以下になるように入力してください',
  capacity: '収容人数は半角数字で、下限が上限以下になるように入力してください',
  choice: (label: string) => `${label}の選択肢が正しくありません`,
  required: (label: string, max: number) => `${label}を1〜${max}文字で入力してください`,
  planPrice: '料金は0〜1億円の半角数字（円）で入力してください',
  guestCount: '人数は1〜2000名の半角数字で入力してください',
  benefitAmount: '特典の金額は0〜1億円の半角数字（円）で入力するか、空欄にしてください',
  includes: `プランに含まれるものは${PLAN_INCLUDES_MAX}個まで、各${PLAN_TEXT_MAX.include}文字以内で入力してください`,
  validUntil: '有効期限は日付（例：2027-03-31）で入力するか、空欄にしてください',
  flag: 'はい・いいえで選択してください',
  planNotFound: 'プランが見つかりません',
  fairPrice: 'フェアの料金は0〜100万円の半角数字（円）で入力してください（無料は0）',
  fairBenefits: `特典は${FAIR_BENEFITS_MAX}個まで、各${FAIR_TEXT_MAX.benefit}文字以内で入力してください`,
  fairDates: `開催日を1〜${FAIR_DATES_MAX}日、日付（例：2027-03-31）で選択してください`,
  fairDatesRange: `開催日は明日から${FAIR_DAYS_AHEAD}日後までの日付を選択してください`,
  fairDateTaken: (date: string) => `${date}にはすでにこのフェアがあります`,
  fairSlots: `時間枠を1〜${FAIR_SLOTS_MAX}個、時間と定員を入力してください`,
  slotTimesRepeat: '同じ時間の枠が重複しています',
  slotRemoveBooked: (time: string, booked: number) => `${time}の枠には${booked}組の予約があるため削除できません。時間枠を中止すると予約者にお知らせが届きます`,
  slotTimeBooked: (time: string) => `${time}の枠には予約があるため時間を変更できません`,
  lastSlot: '最後の時間枠は中止できません。フェアごと中止してください',
  fairCancelled: '中止したフェアは変更できません',
  fairPast: '開催日を過ぎたフェアは変更できません',
  visitBeforeFair: 'フェアの開催日より前に来館済み・不参加にはできません',
  photoNotFound: '写真が見つかりません',
  photoSection: '写真のカテゴリーを選択してください',
  photoCaption: `キャプションは${PHOTO_CAPTION_MAX}文字以内で入力してください`,
  photosFull: `写真は1式場${HALL_PHOTOS_MAX}枚までです。不要な写真を削除してから追加してください`,
  photoOrder: '並べ替える写真が正しくありません。画面を再読み込みしてください',
  benefitNotFound: '特典が見つかりません',
} as const;
