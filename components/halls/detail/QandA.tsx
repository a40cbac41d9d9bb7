import type { z } from 'zod';
import type { questionAndAnswer } from '../../../api/contract/halls';
import styles from './QandA.module.css';

type QA = z.infer<typeof questionAndAnswer>;

/** Questions and answers as an accordion that works without JavaScript. */
export function QandA({ items }: { items: QA[] }) {
  if (items.length === 0) return <p className={styles.empty}>よくある質問はまだありません。</p>;
  return (
    <div className={styles.list}>
      {items.map((qa) => (
        <details key={qa.id} className={styles.item}>
          <summary>
            <span className={styles.q} aria-hidden="true">Q</span>
            <span className={styles.type}>{qa.type_label}</span>
            {qa.question}
          </summary>
          <p className={styles.answer}>
            <span className={styles.a} aria-hidden="true">A</span>
            {qa.answer}
          </p>
        </details>
      ))}
    </div>
  );
}
