import { ActionToast, useToast } from '../ui/ActionToast';
import styles from './ShareLinks.module.css';

/** Send a link by LINE, by mail, or copy it (the partner and the parents need no account). */
export function ShareLinks({ url, text, subject, label }: { url: string; text: string; subject: string; label: string }) {
  const toast = useToast();
  const line = `https://line.me/R/msg/text/?${encodeURIComponent(`${text}\n${url}`)}`;
  const mail = `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`${text}\n${url}`)}`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.say('リンクをコピーしました');
    } catch {
      toast.say('コピーできませんでした');
    }
  }
  return (
    <div className={styles.share} role="group" aria-label={label}>
      <input className={styles.url} value={url} readOnly aria-label={`${label}のURL`} onFocus={(e) => e.currentTarget.select()} />
      <div className={styles.buttons}>
        <a className={`${styles.button} ${styles.line}`} href={line} target="_blank" rel="noopener noreferrer">LINEで送る</a>
        <a className={styles.button} href={mail}>メールで送る</a>
        <ActionToast message={toast.message} nonce={toast.nonce}>
          <button type="button" className={styles.button} onClick={copy}>リンクをコピー</button>
        </ActionToast>
      </div>
    </div>
  );
}
