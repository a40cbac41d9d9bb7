import { useState } from 'react';
import type { PartnerFair } from '../../api/contract/partners';
import { formatNumber } from '../../lib/format';
import { useAct } from './ActionButton';
import { DateList } from './DateList';
import { FairForm } from './FairForm';
import styles from './Partner.module.css';

type Panel = null | 'edit' | 'copy' | 'cancel' | { slot: number };

/**
 * A fair date in the console: its slots (booked / capacity, the capacity to change, never below
 * the bookings), and what the hall does with it: edit, copy to other dates, cancel it or one slot
 * (asked once more, with the number of couples who will be told).
 */
export function FairCapacity({ hallId, fair: initial, onAdded }: { hallId: number; fair: PartnerFair; onAdded?: (items: PartnerFair[]) => void }) {
  const [fair, setFair] = useState(initial);
  const [values, setValues] = useState(() => Object.fromEntries(initial.slots.map((s) => [s.slot, String(s.capacity)])));
  const [saved, setSaved] = useState<string | null>(null);
  const [panel, setPanel] = useState<Panel>(null);
  const [dates, setDates] = useState<string[]>(['']);
  const { run, busy, alert } = useAct();
  const show = (f: PartnerFair, message: string) => {
    setFair(f);
    setValues(Object.fromEntries(f.slots.map((s) => [s.slot, String(s.capacity)])));
    setPanel(null);
    setSaved(message);
  };
  const save = async (slot: number) => {
    setSaved(null);
    const res = await run({ type: 'capacity', hallId, fairId: fair.id, slot, capacity: Number(values[slot]) });
    if (res && res.type === 'capacity') show(res.fair, '定員を変更しました');
  };
  const cancel = async (slot?: number) => {
    setSaved(null);
    const res = await run({ type: 'fairCancel', hallId, id: fair.id, slot });
    if (res && res.type === 'fairCancel') show(res.items[0], `${slot ? '時間枠' : 'フェア'}を中止しました${res.cancelled_reservations ? `（${res.cancelled_reservations}組にお知らせしました）` : ''}`);
  };
  const copy = async () => {
    setSaved(null);
    const res = await run({ type: 'fairCopy', hallId, id: fair.id, dates: dates.filter((d) => d !== '') });
    if (res && res.type === 'fairCopy') {
      onAdded?.(res.items);
      setDates(['']);
      setPanel(null);
      setSaved(`${res.items.length}日程にコピーしました`);
    }
  };
  const booked = (slot?: number) => fair.slots.filter((s) => slot === undefined || s.slot === slot).reduce((n, s) => n + s.reserved, 0);
  const cancelled = fair.cancelled_at !== null;
  return (
    <li className={styles.card} data-testid="fair">
      <h2>{fair.hold_at} {fair.name} {cancelled ? <span className={styles.badge}>中止</span> : null}</h2>
      <p className={styles.meta}>{fair.price ? `${formatNumber(fair.price)}円` : '無料'}{cancelled ? null : <>・<a href={fair.public_path}>公開ページを見る</a></>}</p>
      {fair.slots.map((s) => (
        <div key={s.slot} className={styles.row}>
          <label htmlFor={`cap-${fair.id}-${s.slot}`}>{s.hold_time}（予約 {s.reserved}組）定員</label>
          <input id={`cap-${fair.id}-${s.slot}`} className={styles.input} style={{ width: '5em' }} inputMode="numeric" disabled={cancelled} value={values[s.slot] ?? ''} onChange={(e) => setValues({ ...values, [s.slot]: e.target.value })} />
          <span>組</span>
          {cancelled ? null : <>
            <button type="button" className={styles.secondary} disabled={busy || values[s.slot] === String(s.capacity)} onClick={() => save(s.slot)}>変更する</button>
            {fair.slots.length > 1 ? <button type="button" className={styles.secondary} aria-label={`${s.hold_time}の枠を中止`} onClick={() => setPanel({ slot: s.slot })}>枠を中止</button> : null}
          </>}
        </div>
      ))}
      {cancelled ? null : (
        <div className={styles.row}>
          <button type="button" className={styles.secondary} aria-expanded={panel === 'edit'} onClick={() => setPanel(panel === 'edit' ? null : 'edit')}>編集</button>
          <button type="button" className={styles.secondary} aria-expanded={panel === 'copy'} onClick={() => setPanel(panel === 'copy' ? null : 'copy')}>別の日程にコピー</button>
          <button type="button" className={styles.secondary} onClick={() => setPanel('cancel')}>フェアを中止</button>
        </div>
      )}
      {panel === 'edit' ? <FairForm hallId={hallId} fair={fair} onSaved={(items) => show(items[0], '保存しました')} onClose={() => setPanel(null)} /> : null}
      {panel === 'copy' ? (
        <div className={styles.form}>
          <DateList legend="コピー先の日程" dates={dates} onChange={setDates} />
          <div className={styles.row}><button type="button" className={styles.button} disabled={busy} onClick={copy}>コピーする</button></div>
        </div>
      ) : null}
      {panel !== null && (panel === 'cancel' || typeof panel === 'object') ? (
        <div role="group" aria-label="中止の確認" className={styles.error}>
          <p>{panel === 'cancel' ? 'このフェアを中止します。' : `${fair.slots.find((s) => s.slot === panel.slot)?.hold_time}の枠を中止します。`}
            {booked(panel === 'cancel' ? undefined : panel.slot) ? `予約済みの${booked(panel === 'cancel' ? undefined : panel.slot)}組に中止のお知らせをメールで送り、予約をキャンセルします。` : '予約はありません。'}</p>
          <div className={styles.row}>
            <button type="button" className={styles.button} disabled={busy} onClick={() => cancel(panel === 'cancel' ? undefined : panel.slot)}>中止する</button>
            <button type="button" className={styles.secondary} onClick={() => setPanel(null)}>やめる</button>
          </div>
        </div>
      ) : null}
      {alert}
      {saved ? <p role="status" className={styles.notice}>{saved}</p> : null}
    </li>
  );
}
