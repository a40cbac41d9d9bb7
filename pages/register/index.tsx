import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import { useState } from 'react';
import { getMe, getRegisterOptions, register, weddingSeasonOptions, type RegisterInput, type RegisterOptions, type SeasonOption } from '../../api/contract/accounts';
import { serverApi } from '../../api/server';
import { RegisterForm } from '../../components/accounts/RegisterForm';
import styles from '../../components/accounts/AccountForm.module.css';
import { Seo } from '../../components/ui/Seo';
import { pageMeta, type PageMeta } from '../../lib/halls/seo';
import { CheckMailPanel } from '../../components/accounts/CheckMailPanel';
import type { FormPost } from '../../lib/form/postedForm';
import { fieldText, formPostProps, handleFormPost } from '../../server/forms/formPost';
import { registerSchema } from '../../components/accounts/accountSchemas';
import { VERIFY_MSG } from '../../api/contract/accountVocabulary';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { registerUser } from '../../store/slices/user';

interface Props {
  meta: PageMeta;
  options: RegisterOptions;
  seasons: SeasonOption[];
  /** ?code= from a friend's referral link. */
  referralCode: string | null;
  form: FormPost;
  /** The answer of a registration sent without the page's scripts (?sent=1 after its 303). */
  sentMessage: string | null;
}

export default function RegisterPage({ meta, options, seasons, referralCode, form, sentMessage }: Props) {
  const dispatch = useAppDispatch();
  const sent = useAppSelector((s) => s.user.mailSent);
  const [email, setEmail] = useState<string | null>(null);

  // She is not signed in yet: the mailed link signs her in and brings her back to where she was.
  const onSubmit = async (values: RegisterInput) => {
    const result = await dispatch(registerUser(values));
    if (registerUser.fulfilled.match(result)) setEmail(String(values.email).trim());
  };

  return (
    <div className={styles.page}>
      <Seo meta={meta} />
      <h1>会員登録（無料）</h1>
      {email && sent.data ? (
        <CheckMailPanel email={email} message={sent.data} />
      ) : sentMessage ? (
        <CheckMailPanel email={null} message={sentMessage} />
      ) : (
        <>
          <p className={styles.lead}>会員登録すると、気になる式場や記事をクリップして、あとからまとめて見返せます。</p>
          <RegisterForm options={options} seasons={seasons} onSubmit={onSubmit} serverError={sent.status === 'failed' ? sent.error : null} busy={sent.fetching} referralCode={referralCode ?? undefined} form={form} />
        </>
      )}
      <p className={styles.switch}>
        すでに会員の方は <Link href="/login" >ログイン</Link>
      </p>
      {referralCode ? null : (
        <p className={styles.switch}>
          お友だちから紹介コードをもらった方は <Link href="/referral">紹介コードを入力</Link>
        </p>
      )}
    </div>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res, query }) => {
  res.setHeader('Cache-Control', 'private, no-store');
  let posted = null;
  if (req.method === 'POST') {
    // Sent before the page's scripts arrived (or without them): the same registration (nobody is
    // signed in, the same answer for a new address and a member's), then post/redirect/get.
    const outcome = await handleFormPost(req, res, {
      endpoint: register,
      schema: registerSchema,
      formValues: (f) => ({ ...f, agree: fieldText(f, 'agree') !== '' ? true : undefined, referral_code: fieldText(f, 'referral_code') }),
      secret: ['password'],
      input: (f) => {
        const code = fieldText(f, 'referral_code').trim();
        return {
          email: fieldText(f, 'email'),
          password: fieldText(f, 'password'),
          nickname: fieldText(f, 'nickname'),
          wedding_prefecture_slug: fieldText(f, 'wedding_prefecture_slug'),
          wedding_season: fieldText(f, 'wedding_season'),
          ...(code ? { referral_code: code } : {}),
        };
      },
      done: () => '/register?sent=1',
    });
    if ('redirect' in outcome) return outcome;
    posted = outcome.posted;
  }
  const api = serverApi(req, res);
  const { user } = await api.call(getMe, {});
  if (user) return { redirect: { destination: '/account', permanent: false } };
  const options = await api.call(getRegisterOptions, {});
  return {
    props: {
      meta: pageMeta('/register', '会員登録（無料）', 'musubi（ムスビ）の無料会員登録。気になる結婚式場や記事をクリップして、結婚式準備に役立てましょう。'),
      options,
      seasons: weddingSeasonOptions(new Date()),
      form: await formPostProps(req, res, posted),
      sentMessage: query.sent === '1' && !posted ? VERIFY_MSG.sent : null,
      referralCode: typeof query.code === 'string' && /^[A-Za-z0-9]{6,12}$/.test(query.code) ? query.code.toUpperCase() : null,
    },
  };
};
