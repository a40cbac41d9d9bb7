import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import { useState } from 'react';
import { getMe, getRegisterOptions, weddingSeasonOptions, type RegisterInput, type RegisterOptions, type SeasonOption } from '@/api/contract/accounts';
import { getReferralGuest, type ReferralGuest } from '@/api/contract/referrals';
import { isApiClientError } from '@/api/errors';
import { serverApi } from '@/api/server';
import { RegisterForm } from '@/components/accounts/RegisterForm';
import { CheckMailPanel } from '@/components/accounts/CheckMailPanel';
import { rememberLoginRedirect } from '@/lib/identity/loginRedirect';
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

/** Who invites: her nickname, or a neutral word while her profile is private. */
const inviter = (guest: ReferralGuest) => (guest.nickname === null ? 'ご友人' : `${guest.nickname}さん`);

/** /referral?code=…: who invited her, the benefit, and registration with the code filled in. */
export default function ReferralPage({ meta, guest, signedIn, options, seasons }: ReferralPageProps) {
  const dispatch = useAppDispatch();
  const sent = useAppSelector((s) => s.user.mailSent);
  const [email, setEmail] = useState<string | null>(null);
  // The mailed link signs her in; she is brought to the fairs then (lib/identity/loginRedirect).
  const onSubmit = async (values: RegisterInput) => {
    const result = await dispatch(registerUser(values));
    if (registerUser.fulfilled.match(result)) {
      rememberLoginRedirect('/fairs');
      setEmail(String(values.email).trim());
    }
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
          {email && sent.data ? <CheckMailPanel email={email} message={sent.data} /> : options ? <RegisterForm options={options} seasons={seasons} onSubmit={onSubmit} serverError={sent.status === 'failed' ? sent.error : null} busy={sent.fetching} referralCode={guest.code} /> : null}
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
