import { useEffect, useRef } from 'react';
import styles from './ErrorSummary.module.css';

export interface SummaryItem {
  /** The id of the field's input: the link goes to it. */
  id: string;
  message: string;
}

/**
 * The messages of a refused submit, above the form, each a link to its field; focus moves here
 * each time a submit is refused (`attempt` changes), so she hears what to fix and can go to it.
 * Rendered by the server too, for a form sent before the page's scripts arrived (server/forms).
 */
export function ErrorSummary({ title = '入力内容をご確認ください', items, attempt }: { title?: string; items: readonly SummaryItem[]; attempt: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = items.length > 0;
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [attempt, shown]);
  if (!shown) return null;
  return (
    <div ref={ref} tabIndex={-1} role="alert" aria-labelledby="error-summary-title" className={styles.summary}>
      <p id="error-summary-title" className={styles.title}>{title}</p>
      <ul className={styles.list}>
        {items.map((i) => (
          <li key={i.id}>
            <a
              href={`#${i.id}`}
              onClick={(e) => {
                // The field itself, not only the page scrolled to it.
                const field = document.getElementById(i.id);
                if (!field) return;
                e.preventDefault();
                field.focus();
                field.scrollIntoView?.({ block: 'center' });
              }}
            >
              {i.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
