import styles from './PrLabel.module.css';

/** The sponsored-article mark (pr_label), shown wherever the article is. */
export function PrLabel({ label }: { label: string }) {
  if (!label) return null;
  return <span className={styles.pr} aria-label={`広告記事（${label}）`}>{label}</span>;
}
