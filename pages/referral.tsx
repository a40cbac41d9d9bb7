import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { getMe, getRegisterOptions, weddingSeasonOptions, type RegisterInput, type RegisterOptions, type SeasonOption } from '@/api/contract/accounts';
import { getReferralGuest, type ReferralGuest } from '@/api/contract/referrals';
import { isApiClientError } from '@/api/errors';
import { serverApi } from '@/api/server';
import { RegisterForm } from '@/components/accounts/RegisterForm';
import styles from '@/components/rewards/Rewards.module.css';
import { Seo } from '@/components/ui/Seo';
import { pageMeta, type PageMeta } from '@/lib/halls/seo';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { registerUser } from '@/store/slices/user';
import { formatNumber } from '@/lib/format';

export interface ReferralPageProps {
  meta: PageMeta;
  guest: ReferralGuest;
  signedIn: boolean;
  options: RegisterOptions | null;
  seasons: SeasonOption[];
}

/** /referral?code=…: who invited her, the benefit, and registration with the code filled in. */
/** Who invites: her nickname, or a neutral word while her profile is private. */
const inviter = (guest: ReferralGuest) => (guest.nickname === null ? 'ご友人' : `${guest.nickname}さん`);

export default function ReferralPage({ meta, guest, signedIn, options, seasons }: ReferralPageProps) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const auth = useAppSelector((s) => s.user.auth);
  const onSubmit = async (values: RegisterInput) => {
    const result = await dispatch(registerUser(values));
    if (registerUser.fulfilled.match(result)) await router.replace('/fairs');
  };
  return (
    <div className={styles.page}>
      <Seo meta={meta} />
      <section className={styles.hero}>
        <h1>{inviter(guest)}からの招待</h1>
        <p>{guest.benefit.text}</p>
        <p className={styles.amount}>{formatNumber(guest.benefit.amount)}円分のギフト券</p>
      </section>
      {signedIn ? (
        <p style={{ marginTop: 16 }}>
          すでにログインしています。紹介コードは、フェアに参加する前なら<Link href="/mypage/gifttickets">マイページ</Link>から登録できます。
        </p>
      ) : (
        <section aria-labelledby="referral-register" style={{ marginTop: 24 }}>
          <h2 id="referral-register">会員登録（無料）</h2>
          <p className={styles.lead}>紹介コード「{guest.code}」を入力済みです。登録後、ムスビからブライダルフェアを予約して参加してください。</p>
          {options ? <RegisterForm options={options} seasons={seasons} onSubmit={onSubmit} serverError={auth.status === 'failed' ? auth.error : null} busy={auth.fetching} referralCode={guest.code} /> : null}
          <p className={styles.meta} style={{ textAlign: 'center' }}>すでに会員の方は <Link href="/login">ログイン</Link></p>
        </section>
      )}
    </div>
  );
}

export const getServerSideProps: GetServerSideProps<ReferralPageProps> = async ({ req, res, query }) => {
  const code = typeof query.code === 'string' ? query.code : '';
  if (!/^[A-Za-z0-9]{6,12}$/.test(code)) return { notFound: true };
  res.setHeader('Cache-Control', 'private, no-store');
  const api = serverApi(req, res);
  let guest: ReferralGuest;
  try {
    guest = await api.call(getReferralGuest, { code });
  } catch (e) {
    if (isApiClientError(e) && (e.status === 404 || e.status === 400)) return { notFound: true };
    throw e;
  }
  const { user } = await api.call(getMe, {});
  return {
    props: {
      meta: pageMeta(`/referral?code=${guest.code}`, `${inviter(guest)}からの招待｜会員登録でギフト券`, guest.benefit.text, { noindex: true }),
      guest,
      signedIn: !!user,
      options: user ? null : await api.call(getRegisterOptions, {}),
      seasons: weddingSeasonOptions(new Date()),
    },
  };
};
