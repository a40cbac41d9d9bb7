import Link from '@/components/ui/Link';
import { ringPaths } from '../../api/contract/ringPaths';
import type { RingSummary } from '../../api/contract/rings';
import { designLabel, formatCarat, metalLabel, ringPriceText, ringTypeLabel } from '../../lib/rings/labels';
import { Picture } from '../ui/Picture';
import { FavoriteButton } from './FavoriteButton';
import styles from './RingCard.module.css';

/** A ring in a list: photo, brand, name, type, price and the favourite button. */
export function RingCard({ ring, priority = false }: { ring: RingSummary; priority?: boolean }) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <Picture src={ring.image_url} alt={`${ring.brand_name} ${ring.name}（${metalLabel(ring.metal)}・${designLabel(ring.design)}）`} width={360} height={240} sizes="(max-width: 767px) 50vw, 300px" priority={priority} className={styles.image} />
        <span className={styles.fav}><FavoriteButton kind="ring" id={ring.id} name={ring.name} compact /></span>
      </div>
      <div className={styles.body}>
        <p className={styles.type}>{ringTypeLabel(ring.type)}</p>
        <p className={styles.brand}>{ring.brand_name}</p>
        <h3 className={styles.name}><Link href={ringPaths.ring(ring.id)} className={styles.link}>{ring.name}</Link></h3>
        <p className={styles.price}>{ringPriceText(ring)}</p>
        <p className={styles.spec}>{metalLabel(ring.metal)}・{designLabel(ring.design)}{ring.carat !== null ? `・${formatCarat(ring.carat)}` : ''}</p>
      </div>
    </article>
  );
}

export function RingGrid({ rings, label }: { rings: RingSummary[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {rings.map((r, i) => (
        <li key={r.id}><RingCard ring={r} priority={i < 2} /></li>
      ))}
    </ul>
  );
}
