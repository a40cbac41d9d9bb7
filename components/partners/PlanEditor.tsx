import { useState } from 'react';
import type { PartnerBenefit, PartnerPlan } from '../../api/contract/partnerPlans';
import { formatNumber } from '../../lib/format';
import type { BenefitFields, PlanFields } from '../../store/slices/partners';
import { useAct } from './ActionButton';
import { Field } from './Field';
import styles from './Partner.module.css';

const planFields = (p: PartnerPlan | null): PlanFields => ({
  name: p?.name ?? '', description: p?.description ?? '', price: p ? String(p.price) : '', guest_count: p ? String(p.guest_count) : '',
  includes: p?.includes ?? [], valid_until: p?.valid_until ?? '', is_popular: p?.is_popular ?? false, published: p?.published ?? false,
});

const benefitFields = (b: PartnerBenefit | null): BenefitFields => ({
  title: b?.title ?? '', description: b?.description ?? '', conditions: b?.conditions ?? '', amount: b?.amount === null || !b ? '' : String(b.amount),
  valid_until: b?.valid_until ?? '', is_limited: b?.is_limited ?? false, published: b?.published ?? false,
});

/** The publish state as words (never a flag's name). */
const Published = ({ on }: { on: boolean }) => <span className={styles.badge} data-status={on ? 'new' : undefined}>{on ? '公開中' : '非公開'}</span>;

/**
 * One plan's form: name, description, price, guests, what it includes, its end date, 人気. Saving keeps
 * the publish state; 公開する / 非公開にする saves the form with the other state. No plan (`null`): a new one.
 */
export function PlanEditor({ hallId, plan: initial, onCreated }: { hallId: number; plan: PartnerPlan | null; onCreated?: (p: PartnerPlan) => void }) {
  const [plan, setPlan] = useState(initial);
  const [f, setF] = useState(() => planFields(initial));
  const [includes, setIncludes] = useState(() => f.includes.join('\n'));
  const [done, setDone] = useState<string | null>(null);
  const { run, busy, alert } = useAct();
  const save = async (published: boolean, message: string) => {
    setDone(null);
    const res = await run({ type: 'plan', hallId, id: plan?.id ?? null, fields: { ...f, includes: includes.split('\n'), published } });
    if (!res || res.type !== 'plan') return;
    if (plan === null && onCreated) {
      onCreated(res.plan);
      setF(planFields(null));
      setIncludes('');
    } else {
      setPlan(res.plan);
      setF(planFields(res.plan));
    }
    setDone(message);
  };
  const set = (k: keyof PlanFields) => (e: { target: { value: string } }) => setF({ ...f, [k]: e.target.value });
  return (
    <li className={styles.card} data-testid="plan">
      <h3>{plan ? <>{plan.name} <Published on={plan.published} /></> : '新しいプラン'}</h3>
      {plan ? <p className={styles.meta}>{formatNumber(plan.price)}円・{plan.guest_count}名{plan.valid_until ? `・${plan.valid_until}まで` : ''}</p> : null}
      <Field label="プラン名">{(id) => <input id={id} className={styles.input} value={f.name} onChange={set('name')} />}</Field>
      <Field label="プランの説明">{(id) => <textarea id={id} className={styles.textarea} value={f.description} onChange={set('description')} />}</Field>
      <div className={styles.pair}>
        <Field label="料金（円）" hint="半角数字">{(id, h) => <input id={id} aria-describedby={h} className={styles.input} inputMode="numeric" value={f.price} onChange={set('price')} />}</Field>
        <Field label="人数（名）" hint="半角数字">{(id, h) => <input id={id} aria-describedby={h} className={styles.input} inputMode="numeric" value={f.guest_count} onChange={set('guest_count')} />}</Field>
      </div>
      <Field label="プランに含まれるもの" hint="1行に1つ。例：挙式料">{(id, h) => <textarea id={id} aria-describedby={h} className={styles.textarea} value={includes} onChange={(e) => setIncludes(e.target.value)} />}</Field>
      <Field label="有効期限" hint="期限がなければ空欄">{(id, h) => <input id={id} aria-describedby={h} type="date" className={styles.input} value={f.valid_until} onChange={set('valid_until')} />}</Field>
      <label className={styles.choice}><input type="checkbox" checked={f.is_popular} onChange={(e) => setF({ ...f, is_popular: e.target.checked })} /> 人気のプランとして表示する</label>
      {alert}
      {done ? <p role="status" className={styles.notice}>{done}</p> : null}
      <div className={styles.row}>
        {plan ? <button type="button" className={styles.button} disabled={busy} onClick={() => save(f.published, '保存しました')}>保存する</button> : null}
        {f.published
          ? <button type="button" className={styles.secondary} disabled={busy} onClick={() => save(false, '非公開にしました')}>非公開にする</button>
          : <button type="button" className={plan ? styles.secondary : styles.button} disabled={busy} onClick={() => save(true, '公開しました')}>{plan ? '公開する' : '追加して公開する'}</button>}
        {plan ? null : <button type="button" className={styles.secondary} disabled={busy} onClick={() => save(false, '非公開で追加しました')}>非公開で追加する</button>}
      </div>
    </li>
  );
}

