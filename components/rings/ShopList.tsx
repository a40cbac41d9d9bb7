import type { RingShop } from '../../api/contract/rings';
import styles from './RingPage.module.css';

/** A map app's search for the shop (opens the phone's map app, or the map site). */
export function shopMapUrl(shop: Pick<RingShop, 'name' | 'address'>): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${shop.name} ${shop.address}`)}`;
}

/** A brand's shops: name, address with a map link, nearest station, hours and phone (a tel: link on phones). */
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
            <div>
              <dt>住所</dt>
              <dd>
                {s.address}{' '}
                <a className={styles.mapLink} href={shopMapUrl(s)} target="_blank" rel="noopener noreferrer">
                  地図<span className="visually-hidden">で{s.name}を見る（新しいタブで開きます）</span>
                </a>
              </dd>
            </div>
            <div><dt>アクセス</dt><dd>{s.station}</dd></div>
            <div><dt>営業時間</dt><dd>{s.hours}</dd></div>
            {s.tel ? (
              <div>
                <dt>電話番号</dt>
                <dd>
                  {/* A phone calls with a tap; a computer shows the number to dial. */}
                  <a className={styles.telLink} href={`tel:${s.tel.replace(/[^\d+]/g, '')}`}>{s.tel}</a>
                  <span className={styles.telText}>{s.tel}</span>
                </dd>
              </div>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}
