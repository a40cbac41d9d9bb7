import Link from '@/components/ui/Link';
import type { MagazinePost } from '../../api/contract/magazine';
import { Picture } from '../ui/Picture';
import { PrLabel } from './PrLabel';
import { dateFromUnix, isoFromUnix } from './dates';
import styles from './PostCard.module.css';

/**
 * What a card shows of a post, for page data: the same shape with the excerpt and tags emptied
 * and one category, so a list of cards does not carry whole API answers in __NEXT_DATA__.
 */
export function cardFields(post: MagazinePost): MagazinePost {
  return { ...post, post_excerpt: '', taxonomies: { ...post.taxonomies, category: post.taxonomies.category.slice(0, 1), post_tag: [] } };
}

/** An article in a list: thumbnail, category, title, date, PR label. */
export function PostCard({ post, headingLevel = 3, priority = false }: { post: MagazinePost; headingLevel?: 2 | 3; priority?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const category = post.taxonomies.category[0];
  return (
    <article className={styles.card}>
      <Link href={post.permalink} className={styles.link}>
        <Picture src={post.images.thumbnail.url} alt="" width={320} height={214} className={styles.thumb} priority={priority} sizes="(max-width: 767px) 40vw, 320px" />
        <div className={styles.body}>
          <Heading className={styles.title}>{post.post_title}</Heading>
          <p className={styles.meta}>
            {category ? <span className={styles.category}>{category.name}</span> : null}
            <time dateTime={isoFromUnix(post.post_date)}>{dateFromUnix(post.post_date)}</time>
            <PrLabel label={post.pr_label} />
          </p>
        </div>
      </Link>
    </article>
  );
}
