import { useId, useState } from 'react';
import { copyText } from './copyText';
import styles from './Clips.module.css';

/** A share's full link with a copy button (the Clipboard API, or a fallback). */
export function ShareLink({ url, label = '共有リンク' }: { url: string; label?: string }) {
  const id = useId();
  const [status, setStatus] = useState<string>('');
  return (
    <div className={styles.share}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.shareRow}>
        <input id={id} type="url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        <button
          type="button"
          className={`${styles.btn} ${styles.primary}`}
          onClick={async () => setStatus((await copyText(url)) ? 'リンクをコピーしました' : 'コピーできませんでした。リンクを長押しして選択してください')}
        >
          リンクをコピー
        </button>
      </div>
      <p className={styles.hint} role="status">{status || 'このリンクを知っている人は、会員登録なしでリストを見てコメントできます。'}</p>
    </div>
  );
}
