import type { EndpointOutput } from '../../../api/contract/define';
import type { getGeoRegions, getHallSearchConditions } from '../../../api/contract/directory';
import { DEFAULT_PREFECTURE } from '../../../lib/constants';
import styles from './HomeSearch.module.css';

type Regions = EndpointOutput<typeof getGeoRegions>['regions'];
type Conditions = EndpointOutput<typeof getHallSearchConditions>;

/** The hero's search: prefecture (grouped by region, default tokyo), guests and budget → /halls/search/. */
export function HomeSearch({ regions, conditions }: { regions: Regions; conditions: Conditions }) {
  return (
    <form method="get" action="/halls/search/" className={styles.form} aria-label="エリアから式場を探す">
      <label className={styles.field}>
        <span>エリア</span>
        <select name="prefecture_slug" defaultValue={DEFAULT_PREFECTURE}>
          {regions.map((r) => (
            <optgroup key={r.slug} label={r.name}>
              {r.prefectures.map((p) => (
                <option key={p.slug} value={p.slug}>{p.name}</option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>招待人数</span>
        <select name="people" defaultValue="">
          <option value="">指定なし</option>
          {conditions.people.map((o) => (
            <option key={o.value} value={o.value}>{o.label}</option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>予算</span>
        <select name="p" defaultValue="">
          <option value="">指定なし</option>
          {conditions.p.map((o) => (
            <option key={o.value} value={o.value}>{o.label}</option>
          ))}
        </select>
      </label>
      <button type="submit" className={styles.submit}>式場を探す</button>
    </form>
  );
}
