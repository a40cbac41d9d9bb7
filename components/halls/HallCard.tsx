import Link from '@/components/ui/Link';
import type { HallSummary } from '../../api/contract/halls';
import type { HallCardData } from '@/lib/halls/hallCardData';
import { formatDateJa } from '@/lib/format';
import { hallPlaceName, placeLine } from '@/lib/halls/hallPlace';
import { Picture } from '../ui/Picture';
import { RatingStars } from '../ui/RatingStars';
import { HallClipSlot } from './HallClipSlot';
import styles from './HallCard.module.css';

export function hallPath(hall: Pick<HallSummary, 'id'>): string {
  return `/halls/${hall.id}`;
}

/** A search result: cover photo, name, area and station, type, rating, cost range, fair badge, clip button. */
export function HallCard({ hall, rank, priority = false, headingLevel = 3 }: { hall: HallCardData; rank?: number; priority?: boolean; headingLevel?: 2 | 3 }) {
  const cover = hall.cover_images[0]?.image_url;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const place = placeLine([hallPlaceName(hall.location), hall.station_name && `${hall.station_name}駅`]);
  return (
    <article className={styles.card} aria-labelledby={`hall-${hall.id}-name`}>
      <div className={styles.media}>
        {cover ? (
          <Picture src={cover} alt={`${hall.name}の外観`} width={360} height={225} sizes="(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 380px" priority={priority} className={styles.image} />
        ) : (
          <div className={styles.noImage} aria-hidden="true">{hall.short_name}</div>
        )}
        {rank !== undefined ? <span className={`${styles.rank} ${rank <= 3 ? styles[`rank${rank}`] : ''}`} aria-label={`${rank}位`}>{rank}</span> : null}
        <div className={styles.clip}>
          <HallClipSlot hallId={hall.id} hallName={hall.name} compact />
        </div>
      </div>
      <div className={styles.body}>
        <ul className={styles.badges} aria-label="特徴">
          <li className={styles.badge}>{hall.service_name}</li>
          {hall.has_fair ? <li className={`${styles.badge} ${styles.fair}`}>フェア開催中</li> : null}
          {hall.has_benefits ? <li className={`${styles.badge} ${styles.benefit}`}>特典あり</li> : null}
          {hall.is_official ? <li className={`${styles.badge} ${styles.official}`}>公式情報</li> : null}
        </ul>
        <Heading id={`hall-${hall.id}-name`} className={`${styles.name} properName`}>
          <Link href={hallPath(hall)} className={styles.link}>{hall.name}</Link>
        </Heading>
        {place ? <p className={styles.place}>{place}</p> : null}
        {hall.next_fair_date ? <p className={styles.nextFair}>次回フェア <time dateTime={hall.next_fair_date}>{formatDateJa(hall.next_fair_date)}</time></p> : null}
        {hall.catch_copy ? <p className={styles.copy}>{hall.catch_copy}</p> : null}
        <div className={styles.meta}>
          <RatingStars rating={hall.rating} count={hall.rating_count} size="sm" />
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>費用目安</dt>
            <dd>{hall.price_range || '要問い合わせ'}</dd>
          </div>
          <div>
            <dt>収容人数</dt>
            <dd>{hall.capacity_min}〜{hall.capacity_max}名</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
