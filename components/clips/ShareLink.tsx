import { useEffect, useId, useRef, useState } from 'react';
import { copyText } from './copyText';
import styles from './Clips.module.css';

/** LINE's share page for a link (no SDK): opens LINE on a phone with the text ready to send. */
export function lineShareUrl(url: string, text = 'ふたりで気になっている式場のリストです'): string {
  return `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`;
}

/**
 * A share's full link with a copy button (the Clipboard API, or a fallback) and LINE. `autoFocus`:
 * a link just made takes focus (and comes into view), so she sees and hears that it is there.
 */
export function ShareLink({ url, label = '共有リンク', autoFocus = false, groupLabel = '新しい共有リンク' }: { url: string; label?: string; autoFocus?: boolean; groupLabel?: string }) {
  const id = useId();
  const [status, setStatus] = useState<string>('');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!autoFocus || !ref.current) return;
    ref.current.focus({ preventScroll: true });
    ref.current.scrollIntoView?.({ block: 'nearest' });
  }, [autoFocus, url]);
  return (
    <div className={styles.share} ref={ref} tabIndex={autoFocus ? -1 : undefined} aria-label={autoFocus ? groupLabel : undefined} role={autoFocus ? 'group' : undefined}>
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
        <a className={`${styles.btn} ${styles.line}`} href={lineShareUrl(url)} target="_blank" rel="noopener noreferrer">
          LINEで送る<span className="visually-hidden">（新しいタブで開きます）</span>
        </a>
      </div>
      <p className={styles.hint} role="status">{status || 'このリンクを知っている人は、会員登録なしでリストを見てコメントできます。'}</p>
    </div>
  );
}
