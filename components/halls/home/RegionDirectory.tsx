import Link from '@/components/ui/Link';
import type { EndpointOutput } from '../../../api/contract/define';
import type { getGeoRegions, getOverseasDestinations } from '../../../api/contract/directory';
import { overseasPaths } from '../../../api/contract/overseasDestinations';
import { DEFAULT_REGION } from '../../../lib/constants';
import styles from './RegionDirectory.module.css';
import { formatNumber } from '@/lib/format';

type Regions = EndpointOutput<typeof getGeoRegions>['regions'];
type Overseas = EndpointOutput<typeof getOverseasDestinations>;

/**
 * Prefectures grouped by region, with hall counts; the default region (kanto) is open. Then
 * 海外挙式: the overseas destinations that have halls.
 */
export function RegionDirectory({ regions, overseas }: { regions: Regions; overseas?: Overseas | null }) {
  const destinations = overseas?.destinations.filter((d) => d.hall_count > 0) ?? [];
  return (
    <div className={styles.regions}>
      {regions.map((r) => (
        <details key={r.slug} className={styles.region} open={r.slug === DEFAULT_REGION}>
          <summary>
            <span>{r.name}</span>
            <span className={styles.count}>{formatNumber(r.hall_count)}件</span>
          </summary>
          <ul className={styles.prefs}>
            <li><Link href={`/r/${r.slug}`} className={styles.all}>{r.name}すべて</Link></li>
            {r.prefectures.map((p) => (
              <li key={p.slug}>
                <Link href={`/pref/${p.slug}`}>
                  {p.name}<span className={styles.count}>{p.hall_count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </details>
      ))}
      {overseas && destinations.length ? (
        <details className={styles.region}>
          <summary>
            <span>海外挙式</span>
            <span className={styles.count}>{formatNumber(overseas.hall_count)}件</span>
          </summary>
          <ul className={styles.prefs}>
            <li><Link href={overseasPaths.top} className={styles.all}>海外挙式すべて</Link></li>
            {destinations.map((d) => (
              <li key={d.slug}>
                <Link href={overseasPaths.destination(d.slug)}>
                  {d.name}<span className={styles.count}>{d.hall_count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
