import Link from '@/components/ui/Link';
import type { EndpointOutput } from '../../../api/contract/define';
import type { getGeoRegions } from '../../../api/contract/directory';
import { DEFAULT_REGION } from '../../../lib/constants';
import styles from './RegionDirectory.module.css';

type Regions = EndpointOutput<typeof getGeoRegions>['regions'];

/** Prefectures grouped by region, with hall counts; the default region (kanto) is open. */
export function RegionDirectory({ regions }: { regions: Regions }) {
  return (
    <div className={styles.regions}>
      {regions.map((r) => (
        <details key={r.slug} className={styles.region} open={r.slug === DEFAULT_REGION}>
          <summary>
            <span>{r.name}</span>
            <span className={styles.count}>{r.hall_count.toLocaleString('ja-JP')}件</span>
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
    </div>
  );
}
