import { useEffect, useRef, useState } from 'react';
import type { PartnerReservation, ReservationStatusKey } from '../../api/contract/partners';
import { RESERVATION_NEXT, RESERVATION_STATUS_LABELS } from '../../api/contract/partnerLabels';
import { useAppDispatch } from '../../store/hooks';
import { partnerAct, pollInbox } from '../../store/slices/partners';
import { reservationsCsv } from '../../lib/partners/reservationsCsv';
import { japanToday } from '../../lib/japanDate';
import styles from './Partner.module.css';

/** How often the open inbox asks for new reservations (docs/partners.md: polling, and why). */
export const INBOX_POLL_MS = 10_000;

const dateTime = (iso: string) => new Date(iso).toLocaleString('ja-JP', { timeZone: 'Asia/Tokyo', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' });

function ReservationCard({ hallId, r, onChange }: { hallId: number; r: PartnerReservation; onChange: (r: PartnerReservation) => void }) {
  const dispatch = useAppDispatch();
  const [note, setNote] = useState(r.note);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const act = async (change: { status?: ReservationStatusKey; note?: string }) => {
    setBusy(true);
    setError(null);
    const res = await dispatch(partnerAct({ type: 'reservation', hallId, id: r.id, ...change }));
    setBusy(false);
    if (partnerAct.fulfilled.match(res) && res.payload && 'reservation' in res.payload) onChange(res.payload.reservation);
    else setError((res.payload as string | undefined) ?? '保存できませんでした');
  };
  // 来館済み and 不参加 are known from the fair's day on (the server refuses them before).
  const steps = RESERVATION_NEXT[r.status].filter((s) => (s !== 'attended' && s !== 'no_show') || r.hold_at <= japanToday());
  return (
    <li className={styles.card} data-testid="reservation">
      <h2>
        <span className={styles.badge} data-status={r.status}>{r.status_label}</span> {r.name}（{r.name_kana}）様
      </h2>
      <p className={styles.meta}>{r.hold_at} {r.hold_time} ・ {r.fair_name} ・ {r.number_of_participants}名</p>
      <p className={styles.meta}>受付 {dateTime(r.created_at)} ・ <a href={`tel:${r.tel}`}>{r.tel}</a> ・ <a href={`mailto:${r.email}`}>{r.email}</a>{r.is_member ? '' : '（非会員）'}</p>
      {r.message ? <p className={styles.meta}>ご要望：{r.message}</p> : null}
      {steps.length ? (
        <div className={styles.row} role="group" aria-label={`${r.name}様の予約のステータス`}>
          {steps.map((s) => (
            <button key={s} type="button" className={s === 'cancelled' || s === 'no_show' ? styles.secondary : styles.button} disabled={busy || (s === 'attended' && !r.is_member)} onClick={() => act({ status: s })}>
              {RESERVATION_STATUS_LABELS[s]}にする
            </button>
          ))}
        </div>
      ) : null}
      <label className={styles.meta} htmlFor={`note-${r.id}`}>メモ（お客様には表示されません）</label>
      <div className={styles.row}>
        <input id={`note-${r.id}`} className={styles.input} value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
        <button type="button" className={styles.secondary} disabled={busy || note === r.note} onClick={() => act({ note })}>メモを保存</button>
      </div>
      {error ? <p role="alert" className={styles.error}>{error}</p> : null}
    </li>
  );
}

/** The reservations inbox: new bookings appear without a reload (it polls), statuses, notes, CSV. */
export function ReservationInbox({ hallId, initial, latestId }: { hallId: number; initial: PartnerReservation[]; latestId: number }) {
  const dispatch = useAppDispatch();
  const [items, setItems] = useState(initial);
  const [fresh, setFresh] = useState(0);
  const latest = useRef(latestId);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    let stopped = false;
    const tick = async () => {
      if (document.visibilityState === 'visible') {
        const res = await dispatch(pollInbox({ hallId, afterId: latest.current }));
        if (pollInbox.fulfilled.match(res) && res.payload.items.length) {
          latest.current = res.payload.latest_id;
          const incoming = res.payload.items;
          setItems((prev) => [...incoming.filter((n) => !prev.some((p) => p.id === n.id)), ...prev]);
          setFresh((n) => n + incoming.length);
        }
      }
      if (!stopped) timer = setTimeout(tick, INBOX_POLL_MS);
    };
    timer = setTimeout(tick, INBOX_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [dispatch, hallId]);
  const download = () => {
    const url = URL.createObjectURL(new Blob([reservationsCsv(items)], { type: 'text/csv;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `reservations-${hallId}.csv`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <>
      <div className={styles.row}>
        <button type="button" className={styles.secondary} onClick={download}>CSVでダウンロード</button>
        <p className={styles.meta} role="status" aria-live="polite">{fresh ? `新しい予約が${fresh}件届きました` : '新しい予約は自動で表示されます'}</p>
      </div>
      {items.length ? (
        <ul className={styles.cards}>
          {items.map((r) => <ReservationCard key={r.id} hallId={hallId} r={r} onChange={(n) => setItems((prev) => prev.map((p) => (p.id === n.id ? n : p)))} />)}
        </ul>
      ) : (
        <p className={styles.meta}>まだ予約はありません。</p>
      )}
    </>
  );
}
