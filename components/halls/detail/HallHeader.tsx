import Link from '@/components/ui/Link';
import type { Hall } from '../../../api/contract/halls';
import { RatingStars } from '../../ui/RatingStars';
import { HallClipSlot } from '../HallClipSlot';
import { placeLine } from '@/lib/halls/hallPlace';
import styles from './HallHeader.module.css';

export type HallTab = 'top' | 'photos' | 'reviews' | 'costs' | 'plans' | 'fairs' | 'brides';

const TABS: { key: HallTab; label: string; path: string }[] = [
  { key: 'top', label: 'トップ', path: '' },
  { key: 'photos', label: '写真', path: '/photos' },
  { key: 'reviews', label: '口コミ', path: '/reviews' },
  { key: 'costs', label: '費用明細', path: '/costs' },
  { key: 'plans', label: 'プラン', path: '/plans' },
  { key: 'fairs', label: 'フェア', path: '/fairs' },
  { key: 'brides', label: '花嫁レポート', path: '/brides' },
];

/** The hall's title block and the tabs leading to its sub-pages. */
export function HallHeader({ hall, current, heading }: { hall: Hall; current: HallTab; heading?: string }) {
  // A hall abroad: 海外挙式 and its destination (its prefecture is only its salon's).
  const place = placeLine(hall.location.overseas_destination_name ? ['海外挙式', hall.location.overseas_destination_name] : [hall.location.prefecture_name, hall.location.area_name, hall.station_name && `${hall.station_name}駅`]);
  return (
    <header className={styles.header}>
      <div className={styles.titleRow}>
        <div className={styles.titles}>
          <p className={styles.kind}>
            <span>{hall.service_name}</span>
            {hall.is_official ? <span className={styles.official}>公式情報</span> : null}
          </p>
          <h1 className={`${styles.name} properName`}>{heading ?? hall.name}</h1>
          {heading ? <p className={styles.sub}>{hall.name}</p> : null}
          <p className={styles.place}>{place}</p>
        </div>
        <div className={styles.clip}>
          <HallClipSlot hallId={hall.id} hallName={hall.name} />
        </div>
      </div>
      <div className={styles.rating}>
        <RatingStars rating={hall.rating} count={hall.rating_count} size="md" />
        {hall.price_range ? <span className={styles.price}>費用目安 {hall.price_range}</span> : null}
      </div>
      <nav aria-label="式場情報のメニュー" className={styles.tabs}>
        <ul className="scrollHint">
          {TABS.map((t) => (
            <li key={t.key}>
              <Link href={`/halls/${hall.id}${t.path}`} aria-current={t.key === current ? 'page' : undefined} className={t.key === current ? styles.active : undefined} scroll={t.key !== current}>
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
