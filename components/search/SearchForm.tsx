import { SEARCH_KINDS, SEARCH_KIND_LABELS, type SearchKind } from '@/lib/search/kinds';
import styles from './SearchForm.module.css';

export interface PrefectureOption { slug: string; name: string }

/** The search page's own form: words, kind and prefecture; a plain GET that works without scripts. */
export function SearchForm({ q, kind, pref, prefectures }: { q: string; kind: SearchKind | null; pref: string | null; prefectures: PrefectureOption[] }) {
  return (
    <form action="/search" method="get" role="search" aria-label="検索条件" className={styles.form}>
      <div className={styles.row}>
        <label className={`${styles.field} ${styles.query}`}>
          キーワード
          <input type="search" name="q" defaultValue={q} maxLength={100} enterKeyHint="search" autoComplete="off" />
        </label>
        <label className={styles.field}>
          種類
          <select name="kind" defaultValue={kind ?? ''}>
            <option value="">すべて</option>
            {SEARCH_KINDS.map((k) => <option key={k} value={k}>{SEARCH_KIND_LABELS[k]}</option>)}
          </select>
        </label>
        <label className={styles.field}>
          都道府県
          <select name="pref" defaultValue={pref ?? ''}>
            <option value="">全国</option>
            {prefectures.map((p) => <option key={p.slug} value={p.slug}>{p.name}</option>)}
          </select>
        </label>
        <button type="submit" className={styles.submit}>検索</button>
      </div>
    </form>
  );
}
