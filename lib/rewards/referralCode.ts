/**
 * A referral code as a friend types it: full-width letters and digits (ＡＢＣ１２３), spaces, hyphens
 * and lower case are what a phone's keyboard or a pasted message gives; the code itself is 6–12
 * capital letters and digits (api/contract/referrals).
 */
export function normaliseReferralCode(typed: unknown): string {
  const text = Array.isArray(typed) ? typed[0] : typed;
  if (typeof text !== 'string') return '';
  return text.normalize('NFKC').replace(/[\s\-‐－ー―]/g, '').toUpperCase().slice(0, 64);
}

export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{6,12}$/;

/** Why a typed code leads nowhere, said on the page where she typed it. */
export type ReferralCodeProblem = 'empty' | 'format' | 'unknown' | 'busy';

export const REFERRAL_CODE_PROBLEMS: Record<ReferralCodeProblem, string> = {
  empty: '紹介コードを入力してください。',
  format: '紹介コードは半角英数字6〜12文字です。届いたメッセージのコードをもう一度ご確認ください。',
  unknown: 'この紹介コードは見つかりませんでした。文字の間違いがないか、紹介してくれた方にご確認ください。',
  busy: '確認の回数が多すぎます。しばらく時間をおいてから、もう一度お試しください。',
};
