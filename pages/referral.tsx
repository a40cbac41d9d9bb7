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
import { ReferralCodeForm } from '@/components/rewards/ReferralCodeForm';
import { normaliseReferralCode, REFERRAL_CODE_PATTERN, REFERRAL_CODE_PROBLEMS, type ReferralCodeProblem } from '@/lib/rewards/referralCode';

interface GuestProps {
  meta: PageMeta;
  guest: ReferralGuest;
  signedIn: boolean;
  options: RegisterOptions | null;
  seasons: SeasonOption[];
}

/** No code yet, or one that leads nowhere: the form again, with what went wrong. */
interface EnterCodeProps {
  meta: PageMeta;
  enter: { code: string; problem: ReferralCodeProblem | null };
}

export type ReferralPageProps = GuestProps | EnterCodeProps;

/** Who invites: her nickname, or a neutral word while her profile is private. */
const inviter = (guest: ReferralGuest) => (guest.nickname === null ? 'ご友人' : `${guest.nickname}さん`);

/** /referral: the code form; /referral?code=…: who invited her, the benefit, and registration with the code filled in. */
export default function ReferralPage(props: ReferralPageProps) {
  if ('enter' in props) return <EnterCode {...props} />;
  return <Guest {...props} />;
}

function EnterCode({ meta, enter }: EnterCodeProps) {
  const problem = enter.problem ? REFERRAL_CODE_PROBLEMS[enter.problem] : null;
  return (
    <div className={styles.page}>
      <Seo meta={meta} />
      <section className={styles.hero}>
        <h1>{problem ? '紹介コードを確認できませんでした' : 'お友だちの紹介コードを入力'}</h1>
        <p>お友だちから届いた紹介コードを入力すると、会員登録（無料）とブライダルフェアへの参加でギフト券を受け取れます。</p>
      </section>
      {problem ? <p role="alert" className={styles.reason}>{problem}</p> : null}
      <ReferralCodeForm value={enter.code} error={problem} />
      <p className={styles.meta}>紹介コードがなくても、<Link href="/register">会員登録（無料）</Link>はできます。</p>
    </div>
  );
}

function Guest({ meta, guest, signedIn, options, seasons }: GuestProps) {
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

const enterMeta = pageMeta('/referral', '紹介コードの入力｜会員登録でギフト券', 'お友だちから届いた紹介コードを入力して、会員登録（無料）とブライダルフェアへの参加でギフト券を受け取れます。', { noindex: true });

/** The status of a code that leads nowhere: 400 for one that cannot be a code, 404 for an unknown one, 429 when she tried too often. */
const PROBLEM_STATUS: Record<ReferralCodeProblem, number> = { empty: 400, format: 400, unknown: 404, busy: 429 };

export const getServerSideProps: GetServerSideProps<ReferralPageProps> = async ({ req, res, query }) => {
  res.setHeader('Cache-Control', 'private, no-store');
  const code = normaliseReferralCode(query.code);
  const enterCode = (problem: ReferralCodeProblem | null) => {
    if (problem) res.statusCode = PROBLEM_STATUS[problem];
    return { props: { meta: enterMeta, enter: { code, problem } } };
  };
  if (query.code === undefined) return enterCode(null);
  if (code === '') return enterCode('empty');
  if (!REFERRAL_CODE_PATTERN.test(code)) return enterCode('format');
  const api = serverApi(req, res);
  let guest: ReferralGuest;
  try {
    guest = await api.call(getReferralGuest, { code });
  } catch (e) {
    if (isApiClientError(e) && e.status === 429) return enterCode('busy');
    if (isApiClientError(e) && (e.status === 404 || e.status === 400)) return enterCode('unknown');
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
