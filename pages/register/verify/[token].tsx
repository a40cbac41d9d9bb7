import type { GetServerSideProps } from 'next';
import { mailedLinkToken } from '@/lib/mailedLinkToken';
import styles from '@/components/accounts/AccountForm.module.css';
import { VerifyEmailForm } from '@/components/accounts/VerifyEmailForm';
import { Seo } from '@/components/ui/Seo';
import { pageMeta, type PageMeta } from '@/lib/halls/seo';

interface Props {
  meta: PageMeta;
  token: string;
}

export default function VerifyEmailPage({ meta, token }: Props) {
  return (
    <div className={styles.page}>
      <Seo meta={meta} />
      <h1>メールアドレスの確認</h1>
      <p className={styles.lead}>ボタンを押すと、メールアドレスの確認が済み、会員登録が完了します。</p>
      <VerifyEmailForm token={token} />
    </div>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ res, params }) => {
  const token = mailedLinkToken(res, params);
  if (!token) return { notFound: true };
  return { props: { meta: pageMeta('/register/verify', 'メールアドレスの確認', 'musubi（ムスビ）の会員登録を完了します。', { noindex: true }), token } };
};