/** One benefit's form (特典): title, description, conditions, amount, end date, 期間限定; published or not. */
export function BenefitEditor({ hallId, benefit: initial, onCreated }: { hallId: number; benefit: PartnerBenefit | null; onCreated?: (b: PartnerBenefit) => void }) {
  const [benefit, setBenefit] = useState(initial);
  const [f, setF] = useState(() => benefitFields(initial));
  const [done, setDone] = useState<string | null>(null);
  const { run, busy, alert } = useAct();
  const save = async (published: boolean, message: string) => {
    setDone(null);
    const res = await run({ type: 'benefit', hallId, id: benefit?.id ?? null, fields: { ...f, published } });
    if (!res || res.type !== 'benefit') return;
    if (benefit === null && onCreated) {
      onCreated(res.benefit);
      setF(benefitFields(null));
    } else {
      setBenefit(res.benefit);
      setF(benefitFields(res.benefit));
    }
    setDone(message);
  };
  const set = (k: keyof BenefitFields) => (e: { target: { value: string } }) => setF({ ...f, [k]: e.target.value });
  return (
    <li className={styles.card} data-testid="benefit">
      <h3>{benefit ? <>{benefit.title} <Published on={benefit.published} /></> : '新しい特典'}</h3>
      <Field label="特典名">{(id) => <input id={id} className={styles.input} value={f.title} onChange={set('title')} />}</Field>
      <Field label="特典の説明">{(id) => <textarea id={id} className={styles.textarea} value={f.description} onChange={set('description')} />}</Field>
      <Field label="適用条件" hint="例：フェア参加当日のご成約">{(id, h) => <input id={id} aria-describedby={h} className={styles.input} value={f.conditions} onChange={set('conditions')} />}</Field>
      <div className={styles.pair}>
        <Field label="特典の金額（円）" hint="半角数字。金額で表せない特典は空欄">{(id, h) => <input id={id} aria-describedby={h} className={styles.input} inputMode="numeric" value={f.amount} onChange={set('amount')} />}</Field>
        <Field label="有効期限" hint="期限がなければ空欄">{(id, h) => <input id={id} aria-describedby={h} type="date" className={styles.input} value={f.valid_until} onChange={set('valid_until')} />}</Field>
      </div>
      <label className={styles.choice}><input type="checkbox" checked={f.is_limited} onChange={(e) => setF({ ...f, is_limited: e.target.checked })} /> 期間限定の特典として表示する</label>
      {alert}
      {done ? <p role="status" className={styles.notice}>{done}</p> : null}
      <div className={styles.row}>
        {benefit ? <button type="button" className={styles.button} disabled={busy} onClick={() => save(f.published, '保存しました')}>保存する</button> : null}
        {f.published
          ? <button type="button" className={styles.secondary} disabled={busy} onClick={() => save(false, '非公開にしました')}>非公開にする</button>
          : <button type="button" className={benefit ? styles.secondary : styles.button} disabled={busy} onClick={() => save(true, '公開しました')}>{benefit ? '公開する' : '追加して公開する'}</button>}
        {benefit ? null : <button type="button" className={styles.secondary} disabled={busy} onClick={() => save(false, '非公開で追加しました')}>非公開で追加する</button>}
      </div>
    </li>
  );
}
