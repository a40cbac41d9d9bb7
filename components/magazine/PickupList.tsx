import Link from '@/components/ui/Link';
import type { ArticleCard } from '../../api/contract/magazine';
import { Picture } from '../ui/Picture';
import { PrLabel } from './PrLabel';
import styles from './PickupList.module.css';

/** Today's pickup: the first article large, the others beside it. */
export function PickupList({ articles }: { articles: ArticleCard[] }) {
  if (!articles.length) return null;
  return (
    <ul className={styles.list}>
      {articles.map((a, i) => (
        <li key={a.article_id} className={i === 0 ? styles.lead : styles.item}>
          <Link href={a.url} className={styles.link}>
            <Picture src={a.thumbnail} alt="" width={i === 0 ? 720 : 240} height={i === 0 ? 480 : 160} priority={i === 0} className={styles.thumb} sizes={i === 0 ? '(max-width: 1023px) 100vw, 720px' : '(max-width: 767px) 45vw, 240px'} />
            <span className={styles.category}>{a.category_name}</span>
            <span className={styles.title}>{a.title}</span>
            <PrLabel label={a.pr_label} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
