import { CARAT_BANDS, DESIGNS, METALS, PRICE_BANDS, PRICE_MAX_CHOICES, priceMaxLabel, RING_SORTS, RING_TYPES } from '../../api/contract/ringVocabulary';
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

/** Several values of one filter: checkboxes sent as repeated params (`metal=a&metal=b`). */
function Checks({ name, legend, values, options, folded }: { name: string; legend: string; values: string[]; options: [string, string][]; folded?: boolean }) {
  const boxes = (
    <ul className={styles.checks}>
      {options.map(([v, l]) => (
        <li key={v}>
          <label>
            <input type="checkbox" name={name} value={v} defaultChecked={values.includes(v)} /> {l}
          </label>
        </li>
      ))}
    </ul>
  );
  return (
    <fieldset className={styles.group}>
      <legend>{legend}{values.length ? `（${values.length}件選択中）` : ''}</legend>
      {folded ? <details open={values.length > 0}><summary>{legend}を選ぶ</summary>{boxes}</details> : boxes}
    </fieldset>
  );
}

/** The ring search: a plain GET form (works before scripts load), its fields in Japanese. */
export function RingSearchForm({ query, brands }: { query: RingSearchQuery; brands: BrandSummary[] }) {
  return (
    <form method="get" action={ringPaths.rings} className={styles.form} role="search" aria-label="指輪を探す">
      <Select name="type" label="種類" value={query.type ?? ''} options={entries(RING_TYPES)} />
      <Select name="price_max" label="予算の上限" value={query.price_max ? String(query.price_max) : ''} options={PRICE_MAX_CHOICES.map((yen) => [String(yen), priceMaxLabel(yen)])} />
      <Select name="price_band" label="価格帯" value={query.price_band ?? ''} options={bands(PRICE_BANDS)} />
      <Checks name="brand_id" legend="ブランド" values={query.brand_id.map(String)} options={brands.map((b) => [String(b.id), b.brand_name])} folded />
      <Checks name="metal" legend="素材" values={query.metal} options={entries(METALS)} />
      <Checks name="design" legend="デザイン" values={query.design} options={entries(DESIGNS)} />
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
