import { useId, useState } from 'react';
import { FAIR_SLOTS_MAX as MAX_SLOTS } from '../../api/contract/partnerLabels';
import type { PartnerFair } from '../../api/contract/partners';
import type { FairFields } from '../../store/slices/partners';
import { useAct } from './ActionButton';
import { Field } from './Field';
import { DateList } from './DateList';
import styles from './Partner.module.css';

const fieldsOf = (f: PartnerFair | null): FairFields => ({
  name: f?.name ?? '',
  description: f?.description ?? '',
  price: f ? String(f.price) : '0',
  benefits: f?.benefits ?? [],
  slots: f ? f.slots.map((s) => ({ slot: s.slot, hold_time: s.hold_time, capacity: String(s.capacity) })) : [{ hold_time: '10:00〜12:00', capacity: '4' }],
});

/**
 * A fair's form: its contents (shared by every date of the series), its time slots with their
 * capacities, and — for a new fair — the dates it is held on. The server parses and refuses with
 * the reason (a slot with bookings keeps its time; a capacity never goes below its bookings).
 */
export function FairForm({ hallId, fair, onSaved, onClose }: { hallId: number; fair: PartnerFair | null; onSaved: (items: PartnerFair[]) => void; onClose?: () => void }) {
  const [f, setF] = useState(() => fieldsOf(fair));
  const [benefits, setBenefits] = useState(() => f.benefits.join('\n'));
  const [dates, setDates] = useState<string[]>(['']);
  const { run, busy, alert } = useAct();
  const uid = useId();
  const set = (k: 'name' | 'description' | 'price') => (e: { target: { value: string } }) => setF({ ...f, [k]: e.target.value });
  const setSlot = (i: number, k: 'hold_time' | 'capacity', v: string) => setF({ ...f, slots: f.slots.map((s, j) => (j === i ? { ...s, [k]: v } : s)) });
  const save = async () => {
    const res = await run({ type: 'fair', hallId, id: fair?.id ?? null, fields: { ...f, benefits: benefits.split('\n') }, dates: dates.filter((d) => d !== '') });
    if (res && res.type === 'fair') onSaved(res.items);
  };
  const booked = (slot?: number) => fair?.slots.find((s) => s.slot === slot)?.reserved ?? 0;
  return (
    <div className={styles.form} data-testid="fair-form">
      {fair ? <p className={styles.meta}>フェア名・説明・料金・特典は、同じシリーズのすべての日程に反映されます。</p> : null}
      <Field label="フェア名">{(id) => <input id={id} className={styles.input} value={f.name} onChange={set('name')} />}</Field>
      <Field label="フェアの説明">{(id) => <textarea id={id} className={styles.textarea} value={f.description} onChange={set('description')} />}</Field>
      <Field label="料金（円）" hint="半角数字。無料は0">{(id, h) => <input id={id} aria-describedby={h} className={styles.input} inputMode="numeric" value={f.price} onChange={set('price')} />}</Field>
      <Field label="特典" hint="1行に1つ。例：来館特典 QUOカード1,000円分">{(id, h) => <textarea id={id} aria-describedby={h} className={styles.textarea} value={benefits} onChange={(e) => setBenefits(e.target.value)} />}</Field>
      <fieldset className={styles.fieldset}>
        <legend>時間枠と定員</legend>
        {f.slots.map((s, i) => (
          <div key={s.slot ?? `new-${i}`} className={styles.row} data-testid="slot-row">
            <label htmlFor={`${uid}-t${i}`}>時間</label>
            <input id={`${uid}-t${i}`} className={styles.input} style={{ width: '9em' }} value={s.hold_time} onChange={(e) => setSlot(i, 'hold_time', e.target.value)} aria-describedby={`${uid}-hint`} />
            <label htmlFor={`${uid}-c${i}`}>定員（組）</label>
            <input id={`${uid}-c${i}`} className={styles.input} style={{ width: '4em' }} inputMode="numeric" value={s.capacity} onChange={(e) => setSlot(i, 'capacity', e.target.value)} />
            {booked(s.slot) ? <span className={styles.meta}>予約 {booked(s.slot)}組</span> : null}
            {f.slots.length > 1 && !booked(s.slot) ? (
              <button type="button" className={styles.secondary} onClick={() => setF({ ...f, slots: f.slots.filter((_, j) => j !== i) })}>この枠を削除</button>
            ) : null}
          </div>
        ))}
        <p id={`${uid}-hint`} className={styles.meta}>時間は「10:00〜12:00」の形式で入力してください。予約のある枠は時間を変えられません。</p>
        {f.slots.length < MAX_SLOTS ? (
          <button type="button" className={styles.secondary} onClick={() => setF({ ...f, slots: [...f.slots, { hold_time: '', capacity: '4' }] })}>時間枠を追加</button>
        ) : null}
      </fieldset>
      {fair ? null : <DateList legend="開催日" dates={dates} onChange={setDates} />}
      {alert}
      <div className={styles.row}>
        <button type="button" className={styles.button} disabled={busy} onClick={save}>{fair ? '保存する' : 'フェアを追加する'}</button>
        {onClose ? <button type="button" className={styles.secondary} onClick={onClose}>閉じる</button> : null}
      </div>
    </div>
  );
}
