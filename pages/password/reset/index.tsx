import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import styles from '../../../components/accounts/AccountForm.module.css';
import { PasswordResetRequestForm } from '../../../components/accounts/PasswordResetForms';
import { Seo } from '../../../components/ui/Seo';
import { pageMeta, type PageMeta } from '../../../lib/halls/seo';

export default function PasswordResetRequestPage({ meta }: { meta: PageMeta }) {
  return (
    <div className={styles.page}>
      <Seo meta={meta} />
      <h1>パスワードの再設定</h1>
      <p className={styles.lead}>登録したメールアドレスを入力してください。新しいパスワードを設定するためのリンクをお送りします。</p>
      <PasswordResetRequestForm />
      <p className={styles.switch}>
        <Link href="/login">ログインへ戻る</Link>
      </p>
    </div>
  );
}

export const getServerSideProps: GetServerSideProps<{ meta: PageMeta }> = async ({ res }) => {
  res.setHeader('Cache-Control', 'private, no-store');
  return { props: { meta: pageMeta('/password/reset', 'パスワードの再設定', 'musubi（ムスビ）のパスワードを再設定します。', { noindex: true }) } };
};
