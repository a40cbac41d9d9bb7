import { CARAT_BANDS, DESIGNS, METALS, PRICE_BANDS, RING_SORTS, RING_TYPES } from '../../api/contract/ringVocabulary';
import { ringPaths } from '../../api/contract/ringPaths';
import type { BrandSummary } from '../../api/contract/rings';
import type { RingSearchQuery } from '../../lib/rings/searchQuery';
import styles from './RingSearchForm.module.css';

const entries = <T extends Record<string, string>>(m: T) => Object.entries(m) as [string, string][];
const bands = <T extends Record<string, { label: string }>>(m: T) => Object.entries(m).map(([k, v]) => [k, v.label] as [string, string]);

function Select({ name, label, value, options }: { name: string; label: string; value: string; options: [string, string][] }) {
  const id = `ring-${name}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value}>
        <option value="">指定なし</option>
        {options.map(([v, l]) => <option key={v} value={v}>{l}</option>)}
      </select>
    </div>
  );
}

/** The ring search: a plain GET form (works before scripts load), its fields in Japanese. */
export function RingSearchForm({ query, brands }: { query: RingSearchQuery; brands: BrandSummary[] }) {
  return (
    <form method="get" action={ringPaths.rings} className={styles.form} role="search" aria-label="指輪を探す">
      <Select name="type" label="種類" value={query.type ?? ''} options={entries(RING_TYPES)} />
      <Select name="brand_id" label="ブランド" value={query.brand_id ? String(query.brand_id) : ''} options={brands.map((b) => [String(b.id), b.brand_name])} />
      <Select name="price_band" label="予算" value={query.price_band ?? ''} options={bands(PRICE_BANDS)} />
      <Select name="metal" label="素材" value={query.metal ?? ''} options={entries(METALS)} />
      <Select name="design" label="デザイン" value={query.design ?? ''} options={entries(DESIGNS)} />
      <Select name="carat" label="カラット（婚約指輪）" value={query.carat ?? ''} options={bands(CARAT_BANDS)} />
      <div className={styles.field}>
        <label htmlFor="ring-sort">並び順</label>
        <select id="ring-sort" name="sort" defaultValue={query.sort}>
          {entries(RING_SORTS).map(([v, l]) => <option key={v} value={v}>{l}</option>)}
        </select>
      </div>
      <button type="submit" className={styles.submit}>この条件で探す</button>
    </form>
  );
}
