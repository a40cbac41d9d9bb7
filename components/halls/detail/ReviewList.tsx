import type { Review } from '../../../api/contract/halls';
import { formatDateJa, formatMan } from '../../../lib/format';
import { RatingStars } from '../../ui/RatingStars';
import styles from './ReviewList.module.css';

/** Reviews (口コミ) with who wrote them, when, the score and the text. */
export function ReviewList({ reviews, headingLevel = 3 }: { reviews: Review[]; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  if (reviews.length === 0) return <p className={styles.empty}>条件に合う口コミはありません。</p>;
  return (
    <ul className={styles.list} aria-label="口コミ一覧">
      {reviews.map((r) => (
        <li key={r.id} className={styles.review}>
          <article aria-labelledby={`review-${r.id}`}>
            <div className={styles.meta}>
              <span className={styles.type}>{r.reviewer_type_label}</span>
              <span>{r.nickname}さん{r.age_group ? `（${r.age_group}）` : ''}</span>
              <span>{r.season_label}・{formatDateJa(r.event_date, false)}</span>
            </div>
            <RatingStars rating={r.rating} size="sm" />
            <Heading id={`review-${r.id}`} className={styles.title}>{r.title}</Heading>
            <p className={styles.body}>{r.body}</p>
            {r.guest_count || r.cost ? (
              <p className={styles.facts}>
                {r.guest_count ? <span>招待人数 {r.guest_count}名</span> : null}
                {r.cost ? <span>費用 {formatMan(r.cost)}</span> : null}
              </p>
            ) : null}
            <p className={styles.footer}>
              投稿日 {formatDateJa(r.posted_at, false)}・参考になった {r.helpful_count}
            </p>
            {r.reply ? (
              <section className={styles.reply} aria-label={`${r.reply.hall_name}からの返信`} data-testid="review-reply">
                <p className={styles.replyHead}>{r.reply.hall_name}からの返信・{formatDateJa(r.reply.date, false)}</p>
                <p className={styles.body}>{r.reply.body}</p>
              </section>
            ) : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
