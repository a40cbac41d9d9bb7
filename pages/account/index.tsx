import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import { useEffect, useState } from 'react';
import { browserApi } from '../../api/client';
import { getMe, getMyViewedHalls, type AccountUser } from '../../api/contract/accounts';
import { seasonLabel } from '../../api/contract/accountVocabulary';
import { serverApi } from '../../api/server';
import styles from '../../components/accounts/AccountPage.module.css';
import { Seo } from '../../components/ui/Seo';
import { deviceFromUserAgent } from '../../lib/bridge/userAgent';
import { pageMeta, type PageMeta } from '../../lib/halls/seo';
import type { PreloadedState } from '../../store';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { doneRemote } from '../../store/remote';
import { fetchMe, initialUserState } from '../../store/slices/user';
import { MyReservations } from '../../components/fairs/MyReservations';
import { VerifyEmailNotice } from '@/components/accounts/VerifyEmailNotice';
import { AccountDiagnosis } from '@/components/family/AccountDiagnosis';
import { getMyLastDiagnosis, type LastDiagnosis } from '../../api/contract/diagnosis';

interface ViewedHall {
  hall_id: number;
  name: string;
  viewed_at: string;
}

interface Props {
  meta: PageMeta;
  viewedHalls: ViewedHall[] | null;
  /** Her last diagnosis as the server read it; null when the page loads it (the app's webview). */
  lastDiagnosis: { last: LastDiagnosis | null } | null;
  preloadedState?: PreloadedState;
}

function WeddingBasics({ user }: { user: AccountUser }) {
  return (
    <dl className={styles.basics}>
      <dt>ニックネーム</dt>
      <dd>{user.nickname}</dd>
      <dt>メールアドレス</dt>
      <dd>{user.email}</dd>
      <dt>挙式予定エリア</dt>
      <dd>{user.wedding_prefecture_name ? `${user.wedding_region_name ?? ''} ${user.wedding_prefecture_name}`.trim() : '未設定'}</dd>
      <dt>挙式予定時期</dt>
      <dd>{seasonLabel(user.wedding_season) ?? '未設定'}</dd>
    </dl>
  );
}

/** The member's own page: nickname and wedding basics, then what other domains add. */
export default function AccountPage({ meta, viewedHalls, lastDiagnosis }: Props) {
  const dispatch = useAppDispatch();
  const me = useAppSelector((s) => s.user.me);
  const [viewed, setViewed] = useState<ViewedHall[] | null>(viewedHalls);

  // Inside the app the wedding token lives in the webview, not in a cookie: load on the client.
  useEffect(() => {
    if (me.status === 'idle') void dispatch(fetchMe());
  }, [dispatch, me.status]);
  useEffect(() => {
    if (viewed === null && me.data) {
      // The endpoint (zod) loads with the call, not with the page.
      import('../../api/contract/accounts')
        .then((c) => browserApi().call(c.getMyViewedHalls, {}))
        .then((r) => setViewed(r.items), () => setViewed([]));
    }
  }, [viewed, me.data]);

  const user = me.data;
  return (
    <div className={styles.page}>
      <Seo meta={meta} />
      <h1>マイページ</h1>
      {!user ? (
        me.status === 'done' || me.status === 'failed' ? (
          <p>
            マイページを見るには<Link href="/login">ログイン</Link>してください。
          </p>
        ) : (
          <p aria-live="polite">読み込み中...</p>
        )
      ) : (
        <>
          <p className={styles.greeting}>{user.nickname}さん、こんにちは</p>
          <VerifyEmailNotice what="口コミの投稿、ギフト券の申請、予約確認メールの受け取り" />
          <section aria-labelledby="account-basics" className={styles.section}>
            <h2 id="account-basics">登録情報</h2>
            <WeddingBasics user={user} />
          </section>

          {/* ---- fairs engineer: the user's fair reservations (フェア予約) go here ---- */}
          <MyReservations preview />

          {/* ---- clips engineer: a link to the user's clips (クリップ一覧) goes here ---- */}
          <section aria-labelledby="account-clips" className={styles.section}>
            <h2 id="account-clips">クリップ</h2>
            <p>
              <Link href="/clips">クリップ一覧</Link>で、保存した式場・記事・花嫁レポートの確認、式場の比較や家族との共有ができます。
            </p>
          </section>

          <section aria-labelledby="account-rewards" className={styles.section}>
            <h2 id="account-rewards">ギフト券・口コミ</h2>
            <ul className={styles.list}>
              <li><Link href="/mypage/gifttickets">ギフト券</Link>（申請・ギフトコード・お友だち紹介）</li>
              <li><Link href="/mypage/reviews">投稿した口コミ</Link></li>
              <li><Link href="/go_to_wedding/">Go To Wedding キャンペーン</Link></li>
              <li><Link href="/enquete/?version=2026-satisfaction">musubiについてのアンケート</Link>（約1分）</li>
            </ul>
          </section>

          <AccountDiagnosis loaded={lastDiagnosis} />

          <section aria-labelledby="account-bride-report" className={styles.section}>
            <h2 id="account-bride-report">花嫁レポート</h2>
            <p>
              <Link href="/account/bride-report">花嫁レポートを書く・編集する</Link>（アルバムと写真の追加、公開・非公開の切り替え）
            </p>
          </section>

          <section aria-labelledby="account-viewed" className={styles.section}>
            <h2 id="account-viewed">最近見た式場</h2>
            {viewed && viewed.length > 0 ? (
              <ul className={styles.list}>
                {viewed.map((h) => (
                  <li key={h.hall_id}>
                    <Link href={`/halls/${h.hall_id}`}>{h.name}</Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.empty}>{viewed === null ? '読み込み中...' : 'まだ閲覧した式場はありません。'}</p>
            )}
          </section>
        </>
      )}
    </div>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res }) => {
  res.setHeader('Cache-Control', 'private, no-store');
  const meta = pageMeta('/account', 'マイページ', 'musubi（ムスビ）のマイページ。登録情報や最近見た式場を確認できます。', { noindex: true });
  const api = serverApi(req, res);
  const { user } = await api.call(getMe, {});
  if (!user) {
    // The app's webview signs in with a header the page adds itself: render and load there.
    if (deviceFromUserAgent(req.headers['user-agent']).isInApp) return { props: { meta, viewedHalls: null, lastDiagnosis: null } };
    return { redirect: { destination: '/login', permanent: false } };
  }
  const [{ items }, lastDiagnosis] = await Promise.all([api.call(getMyViewedHalls, {}), api.call(getMyLastDiagnosis, {})]);
  return { props: { meta, viewedHalls: items, lastDiagnosis, preloadedState: { user: { ...initialUserState, me: doneRemote(user) } } } };
};
