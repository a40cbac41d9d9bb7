import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { getMe, type LoginInput } from '../api/contract/accounts';
import { serverApi } from '../api/server';
import { LoginForm } from '../components/accounts/LoginForm';
import styles from '../components/accounts/AccountForm.module.css';
import { Seo } from '../components/ui/Seo';
import { deviceFromUserAgent } from '../lib/bridge/userAgent';
import { pageMeta, type PageMeta } from '../lib/halls/seo';
import { takeLoginRedirect } from '../lib/identity/loginRedirect';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { loginUser, loginWithWeddingToken } from '../store/slices/user';

interface Props {
  meta: PageMeta;
  /** Inside the native app the login answers a wedding token instead of a cookie. */
  inApp: boolean;
}

export default function LoginPage({ meta, inApp }: Props) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const auth = useAppSelector((s) => s.user.auth);

  const onSubmit = async (values: LoginInput) => {
    const thunk = inApp ? loginWithWeddingToken : loginUser;
    const result = await dispatch(thunk(values));
    if (thunk.fulfilled.match(result)) await router.replace(takeLoginRedirect('/account'));
  };

  return (
    <div className={styles.page}>
      <Seo meta={meta} />
      <h1>ログイン</h1>
      <LoginForm onSubmit={onSubmit} serverError={auth.status === 'failed' ? auth.error : null} busy={auth.fetching} />
      <p className={styles.switch}>
        はじめての方は <Link href="/register">会員登録（無料）</Link>
      </p>
    </div>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res }) => {
  res.setHeader('Cache-Control', 'private, no-store');
  const { user } = await serverApi(req, res).call(getMe, {});
  if (user) return { redirect: { destination: '/account', permanent: false } };
  return {
    props: {
      meta: pageMeta('/login', 'ログイン', 'musubi（ムスビ）にログインして、クリップした式場や記事、フェア予約を確認できます。', { noindex: true }),
      inApp: deviceFromUserAgent(req.headers['user-agent']).isInApp,
    },
  };
};
