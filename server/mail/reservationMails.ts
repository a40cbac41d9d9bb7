import { formatDateJa, formatNumber, formatYen } from '../../lib/format';
import { SITE_NAME_JA } from '../../lib/constants';
import { siteUrl } from '../../lib/halls/seo';
import type { OutgoingMail } from './outbox';

export interface ReservationMailData {
  reservationId: number;
  hallId: number;
  hallName: string;
  hallEmail: string;
  fairName: string;
  holdAt: string;
  holdTime: string;
  price: number;
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  email: string;
  tel: string;
  numberOfParticipants: number;
  preferredWeddingDate: string | null;
  message: string;
  /** The review window (spec: post_period_day, post_period_hour): 「2026年11月22日(日) 24:00」, and the gift for a review in it. */
  reviewDeadline: string;
  reviewGiftAmount: number;
}

function fairLines(d: ReservationMailData): string[] {
  return [
    `式場：${d.hallName}`,
    `フェア：${d.fairName}`,
    `日時：${formatDateJa(d.holdAt)} ${d.holdTime}`,
    `参加人数：${d.numberOfParticipants}名`,
    `参加費：${d.price > 0 ? `${formatYen(d.price)}（1組）` : '無料'}`,
  ];
}

/**
 * Whom the couple's confirmation goes to: the address a member confirmed (the form names it), by
 * her name; an address nobody proved (a visitor's, or a member's other one), without repeating
 * anything typed (no name: the form must not carry a stranger's words to someone else's mailbox);
 * or nobody (a member's address not confirmed yet, or the typed address's mails spent for the day).
 */
export type CoupleMail = 'confirmed' | 'typed' | 'none';

/** The confirmation to the couple (see CoupleMail) and the notice to the hall. */
export function reservationMails(couple: CoupleMail, d: ReservationMailData): OutgoingMail[] {
  const reference = `reservation:${d.reservationId}`;
  const toCouple: OutgoingMail = {
    kind: 'reservation_confirmation',
    to: d.email,
    reference,
    subject: `【${SITE_NAME_JA}】ブライダルフェアのご予約を受け付けました（${d.hallName}）`,
    body: [
      couple === 'confirmed' ? `${d.lastName} ${d.firstName} 様` : 'お客様',
      '',
      `${SITE_NAME_JA}をご利用いただきありがとうございます。`,
      '以下の内容でブライダルフェアのご予約を受け付けました。',
      '',
      `予約番号：${d.reservationId}`,
      ...fairLines(d),
      '',
      '当日は会場へ直接お越しください。ご都合が悪くなった場合は、式場へご連絡ください。',
      '',
      `フェアに参加されたら、${d.reviewDeadline}までに会員として口コミを投稿してください。掲載されると、ギフト券${formatNumber(d.reviewGiftAmount)}円分をお贈りします。`,
      `口コミを書く：${siteUrl()}/halls/${d.hallId}/review`,
      '',
      `${SITE_NAME_JA}（musubi）`,
    ].join('\n'),
  };
  const hall: OutgoingMail = {
    kind: 'reservation_hall_notice',
    to: d.hallEmail,
    reference,
    subject: `【${SITE_NAME_JA}】フェア予約が入りました：${formatDateJa(d.holdAt)} ${d.holdTime}`,
    body: [
      `${d.hallName} ご担当者様`,
      '',
      `${SITE_NAME_JA}からブライダルフェアのご予約が入りました。`,
      '',
      `予約番号：${d.reservationId}`,
      ...fairLines(d),
      '',
      `お名前：${d.lastName} ${d.firstName}（${d.lastNameKana} ${d.firstNameKana}）`,
      `メールアドレス：${d.email}`,
      `電話番号：${d.tel}`,
      `挙式予定時期：${d.preferredWeddingDate ? formatDateJa(d.preferredWeddingDate, false) : '未定'}`,
      `ご質問・ご要望：${d.message || 'なし'}`,
    ].join('\n'),
  };
  return couple === 'none' ? [hall] : [toCouple, hall];
}
