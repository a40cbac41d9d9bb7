import styles from './ArticleBody.module.css';

/** The article's HTML, already sanitised on the server (server/magazine/sanitize). */
export function ArticleBody({ html }: { html: string }) {
  return <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />;
}
