import type { Plan } from '../../../api/contract/halls';
import { formatDateJa, formatYen } from '../../../lib/format';
import styles from './PlanList.module.css';

/** Wedding plans: price for a guest count and what is included. */
export function PlanList({ plans }: { plans: Plan[] }) {
  if (plans.length === 0) return <p className={styles.empty}>掲載中のプランはありません。</p>;
  return (
    <ul className={styles.list}>
      {plans.map((p) => (
        <li key={p.id} className={styles.plan}>
          <div className={styles.head}>
            {p.is_popular ? <span className={styles.popular}>人気</span> : null}
            <h3 className={styles.name}>{p.name}</h3>
          </div>
          <p className={styles.price}>
            <strong>{formatYen(p.price)}</strong>
            <span>（{p.guest_count}名・税込）</span>
          </p>
          {p.description ? <p className={styles.desc}>{p.description}</p> : null}
          {p.includes.length ? (
            <ul className={styles.includes} aria-label="プランに含まれるもの">
              {p.includes.map((x) => (
                <li key={x}>{x}</li>
              ))}
            </ul>
          ) : null}
          {p.valid_until ? <p className={styles.valid}>適用期限：{formatDateJa(p.valid_until)}まで</p> : null}
        </li>
      ))}
    </ul>
  );
}
