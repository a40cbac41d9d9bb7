import { SITE_NAME_JA } from '../../lib/constants';
import { siteUrl } from '../../lib/halls/seo';
import type { RequestContext } from '../http/context';
import { firstInWindow } from '../http/rateLimit';
import { enqueueMail } from '../mail/outbox';
import { sha256 } from './secrets';

/**
 * A registration with an address already in use: answered exactly like a new one (「確認メールを
 * 送信しました」), and the address's owner is mailed that someone tried, with the ways in (login,
 * password reset: a reset also confirms the address). A few notices per address a day; past them,
 * silently none, so the form can flood nobody and the answer still says nothing.
 */
export async function recordUsedEmailAttempt(ctx: RequestContext, email: string): Promise<void> {
  if (!(await firstInWindow('register-used-email', sha256(email)))) return;
  await enqueueMail(ctx.db, [
    {
      kind: 'register_attempt_notice',
      to: email,
      subject: `【${SITE_NAME_JA}】このメールアドレスはすでに登録されています`,
      body: [
        `${SITE_NAME_JA}をご利用いただきありがとうございます。`,
        '',
        'このメールアドレスで会員登録のお申し込みがありましたが、すでにご登録済みのため、新しい登録は行っていません。',
        `ログインはこちら：${siteUrl()}/login`,
        `パスワードをお忘れの場合はこちら：${siteUrl()}/password/reset`,
        '',
        'お心当たりのない場合は、このメールを破棄してください。アカウントに変更はありません。',
      ].join('\n'),
    },
  ]);
}
