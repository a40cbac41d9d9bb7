import type { HallClipComment } from '../../api/contract/clips';
import { formatDateJa } from '../../lib/format';
import styles from './Clips.module.css';

/** The comments on one clip, oldest first; the couple's own marked. */
export function CommentThread({ comments, title = 'コメント', headingLevel = 3 }: { comments: HallClipComment[]; title?: string; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <section className={styles.thread} aria-label={title}>
      <Heading>{title}（{comments.length}件）</Heading>
      {comments.length === 0 ? (
        <p className={styles.hint}>まだコメントはありません。</p>
      ) : (
        <ul className={styles.comments}>
          {comments.map((c) => (
            <li key={c.id} className={`${styles.comment} ${c.is_owner ? styles.commentOwner : ''}`}>
              <div className={styles.commentMeta}>
                <span className={styles.commentName}>{c.name}{c.is_owner ? '（本人）' : ''}</span>
                <time dateTime={c.created_at}>{formatDateJa(c.created_at, false)}</time>
              </div>
              <p className={styles.commentText}>{c.comment}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
