import Link from '@/components/ui/Link';
import { ringPaths } from '../../api/contract/ringPaths';
import type { BrandSummary } from '../../api/contract/rings';
import { formatPriceRange } from '../../lib/format';
import { originLabel } from '../../lib/rings/labels';
import { Picture } from '../ui/Picture';
import { FavoriteButton } from './FavoriteButton';
import styles from './BrandCard.module.css';

/** A brand in a list: logo, name, reading, origin, price range and the favourite button. */
export function BrandCard({ brand }: { brand: BrandSummary }) {
  return (
    <article className={styles.card}>
      <Picture src={brand.logo_url} alt={`${brand.brand_name}のロゴ`} width={72} height={72} className={styles.logo} />
      <div className={styles.body}>
        <h3 className={styles.name}><Link href={ringPaths.brand(brand.id)} className={styles.link}>{brand.brand_name}</Link></h3>
        <p className={styles.kana}>{brand.kana}</p>
        <p className={styles.meta}>{originLabel(brand.origin)}ブランド・<span className="nobr">{formatPriceRange(brand.price_min, brand.price_max)}</span>・<span className="nobr">{brand.ring_count}点</span></p>
      </div>
      <span className={styles.fav}><FavoriteButton kind="brand" id={brand.id} name={brand.brand_name} compact /></span>
    </article>
  );
}

export function BrandList({ brands, label }: { brands: BrandSummary[]; label: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {brands.map((b) => (
        <li key={b.id}><BrandCard brand={b} /></li>
      ))}
    </ul>
  );
}
