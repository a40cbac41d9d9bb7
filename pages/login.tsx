import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { getMe, login, type LoginInput } from '../api/contract/accounts';
import { serverApi } from '../api/server';
import { LoginForm } from '../components/accounts/LoginForm';
import styles from '../components/accounts/AccountForm.module.css';
import { Seo } from '../components/ui/Seo';
import { deviceFromUserAgent } from '../lib/bridge/userAgent';
import { pageMeta, type PageMeta } from '../lib/halls/seo';
import { takeLoginRedirect } from '../lib/identity/loginRedirect';
import type { FormPost } from '../lib/form/postedForm';
import { fieldText, formPostProps, handleFormPost } from '../server/forms/formPost';
import { RESET_MSG } from '../api/contract/passwordReset';
import { loginSchema } from '../components/accounts/accountSchemas';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { loginUser, loginWithWeddingToken } from '../store/slices/user';

interface Props {
  meta: PageMeta;
  /** Inside the native app the login answers a wedding token instead of a cookie. */
  inApp: boolean;
  form: FormPost;
  /** After a new password set without the page's scripts (?reset=1 after its 303). */
  notice: string | null;
}

export default function LoginPage({ meta, inApp, form, notice }: Props) {
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
      {notice ? <p role="status" className={styles.done}>{notice}</p> : null}
      <LoginForm onSubmit={onSubmit} serverError={auth.status === 'failed' ? auth.error : null} busy={auth.fetching} form={form} />
      <p className={styles.switch}>
        はじめての方は <Link href="/register">会員登録（無料）</Link>
      </p>
    </div>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res, query }) => {
  res.setHeader('Cache-Control', 'private, no-store');
  let posted = null;
  if (req.method === 'POST') {
    // Sent before the page's scripts arrived (or without them): the same login, then post/redirect/get.
    const outcome = await handleFormPost(req, res, {
      endpoint: login,
      schema: loginSchema,
      secret: ['password'],
      input: (f) => ({ email: fieldText(f, 'email'), password: fieldText(f, 'password') }),
      done: () => '/account',
    });
    if ('redirect' in outcome) return outcome;
    posted = outcome.posted;
  }
  const { user } = await serverApi(req, res).call(getMe, {});
  if (user) return { redirect: { destination: '/account', permanent: false } };
  return {
    props: {
      meta: pageMeta('/login', 'ログイン', 'musubi（ムスビ）にログインして、クリップした式場や記事、フェア予約を確認できます。', { noindex: true }),
      inApp: deviceFromUserAgent(req.headers['user-agent']).isInApp,
      form: await formPostProps(req, res, posted),
      notice: query.reset === '1' && !posted ? RESET_MSG.done : null,
    },
  };
};
