import { SITE_NAME_JA } from '../../lib/constants';
import type { RequestContext } from '../http/context';
import { consumeOrThrow } from '../http/rateLimit';
import { enqueueMail } from '../mail/outbox';
import { sha256 } from './secrets';

/**
 * A registration with an address already in use. Registration stays immediate, so the answer
 * differs from a new address; what keeps it from being a free oracle is the cost: few such
 * attempts per client, per address tried and across the site (429 with Retry-After), and the
 * address's owner is told by mail (once per allowed attempt) that someone tried.
 */
export async function recordUsedEmailAttempt(ctx: RequestContext, email: string): Promise<void> {
  await consumeOrThrow('register-used-site', 'site');
  await consumeOrThrow('register-used-ip', ctx.ip);
  await consumeOrThrow('register-used-email', sha256(email));
  await enqueueMail(ctx.db, [
    {
      kind: 'register_attempt_notice',
      to: email,
      subject: `【${SITE_NAME_JA}】ご登録済みのメールアドレスで会員登録が試みられました`,
      body: [
        `${SITE_NAME_JA}をご利用いただきありがとうございます。`,
        '',
        'このメールアドレスで新しい会員登録が試みられましたが、すでにご登録済みのため登録は行われませんでした。',
        'お心当たりがある場合は、ログイン画面からログインしてください。',
        'お心当たりがない場合は、このメールを破棄してください。アカウントに変更はありません。',
      ].join('\n'),
    },
  ]);
}
