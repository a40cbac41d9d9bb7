import Link from '@/components/ui/Link';
import { useEffect, useState } from 'react';
import type { ReservationListItem } from '../../api/contract/fairs';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { cancelMyReservation, fetchMyReservations } from '../../store/slices/fairs';
import { fairDate } from './fairFormat';
import styles from './MyReservations.module.css';

/** カレンダーに追加, 日程を変更 and キャンセル (asked once more before it is done) of an upcoming reservation. */
function ReservationActions({ r, page }: { r: ReservationListItem; page: number }) {
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ics = async () => {
    // The calendar library (ics, with its validator: ~14 KiB gzip) loads with the first press, not with the page.
    const { downloadIcs, reservationIcs } = await import('./reservationIcs');
    const text = reservationIcs(r, window.location.origin);
    if (text) downloadIcs(text, `musubi-fair-${r.id}.ics`);
    else setStatus('カレンダー用のファイルを作れませんでした');
  };
  const cancel = async () => {
    setBusy(true);
    const result = await dispatch(cancelMyReservation({ id: r.id, page }));
    setBusy(false);
    setAsking(false);
    setStatus(cancelMyReservation.fulfilled.match(result) ? result.payload.message : result.payload ?? 'キャンセルできませんでした。もう一度お試しください');
  };
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.action} onClick={() => void ics().catch(() => setStatus('カレンダー用のファイルを作れませんでした'))}>カレンダーに追加</button>
      <Link className={styles.action} href={`/halls/${r.hall_id}/fairs`}>日程を変更</Link>
      {asking ? (
        <span className={styles.ask} role="group" aria-label="キャンセルの確認">
          この予約をキャンセルしますか？
          <button type="button" className={`${styles.action} ${styles.danger}`} onClick={cancel} disabled={busy}>{busy ? 'キャンセル中...' : 'キャンセルする'}</button>
          <button type="button" className={styles.action} onClick={() => setAsking(false)} disabled={busy}>やめる</button>
        </span>
      ) : (
        <button type="button" className={styles.action} onClick={() => setAsking(true)}>予約をキャンセル</button>
      )}
      {status ? <p role="status" className={styles.status}>{status}</p> : null}
    </div>
  );
}

/** The survey of a fair she attended (lib/family/enqueteVersions). */
const FAIR_ENQUETE = '2026-fair';

export function ReservationRow({ r, page = 1 }: { r: ReservationListItem; page?: number }) {
  return (
    <li className={`${styles.item} ${r.is_past ? styles.past : ''}`}>
      <p className={styles.when}>
        <time dateTime={r.hold_at}>{fairDate(r.hold_at)}</time> {r.hold_time}
        {r.is_past ? <span className={styles.badge}>参加済み・終了</span> : <span className={`${styles.badge} ${styles.upcoming}`}>予約中</span>}
      </p>
      <p className={styles.name}><Link href={`/halls/${r.hall_id}/fairs/${r.fair_id}`}>{r.fair_name}</Link></p>
      <p className={styles.hall}><Link href={`/halls/${r.hall_id}`}>{r.hall_name}</Link>・{r.number_of_participants}名・予約番号 {r.id}</p>
      {r.is_past ? (
        // After a fair: what she thought of it (the fair survey) and her review of the hall.
        <p className={styles.hall}>
          <Link href={`/enquete/?version=${FAIR_ENQUETE}`}>フェアのアンケートに答える</Link>・<Link href={`/halls/${r.hall_id}/review`}>口コミを書く</Link>
        </p>
      ) : (
        <ReservationActions r={r} page={page} />
      )}
    </li>
  );
}

/** The signed-in user's fair reservations (フェア予約), loaded in the browser like the rest of the account page. */
export function MyReservations({ page = 1, preview = false, heading = true }: { page?: number; preview?: boolean; heading?: boolean }) {
  const dispatch = useAppDispatch();
  const state = useAppSelector((s) => s.fairs.myReservations);
  useEffect(() => {
    void dispatch(fetchMyReservations({ page }));
  }, [dispatch, page]);
  const data = state.data;
  const items = data ? (preview ? data.items.slice(0, 3) : data.items) : [];
  return (
    <section aria-labelledby={heading ? 'my-reservations' : undefined} aria-label={heading ? undefined : 'フェア予約'} className={styles.section}>
      {heading ? <h2 id="my-reservations">フェア予約</h2> : null}
      {state.status === 'failed' ? <p role="alert">予約の一覧を読み込めませんでした（{state.error}）</p> : null}
      {!data ? (
        state.status !== 'failed' ? <p aria-live="polite">読み込み中...</p> : null
      ) : items.length === 0 ? (
        <p>予約したフェアはまだありません。<Link href="/fairs">ブライダルフェアを探す</Link></p>
      ) : (
        <>
          <ul className={styles.list}>
            {items.map((r) => <ReservationRow key={r.id} r={r} page={page} />)}
          </ul>
          {preview && data.total > items.length ? <p><Link href="/account/reservations">予約したフェアをすべて見る（{data.total}件）</Link></p> : null}
        </>
      )}
    </section>
  );
}
