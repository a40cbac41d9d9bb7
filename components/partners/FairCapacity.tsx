import { useState } from 'react';
import type { PartnerFair } from '../../api/contract/partners';
import { useAct } from './ActionButton';
import styles from './Partner.module.css';

/** A fair's time slots: booked / capacity, and the capacity to change (never below the bookings). */
export function FairCapacity({ hallId, fair: initial }: { hallId: number; fair: PartnerFair }) {
  const [fair, setFair] = useState(initial);
  const [values, setValues] = useState(() => Object.fromEntries(initial.slots.map((s) => [s.slot, String(s.capacity)])));
  const [saved, setSaved] = useState<string | null>(null);
  const { run, busy, alert } = useAct();
  const save = async (slot: number) => {
    setSaved(null);
    const res = await run({ type: 'capacity', hallId, fairId: fair.id, slot, capacity: Number(values[slot]) });
    if (res && res.type === 'capacity') {
      setFair(res.fair);
      setSaved('定員を変更しました');
    }
  };
  return (
    <li className={styles.card}>
      <h2>{fair.hold_at} {fair.name}</h2>
      <p className={styles.meta}><a href={fair.public_path}>公開ページを見る</a></p>
      {fair.slots.map((s) => (
        <div key={s.slot} className={styles.row}>
          <label htmlFor={`cap-${fair.id}-${s.slot}`}>{s.hold_time}（予約 {s.reserved}組）定員</label>
          <input id={`cap-${fair.id}-${s.slot}`} className={styles.input} style={{ width: '5em' }} inputMode="numeric" value={values[s.slot] ?? ''} onChange={(e) => setValues({ ...values, [s.slot]: e.target.value })} />
          <span>組</span>
          <button type="button" className={styles.secondary} disabled={busy || values[s.slot] === String(s.capacity)} onClick={() => save(s.slot)}>変更する</button>
        </div>
      ))}
      {alert}
      {saved ? <p role="status" className={styles.notice}>{saved}</p> : null}
    </li>
  );
}
