import type { z } from 'zod';
import type { commentStats } from '../../../api/contract/halls';
import styles from './CommentStatsGrid.module.css';

type Stats = z.infer<typeof commentStats>;

function peopleLabel(bands: number[], i: number): string {
  const last = i === bands.length - 1;
  if (last) return `${bands[i - 1] ?? bands[i]}名超`;
  return i === 0 ? `〜${bands[i]}名` : `${bands[i - 1] + 1}〜${bands[i]}名`;
}

function priceLabel(bands: number[], i: number): string {
  const man = (n: number) => `${Math.round(n / 10000)}万`;
  const last = i === bands.length - 1;
  if (last) return `${man(bands[i - 1] ?? bands[i])}円超`;
  return i === 0 ? `〜${man(bands[i])}円` : `${man(bands[i - 1])}〜${man(bands[i])}円`;
}

/** How many couples paid what for how many guests: the §9 grid of people bands × price bands. */
export function CommentStatsGrid({ stats }: { stats: Stats }) {
  const max = Math.max(1, ...stats.count.flat());
  return (
    <>
    <p className={styles.hint} aria-hidden="true">表は横にスクロールできます →</p>
    <div className={styles.scroll} role="region" aria-label="人数と費用の分布（横にスクロールできます）" tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>人数と費用の分布（口コミ件数）</caption>
        <thead>
          <tr>
            <th scope="col">人数＼費用</th>
            {stats.range_of_price.map((_, j) => (
              <th key={j} scope="col">{priceLabel(stats.range_of_price, j)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {stats.range_of_people.map((_, i) => (
            <tr key={i}>
              <th scope="row">{peopleLabel(stats.range_of_people, i)}</th>
              {stats.range_of_price.map((__, j) => {
                const n = stats.count[i]?.[j] ?? 0;
                return (
                  <td key={j} style={{ backgroundColor: n ? `rgba(180, 83, 106, ${0.08 + (0.5 * n) / max})` : undefined }}>
                    {n}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
    </>
  );
}
