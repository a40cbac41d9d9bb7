import type { GetServerSideProps } from 'next';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { MyReservations } from '../../components/fairs/MyReservations';
import { Seo } from '../../components/ui/Seo';
import { pageMeta, type PageMeta } from '../../lib/halls/seo';
import { useAppSelector } from '../../store/hooks';

interface Props {
  meta: PageMeta;
}

/** Every fair the signed-in user reserved, newest first. */
export default function AccountReservationsPage({ meta }: Props) {
  const router = useRouter();
  const raw = Array.isArray(router.query.page) ? router.query.page[0] : router.query.page;
  const page = raw && /^\d{1,4}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1;
  const me = useAppSelector((s) => s.user.me);
  const failed = useAppSelector((s) => s.fairs.myReservations.status === 'failed');
  return (
    <div style={{ maxWidth: 'var(--content-width)', margin: '0 auto', padding: 16 }}>
      <Seo meta={meta} />
      <p><Link href="/account">‹ マイページ</Link></p>
      <h1>予約したフェア</h1>
      {failed && !me.data ? <p>予約したフェアを見るには<Link href="/login">ログイン</Link>してください。</p> : <MyReservations page={page} />}
    </div>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ res }) => {
  res.setHeader('Cache-Control', 'private, no-store');
  return { props: { meta: pageMeta('/account/reservations', '予約したフェア', 'ご予約いただいたブライダルフェアの一覧です。', { noindex: true }) } };
};
