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

/**
 * The notice to the support desk and, unless its limits are spent, the acknowledgement to the sender.
 * The acknowledgement goes to an address nobody proved, so it repeats nothing the sender typed (no
 * name, no message): only the receipt number and the chosen kind, one of the form's fixed options.
 */
export function contactMails(d: ContactMailData, options: { acknowledge: boolean } = { acknowledge: true }): OutgoingMail[] {
  const reference = `contact:${d.submissionId}`;
  const notice: OutgoingMail = {
    kind: 'contact_notice',
    to: contactDesk(),
    reference,
    subject: `【${SITE_NAME_JA}】お問い合わせ：${d.subject}（No.${d.submissionId}）`,
    body: [`お名前：${d.name}`, `メールアドレス：${d.email}`, `お問い合わせの種類：${d.subject}`, '', d.message].join('\n'),
  };
  if (!options.acknowledge) return [notice];
  return [
    notice,
    {
      kind: 'contact_acknowledgement',
      to: d.email,
      reference,
      subject: `【${SITE_NAME_JA}】お問い合わせを受け付けました`,
      body: [
        `${SITE_NAME_JA}へお問い合わせいただきありがとうございます。`,
        'お問い合わせを受け付けました。担当者より順にご連絡いたします。',
        '',
        `受付番号：${d.submissionId}`,
        `お問い合わせの種類：${d.subject}`,
        '',
        'お心当たりのない場合は、このメールを破棄してください。',
        '',
        `${SITE_NAME_JA}（musubi）`,
      ].join('\n'),
    },
  ];
}
