import type { EnqueteTotals } from '../../api/contract/enquete';
import styles from './page.module.css';

/** Staff: answers counted per question. */
export function EnqueteTotalsView({ totals }: { totals: EnqueteTotals }) {
  return (
    <section className={styles.card} aria-labelledby="totals">
      <h2 id="totals">集計（スタッフのみ）：回答 {totals.respondents}件</h2>
      {totals.questions.map((q) => (
        <div key={q.id}>
          <h3>{q.label}{q.average !== null ? `（平均 ${q.average}）` : ''}</h3>
          {q.counts.length ? (
            <ul className={styles.list}>{q.counts.map((c) => <li key={c.option}>{c.option}：{c.count}件</li>)}</ul>
          ) : (
            <ul className={styles.list}>{q.texts.length ? q.texts.map((t, i) => <li key={i}>{t}</li>) : <li>まだありません</li>}</ul>
          )}
        </div>
      ))}
    </section>
  );
}
