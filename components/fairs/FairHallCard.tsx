import Link from '@/components/ui/Link';
import type { FairHallGroup } from '../../api/contract/fairs';
import { Picture } from '../ui/Picture';
import { FairFlagIcons } from './FairFlagIcons';
import { fairPrice, holdTimes, remainingLabel } from './fairFormat';
import { placeLine } from '@/lib/halls/hallPlace';
import styles from './FairHallCard.module.css';

/**
 * One hall of a day's fair list (/fairs): the hall (name, area, photo) and each of its fairs that
 * day — time slots, title, contents, 無料/特典 — linking to the fair's page.
 */
export function FairHallCard({ group, dateLabel }: { group: FairHallGroup; dateLabel: string }) {
  const { hall, fairs } = group;
  const titleId = `fair-hall-${hall.id}`;
  const place = placeLine([hall.prefecture_name, hall.area_name]);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.head}>
        {hall.cover_image_url ? <Picture src={hall.cover_image_url} alt="" width={96} height={72} sizes="96px" className={styles.thumb} /> : null}
        <div className={styles.hallText}>
          <h3 id={titleId} className={`${styles.hallName} properName`}>
            <Link href={`/halls/${hall.id}`}>{hall.name}</Link>
          </h3>
          {place ? <p className={styles.place}>{place}</p> : null}
        </div>
      </div>
      <ul className={styles.fairs} aria-label={`${hall.name}の${dateLabel}のフェア（${fairs.length}件）`}>
        {fairs.map((f) => {
          const times = holdTimes(f);
          return (
            <li key={f.id} className={styles.fair}>
              {times.length ? (
                <p className={styles.times}>
                  <span className="visually-hidden">開催時間：</span>
                  {times.map((t, i) => (
                    <span key={i} className={styles.time}>{t}</span>
                  ))}
                </p>
              ) : null}
              <p className={styles.fairName}>
                <Link href={`/halls/${f.hall_id}/fairs/${f.id}`}>{f.name}</Link>
              </p>
              <p className={styles.badges}>
                {f.price === 0 ? <span className={`${styles.badge} ${styles.free}`}>無料</span> : <span className={styles.price}>{fairPrice(f.price)}</span>}
                {f.benefits.length ? <span className={`${styles.badge} ${styles.benefit}`}>特典あり</span> : null}
                {f.is_recommended ? <span className={`${styles.badge} ${styles.recommended}`}>おすすめ</span> : null}
                <span className={`${f.remaining > 0 ? styles.remaining : styles.full} nobr`}>{remainingLabel(f.remaining)}</span>
              </p>
              {f.benefits.length ? <p className={styles.benefitText}>{f.benefits[0]}</p> : null}
              <FairFlagIcons fair={f} compact />
            </li>
          );
        })}
      </ul>
      <p className={styles.more}>
        <Link href={`/halls/${hall.id}/fairs`}>{hall.short_name || hall.name}のフェア日程をすべて見る</Link>
      </p>
    </article>
  );
}
