import type { RingShop } from '../../api/contract/rings';
import styles from './RingPage.module.css';

/** A brand's shops: name, address, nearest station and hours. */
export function ShopList({ shops, near }: { shops: RingShop[]; near?: string | null }) {
  if (!shops.length) return <p>店舗情報はありません。</p>;
  return (
    <ul className={styles.shops}>
      {shops.map((s) => (
        <li key={s.id} className={styles.shop}>
          <h3 className={styles.shopName}>
            {s.name}
            {near && s.prefecture_slug === near ? <span className={styles.near}>お近くの店舗</span> : null}
          </h3>
          <dl className={styles.shopFacts}>
            <div><dt>住所</dt><dd>{s.address}</dd></div>
            <div><dt>アクセス</dt><dd>{s.station}</dd></div>
            <div><dt>営業時間</dt><dd>{s.hours}</dd></div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
