import Link from '@/components/ui/Link';
import styles from './WriteReviewEntry.module.css';

/**
 * 「口コミを書く」 on the hall page. The page is the same for everyone (a shared cache keeps it), so it
 * says who may write one and how; the link leads an eligible member to the form, anyone else to
 * the page that tells her what she can do (log in, or book a fair first).
 */
export function WriteReviewEntry({ hallId, className }: { hallId: number; className?: string }) {
  return (
    <div className={[className, styles.entry].filter(Boolean).join(' ')}>
      <Link href={`/halls/${hallId}/review`} className={styles.write}>
        口コミを書く
      </Link>
      <p className={styles.who}>
        口コミを書けるのは、ムスビで予約したフェアに参加された方（式場で来館を確認済み）と、この式場で挙式された方です。会員ログインのうえ、フェアに参加したあとで投稿できます。
      </p>
    </div>
  );
}
