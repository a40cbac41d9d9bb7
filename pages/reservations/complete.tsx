import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import { useEffect, useState } from 'react';
import type { ReservationSummary } from '../../api/contract/fairs';
import { fairDate } from '../../components/fairs/fairFormat';
import { readLastReservation } from '../../components/fairs/lastReservation';
import { ReservationSteps } from '../../components/fairs/ReservationSteps';
import styles from '../../components/fairs/ReservationComplete.module.css';
import { Seo } from '../../components/ui/Seo';
import { pageMeta, type PageMeta } from '../../lib/halls/seo';
import { useAppSelector } from '../../store/hooks';
import { getHall } from '../../api/contract/halls';
import { serverApi } from '../../api/server';
import { orNotFound } from '../../lib/family/pageLoad';

interface Props {
  meta: PageMeta;
  /** The hall she booked (?hall=): whom to call when her plans change. */
  hall: { id: number; name: string; tel: string } | null;
}

/** Shown after a reservation: what was reserved, and what happens next. */
export default function ReservationCompletePage({ meta, hall }: Props) {
  // The fairs slice joins the store with the reservation form; opened directly, this page has none (see store/index.ts).
  const fromStore = useAppSelector((s) => s.fairs?.lastReservation ?? null);
  const signedIn = useAppSelector((s) => !!s.user?.me?.data);
  const [r, setR] = useState<ReservationSummary | null>(fromStore);
  useEffect(() => {
    if (!fromStore) setR(readLastReservation());
  }, [fromStore]);
  return (
    <div className={styles.page}>
      <Seo meta={meta} />
      <ReservationSteps current="done" />
      <h1 className={styles.title}>フェアのご予約を受け付けました</h1>
      {r ? (
        <dl className={styles.summary} aria-label="ご予約の内容">
          <div><dt>予約番号</dt><dd>{r.id}</dd></div>
          <div><dt>式場</dt><dd><Link href={`/halls/${r.hall_id}`}>{r.hall_name}</Link></dd></div>
          <div><dt>フェア</dt><dd><Link href={`/halls/${r.hall_id}/fairs/${r.fair_id}`}>{r.fair_name}</Link></dd></div>
          <div><dt>日時</dt><dd>{fairDate(r.hold_at)} {r.hold_time}</dd></div>
          <div><dt>参加人数</dt><dd>{r.number_of_participants}名</dd></div>
        </dl>
      ) : null}
      <p>ご入力いただいたメールアドレスに確認メールをお送りします。当日は会場へ直接お越しください。</p>
      {hall ? (
        <p>
          ご都合が悪くなった場合は、お手数ですが{hall.name}へ直接ご連絡ください。
          <br />
          電話番号：<a href={`tel:${hall.tel.replace(/[^\d+]/g, '')}`}>{hall.tel}</a>
        </p>
      ) : (
        <p>ご都合が悪くなった場合は、お手数ですが式場へ直接ご連絡ください。</p>
      )}
      <ul className={styles.links}>
        {signedIn ? <li><Link href="/account/reservations">予約したフェアを見る</Link></li> : null}
        <li><Link href="/fairs">ほかのブライダルフェアを探す</Link></li>
        <li><Link href="/">トップへ戻る</Link></li>
      </ul>
    </div>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res, query }) => {
  res.setHeader('Cache-Control', 'private, no-store');
  const raw = Array.isArray(query.hall) ? query.hall[0] : query.hall;
  const found = raw && /^\d{1,9}$/.test(raw) ? await orNotFound(() => serverApi(req, res).call(getHall, { id: Number(raw) })) : null;
  return {
    props: {
      meta: pageMeta('/reservations/complete', 'フェア予約完了', 'ブライダルフェアのご予約を受け付けました。', { noindex: true }),
      hall: found ? { id: found.id, name: found.name, tel: found.tel } : null,
    },
  };
};
