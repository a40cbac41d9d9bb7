import Link from 'next/link';
import { useEffect } from 'react';
import type { ReservationListItem } from '../../api/contract/fairs';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { fetchMyReservations } from '../../store/slices/fairs';
import { fairDate } from './fairFormat';
import styles from './MyReservations.module.css';

export function ReservationRow({ r }: { r: ReservationListItem }) {
  return (
    <li className={`${styles.item} ${r.is_past ? styles.past : ''}`}>
      <p className={styles.when}>
        <time dateTime={r.hold_at}>{fairDate(r.hold_at)}</time> {r.hold_time}
        {r.is_past ? <span className={styles.badge}>参加済み・終了</span> : <span className={`${styles.badge} ${styles.upcoming}`}>予約中</span>}
      </p>
      <p className={styles.name}><Link href={`/halls/${r.hall_id}/fairs/${r.fair_id}`}>{r.fair_name}</Link></p>
      <p className={styles.hall}><Link href={`/halls/${r.hall_id}`}>{r.hall_name}</Link>・{r.number_of_participants}名・予約番号 {r.id}</p>
    </li>
  );
}

/** The signed-in user's fair reservations (フェア予約), loaded in the browser like the rest of the account page. */
export function MyReservations({ page = 1, preview = false }: { page?: number; preview?: boolean }) {
  const dispatch = useAppDispatch();
  const state = useAppSelector((s) => s.fairs.myReservations);
  useEffect(() => {
    void dispatch(fetchMyReservations({ page }));
  }, [dispatch, page]);
  const data = state.data;
  const items = data ? (preview ? data.items.slice(0, 3) : data.items) : [];
  return (
    <section aria-labelledby="my-reservations" className={styles.section}>
      <h2 id="my-reservations">フェア予約</h2>
      {state.status === 'failed' ? <p role="alert">予約の一覧を読み込めませんでした（{state.error}）</p> : null}
      {!data ? (
        state.status !== 'failed' ? <p aria-live="polite">読み込み中...</p> : null
      ) : items.length === 0 ? (
        <p>予約したフェアはまだありません。<Link href="/fairs">ブライダルフェアを探す</Link></p>
      ) : (
        <>
          <ul className={styles.list}>
            {items.map((r) => <ReservationRow key={r.id} r={r} />)}
          </ul>
          {preview && data.total > items.length ? <p><Link href="/account/reservations">予約したフェアをすべて見る（{data.total}件）</Link></p> : null}
        </>
      )}
    </section>
  );
}
