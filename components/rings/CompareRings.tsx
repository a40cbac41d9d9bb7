import Link from '@/components/ui/Link';
import { useState } from 'react';
import type { FavoriteRing } from '../../api/contract/ringFavorites';
import { ringPaths } from '../../api/contract/ringPaths';
import { designLabel, formatCarat, formatWeeks, formatWidth, metalLabel, ringPriceText, ringTypeLabel } from '../../lib/rings/labels';
import { Picture } from '../ui/Picture';
import styles from './CompareRings.module.css';

export const COMPARE_RINGS_MAX = 4;

const ROWS: [string, (r: FavoriteRing) => string][] = [
  ['種類', (r) => ringTypeLabel(r.type)],
  ['価格', (r) => ringPriceText(r)],
  ['素材', (r) => metalLabel(r.metal)],
  ['カラット', (r) => formatCarat(r.carat)],
  ['デザイン', (r) => designLabel(r.design)],
  ['幅', (r) => formatWidth(r.width_mm)],
  ['納期', (r) => formatWeeks(r.delivery_weeks)],
];

/** Side by side comparison of up to 4 favourite rings, chosen with checkboxes. */
export function CompareRings({ rings }: { rings: FavoriteRing[] }) {
  const [chosen, setChosen] = useState<number[]>(() => rings.slice(0, COMPARE_RINGS_MAX).map((r) => r.id));
  const shown = rings.filter((r) => chosen.includes(r.id));
  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : c.length >= COMPARE_RINGS_MAX ? c : [...c, id]));
  return (
    <div>
      <fieldset className={styles.pick}>
        <legend>比べる指輪を選ぶ（{COMPARE_RINGS_MAX}つまで）</legend>
        {rings.map((r) => (
          <label key={r.id} className={styles.option}>
            <input type="checkbox" checked={chosen.includes(r.id)} disabled={!chosen.includes(r.id) && chosen.length >= COMPARE_RINGS_MAX} onChange={() => toggle(r.id)} />
            {r.brand_name} {r.name}
          </label>
        ))}
      </fieldset>
      {shown.length ? (
        <div className={styles.scroll} tabIndex={0} role="region" aria-label="指輪の比較表">
          <table className={styles.table}>
            <caption className="visually-hidden">お気に入りの指輪の比較</caption>
            <thead>
              <tr>
                <td />
                {shown.map((r) => (
                  <th key={r.id} scope="col">
                    <Picture src={r.image_url} alt="" width={160} height={107} className={styles.thumb} />
                    <Link href={ringPaths.ring(r.id)}>{r.name}</Link>
                    <span className={styles.brand}>{r.brand_name}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ROWS.map(([label, value]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {shown.map((r) => <td key={r.id}>{value(r)}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>比べる指輪を選んでください。</p>
      )}
    </div>
  );
}
