import type { EndpointOutput } from '../../../api/contract/define';
import type { getHallCommentsCount } from '../../../api/contract/halls';
import { REVIEW_CATEGORY_LABELS, REVIEWER_TYPE_LABELS, reviewCategoryKeys, reviewerTypeKeys } from '../../../api/contract/reviewVocabulary';
import { RatingStars } from '../../ui/RatingStars';
import styles from './ReviewSummary.module.css';
import { formatNumber } from '@/lib/format';

type Counts = EndpointOutput<typeof getHallCommentsCount>;

/** The overall score, scores by category, stars distribution and reviewer types. */
export function ReviewSummary({ counts }: { counts: Counts }) {
  if (counts.count === 0) return <p className={styles.empty}>まだ口コミはありません。</p>;
  const maxStar = Math.max(1, ...Object.values(counts.by_rating));
  return (
    <div className={styles.summary}>
      <div className={styles.overall}>
        <p className={styles.score}>{counts.average.rating.toFixed(1)}</p>
        <RatingStars rating={counts.average.rating} size="lg" />
        <p className={styles.total}>口コミ {formatNumber(counts.count)}件</p>
        <p className={styles.types}>
          {reviewerTypeKeys.map((t) => (
            <span key={t}>{REVIEWER_TYPE_LABELS[t]} {counts.by_status[t]}件</span>
          ))}
        </p>
      </div>
      <dl className={styles.categories} aria-label="項目別の評価">
        {reviewCategoryKeys.map((k) => (
          <div key={k} className={styles.category}>
            <dt>{REVIEW_CATEGORY_LABELS[k]}</dt>
            <dd>
              <span className={styles.bar} aria-hidden="true">
                <span style={{ width: `${(counts.average[k] / 5) * 100}%` }} />
              </span>
              <span className={styles.value}>{counts.average[k].toFixed(1)}</span>
            </dd>
          </div>
        ))}
      </dl>
      <ul className={styles.stars} aria-label="評価の分布">
        {(['5', '4', '3', '2', '1'] as const).map((s) => (
          <li key={s}>
            <span className={styles.starLabel}>★{s}</span>
            <span className={styles.bar} aria-hidden="true">
              <span style={{ width: `${(counts.by_rating[s] / maxStar) * 100}%` }} />
            </span>
            <span className={styles.value}>{counts.by_rating[s]}件</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
