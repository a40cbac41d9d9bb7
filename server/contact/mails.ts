import { SITE_NAME_JA } from '../../lib/constants';
import type { OutgoingMail } from '../mail/outbox';

export interface ContactMailData {
  submissionId: number;
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** Where submissions go (the support desk); CONTACT_MAIL_TO overrides it. */
export function contactDesk(): string {
  return process.env.CONTACT_MAIL_TO || 'support@musubi.example';
}

/** The notice to the support desk and the acknowledgement to the sender. */
export function contactMails(d: ContactMailData): OutgoingMail[] {
  const reference = `contact:${d.submissionId}`;
  return [
    {
      kind: 'contact_notice',
      to: contactDesk(),
      reference,
      subject: `【${SITE_NAME_JA}】お問い合わせ：${d.subject}（No.${d.submissionId}）`,
      body: [`お名前：${d.name}`, `メールアドレス：${d.email}`, `お問い合わせの種類：${d.subject}`, '', d.message].join('\n'),
    },
    {
      kind: 'contact_acknowledgement',
      to: d.email,
      reference,
      subject: `【${SITE_NAME_JA}】お問い合わせを受け付けました`,
      body: [
        `${d.name} 様`,
        '',
        `${SITE_NAME_JA}へお問い合わせいただきありがとうございます。`,
        '以下の内容で受け付けました。担当者より順にご連絡いたします。',
        '',
        `受付番号：${d.submissionId}`,
        `お問い合わせの種類：${d.subject}`,
        '',
        d.message,
        '',
        `${SITE_NAME_JA}（musubi）`,
      ].join('\n'),
    },
  ];
}
