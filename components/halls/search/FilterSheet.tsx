import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { browserApi } from '@/api/client';
import type { countHalls as CountHalls } from '@/api/contract/directory';
import type { EndpointInput } from '@/api/contract/define';
import { useFocusTrap } from '@/components/accounts/useFocusTrap';
import { formEntries } from '@/lib/halls/formQuery';
import styles from './FilterSheet.module.css';
import { formatNumber } from '@/lib/format';

/** The form's filled fields as the count endpoint's query (repeated names become lists). */
export function filtersOf(form: HTMLFormElement): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of formEntries(form)) {
    const prev = out[key];
    out[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}

/**
 * On a phone the search filters live in a sheet opened by 「絞り込み」, so the results start on
 * the first screen; while she changes a choice the sheet shows how many halls the new
 * conditions find (debounced). From 768 px the form is shown in place and the button hidden.
 */
export function FilterSheet({ total, activeCount, children }: { total: number; activeCount: number; children: ReactNode }) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<Record<string, string | string[]> | null>(null);
  const [count, setCount] = useState<number | null>(total);
  const close = useCallback(() => setOpen(false), []);
  useFocusTrap(ref, open, close);

  useEffect(() => {
    if (!query) return;
    let live = true;
    const timer = window.setTimeout(() => {
      // The contract (zod) is loaded with the first count, not with the search page.
      import('@/api/contract/directory')
        .then(({ countHalls }) => browserApi().call(countHalls, query as EndpointInput<typeof CountHalls>))
        .then((r) => live && setCount(r.count), () => live && setCount(null));
    }, 300);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [query]);

  const onChange = (e: FormEvent<HTMLDivElement>) => {
    const form = (e.target as HTMLInputElement).form;
    if (form) setQuery(filtersOf(form));
  };

  return (
    <>
      <div className={styles.bar}>
        <button type="button" className={styles.trigger} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
          絞り込み{activeCount ? <span className={styles.badge}>{activeCount}件指定中</span> : null}
        </button>
      </div>
      <div
        ref={ref}
        className={open ? `${styles.sheet} ${styles.open}` : styles.sheet}
        role={open ? 'dialog' : undefined}
        aria-modal={open || undefined}
        aria-labelledby={open ? titleId : undefined}
        onChange={onChange}
      >
        {open ? (
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>絞り込み</h2>
            <button type="button" className={styles.close} onClick={close}>閉じる</button>
          </div>
        ) : null}
        {children}
        <p className={styles.live} aria-live="polite" data-testid="live-count">
          {query === null ? null : count === null ? '件数を取得できませんでした' : `この条件で${formatNumber(count)}件`}
        </p>
      </div>
    </>
  );
}
