import type { GetServerSideProps } from 'next';
import { mailedLinkToken } from '@/lib/mailedLinkToken';
import styles from '../../../components/accounts/AccountForm.module.css';
import { PasswordResetForm } from '../../../components/accounts/PasswordResetForms';
import { Seo } from '../../../components/ui/Seo';
import { pageMeta, type PageMeta } from '../../../lib/halls/seo';

interface Props {
  meta: PageMeta;
  token: string;
}

export default function PasswordResetPage({ meta, token }: Props) {
  return (
    <div className={styles.page}>
      <Seo meta={meta} />
      <h1>新しいパスワードの設定</h1>
      <p className={styles.lead}>新しいパスワードを入力してください。設定すると、すべての端末でログイン状態が解除されます。</p>
      <PasswordResetForm token={token} />
    </div>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ res, params }) => {
  const token = mailedLinkToken(res, params);
  if (!token) return { notFound: true };
  return { props: { meta: pageMeta('/password/reset', '新しいパスワードの設定', 'musubi（ムスビ）の新しいパスワードを設定します。', { noindex: true }), token } };
};
