import { useId } from 'react';
import { FAIR_DATES_MAX as MAX_DATES } from '../../api/contract/partnerLabels';
import styles from './Partner.module.css';

/** A list of dates (a fair's series): one date field each, added and removed by buttons. */
export function DateList({ legend, dates, onChange }: { legend: string; dates: string[]; onChange: (dates: string[]) => void }) {
  const id = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      {dates.map((d, i) => (
        <div key={i} className={styles.row}>
          <label htmlFor={`${id}-${i}`}>{i + 1}日目</label>
          <input id={`${id}-${i}`} type="date" className={styles.input} value={d} onChange={(e) => onChange(dates.map((x, j) => (j === i ? e.target.value : x)))} />
          {dates.length > 1 ? <button type="button" className={styles.secondary} aria-label={`${i + 1}日目を削除`} onClick={() => onChange(dates.filter((_, j) => j !== i))}>削除</button> : null}
        </div>
      ))}
      {dates.length < MAX_DATES ? <button type="button" className={styles.secondary} onClick={() => onChange([...dates, ''])}>日程を追加</button> : null}
      <p className={styles.meta}>明日から1年後までの日付を{MAX_DATES}日まで選べます。</p>
    </fieldset>
  );
}
