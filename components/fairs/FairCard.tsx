import Link from '@/components/ui/Link';
import type { Fair, FairHall } from '../../api/contract/fairs';
import { Picture } from '../ui/Picture';
import { FairFlagIcons } from './FairFlagIcons';
import { fairDate, fairPrice, holdTimes, remainingLabel } from './fairFormat';
import styles from './FairCard.module.css';

/** A fair in a list: picture, date, name, contents, price and what is left. */
export function FairCard({ fair, hall, headingLevel = 3 }: { fair: Fair; hall?: FairHall; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = `/halls/${fair.hall_id}/fairs/${fair.id}`;
  const times = holdTimes(fair);
  return (
    <article className={styles.card}>
      <Picture src={fair.image_url} alt="" width={320} height={214} className={styles.image} />
      <div className={styles.body}>
        <p className={styles.date}>
          <time dateTime={fair.hold_at}>{fairDate(fair.hold_at)}</time>
          {times.length ? <span className={styles.times}>{times.length === 1 ? times[0] : `${times[0]} ほか全${times.length}部`}</span> : null}
        </p>
        <Heading className={styles.name}>
          <Link href={href} className={styles.link}>{fair.name}</Link>
        </Heading>
        {hall ? <p className={styles.hall}>{hall.name}（{hall.prefecture_name}）</p> : null}
        <FairFlagIcons fair={fair} compact />
        <p className={styles.meta}>
          <span className={styles.price}>{fairPrice(fair.price)}</span>
          <span className={`${fair.remaining > 0 ? styles.remaining : styles.full} nobr`}>{remainingLabel(fair.remaining)}</span>
        </p>
      </div>
    </article>
  );
}
