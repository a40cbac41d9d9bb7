import { formatDateJa } from '../../lib/format';
import { SITE_NAME_JA } from '../../lib/constants';
import { siteUrl } from '../../lib/halls/seo';
import type { OutgoingMail } from '../mail/outbox';

const footer = ['', '──────────', `${SITE_NAME_JA}（ムスビ）`, siteUrl()];

/**
 * The hall cancelled the couple's fair or time slot: her reservation is freed. By her name only to the
 * address a member confirmed (`named`); to an address nobody proved, nothing typed into the form is
 * repeated (as the booking's own confirmation: server/mail/reservationMails.ts).
 */
export function fairCancelledMail(d: { reservationId: number; email: string; named: boolean; lastName: string; firstName: string; hallName: string; fairName: string; holdAt: string; holdTime: string }): OutgoingMail {
  return {
    kind: 'reservation_cancelled_by_hall',
    to: d.email,
    subject: `【${SITE_NAME_JA}】フェアのご予約がキャンセルされました（${d.hallName}）`,
    body: [
      d.named ? `${d.lastName} ${d.firstName} 様` : 'お客様',
      '',
      `${d.hallName}より、下記のフェアのご予約がキャンセルされました。ご迷惑をおかけして申し訳ございません。`,
      '',
      `式場：${d.hallName}`,
      `フェア：${d.fairName}`,
      `日時：${formatDateJa(d.holdAt)} ${d.holdTime}`,
      '',
      `ほかの日程のフェアは式場のページからご予約いただけます：${siteUrl()}/halls/`,
      ...footer,
    ].join('\n'),
    reference: `reservation:${d.reservationId}`,
  };
}

/** An invitation to run a hall in the partners' console: a single-use link that expires. */
export function invitationMail(d: { to: string; hallName: string; roleLabel: string; link: string; expiresAt: Date }): OutgoingMail {
  return {
    kind: 'partner_invitation',
    to: d.to,
    subject: `【${SITE_NAME_JA}】${d.hallName}の管理画面へのご招待`,
    body: [
      `${d.hallName}の管理画面（${d.roleLabel}）にご招待します。`,
      '',
      '下記のリンクを開き、このメールアドレスのアカウントでログインして参加してください。',
      d.link,
      '',
      `リンクは一度だけ使え、${formatDateJa(d.expiresAt.toISOString().slice(0, 10))}まで有効です。お心当たりのない場合は、このメールを破棄してください。`,
      ...footer,
    ].join('\n'),
    reference: 'partner_invitation',
  };
}
