import type { GetServerSideProps } from 'next';
import { mailedLinkToken } from '@/lib/mailedLinkToken';
import styles from '../../../components/accounts/AccountForm.module.css';
import { PasswordResetForm } from '../../../components/accounts/PasswordResetForms';
import { Seo } from '../../../components/ui/Seo';
import { pageMeta, type PageMeta } from '../../../lib/halls/seo';
import type { FormPost } from '../../../lib/form/postedForm';
import { confirmPasswordReset } from '../../../api/contract/passwordReset';
import { fieldText, formPostProps, handleFormPost } from '../../../server/forms/formPost';
import { passwordResetSchema } from '../../../components/accounts/accountSchemas';

interface Props {
  meta: PageMeta;
  token: string;
  form: FormPost;
}

export default function PasswordResetPage({ meta, token, form }: Props) {
  return (
    <div className={styles.page}>
      <Seo meta={meta} />
      <h1>新しいパスワードの設定</h1>
      <p className={styles.lead}>新しいパスワードを入力してください。設定すると、すべての端末でログイン状態が解除されます。</p>
      <PasswordResetForm token={token} form={form} />
    </div>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res, params }) => {
  const token = mailedLinkToken(res, params);
  if (!token) return { notFound: true };
  let posted = null;
  if (req.method === 'POST') {
    const outcome = await handleFormPost(req, res, {
      endpoint: confirmPasswordReset,
      schema: passwordResetSchema,
      secret: ['password'],
      input: (f) => ({ token, password: fieldText(f, 'password') }),
      done: () => '/login?reset=1',
    });
    if ('redirect' in outcome) return outcome;
    posted = outcome.posted;
  }
  return { props: { meta: pageMeta('/password/reset', '新しいパスワードの設定', 'musubi（ムスビ）の新しいパスワードを設定します。', { noindex: true }), token, form: await formPostProps(req, res, posted) } };
};
