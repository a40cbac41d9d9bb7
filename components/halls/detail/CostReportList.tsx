import type { CostReport } from '../../../api/contract/halls';
import { formatDateJa, formatMan, formatYen } from '../../../lib/format';
import styles from './CostReportList.module.css';

export interface CostAverages {
  average_total: number;
  average_guest_count: number;
  average_per_person: number;
  total: number;
}

/** The averages of the cost reports (実際にかかった費用). */
export function CostAveragesBox({ averages }: { averages: CostAverages }) {
  if (averages.total === 0) return null;
  return (
    <dl className={styles.averages}>
      <div><dt>平均総額</dt><dd>{formatMan(averages.average_total)}</dd></div>
      <div><dt>平均人数</dt><dd>{Math.round(averages.average_guest_count)}名</dd></div>
      <div><dt>1人あたり</dt><dd>{formatYen(averages.average_per_person)}</dd></div>
    </dl>
  );
}

/** Itemised cost reports with the first estimate beside the real total. */
export function CostReportList({ reports, expanded = false }: { reports: CostReport[]; expanded?: boolean }) {
  if (reports.length === 0) return <p className={styles.empty}>条件に合う費用明細はありません。</p>;
  return (
    <ul className={styles.list}>
      {reports.map((r) => {
        const diff = r.total - r.initial_estimate;
        return (
          <li key={r.id} className={styles.report}>
            <p className={styles.meta}>{r.nickname}さん・{formatDateJa(r.wedding_date, false)}挙式・{r.guest_count}名</p>
            <p className={styles.total}>
              <span>総額</span> <strong>{formatYen(r.total)}</strong>
              <span className={styles.per}>（1人あたり {formatYen(r.per_person)}）</span>
            </p>
            <p className={styles.estimate}>
              初回見積もり {formatYen(r.initial_estimate)}
              <span className={diff > 0 ? styles.up : styles.down}>（{diff >= 0 ? '+' : '−'}{formatMan(Math.abs(diff))}）</span>
            </p>
            <details className={styles.items} open={expanded}>
              <summary>内訳を見る</summary>
              <table>
                <tbody>
                  {r.items.map((it) => (
                    <tr key={it.name}>
                      <th scope="row">{it.name}</th>
                      <td>{formatYen(it.amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
            {r.comment ? <p className={styles.comment}>{r.comment}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
