import type { TocEntry } from '../../api/contract/magazine';
import styles from './TableOfContents.module.css';

/** The article's headings as in-page links (h3 indented under their h2). */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  if (entries.length < 2) return null;
  return (
    <nav aria-labelledby="toc-title" className={styles.toc}>
      <h2 id="toc-title" className={styles.title}>目次</h2>
      <ol className={styles.list}>
        {entries.map((e) => (
          <li key={e.id} className={e.level === 3 ? styles.sub : undefined}>
            <a href={`#${e.id}`}>{e.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
