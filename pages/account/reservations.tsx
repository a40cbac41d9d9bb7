import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { MyReservations } from '../../components/fairs/MyReservations';
import { Seo } from '../../components/ui/Seo';
import { pageMeta, type PageMeta } from '../../lib/halls/seo';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { fetchMe } from '../../store/slices/user';

interface Props {
  meta: PageMeta;
}

/** Every fair the signed-in user reserved, newest first. */
export default function AccountReservationsPage({ meta }: Props) {
  const router = useRouter();
  const raw = Array.isArray(router.query.page) ? router.query.page[0] : router.query.page;
  const page = raw && /^\d{1,4}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1;
  const dispatch = useAppDispatch();
  const me = useAppSelector((s) => s.user.me);
  // Her list is asked for only once she is known to be signed in (no 401 for an anonymous visit).
  useEffect(() => {
    if (me.status === 'idle') void dispatch(fetchMe());
  }, [dispatch, me.status]);
  const anonymous = !me.data && (me.status === 'done' || me.status === 'failed');
  return (
    <div style={{ maxWidth: 'var(--content-width)', margin: '0 auto', padding: 16 }}>
      <Seo meta={meta} />
      <p><Link href="/account">‹ マイページ</Link></p>
      <h1>予約したフェア</h1>
      {me.data ? <MyReservations page={page} heading={false} /> : anonymous ? <p>予約したフェアを見るには<Link href="/login">ログイン</Link>してください。</p> : <p aria-live="polite">読み込み中...</p>}
    </div>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ res }) => {
  res.setHeader('Cache-Control', 'private, no-store');
  return { props: { meta: pageMeta('/account/reservations', '予約したフェア', 'ご予約いただいたブライダルフェアの一覧です。', { noindex: true }) } };
};
