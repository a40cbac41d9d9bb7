import Link from '@/components/ui/Link';
import type { FavoriteRing } from '../../api/contract/ringFavorites';
import { ringPaths } from '../../api/contract/ringPaths';
import type { BrandSummary } from '../../api/contract/rings';
import { useAppSelector } from '../../store/hooks';
// It reads the rings slice: the slice joins the store with its module (store/index.ts).
import '../../store/slices/rings';
import { BrandList } from './BrandCard';
import { CompareRings } from './CompareRings';
import { RingGrid } from './RingCard';
import styles from './RingPage.module.css';

/** The member's favourite brands and rings; one removed here leaves the lists at once. */
export function FavoritesView({ brands, rings }: { brands: BrandSummary[]; rings: FavoriteRing[] }) {
  const state = useAppSelector((s) => s.rings);
  const keptBrands = brands.filter((b) => state.brands[b.id] !== false);
  const keptRings = rings.filter((r) => state.rings[r.id] !== false);
  return (
    <>
      <section aria-labelledby="fav-rings">
        <h2 id="fav-rings">お気に入りの指輪 <span className={styles.count}>{keptRings.length}件</span></h2>
        {keptRings.length ? <RingGrid rings={keptRings} label="お気に入りの指輪" /> : <p>まだお気に入りの指輪はありません。<Link href={ringPaths.rings}>指輪を探す</Link></p>}
      </section>
      {keptRings.length >= 2 ? (
        <section aria-labelledby="fav-compare">
          <h2 id="fav-compare">指輪を比べる</h2>
          <CompareRings rings={keptRings} />
        </section>
      ) : null}
      <section aria-labelledby="fav-brands">
        <h2 id="fav-brands">お気に入りのブランド <span className={styles.count}>{keptBrands.length}件</span></h2>
        {keptBrands.length ? <BrandList brands={keptBrands} label="お気に入りのブランド" /> : <p>まだお気に入りのブランドはありません。<Link href={ringPaths.brands}>ブランドを探す</Link></p>}
      </section>
    </>
  );
}
