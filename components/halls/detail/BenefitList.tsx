import type { Benefit } from '../../../api/contract/halls';
import { formatDateJa, formatYen } from '../../../lib/format';
import styles from './BenefitList.module.css';

/** Benefits (特典) for couples who book. */
export function BenefitList({ benefits }: { benefits: Benefit[] }) {
  if (benefits.length === 0) return <p className={styles.empty}>現在ご案内中の特典はありません。</p>;
  return (
    <ul className={styles.list}>
      {benefits.map((b) => (
        <li key={b.id} className={styles.item}>
          <p className={styles.title}>
            {b.is_limited ? <span className={styles.limited}>期間限定</span> : null}
            {b.title}
            {b.amount ? <span className={styles.amount}>{formatYen(b.amount)}相当</span> : null}
          </p>
          {b.description ? <p className={styles.desc}>{b.description}</p> : null}
          {b.conditions ? <p className={styles.cond}>条件：{b.conditions}</p> : null}
          {b.valid_until ? <p className={styles.cond}>{formatDateJa(b.valid_until)}まで</p> : null}
        </li>
      ))}
    </ul>
  );
}
