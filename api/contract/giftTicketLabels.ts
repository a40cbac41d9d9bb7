// The gift tickets' kinds and states with their labels, apart from the schemas (api/contract/giftTickets
// re-exports them) so the lists show them without zod.

export const giftTicketKinds = ['fair', 'ringengagement', 'contract', 'referral', 'campaign'] as const;
export type GiftTicketKind = (typeof giftTicketKinds)[number];
export const GIFT_KIND_LABELS: Record<GiftTicketKind, string> = {
  fair: 'フェア参加・口コミ投稿',
  ringengagement: '婚約指輪のご購入',
  contract: '式場のご成約',
  referral: 'お友だち紹介',
  campaign: 'Go To Wedding キャンペーン',
};

export const giftTicketStates = ['available', 'applied', 'approved', 'rejected', 'expired'] as const;
export type GiftTicketState = (typeof giftTicketStates)[number];
export const GIFT_STATE_LABELS: Record<GiftTicketState, string> = {
  available: '申請できます',
  applied: '申請中',
  approved: '承認済み',
  rejected: '差し戻し',
  expired: '期限切れ',
};

/**
 * How long a gift code can be used, in days from the day it was issued (Japan time, through the end
 * of the last day). The spec gives none; a year is what Japanese e-gifts commonly allow, and covers
 * a couple's time between a fair or a contract and the wedding.
 */
export const GIFT_CODE_VALID_DAYS = 365;

/** A code the honouring hall marked used (the ticket stays 承認済み underneath). */
export const GIFT_USED_LABEL = '利用済み';
