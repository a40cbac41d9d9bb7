import { useRouter } from 'next/router';
import type { FormEvent } from 'react';
import { REVIEWER_TYPE_LABELS, SEASON_LABELS, reviewerTypeKeys, seasonKeys, commentOrderKeys } from '../../../api/contract/reviewVocabulary';
import { formEntries } from '../../../lib/halls/formQuery';
import styles from './ReviewFilterForm.module.css';

export const COMMENT_ORDER_LABELS: Record<(typeof commentOrderKeys)[number], string> = {
  newest: '新しい順',
  oldest: '古い順',
  rating_high: '評価が高い順',
  rating_low: '評価が低い順',
  helpful: '参考になった順',
};

export interface ReviewFilters {
  rating?: string;
  status?: string;
  season?: string;
  order?: string;
}

/**
 * Filters for the review list: a plain GET form (works without JavaScript); with JavaScript a
 * change applies at once without moving the page.
 */
export function ReviewFilterForm({ action, filters }: { action: string; filters: ReviewFilters }) {
  const router = useRouter();
  const apply = (form: HTMLFormElement) => {
    // The default order is the page's own default: it stays out of the URL.
    const query = formEntries(form).filter(([k, v]) => !(k === 'order' && v === 'newest'));
    const qs = new URLSearchParams(query).toString();
    void router.push(qs ? `${action}?${qs}` : action, undefined, { scroll: false });
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    apply(e.currentTarget);
  };
  return (
    <form method="get" action={action} className={styles.form} onSubmit={onSubmit} onChange={(e) => apply(e.currentTarget)} aria-label="口コミの絞り込み">
      <label className={styles.field}>
        <span>評価</span>
        <select name="rating" defaultValue={filters.rating ?? ''}>
          <option value="">すべて</option>
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={n}>{'★'.repeat(n)}（{n}）</option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>投稿者</span>
        <select name="status" defaultValue={filters.status ?? ''}>
          <option value="">すべて</option>
          {reviewerTypeKeys.map((t) => (
            <option key={t} value={t}>{REVIEWER_TYPE_LABELS[t]}</option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>季節</span>
        <select name="season" defaultValue={filters.season ?? ''}>
          <option value="">すべて</option>
          {seasonKeys.map((s) => (
            <option key={s} value={s}>{SEASON_LABELS[s]}</option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>並び順</span>
        <select name="order" defaultValue={filters.order ?? 'newest'}>
          {commentOrderKeys.map((o) => (
            <option key={o} value={o}>{COMMENT_ORDER_LABELS[o]}</option>
          ))}
        </select>
      </label>
      <button type="submit" className={styles.submit}>絞り込む</button>
    </form>
  );
}
