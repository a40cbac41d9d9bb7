import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import styles from '../../../components/accounts/AccountForm.module.css';
import { PasswordResetRequestForm } from '../../../components/accounts/PasswordResetForms';
import { Seo } from '../../../components/ui/Seo';
import { pageMeta, type PageMeta } from '../../../lib/halls/seo';
import type { FormPost } from '../../../lib/form/postedForm';
import { requestPasswordReset, RESET_MSG } from '../../../api/contract/passwordReset';
import { fieldText, formPostProps, handleFormPost } from '../../../server/forms/formPost';
import { passwordResetRequestSchema } from '../../../components/accounts/accountSchemas';

interface Props {
  meta: PageMeta;
  form: FormPost;
  /** The answer after a request sent without the page's scripts (?sent=1 after its 303). */
  sent: string | null;
}

export default function PasswordResetRequestPage({ meta, form, sent }: Props) {
  return (
    <div className={styles.page}>
      <Seo meta={meta} />
      <h1>パスワードの再設定</h1>
      <p className={styles.lead}>登録したメールアドレスを入力してください。新しいパスワードを設定するためのリンクをお送りします。</p>
      <PasswordResetRequestForm form={form} sent={sent} />
      <p className={styles.switch}>
        <Link href="/login">ログインへ戻る</Link>
      </p>
    </div>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res, query }) => {
  res.setHeader('Cache-Control', 'private, no-store');
  let posted = null;
  if (req.method === 'POST') {
    const outcome = await handleFormPost(req, res, {
      endpoint: requestPasswordReset,
      schema: passwordResetRequestSchema,
      input: (f) => ({ email: fieldText(f, 'email') }),
      done: () => '/password/reset?sent=1',
    });
    if ('redirect' in outcome) return outcome;
    posted = outcome.posted;
  }
  return {
    props: {
      meta: pageMeta('/password/reset', 'パスワードの再設定', 'musubi（ムスビ）のパスワードを再設定します。', { noindex: true }),
      form: await formPostProps(req, res, posted),
      sent: query.sent === '1' && !posted ? RESET_MSG.sent : null,
    },
  };
};
