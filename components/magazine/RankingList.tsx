import Link from '@/components/ui/Link';
import type { ArticleCard } from '../../api/contract/magazine';
import { Picture } from '../ui/Picture';
import { PrLabel } from './PrLabel';
import styles from './RankingList.module.css';

/** Ranked articles (the clip-form shape): rank badge, thumbnail, title, category. */
export function RankingList({ articles, label }: { articles: ArticleCard[]; label: string }) {
  if (!articles.length) return <p className={styles.empty}>集計中です。しばらくしてからご覧ください。</p>;
  return (
    <ol className={styles.list} aria-label={label}>
      {articles.map((a) => (
        <li key={a.article_id} className={styles.item}>
          <Link href={a.url} className={styles.link}>
            <span className={`${styles.rank} ${a.rank <= 3 ? styles.top : ''}`} aria-label={`${a.rank}位`}>{a.rank}</span>
            <Picture src={a.thumbnail} alt="" width={96} height={64} className={styles.thumb} />
            <span className={styles.text}>
              <span className={styles.title}>{a.title}</span>
              <span className={styles.meta}>{a.category_name} <PrLabel label={a.pr_label} /></span>
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
